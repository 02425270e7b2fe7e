import { site } from '../config/site';
import type { PolicyDocument } from './types';

/** All four documents were last reviewed together. */
const lastUpdated = '2026-11-21';

const registeredOffice = `${site.address.line1}, ${site.address.locality}, ${site.address.city} ${site.address.postcode}`;
const firm = `${site.legal.registeredName} (company number ${site.legal.companyNumber}, registered in ${site.legal.registeredIn})`;
const website = site.url.replace(/^https?:\/\//, '');

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

export const termsOfService: PolicyDocument = {
  path: '/terms-of-service',
  title: 'Terms of service',
  metaDescription: `The terms for using the ${site.name} website: general information rather than advice, intellectual property, links, liability and English law.`,
  lastUpdated,
  intro: [
    `These terms apply to your use of ${website}, which is run by ${firm}, registered office ${registeredOffice}. By using the website you accept them. If you do not accept them, please do not use the site.`,
    'They cover the website only. Any work we do for you is governed by a separate engagement letter.',
  ],
  sections: [
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
      heading: 'Contacting us through the website',
      paragraphs: [
        `In this version of the site the enquiry form does not send your details to us. To reach us, email ${site.email} or call ${site.phone.display}.`,
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
        'The site links to other websites, such as HMRC, Companies House, the FCA and WhatsApp, for your convenience. We do not control them and are not responsible for their content, availability or privacy practices.',
      ],
    },
    {
      heading: 'Our liability',
      paragraphs: [
        'Because the website is free and gives general information only, we exclude our liability for loss arising from your use of it, or from reliance on its content, to the fullest extent the law allows.',
        'Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot lawfully be limited or excluded. If you are a consumer, your statutory rights are not affected.',
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

export const cookiePolicy: PolicyDocument = {
  path: '/cookie-policy',
  title: 'Cookie policy',
  metaDescription: `The ${site.name} website sets no cookies, uses no analytics or trackers and stores nothing on your device, so it asks for no consent.`,
  lastUpdated,
  intro: [
    `This policy explains how ${website} deals with cookies and similar technologies. The short version: it uses none of them.`,
  ],
  sections: [
    {
      heading: 'Cookies and similar technologies',
      paragraphs: [
        'Cookies are small files a website asks your browser to store so that it can recognise your device later. Similar technologies include local storage, session storage, tracking pixels and device fingerprinting.',
        'The Privacy and Electronic Communications Regulations (PECR) say that a website may store information on your device, or read information from it, only with your consent, unless the storage is strictly necessary for a service you have asked for.',
      ],
    },
    {
      heading: 'What this website uses',
      paragraphs: [
        'None. This website sets no cookies, first-party or third-party. It uses no analytics, advertising or social media tools, and no tracking pixels. Fonts and images are hosted on our own servers, so your browser does not contact any other company’s servers while you read the site.',
      ],
    },
    {
      heading: 'What is stored on your device',
      paragraphs: ['Nothing.'],
      list: [
        'Cookies: none.',
        'Local storage: none.',
        'Session storage: none.',
        'The enquiry form: what you type stays in the page only while it is open and is cleared when you press send. It is not saved to your device or sent anywhere.',
      ],
    },
    {
      heading: 'Why there is no cookie banner',
      paragraphs: [
        'A consent banner exists to ask permission for storage that is not strictly necessary. This website stores nothing on your device, so there is nothing to ask permission for, and we do not show one.',
        'Your browser may still keep copies of pages, fonts and images in its ordinary cache so that they load faster next time. That cache is managed by your browser, identifies no one and can be cleared in your browser’s settings.',
      ],
    },
    {
      heading: 'WhatsApp and other websites',
      paragraphs: [
        'The floating chat link opens WhatsApp only if you choose to click it. WhatsApp is a separate service that may use cookies and similar technologies under its own cookie and privacy policies. The same applies to any other website we link to.',
      ],
    },
    {
      heading: 'If this changes',
      paragraphs: [
        'If we ever add anything that stores or reads information on your device and is not strictly necessary, we will update this policy first and ask for your consent before anything is set. You would be free to refuse without losing access to the site.',
        `Questions about this policy can go to ${site.privacyEmail}.`,
      ],
    },
  ],
};

export const accessibilityStatement: PolicyDocument = {
  path: '/accessibility',
  title: 'Accessibility statement',
  metaDescription: `How the ${site.name} website meets WCAG 2.2 AA, what we have tested, and how to report an accessibility problem or ask for another format.`,
  lastUpdated,
  intro: [
    `This statement applies to ${website}. We want everyone who visits to be able to read about our services and contact us, however they use the web.`,
  ],
  sections: [
    {
      heading: 'Our standard',
      paragraphs: [
        'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA on every page of this website.',
      ],
    },
    {
      heading: 'What we have done',
      paragraphs: ['In building the website we made sure that:'],
      list: [
        'every link, menu, dropdown, service card and form field can be reached and used with a keyboard alone, with a clearly visible focus indicator;',
        'pages use headings, landmarks and labelled form fields so that screen readers can announce and navigate them, and images have text alternatives;',
        'text and controls meet WCAG AA colour contrast ratios;',
        'animation is kept small and is switched off when your device asks for reduced motion;',
        'you can zoom to 400% and the content reflows into a single column without loss of information;',
        'every page is delivered as complete HTML, so its content can be read with JavaScript turned off.',
      ],
    },
    {
      heading: 'Known limitations',
      paragraphs: [
        'We are not aware of any part of the website that fails WCAG 2.2 AA. Every page is checked with automated accessibility tools at phone and desktop widths, but automated checks find only some kinds of problem, so manual testing with keyboards and screen readers is ongoing. If you find something we have missed, we want to hear about it.',
      ],
    },
    {
      heading: 'Reporting a problem or asking for another format',
      paragraphs: [
        `If you have difficulty using any part of this website, or need information from it in another format such as large print, plain text or a phone call, email ${site.email} or call ${site.phone.display} (${site.hours.summary}).`,
        'Please tell us the page address and what went wrong. We will reply within 5 working days.',
      ],
    },
    {
      heading: 'Enforcement procedure',
      paragraphs: [
        'The Equality and Human Rights Commission (EHRC) is responsible for enforcing the Equality Act 2010 in England, Scotland and Wales. If you contact us with a complaint and are not happy with our response, you can contact the Equality Advisory and Support Service (EASS) at equalityadvisoryservice.com.',
      ],
    },
    {
      heading: 'Preparation of this statement',
      paragraphs: [
        'This statement was prepared on 21 November 2026, based on testing carried out by the team that built the website. We review it whenever the site changes significantly.',
      ],
    },
  ],
};
