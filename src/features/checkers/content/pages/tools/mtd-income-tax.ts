/* eslint-disable max-lines-per-function -- the checker's answer in words, one case per branch of the rule, in the order the rule reads. */
import { formatPounds } from '../../../rules/money';
import type { IsoDate } from '../../../../../platform/calendar/dates';
import { mtdPhases, type MtdAnswer, type MtdExemption, type MtdPhase } from '../../../rules/mtd-income-tax';
import { checkerCaveat } from '../../../caveat';
import * as sources from '../../../../../content/sources';
import type { CheckerContent, Choice } from '../../../tool-types';

const yearInWords = (phase: MtdPhase) => phase.taxYear.replace('-', ' to 20');
const threshold = (phase: MtdPhase) => formatPounds(phase.thresholdPence);
/** True once a phase's start date has come: the answer then says what to do now, in the past tense. */
const started = (phase: MtdPhase, today: IsoDate) => phase.startDate <= today;
/** What to do when the start date has already passed. */
const lateStart =
  'If you have not signed up yet, sign up now, or ask us to: the quarterly updates due since then are already late, and we can help you catch up.';

/** The MTD for Income Tax checker's copy: the rule in words (derived from the phases), the form, each answer. */
const page: CheckerContent & {
  exemptionQuestion: { legend: string; missing: string; choices: Choice<MtdExemption>[] };
  incomeQuestion: {
    legend: string;
    hint: string;
    selfEmployment: string;
    property: string;
    year: (phase: MtdPhase) => string;
  };
  invalidSum: string;
  /** The answer for the visitor's `today` (London), worked out in the browser when they ask. */
  answer: (
    answer: MtdAnswer,
    today: IsoDate,
  ) => { heading: string; body: string[]; source: { title: string; url: string } };
} = {
  path: '/tools/mtd-income-tax',
  title: 'Does Making Tax Digital for Income Tax apply to me, and from when?',
  metaDescription:
    'Check whether Making Tax Digital for Income Tax applies to you as a sole trader or landlord, and the date you must start, from your qualifying income.',
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-27',

  hero: {
    eyebrow: 'Tools',
    heading: 'Does Making Tax Digital for Income Tax apply to me, and from when?',
    lead: 'For sole traders and landlords: your start date from your qualifying income, as HMRC works it out.',
  },
  intro: [
    'Your qualifying income is your gross income from self-employment and property added together, before expenses. Employment income, a share of partnership profits, dividends and pensions do not count.',
    'HMRC looks at the Self Assessment return for the tax year two years before each start date. Each threshold is crossed only by income of more than the figure: exactly the figure does not bring you in.',
  ],
  concerns: [
    '/services/sme-accounting',
    '/services/sme-accounting/making-tax-digital',
    '/services/tax/personal-tax',
    '/sectors/property-construction',
  ],
  decisionList: {
    heading: 'The rule, step by step',
    lead: 'Follow the steps in order; the first that gives an answer is yours.',
    steps: [
      {
        question: 'Do you have a National Insurance number?',
        answers: [{ if: 'No', then: 'You are automatically exempt.' }],
      },
      {
        question:
          'Do you file only as a trustee, as the personal representative of someone who has died, or for a non-resident company?',
        answers: [{ if: 'Yes', then: 'You are exempt in that role. Income of your own is checked separately.' }],
      },
      {
        question: 'Might another exemption on GOV.UK’s list apply to you? It includes temporary exemptions.',
        answers: [
          {
            if: 'Yes',
            then: 'Check it against GOV.UK’s exemptions page, or talk to us: this list does not judge it.',
          },
        ],
      },
      ...mtdPhases.map((phase) => ({
        question: `Was your qualifying income for ${yearInWords(phase)} more than ${threshold(phase)}?`,
        answers: [{ if: 'Yes', then: `You must use Making Tax Digital for Income Tax from ${phase.startsOn}.` }],
      })),
      {
        question: `Was it at or under the threshold in each of those years (${mtdPhases.map((phase) => `${threshold(phase)} for ${yearInWords(phase)}`).join(', ')})?`,
        answers: [
          {
            if: 'Yes',
            then: `No start date applies on those figures. Qualifying income of ${threshold(mtdPhases[2])} or less is an automatic exemption; check again each time you file.`,
          },
        ],
      },
    ],
  },
  form: {
    heading: 'Check your own figures',
    privacy: 'The answer is worked out in your browser. Nothing you type is sent or stored.',
    submit: 'Show my answer',
    resultHeading: 'Your answer',
    caveat: checkerCaveat,
  },
  enquiry: {
    link: 'Ask us about this answer',
    subject: 'sme',
    intro: 'I used your Making Tax Digital for Income Tax checker.',
    answersHeading: 'My answers:',
    resultHeading: 'Its answer:',
    close: 'Please get in touch about what this means for me.',
  },
  booking: { link: 'Book a consultation about this', topic: 'tax' },
  exemptionQuestion: {
    legend: 'Do any of these apply to you?',
    missing: 'Choose which of these applies to you, or “None of these”.',
    choices: [
      { value: 'none', label: 'None of these' },
      { value: 'noNationalInsuranceNumber', label: 'I do not have a National Insurance number' },
      {
        value: 'filingInARole',
        label: 'I file only as a trustee, a personal representative or for a non-resident company',
      },
      {
        value: 'digitallyExcluded',
        label: 'I cannot use software because of age, disability, location or religion',
        hint: 'HMRC must agree this on application: it is not automatic.',
      },
      {
        value: 'otherExemption',
        label: 'Another exemption on GOV.UK’s list may apply to me',
        hint: 'GOV.UK lists further exemptions, some permanent and some temporary.',
      },
    ],
  },
  incomeQuestion: {
    legend: 'Your gross income, before expenses',
    hint: 'Leave a year blank if you do not know its figures yet. Put 0 for a source you do not have.',
    selfEmployment: 'Self-employment income (£)',
    property: 'Property income (£)',
    year: (phase) => `Tax year ${yearInWords(phase)} (decides ${phase.startsOn})`,
  },
  invalidSum: 'Enter a sum in pounds, such as 30000 or 30000.50, or leave both of a year’s boxes blank.',
  answer: (answer, today) => {
    const qualifying = sources.mtdQualifyingIncome;
    const exemptions = sources.mtdExemptions;
    switch (answer.kind) {
      case 'mustStart':
        return started(answer.phase, today)
          ? {
              heading: `You should already be using it: since ${answer.phase.startsOn}`,
              body: [
                `Your qualifying income for ${yearInWords(answer.phase)} was ${formatPounds(answer.qualifyingIncome)}, more than the ${threshold(answer.phase)} threshold that has applied since ${answer.phase.startsOn}.`,
                'Since then you should have kept digital records in software that works with Making Tax Digital and sent HMRC quarterly updates.',
                lateStart,
              ],
              source: qualifying,
            }
          : {
              heading: `You must start on ${answer.phase.startsOn}`,
              body: [
                `Your qualifying income for ${yearInWords(answer.phase)} was ${formatPounds(answer.qualifyingIncome)}, more than the ${threshold(answer.phase)} threshold that applies from ${answer.phase.startsOn}.`,
                'From then you keep digital records in software that works with Making Tax Digital and send HMRC quarterly updates.',
              ],
              source: qualifying,
            };
      case 'mustStartUnlessExcluded':
        return started(answer.phase, today)
          ? {
              heading: `You should already be using it: since ${answer.phase.startsOn}, unless HMRC has agreed you are digitally excluded`,
              body: [
                `Your qualifying income for ${yearInWords(answer.phase)} was ${formatPounds(answer.qualifyingIncome)}, more than the ${threshold(answer.phase)} threshold that has applied since ${answer.phase.startsOn}.`,
                'A digital exclusion is not automatic: you apply, and until HMRC agrees, the start date stands. If you have not applied, apply now, and talk to us about the updates due since then.',
              ],
              source: exemptions,
            }
          : {
              heading: `You must start on ${answer.phase.startsOn}, unless HMRC agrees you are digitally excluded`,
              body: [
                `Your qualifying income for ${yearInWords(answer.phase)} was ${formatPounds(answer.qualifyingIncome)}, more than the ${threshold(answer.phase)} threshold that applies from ${answer.phase.startsOn}.`,
                'A digital exclusion is not automatic: you apply, and until HMRC agrees, the start date stands. Apply well before it.',
              ],
              source: exemptions,
            };
      case 'dependsOnEarlierYear': {
        const earlier = answer.unknown;
        const ifMore = started(earlier, today)
          ? `you should already have started on ${earlier.startsOn}. ${lateStart}`
          : `you must start on ${earlier.startsOn}.`;
        const otherwise = started(answer.phase, today)
          ? `you should already have started on ${answer.phase.startsOn}.`
          : `you must start on ${answer.phase.startsOn}.`;
        return {
          heading: `It depends on ${yearInWords(earlier)}: enter that year’s figures`,
          body: [
            `Your qualifying income for ${yearInWords(answer.phase)} was ${formatPounds(answer.qualifyingIncome)}, more than the ${threshold(answer.phase)} threshold, so you are in. But you left ${yearInWords(earlier)} blank, and it can bring you in sooner.`,
            `If your qualifying income for ${yearInWords(earlier)} was more than ${threshold(earlier)}, ${ifMore} If it was not, ${otherwise}`,
          ],
          source: qualifying,
        };
      }
      case 'exempt':
        return {
          heading: 'You are exempt',
          body: [
            answer.reason === 'noNationalInsuranceNumber'
              ? 'Without a National Insurance number you are automatically exempt, and cannot sign up.'
              : 'You are automatically exempt in that role. If you also have self-employment or property income of your own, check it again with “None of these”.',
            'You carry on filing a Self Assessment return as before.',
          ],
          source: exemptions,
        };
      case 'mayBeExempt':
        return {
          heading: 'It depends: talk to us',
          body: [
            'GOV.UK lists further exemptions, some permanent and some temporary (its exemptions page says how long each lasts), and whether one applies turns on facts this checker does not ask about.',
            'Read the exemptions page, or ask us: we will check it against your circumstances and your figures.',
          ],
          source: exemptions,
        };
      case 'notYet':
        return {
          heading: 'Not on the figures you have given, so far',
          body: [
            `Your qualifying income is not more than the threshold for any year you entered. The next year to check is ${yearInWords(answer.nextToCheck)}: ${
              started(answer.nextToCheck, today)
                ? `if it was more than ${threshold(answer.nextToCheck)}, you should already have started on ${answer.nextToCheck.startsOn}. ${lateStart}`
                : `if it is more than ${threshold(answer.nextToCheck)}, you start on ${answer.nextToCheck.startsOn}.`
            }`,
          ],
          source: qualifying,
        };
      case 'notInScope':
        return {
          heading: 'You are not in scope',
          body: [
            'Your qualifying income is not more than the threshold for any of the three years, so no start date applies on these figures.',
            `Qualifying income of ${threshold(mtdPhases[2])} or less is an automatic exemption. Check again each time you file: HMRC judges each tax year on the return submitted the year before.`,
          ],
          source: exemptions,
        };
    }
  },
  sources: [sources.mtdQualifyingIncome, sources.mtdExemptions, sources.mtdQuarterlyUpdates],
};

export default page;
