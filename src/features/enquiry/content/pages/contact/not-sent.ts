import { site } from '../../../../../config/site';
import { enquiryForm } from '../../../../../content/enquiry';
import { phoneInText } from '../../../../../content/reply-words';
import type { EnquiryNotSentContent } from '../../types';

/**
 * `/contact/not-sent`: what a plain HTML enquiry post is answered with when the enquiry was not
 * stored (JavaScript off, or sent before the page's scripts had started). The enquiry service
 * renders it with the reason and the form again (src/features/enquiry/server/not-sent-view.tsx).
 */
const page: EnquiryNotSentContent = {
  path: '/contact/not-sent',
  title: 'Enquiry not sent',
  metaDescription: `Your enquiry has not reached ${site.name}: why, and other ways to contact us.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-21',

  hero: {
    eyebrow: 'Enquiry not sent',
    heading: 'Your enquiry has not been sent',
    lead: 'Nothing has reached us yet. What you typed is kept below: change what is needed and send it again.',
    backLink: 'Back to your enquiry',
  },
  again: {
    heading: 'Your enquiry',
    lead: 'Everything you typed is here. Fields not marked optional are required.',
    submit: enquiryForm.submit,
    elsewhere: 'Open the contact page',
  },
  reasonLabel: 'Why it was not sent',
  reasons: {
    invalid: 'Please check these and send it again:',
    tooLarge: 'The enquiry is longer than we can accept. Please shorten your message and send it again.',
    rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and send it again.',
    crossSite:
      'The form was sent from another website, so we did not accept it. Please use the form on our contact page.',
    unavailable: 'Our enquiry service could not take it just now. Please try again in a few minutes.',
  },
  otherWays: `You can also email ${site.email} or call ${phoneInText}, ${site.hours.summary}.`,
};

export default page;
