import { site } from '../../config/site';
import type { PolicyContent } from '../types';
import { website } from '../legal';
import * as sources from '../sources';
import {
  accessibilityFindings,
  findingsCheckedOn,
  wcagCriteria,
  type AccessibilityFinding,
} from '../accessibility-findings';
import { formatDate } from '../../platform/calendar/format';

/** A known problem as the statement lists it: what, which criteria, and the date it will be fixed by. */
const findingInWords = (finding: AccessibilityFinding): string => {
  const criteria = finding.criteria.map((number) => `${number} ${wcagCriteria[number]}`).join('; ');
  return `${finding.problem} (WCAG 2.2: ${criteria}.) We will fix this by ${formatDate(finding.fixBy)}.`;
};

/** The heading of the section that lists them (the test finds the list by it). */
const knownProblemsHeading = 'Known problems and when they will be fixed';

const page: PolicyContent = {
  path: '/accessibility',
  title: 'Accessibility statement',
  metaDescription: `How accessible the ${site.name} website is against WCAG 2.2 AA, what we have tested so far, and how to report a problem or ask for another format.`,
  lastUpdated: '2026-11-29',
  sources: [sources.equalityAct2010],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-29',
  intro: [
    `This statement applies to ${website}, every page and every task on it: reading about our services, sectors, fees and insights; sending an enquiry; booking a consultation, and confirming, moving or cancelling it from the link in its email; the fee estimate; the Making Tax Digital checker, the safeguarding audit checker and the sole trader or limited company calculator; the key dates pages, with the company dates tool; deadline alerts, from signing up to confirming, changing or stopping them; and the site search. We want everyone who visits to be able to use them, however they use the web.`,
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
        accessibilityFindings.length > 0
          ? 'This website is partially compliant with WCAG 2.2 level AA: the problems listed below do not yet meet it. Every page passes automated accessibility checks at phone and desktop widths, but automated checks find only some kinds of problem, so we also test by hand.'
          : `We know of no part of this website that does not meet WCAG 2.2 level AA: what our last audit found (${formatDate(findingsCheckedOn)}) is fixed, each fix held by a test where a test can hold it. Every page passes automated accessibility checks at phone and desktop widths, but automated checks find only some kinds of problem, so we also test by hand.`,
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
        'every page is delivered as complete HTML, so it can be read with JavaScript turned off;',
        'a form that is refused, with JavaScript or without, shows the form again with what you sent, a list of the problems at the top (which takes focus) linked to each field, each problem beside its field, and “Error” at the start of the page title.',
      ],
    },
    {
      heading: 'What works without JavaScript',
      paragraphs: [
        'With JavaScript turned off you can still send an enquiry; book a consultation, and confirm, move or cancel it; sign up for deadline alerts, and confirm, change or stop them; and use the sole trader or limited company calculator. Each of these is a plain form answered by a page from our server.',
        'These need JavaScript: the fee estimate (without it the fees page shows our published fees, which are the whole answer); the Making Tax Digital and safeguarding audit checkers, whose questions are answered in your browser; the company dates tool on the key dates pages (without it the section explains in words the rules it applies); and the site search: its results need JavaScript, and without it the search page links to the listings of articles, services and sectors instead.',
      ],
    },
    {
      heading: knownProblemsHeading,
      paragraphs: [
        accessibilityFindings.length > 0
          ? 'We know of these problems, and are fixing each by the date given:'
          : 'We know of no part of the website that fails WCAG 2.2 AA. If you find one, we want to hear about it.',
      ],
      ...(accessibilityFindings.length > 0 ? { list: accessibilityFindings.map(findingInWords) } : {}),
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
        `This statement was prepared on 21 November 2026 and last updated on 28 November 2026, after our sixth audit of every task on the website (booking and managing a consultation, an enquiry, the fee estimate, the checkers and the calculator, the key dates and the company dates tool, deadline alerts and the search; its findings last checked against the site on ${formatDate(findingsCheckedOn)}) by keyboard alone, through the browser’s accessibility tree, at widths from 320 to 1440 pixels, at 400% zoom, with increased text spacing, forced colours, reduced motion and JavaScript turned off or held back, with automated checks on every page. It has not yet been tested with each screen reader (such as JAWS, NVDA and VoiceOver) by people who use them every day. We update this statement whenever we find or fix a problem.`,
      ],
    },
  ],
};

export default page;
