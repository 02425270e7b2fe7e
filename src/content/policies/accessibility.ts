import { site } from '../../config/site';
import type { PolicyDocument } from '../types';
import { lastUpdated, website } from './shared';

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
