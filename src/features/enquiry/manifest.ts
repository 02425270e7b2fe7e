import type { FeatureManifest } from '../../platform/feature-manifest';
import contact from './content/pages/contact';
import notSent from './content/pages/contact/not-sent';
import thankYou from './content/pages/contact/thank-you';
import { enquiryPrivacy } from './content/privacy';

/** The enquiry form: the contact page and its answers (see FeatureManifest). */
export const enquiryManifest: FeatureManifest = {
  name: 'enquiry',
  pages: {
    contact: { path: '/contact', page: 'pages/contact-page', content: contact },
    enquirySent: { path: '/contact/thank-you', page: 'pages/sent-page', unlisted: true, content: thankYou },
    enquiryNotSent: { path: '/contact/not-sent', page: 'pages/not-sent-page', unlisted: true, content: notSent },
  },
  privacy: enquiryPrivacy,
};
