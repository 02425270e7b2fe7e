import { site } from '../../config/site';
import type { PolicyContent } from '../types';
import { website } from '../legal';
import * as sources from '../sources';

const page: PolicyContent = {
  path: '/accessibility',
  title: 'Accessibility statement',
  metaDescription: `How accessible the ${site.name} website is against WCAG 2.2 AA, what we have tested so far, and how to report a problem or ask for another format.`,
  lastUpdated: '2026-11-22',
  sources: [sources.equalityAct2010],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
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
      heading: 'Compliance status',
      paragraphs: [
        'We have not yet confirmed that this website meets WCAG 2.2 level AA in full, because our testing is not complete. Every page passes automated accessibility checks at phone and desktop widths, but automated checks find only some kinds of problem, and our manual testing with keyboards, screen readers and other assistive technologies is still under way. Until it is finished we make no claim of full conformance.',
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
        'So far we have found no part of the website that fails WCAG 2.2 AA, but the website has been only partially tested: manual testing with assistive technologies may find problems that automated checks cannot. We will list here anything we find, with what we are doing about it. If you find something first, we want to hear about it.',
      ],
    },
    {
      heading: 'Reporting a problem or asking for another format',
      paragraphs: [
        `If you have difficulty using any part of this website, or need information from it in another format such as large print, plain text or a phone call, email ${site.email} or call ${site.phone.display} (${site.hours.summary}).`,
        `Please tell us the page address and what went wrong. We will reply within ${site.repliesWithin}.`,
      ],
    },
    {
      heading: 'If you are not satisfied with our response',
      paragraphs: [
        'As a service provider, we must make reasonable adjustments for disabled people under the Equality Act 2010 in England, Scotland and Wales. If you have told us about a problem and are not happy with our response, the Equality Advisory and Support Service (EASS) gives free advice on discrimination at equalityadvisoryservice.com.',
        'In Northern Ireland, where the Disability Discrimination Act 1995 applies instead, the Equality Commission for Northern Ireland (ECNI) offers a discrimination advice service at equalityni.org.',
      ],
    },
    {
      heading: 'Preparation of this statement',
      paragraphs: [
        'This statement was prepared on 21 November 2026, based on automated testing of every page and the manual testing completed so far by the team that built the website. We will update it when manual testing is complete, and whenever the site changes significantly.',
      ],
    },
  ],
};

export default page;
