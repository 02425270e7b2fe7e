import { site } from '../../config/site';
import { enquiryFields } from '../enquiry';
import { fieldsInProse } from '../../platform/forms/form-fields';
import { questionFields } from '../../features/booking/topic-questions';
import type { PolicyContent } from '../types';
import { firm, registeredOffice, website } from '../legal';
import * as sources from '../sources';

/** The enquiry form's subject for anything that is not one of the firm's services: SPEC.md's own. */
const generalEnquiry = enquiryFields.subject.options[4].label;

/**
 * What the hosting provider keeps: the provider is not chosen yet, so this is the firm's intention,
 * to be confirmed from the provider's contract before launch.
 * @placeholder the hosting provider's log retention, not yet confirmed with a chosen provider
 */
const hostingLogRetention = 'Server logs are kept by our hosting provider for up to 30 days, then deleted.';

/**
 * Where the providers process data: not chosen yet, so to be confirmed from their contracts.
 * @placeholder where the hosting and email providers process data, not yet confirmed with chosen providers
 */
const providersLocation =
  'Our hosting and email providers process personal data for us in the UK. If a provider ever needed to process it elsewhere, we would allow that only under the safeguards UK data protection law recognises, such as a UK adequacy decision or the ICO’s international data transfer agreement.';

const page: PolicyContent = {
  path: '/privacy-policy',
  title: 'Privacy policy',
  metaDescription: `How ${site.name} handles personal data under UK GDPR: what the website and enquiry form collect, why, for how long, your rights and how to complain.`,
  lastUpdated: '2026-11-25',
  sources: [
    sources.ukGdpr,
    sources.dpa2018,
    sources.dpa2018Complaints,
    sources.duaa2025,
    sources.pecr2003,
    sources.ico,
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-25',
  intro: [
    `This policy explains how ${site.legal.registeredName} (“${site.shortName}”, “we”, “us”) handles personal data when you visit ${website} or contact us through it. We follow the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018, as amended by the Data (Use and Access) Act 2025.`,
    'This website is built to collect as little as possible. It sets no cookies, uses no analytics or tracking tools and stores nothing in your browser. Your browser connects only to the servers run for us by our hosting provider, and to no analytics, advertising, font or social-media service.',
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
        `The enquiry form. It asks for your ${fieldsInProse(enquiryFields)}. When you press send, what you entered goes to our server and from there to our enquiries inbox, as the next section explains.`,
        `The consultation booking form. It asks what you would like to discuss, how we should meet, a time, and your ${fieldsInProse({ name: enquiryFields.name, email: enquiryFields.email, phone: enquiryFields.phone, company: enquiryFields.company })}, with an optional note and, for some topics, one or two questions for the director, each optional: ${fieldsInProse(questionFields)}, whichever the topic asks. Your booking reaches our inbox exactly as an enquiry does (next section); in addition, our server keeps the booking to hold the time for you, and deletes it 30 days after the consultation (a cancelled one too). So that one connection cannot book more than two consultations, it also keeps your IP address in a scrambled form made with a key that exists only for the day you book: at the end of that day the key and the scrambled addresses are deleted, and nothing links the booking to your address any more.`,
        `Email and phone. If you write to ${site.email} or call ${site.phone.display}, we receive whatever you choose to tell us, together with your email address or phone number.`,
        'WhatsApp. The floating chat link opens WhatsApp only when you choose to use it, with a greeting already written that you can edit or delete before sending. If you send a message, we receive it and your WhatsApp profile details.',
      ],
    },
    {
      heading: 'Enquiries sent through the website’s form',
      paragraphs: [
        'When you send the enquiry form, this is what happens to what you entered. The form itself sets no cookie and stores nothing on your device, and we do not use what you send for marketing.',
      ],
      list: [
        'It is saved in our own server’s database, with its email to our inbox waiting to be sent, as soon as it arrives. That is what lets us tell you it has been received, even if our email service is briefly unavailable.',
        'With it we record which page of this website you sent it from (that page’s address on this site, nothing from other websites and no cookie), so that we can see which pages are useful to visitors. The same is recorded for a booking.',
        'Our server then emails it to our enquiries inbox through our email provider. No copy is sent to you or to anyone else.',
        'The copy on our server is deleted automatically 30 days after it has been delivered to our inbox. An enquiry that has not yet been delivered is kept until it is, so that none is lost.',
        'To limit abuse, such as automated submissions, the server keeps your IP address in its memory for up to ten minutes to count how many enquiries come from it. It is not written to disk, and the server does not record your message in its logs.',
        'The email in our inbox is then handled like the rest of our client correspondence: if your enquiry does not lead to an engagement, we delete it within 12 months of our last contact with you.',
      ],
    },
    {
      heading: 'Why we use it and our lawful basis',
      paragraphs: [
        'Server logs, and the ten minutes at most for which the enquiry service holds your IP address, are used to keep the website secure, to detect and block abuse and to diagnose faults. Our lawful basis is legitimate interests (UK GDPR Article 6(1)(f)): running a safe, working website.',
        'Enquiries you send through the form, by email, by phone or by WhatsApp are used to answer you and, if you ask, to arrange a consultation or prepare a proposal. Our lawful basis is taking steps at your request before entering into a contract (Article 6(1)(b)) and, where no contract is in prospect, our legitimate interest in replying to people who contact us (Article 6(1)(f)).',
        'We do not use your data for marketing unless you ask to hear from us, we do not sell it, and we make no automated decisions about you.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        hostingLogRetention,
        'Enquiries sent through the form are deleted from our server 30 days after they reach our inbox; your IP address is held in the server’s memory for ten minutes at most.',
        'Enquiries that do not lead to an engagement, however they reach us, are deleted from our inbox and records within 12 months of our last contact. If you become a client, your records are kept for the periods set out in your engagement letter, which reflect our legal and regulatory obligations, including the record-keeping rules of the Money Laundering Regulations.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'Our hosting provider runs the servers this website and its enquiry service use, and our email provider carries enquiries to our inbox and stores our mailbox. Both act only on our instructions, under contracts that allow them to use the data for no other purpose. While you use the site, your browser connects only to the servers our hosting provider runs for us, which log your visit as described above, and never to our email provider or to any analytics, advertising, font or social-media service. We share enquiry details with no one outside the firm.',
        'We disclose personal data to others only where the law requires it, for example to a regulator or law enforcement agency, or to our professional advisers and insurers where that is needed to establish or defend a legal claim.',
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

export default page;
