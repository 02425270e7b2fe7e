import { auditRegistrationText, indemnityInsuranceText, site } from '../../config/site';
import type { PolicyContent } from '../types';
import { firm, registeredOffice, website } from '../legal';
import { href } from '../../config/paths';
import * as sources from '../sources';

const page: PolicyContent = {
  path: '/terms-of-service',
  title: 'Terms of service',
  metaDescription: `The terms for using the ${site.name} website, its tools and alerts: who we are, who regulates us, information rather than advice, and liability.`,
  lastUpdated: '2026-11-28',
  sources: [
    sources.provisionOfServices2009,
    sources.companiesAct2006,
    sources.tradingDisclosures2015,
    sources.ucta1977Negligence,
    sources.cra2015UnfairTerms,
  ],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-28',
  intro: [
    `These terms apply to your use of ${website}, which is run by ${firm}, registered office ${registeredOffice}. By using the website you accept them. If you do not accept them, please do not use the site.`,
    'They cover the website only. Any work we do for you is governed by a separate engagement letter.',
  ],
  sections: [
    {
      heading: 'Who we are and who regulates us',
      paragraphs: [
        `${site.legal.registeredName} is a private limited company registered in ${site.legal.registeredIn} (company number ${site.legal.companyNumber}), with its registered office at ${registeredOffice}. Our VAT number is ${site.legal.vatNumber}.`,
        `${site.legal.professionalBody.membership} Our chartered accountants hold the professional title ${site.legal.professionalBody.professionalTitle}. We follow the ${site.legal.professionalBody.shortName} Code of Ethics and ${site.legal.professionalBody.shortName}’s regulations, which you can read at ${site.legal.professionalBody.rulesUrl}.`,
        auditRegistrationText,
        `${indemnityInsuranceText} We hold this insurance as ${site.legal.professionalBody.shortName}’s regulations require, and give these details under the Provision of Services Regulations 2009.`,
        `If you are unhappy with our professional services, please tell us first so that we can put it right: our complaints procedure, with whom to contact, how quickly we reply and how to take it further to ${site.legal.professionalBody.shortName}, is at ${website}${href('/complaints')}.`,
      ],
    },
    {
      heading: 'Using this website',
      paragraphs: [
        'You may use this website for lawful purposes only. Please do not try to gain unauthorised access to it or to the servers that host it, interfere with how it works, or use automated tools in a way that places an unreasonable load on it.',
        'We aim to keep the website available and accurate, but we do not guarantee that it will be uninterrupted or free of errors, and we may change or withdraw any part of it without notice.',
      ],
    },
    {
      heading: 'Information, not advice',
      paragraphs: [
        site.legal.notAdvice,
        'Tax law, accounting standards and FCA rules change, and what is right for one business or person can be wrong for another. Pages describe the position when they were written; check with us before relying on them.',
        'Reading this website, or sending us a message, does not make you our client. A client relationship begins only when we have both signed an engagement letter.',
      ],
    },
    {
      heading: 'Our tools, key dates and deadline alerts',
      paragraphs: [
        'The calculators, checkers, fee estimate and key dates on this website, and the deadline alerts we email, are free and general. They work from the answers you give and from the rules as we read them on the date each page shows. They do not know your full circumstances and are not advice: check their sources, or ask us, before you act on one.',
        'Deadline alerts are a free reminder, not a service we perform for you. We cannot guarantee that every alert is sent or arrives, or arrives on time: email can be delayed, filtered as spam or lost, and a deadline can change after an alert is sent. You remain responsible for meeting your own deadlines, so keep your own diary of them. We may change or stop the tools and the alerts at any time.',
      ],
    },
    {
      heading: 'Contacting us through the website',
      paragraphs: [
        `When you send the enquiry form, your message is stored on our server and emailed to our enquiries inbox, and nowhere else; our privacy policy explains how we handle it and for how long. You can also email ${site.email} or call ${site.phone.display}.`,
        'Please do not send passwords, full bank details or identity documents by email or WhatsApp. If we need them, we will tell you how to send them securely.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The text, illustrations, design and code of this website belong to ${site.legal.registeredName} or are used under licence. You may view the pages and print or save extracts for your own reference. You may not copy, republish or sell any part of the site for commercial purposes without our written permission.`,
        'Names of software and other products mentioned on this site are trade marks of their owners. Mentioning them does not imply any endorsement or partnership.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'The site links to other websites: the primary texts its pages cite in their Sources lists (the FCA Handbook, legislation.gov.uk, GOV.UK and HMRC’s manuals, the ICO and the FRC), the public registers listed on our about page, and WhatsApp. We do not control them and are not responsible for their content, availability or privacy practices.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'Because the website, its tools and the deadline alerts are free and give general information only, we are not liable for: loss from relying on a page, a tool’s answer or an estimate without our advice on your circumstances; a deadline alert that was not sent, did not arrive, arrived late or was overtaken by a change in the rules; the website, or any part of it, being unavailable; or loss of profit, business, revenue or opportunity.',
        'Nothing in these terms limits or excludes our liability for death or personal injury caused by our negligence, or for fraud or fraudulent misrepresentation: the law does not allow it (Unfair Contract Terms Act 1977, section 2). If you are a consumer, the Consumer Rights Act 2015 also protects you: a term that is unfair to you does not bind you (section 62), and your statutory rights are not affected. If you do business with us, the exclusions above apply only so far as they are reasonable.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version on this page, with the date shown at the top, is the one that applies when you use the site.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the law of England and Wales, and the courts of England and Wales have jurisdiction over any dispute about them. If you are a consumer living in Scotland or Northern Ireland, you may also bring proceedings in your local courts.',
      ],
    },
  ],
};

export default page;
