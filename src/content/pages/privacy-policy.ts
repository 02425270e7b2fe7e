/* eslint-disable max-lines-per-function -- the privacy policy's text in the order it reads, built from the features' declarations. */
import { site } from '../../config/site';
import { enquiryFields } from '../enquiry';
import type { PolicyContent } from '../types';
import { declarationSection, type PrivacyDeclaration } from '../../platform/privacy/declaration';
import { firm, registeredOffice, website } from '../legal';
import * as sources from '../sources';

/** The enquiry form's subject for anything that is not one of the firm's services: SPEC.md's own. */
const generalEnquiry = enquiryFields.subject.options[4].label;

/**
 * What the hosting provider's own network keeps, beyond our servers' logs (a CDN or load balancer
 * in front of them): the provider is not chosen yet, so this is the firm's intention, to be
 * confirmed from the provider's contract before launch.
 * @placeholder the hosting provider's log retention, not yet confirmed with a chosen provider
 */
const hostingLogRetention =
  'If our hosting provider’s network in front of our servers (such as a content delivery network) logs requests too, it keeps those logs for up to 30 days, then deletes them.';

/**
 * Where the providers process data: not chosen yet, so to be confirmed from their contracts.
 * @placeholder where the hosting and email providers process data, not yet confirmed with chosen providers
 */
const providersLocation =
  'Our hosting, email, calendar and video-call providers process personal data for us in the UK. If a provider ever needed to process it elsewhere, we would allow that only under the safeguards UK data protection law recognises, such as a UK adequacy decision or the ICO’s international data transfer agreement.';

/**
 * The privacy policy, with a section for each declaration of what the system keeps (the servers'
 * and each feature's own, in the order the root lists them: src/app/site-pages.ts), so that the
 * policy cannot drift from what is kept.
 */
export default function privacyPolicy(declarations: readonly PrivacyDeclaration[]): PolicyContent {
  return {
    path: '/privacy-policy',
    title: 'Privacy policy',
    metaDescription: `How ${site.name} handles personal data under UK GDPR: what the website and enquiry form collect, why, for how long, your rights and how to complain.`,
    lastUpdated: '2026-11-28',
    sources: [
      sources.ukGdpr,
      sources.dpa2018,
      sources.dpa2018Complaints,
      sources.duaa2025,
      sources.pecr2003,
      sources.ico,
    ],
    reviewedBy: 'Eleanor Hartley',
    reviewedOn: '2026-11-28',
    intro: [
      `This policy explains how ${site.legal.registeredName} (“${site.shortName}”, “we”, “us”) handles personal data when you visit ${website} or contact us through it. We follow the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018, as amended by the Data (Use and Access) Act 2025.`,
      'This website is built to collect as little as possible. It sets no cookies for visitors (only the firm’s own staff get one, when they sign in to their desk: see our cookie policy), uses no analytics or tracking tools and stores nothing in your browser. Your browser connects only to the servers run for us by our hosting provider, and to no analytics, advertising, font or social-media service.',
      'If you become a client, the privacy notice attached to your engagement letter explains how we handle the information we need to act for you.',
    ],
    sections: [
      {
        heading: 'Who is responsible for your data',
        paragraphs: [
          `The controller is ${firm}, whose registered office is at ${registeredOffice}.`,
          `For anything about your personal data, email ${site.privacyEmail} or write to us at the registered office, marking your letter for the attention of the privacy lead.`,
        ],
      },
      {
        heading: 'What the website keeps, for how long, why, and who receives it',
        paragraphs: [
          'Each part of the website declares what it keeps about you, for how long, why and who receives it, and the lists below are built from those declarations, so they describe the system as it runs. Nothing else is kept: no cookies for visitors, no analytics and nothing in your browser.',
          hostingLogRetention,
        ],
      },
      ...declarations.map(declarationSection),
      {
        heading: 'Email, phone and WhatsApp',
        paragraphs: [
          'Enquiries you send by email, by phone or by WhatsApp are used to answer you and, if you ask, to arrange a consultation or prepare a proposal. Our lawful basis is taking steps at your request before entering into a contract (Article 6(1)(b)) and, where no contract is in prospect, our legitimate interest in replying to people who contact us (Article 6(1)(f)).',
        ],
        list: [
          `If you write to ${site.email} or call ${site.phone.display}, we receive whatever you choose to tell us, together with your email address or phone number.`,
          'The floating chat link opens WhatsApp only when you choose to use it, with a greeting already written that you can edit or delete before sending. If you send a message, we receive it and your WhatsApp profile details.',
          'Enquiries that do not lead to an engagement, however they reach us, are deleted from our inbox and records within 12 months of our last contact. If you become a client, your records are kept for the periods set out in your engagement letter, which reflect our legal and regulatory obligations, including the record-keeping rules of the Money Laundering Regulations.',
        ],
      },
      {
        heading: 'Who else we share it with',
        paragraphs: [
          'The providers named above act only on our instructions, under contracts that allow them to use the data for no other purpose. While you use the site, your browser connects only to the servers our hosting provider runs for us, never to our email provider or to any analytics, advertising, font or social-media service. We do not use your data for marketing unless you ask to hear from us, we do not sell it, and we make no automated decisions about you.',
          'We disclose personal data to others only where the law requires or permits it, for example to a regulator or law enforcement agency, or to our professional advisers and insurers where that is needed to establish or defend a legal claim.',
        ],
      },
      {
        heading: 'International transfers',
        paragraphs: [
          providersLocation,
          'WhatsApp is a third-party service with its own privacy policy. If you choose to message us through it, your messages pass through WhatsApp’s systems, which may process them outside the UK. WhatsApp’s privacy policy explains how it handles your data.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: ['Under UK GDPR you have the right to:'],
        list: [
          'access the personal data we hold about you and receive a copy;',
          'have inaccurate or incomplete data corrected (rectification);',
          'have your data erased where there is no good reason for us to keep it;',
          'ask us to restrict how we use your data, for example while a correction is checked;',
          'object to our use of your data where we rely on legitimate interests;',
          'receive data you gave us in a structured, machine-readable format, or have it sent to another organisation (portability), where that right applies.',
        ],
      },
      {
        heading: 'Using your rights',
        paragraphs: [
          `To use any of these rights, email ${site.privacyEmail}. There is normally no charge. We reply within one month, and if a request is complex we may extend that by up to two further months, telling you why within the first month. We may ask you to confirm your identity first.`,
          'We find what this website holds about you by your email address, however it is written: your enquiries, consultations, deadline alert sign-ups and their consent record, and the emails waiting to be sent. If you ask for a copy, we send it to you as a file. If you ask us to erase it, we cancel any consultation still to come, delete the rest, and tell you what we keep and why, such as the record of your consent to alerts and a one-way code of your address that stops alerts to it for good.',
        ],
      },
      {
        heading: 'How to complain',
        paragraphs: [
          'If you think we have not handled your personal data as data protection law requires, you have the right to complain to us, and we have a procedure for it, as section 164A of the Data Protection Act 2018 has required since 19 June 2026. You can complain:',
        ],
        list: [
          // SPEC.md's subjects stay as they are: a complaint comes in as a general enquiry.
          `electronically, by email to ${site.privacyEmail}, or through the enquiry form on our contact page, choosing “${generalEnquiry}” as the subject and saying that it is a complaint about your personal data;`,
          `by phone on ${site.phone.display} (${site.hours.summary}); or`,
          'in writing to the privacy lead at our registered office.',
        ],
      },
      {
        heading: 'What happens to your complaint',
        paragraphs: [
          'We acknowledge your complaint within 30 days of receiving it, and usually much sooner. We then look into it without undue delay, keep you informed of our progress and tell you the outcome.',
          'If you are not satisfied with our response, or we have not responded, you can complain to the UK’s data protection regulator, the Information Commissioner, whose office is the ICO: visit ico.org.uk or call 0303 123 1113. The ICO usually expects you to have raised your complaint with us first.',
        ],
      },
      {
        heading: 'Changes to this policy',
        paragraphs: [
          'If the way this website handles personal data changes, for example if we change how long enquiries are kept or which providers handle them, we will update this policy before the change takes effect and show the new date at the top.',
        ],
      },
    ],
  };
}
