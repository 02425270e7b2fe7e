import { formatPounds } from '../../../rules/money';
import { safeguardingRule, type FirmType, type SafeguardingAnswer } from '../../../rules/safeguarding-audit';
import { checkerCaveat } from '../../../caveat';
import type { CheckerContent, Choice } from '../../../tool-types';
import * as sources from '../../../../../content/sources';

const threshold = formatPounds(safeguardingRule.thresholdPence);
const { periodWeeks, inForceFrom } = safeguardingRule;

/** The safeguarding audit checker's copy: SUP 3A in words, the form, and each answer with the rule it rests on. */
const page: CheckerContent & {
  firmQuestion: { legend: string; missing: string; choices: Choice<FirmType>[] };
  peakQuestion: { label: string; hint: string; unknown: string };
  ageQuestion: { legend: string; missing: string; yes: string; no: string };
  invalidSum: string;
  answer: (answer: SafeguardingAnswer) => { heading: string; body: string[]; rule: string };
} = {
  path: '/tools/safeguarding-audit',
  title: 'Do we need a safeguarding audit?',
  metaDescription:
    'Check whether your payment or e-money institution needs an annual safeguarding audit under SUP 3A, and what its first audit report covers.',
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',

  hero: {
    eyebrow: 'Tools',
    heading: 'Do we need a safeguarding audit?',
    lead: `For payment and e-money institutions, under the FCA’s SUP 3A rules in force since ${inForceFrom}.`,
  },
  intro: [
    `SUP 3A requires an annual audit of safeguarding by a qualified auditor, reporting to the FCA, for e-money institutions (we read this, as the Electronic Money Regulations 2011 use the term in regulation 2, as including small e-money institutions: check SUP 3A.1.1R against your own permissions) and for authorised payment institutions that offer more than payment initiation or account information services.`,
    `A firm is exempt if it has not been required to safeguard more than ${threshold} of relevant funds at any time for a period of at least ${periodWeeks} weeks (SUP 3A.1.1R(2)). Exactly ${threshold} does not count as more.`,
  ],
  concerns: [
    '/services/audit',
    '/services/audit/safeguarding-audit',
    '/services/emi-reporting',
    '/services/emi-reporting/safeguarding-reconciliations',
    '/sectors/financial-services/payments-e-money',
  ],
  decisionList: {
    heading: 'The rule, step by step',
    lead: 'Follow the steps in order; the first that gives an answer is yours.',
    steps: [
      {
        question: 'Is the firm a small payment institution or a registered account information service provider?',
        answers: [
          {
            if: 'Yes',
            then: 'SUP 3A does not apply (SUP 3A.1.1R(1)). If it safeguards funds, its arrangements must still be adequate, and a voluntary audit can help show they are (SUP 3A.1.3G).',
          },
        ],
      },
      {
        question:
          'Is it an authorised payment institution offering only payment initiation or account information services?',
        answers: [{ if: 'Yes', then: 'SUP 3A does not apply (SUP 3A.1.1R(1)(a)(i)).' }],
      },
      {
        question: `Has it had to safeguard more than ${threshold} of relevant funds at any time in the last ${periodWeeks} weeks?`,
        answers: [
          {
            if: 'Yes',
            then: `It needs an annual safeguarding audit by a qualified auditor, who reports to the FCA (SUP 3A.1.1R, SUP 3A.9). Its first report covers the period since it became subject to the chapter (${inForceFrom} for a firm in scope from the start), its authorisation or registration, or its last report (SUP 3A Annex 1).`,
          },
          {
            if: `No, and it has been authorised for at least ${periodWeeks} weeks`,
            then: 'It is exempt while that stays true (SUP 3A.1.1R(2)).',
          },
          { if: 'No, but it is newer than that, or it does not know', then: 'Talk to us.' },
        ],
      },
    ],
  },
  form: {
    heading: 'Check your firm',
    privacy: 'The answer is worked out in your browser. Nothing you choose or type is sent or stored.',
    submit: 'Show our answer',
    resultHeading: 'Our answer',
    caveat: checkerCaveat,
  },
  enquiry: {
    link: 'Discuss this with us',
    subject: 'fintech',
    intro: 'I used your safeguarding audit checker.',
    answersHeading: 'My answers:',
    resultHeading: 'Its answer:',
    close: 'Please get in touch about what this means for me.',
  },
  booking: { link: 'Book a consultation about this', topic: 'audit' },
  firmQuestion: {
    legend: 'What kind of firm is it?',
    missing: 'Choose what kind of firm it is.',
    choices: [
      { value: 'emi', label: 'Authorised e-money institution (EMI)' },
      { value: 'smallEmi', label: 'Small e-money institution' },
      {
        value: 'api',
        label: 'Authorised payment institution',
        hint: 'Offering more than payment initiation or account information',
      },
      { value: 'smallPi', label: 'Small payment institution' },
      { value: 'aisp', label: 'Registered account information service provider' },
      { value: 'pispOnly', label: 'Authorised payment institution for payment initiation only' },
    ],
  },
  peakQuestion: {
    label: `The most relevant funds it has had to safeguard at any one time in the last ${periodWeeks} weeks (£)`,
    hint: 'From your safeguarding reconciliations.',
    unknown: 'We do not know',
  },
  ageQuestion: {
    legend: `Has the firm been authorised or registered for at least ${periodWeeks} weeks?`,
    missing: `Choose whether the firm has been authorised or registered for at least ${periodWeeks} weeks.`,
    yes: 'Yes',
    no: 'No',
  },
  invalidSum: 'Enter a sum in pounds, such as 100000 or 100000.50, or tick “We do not know”.',
  answer: (answer) => {
    switch (answer.kind) {
      case 'auditNeeded':
        return {
          heading: 'Yes: an annual safeguarding audit by a qualified auditor',
          body: [
            `The firm is a relevant institution and has had to safeguard more than ${threshold}, so the exemption does not apply.`,
            `The auditor reports to the FCA on whether the firm’s systems were adequate throughout the period and whether it complied at the period’s end. The first report covers the period since the firm became subject to SUP 3A (${inForceFrom} for a firm in scope from the start), or since its authorisation, registration or last report.`,
            'When that first period ends and the report is due depend on those dates and on your earlier safeguarding audits: we will set them out with you.',
          ],
          rule: 'SUP 3A.1.1R, SUP 3A.9 and SUP 3A Annex 1',
        };
      case 'notNeeded':
        return {
          heading: 'No SUP 3A audit is required',
          body: [
            {
              notRelevantInstitution:
                'SUP 3A applies to e-money institutions and authorised payment institutions; a small payment institution or a registered account information service provider is neither.',
              pispAispOnly:
                'SUP 3A covers authorised payment institutions only where they offer payment services other than payment initiation or account information.',
              underThreshold: `The firm has not had to safeguard more than ${threshold} at any time for at least ${periodWeeks} weeks, so it is exempt. Management must keep checking: once it is no longer exempt, it must appoint an auditor.`,
            }[answer.reason],
            'Any funds it safeguards must still be safeguarded adequately; a voluntary audit under SUP 3A can help show that they are.',
          ],
          rule:
            answer.reason === 'underThreshold'
              ? 'SUP 3A.1.1R(2), SUP 3A.1.3G and SUP 3A.1.4G'
              : 'SUP 3A.1.1R(1) and SUP 3A.1.3G',
        };
      case 'talkToUs':
        return {
          heading: 'It depends: talk to us',
          body: [
            {
              peakUnknown: `The exemption turns on whether the firm has had to safeguard more than ${threshold} at any time in ${periodWeeks} weeks. Your daily reconciliations will show it; we can help you read them.`,
              newFirm: `The exemption needs a period of at least ${periodWeeks} weeks at or under ${threshold}, and the firm has not been authorised that long. Whether the time before it counts is a question for the facts.`,
            }[answer.reason],
          ],
          rule: 'SUP 3A.1.1R',
        };
    }
  },
  sources: [
    sources.sup3a,
    sources.sup3aReport,
    sources.sup3aReportForm,
    sources.psrs2017,
    sources.emrs2011,
    sources.emrs2011Interpretation,
  ],
};

export default page;
