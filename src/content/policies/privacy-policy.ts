import { site } from '../../config/site';
import type { PolicyDocument } from '../types';
import { firm, lastUpdated, registeredOffice, website } from './shared';

export const privacyPolicy: PolicyDocument = {
  path: '/privacy-policy',
  title: 'Privacy policy',
  metaDescription: `How ${site.name} handles personal data on this website under UK GDPR: what little is collected, why, for how long, and your rights.`,
  lastUpdated,
  intro: [
    `This policy explains how ${site.legal.registeredName} (“${site.shortName}”, “we”, “us”) handles personal data when you visit ${website} or contact us through it. We follow the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.`,
    'This website is built to collect as little as possible. It sets no cookies, uses no analytics or tracking tools, stores nothing in your browser and loads nothing from other companies’ servers.',
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
      heading: 'What we collect and how',
      paragraphs: ['We receive personal data in only these ways:'],
      list: [
        'Server logs. When your browser requests a page, our hosting provider’s web servers record your IP address, the date and time, the page requested and your browser’s identifying string.',
        'The enquiry form. It asks for your name, email address, phone number, company, a subject and a message. In this version of the site the form does not send those details anywhere: they stay in your browser and are cleared when you press send. To reach us, please email or phone instead.',
        `Email and phone. If you write to ${site.email} or call ${site.phone.display}, we receive whatever you choose to tell us, together with your email address or phone number.`,
        'WhatsApp. The floating chat link opens WhatsApp only when you choose to use it, with a greeting already written that you can edit or delete before sending. If you send a message, we receive it and your WhatsApp profile details.',
      ],
    },
    {
      heading: 'Why we use it and our lawful basis',
      paragraphs: [
        'Server logs are used to keep the website secure, to detect and block abuse and to diagnose faults. Our lawful basis is legitimate interests: running a safe, working website.',
        'Messages you send us by email, phone or WhatsApp are used to answer your enquiry and, if you ask, to arrange a consultation or prepare a proposal. Our lawful basis is taking steps at your request before entering into a contract, or, where no contract is in prospect, our legitimate interest in replying to people who contact us.',
        'We do not use your data for marketing unless you ask to hear from us, we do not sell it, and we make no automated decisions about you.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Server logs are kept by our hosting provider for up to 30 days, then deleted.',
        'Enquiries that do not lead to an engagement are deleted within 12 months of our last contact. If you become a client, your records are kept for the periods set out in your engagement letter, which reflect our legal and regulatory obligations, including the record-keeping rules of the Money Laundering Regulations.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Our hosting provider processes server logs on our behalf, under a contract that allows it to use them only on our instructions. We share enquiry details with no one outside the firm.',
        'We disclose personal data to others only where the law requires it, for example to a regulator or law enforcement agency, or to our professional advisers and insurers where that is needed to establish or defend a legal claim.',
      ],
    },
    {
      heading: 'International transfers',
      paragraphs: [
        'This website does not transfer your personal data outside the UK.',
        'WhatsApp is a third-party service with its own privacy policy. If you choose to message us through it, your messages pass through WhatsApp’s systems, which may process them outside the UK. WhatsApp’s privacy policy explains how it handles your data.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under UK GDPR you have the right to:',
        `To use any of these rights, email ${site.privacyEmail}. There is normally no charge. We reply within one month, and if a request is complex we may extend that by up to two further months, telling you why within the first month. We may ask you to confirm your identity first.`,
      ],
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
      heading: 'Complaints',
      paragraphs: [
        `If you are unhappy with how we have handled your data, please tell us first at ${site.privacyEmail} and we will try to put it right.`,
        'You also have the right to complain to the Information Commissioner’s Office (ICO), the UK regulator for data protection: visit ico.org.uk or call 0303 123 1113.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If the way this website handles personal data changes, for example if the enquiry form begins to send messages to us, we will update this policy before the change takes effect and show the new date at the top.',
      ],
    },
  ],
};
