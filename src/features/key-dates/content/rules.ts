import type { IsoDate } from '../../../platform/calendar/dates';
import type { KeyDateRule, YearEndRule } from '../rules/types';
import * as sources from '../../../content/sources';
import { percent, pounds } from '../../../content/tax-years/format';
import {
  accountsLateFiling,
  corporationTaxLateFiling,
  corporationTaxPayment,
  inForce,
  partnershipLateFiling,
} from '../../../content/tax-years/penalties';
import { vatStaggers } from './vat-staggers';

/**
 * The key-date rules, as data. Each was checked against its primary source (the first in
 * `sources`) on `keyDateRulesReviewedOn`, including what the source says about a date that falls
 * on a weekend or bank holiday; where it says nothing, the date stands. The build and
 * `npm run content:review` warn once a new tax year begins without a review. A deadline whose
 * rule could not be confirmed from a primary source is left out (docs/key-dates.md lists them).
 */
export const keyDateRulesReviewedOn: IsoDate = '2026-11-22';

const hmrcPayment = {
  onNonWorkingDay: 'last-working-day-before',
  nonWorkingDayException: 'unless you pay by Faster Payments',
} as const;
/*
 * The money in the consequences comes from the dated figures (src/content/tax-years/penalties.ts),
 * for the date each deadline is due: a rule that changes from a date says the old figures before
 * it and the new from it. The rules on fixed days of every year (`keyDateRules`) state the
 * figures in force today; those that run from a company's year end state them for each due date.
 */
const partnershipPenalty = (due: IsoDate) =>
  `If it is late, every partner is charged a ${pounds(inForce(partnershipLateFiling, due).figures.eachPartner.value)} penalty.`;

/** FA 1998 Sch 18 paras 17 and 18, with the fixed penalties in force for a return due on `due`. */
export function companyTaxReturnPenalty(due: IsoDate): string {
  const {
    late,
    moreThanThreeMonthsLate,
    thirdInARow,
    thirdInARowMoreThanThreeMonthsLate,
    taxRelated,
    taxRelatedAfterTwoYears,
  } = inForce(corporationTaxLateFiling, due).figures;
  return (
    `A ${pounds(late.value)} penalty if it is late, ${pounds(moreThanThreeMonthsLate.value)} if it is more than three months late ` +
    `(${pounds(thirdInARow.value)} and ${pounds(thirdInARowMoreThanThreeMonthsLate.value)} for a third late return in a row), ` +
    `and from six months late ${percent(taxRelated.value)} of any tax then unpaid (${percent(taxRelatedAfterTwoYears.value)} if it is more than a year late).`
  );
}

/** Companies House's penalties for a private company's accounts due on `due`. */
function accountsPenalty(due: IsoDate): string {
  const { lowest, highest } = inForce(accountsLateFiling, due).figures;
  return `An automatic penalty from ${pounds(lowest.value)} (up to a month late) to ${pounds(highest.value)}, doubled if late two years running.`;
}

const selfAssessmentAudiences = ['sole-traders', 'partnerships', 'limited-companies'] as const;
const employerAudiences = ['employers', 'payment-institutions', 'cryptoasset-firms'] as const;

export const keyDateRules: readonly KeyDateRule[] = [
  {
    id: 'sa-online-return',
    title: 'Self Assessment: online tax return',
    what: 'Send your Self Assessment tax return online for the {period} tax year.',
    consequence: 'You may have to pay a penalty if it is late.',
    schedule: { months: [1], day: 31 },
    period: { kind: 'tax-year-ended' },
    onNonWorkingDay: 'stands',
    audiences: selfAssessmentAudiences,
    sources: [sources.selfAssessmentDeadlines, sources.selfAssessmentFilingDates],
  },
  {
    id: 'sa-balancing-payment',
    title: 'Self Assessment: pay the balance and first payment on account',
    what: 'Pay the tax you still owe for the {period} tax year and, if you make them, your first payment on account for the next.',
    consequence: 'HMRC charges interest, and may charge a penalty, on a late payment.',
    schedule: { months: [1], day: 31 },
    period: { kind: 'tax-year-ended' },
    ...hmrcPayment,
    nonWorkingDayException: 'unless you pay by Faster Payments or by debit or credit card',
    audiences: selfAssessmentAudiences,
    sources: [sources.paySelfAssessment],
  },
  {
    id: 'sa-second-payment-on-account',
    title: 'Self Assessment: second payment on account',
    what: 'Make your second payment on account towards the {period} tax year, if you make payments on account.',
    consequence: 'HMRC charges interest, and may charge a penalty, on a late payment.',
    schedule: { months: [7], day: 31 },
    period: { kind: 'tax-year-ended' },
    ...hmrcPayment,
    nonWorkingDayException: 'unless you pay by Faster Payments or by debit or credit card',
    audiences: selfAssessmentAudiences,
    sources: [sources.paySelfAssessment],
  },
  {
    id: 'sa-register',
    title: 'Self Assessment: register if you are new to it',
    what: 'Tell HMRC you need to send a tax return for the {period} tax year, if you have not sent one before.',
    consequence: 'You could be fined if you do not.',
    schedule: { months: [10], day: 5 },
    period: { kind: 'tax-year-ended' },
    onNonWorkingDay: 'stands',
    audiences: ['sole-traders', 'partnerships'],
    sources: [sources.selfAssessmentDeadlines],
  },
  {
    id: 'sa-paper-return',
    title: 'Self Assessment: paper tax return',
    what: 'A paper Self Assessment tax return for the {period} tax year must reach HMRC (online, you have until 31 January).',
    schedule: { months: [10], day: 31 },
    period: { kind: 'tax-year-ended' },
    onNonWorkingDay: 'stands',
    audiences: ['sole-traders', 'partnerships'],
    sources: [sources.selfAssessmentFilingDates],
  },
  {
    // GOV.UK's "Send quarterly updates" gives 7 August, 7 November, 7 February and 7 May, for the
    // standard periods to 5 July, 5 October, 5 January and 5 April, and says nothing of a weekend or
    // bank holiday: the date stands. Mandatory from 6 April 2026, so the first deadline was
    // 7 August 2026. GOV.UK alone: the 2021 Regulations' regulation 7 never came into force, and the
    // 2026 Regulations that replaced them could not be checked on legislation.gov.uk (sources.ts).
    id: 'mtd-income-tax-quarterly-update',
    title: 'Making Tax Digital for Income Tax: quarterly update',
    what: 'If you use Making Tax Digital for Income Tax, send HMRC from your software the quarterly update for each of your businesses, covering the tax year to {period}.',
    // No consequence line: whether a late update earns a penalty point, and from which tax year,
    // could not be confirmed on GOV.UK, so the date does not say.
    schedule: { months: [2, 5, 8, 11], day: 7, firstDue: '2026-08-07' },
    period: { kind: 'period-ended', monthsBefore: 1, day: 5 },
    onNonWorkingDay: 'stands',
    audiences: ['sole-traders'],
    sources: [sources.mtdQuarterlyUpdates],
  },
  {
    id: 'partnership-online-return',
    title: 'Partnership Tax Return online',
    what: 'The nominated partner sends the Partnership Tax Return (SA800) online for the {period} tax year.',
    consequence: partnershipPenalty(keyDateRulesReviewedOn),
    schedule: { months: [1], day: 31 },
    period: { kind: 'tax-year-ended' },
    onNonWorkingDay: 'stands',
    audiences: ['partnerships'],
    sources: [sources.tma1970PartnershipReturn, sources.partnershipPenalties],
  },
  {
    id: 'partnership-paper-return',
    title: 'Partnership Tax Return on paper',
    what: 'A paper Partnership Tax Return (SA800) for the {period} tax year must reach HMRC (online, you have until 31 January).',
    consequence: partnershipPenalty(keyDateRulesReviewedOn),
    schedule: { months: [10], day: 31 },
    period: { kind: 'tax-year-ended' },
    onNonWorkingDay: 'stands',
    audiences: ['partnerships'],
    sources: [sources.tma1970PartnershipReturn, sources.partnershipPenalties],
  },
  {
    id: 'paye-monthly-electronic',
    title: 'PAYE: pay HMRC (online or by bank transfer)',
    what: 'Pay your PAYE bill (tax, National Insurance and other deductions) for the tax month that ended on {period}.',
    consequence: 'HMRC may charge interest and penalties on a late payment.',
    schedule: { months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], day: 22 },
    period: { kind: 'period-ended', monthsBefore: 0, day: 5 },
    ...hmrcPayment,
    audiences: employerAudiences,
    sources: [sources.payPaye],
  },
  {
    id: 'paye-monthly-post',
    title: 'PAYE: a cheque by post must reach HMRC',
    what: 'If you pay by cheque through the post, your PAYE payment for the tax month that ended on {period} must reach HMRC.',
    consequence: 'HMRC may charge interest and penalties on a late payment.',
    schedule: { months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], day: 19 },
    period: { kind: 'period-ended', monthsBefore: 0, day: 5 },
    onNonWorkingDay: 'last-working-day-before',
    audiences: employerAudiences,
    sources: [sources.payPaye],
  },
  {
    id: 'p60',
    title: 'P60s to employees',
    what: 'Give a P60 for the {period} tax year to everyone on your payroll on 5 April.',
    schedule: { months: [5], day: 31 },
    period: { kind: 'tax-year-ended' },
    onNonWorkingDay: 'stands',
    audiences: employerAudiences,
    sources: [sources.p60],
  },
  // Payrolling most benefits in kind is mandatory from April 2027 (GOV.UK's technical note, the
  // second source): the P11D and Class 1A rules end with the 2026 to 2027 tax year's. What follows
  // (Class 1A in real time; P11D only for loans and accommodation until those are mandated too) is
  // not final, so nothing later is listed.
  {
    id: 'p11d',
    title: 'P11D and P11D(b) to HMRC',
    what: 'Report expenses and benefits for the {period} tax year: P11D forms and the P11D(b) to HMRC, and a copy of their information to each employee concerned.',
    schedule: { months: [7], day: 6, lastDue: '2027-07-06' },
    period: { kind: 'tax-year-ended' },
    onNonWorkingDay: 'stands',
    audiences: employerAudiences,
    sources: [sources.expensesAndBenefits, sources.payrollingBenefitsUpdate],
  },
  {
    id: 'class-1a-electronic',
    title: 'Class 1A National Insurance: pay HMRC',
    what: 'Pay the Class 1A National Insurance on the benefits you gave employees in the {period} tax year.',
    consequence: 'HMRC may charge interest and penalties on a late payment.',
    schedule: { months: [7], day: 22, lastDue: '2027-07-22' },
    period: { kind: 'tax-year-ended' },
    ...hmrcPayment,
    audiences: employerAudiences,
    sources: [sources.payClass1A, sources.payrollingBenefitsUpdate],
  },
  {
    id: 'class-1a-post',
    title: 'Class 1A National Insurance: a cheque by post must reach HMRC',
    what: 'If you pay by post, your Class 1A National Insurance for the {period} tax year must reach HMRC.',
    consequence: 'HMRC may charge interest and penalties on a late payment.',
    schedule: { months: [7], day: 19, lastDue: '2027-07-19' },
    period: { kind: 'tax-year-ended' },
    onNonWorkingDay: 'last-working-day-before',
    audiences: employerAudiences,
    sources: [sources.payClass1A, sources.payrollingBenefitsUpdate],
  },
  ...vatStaggers.map(({ id, quarters, dueMonths }): KeyDateRule => ({
    id: `vat-quarters-${id}`,
    title: `VAT return and payment (quarters ending ${quarters})`,
    what: 'Send your VAT return and pay the VAT for the quarter that ended on {period}: both are due 1 calendar month and 7 days after it.',
    consequence: 'You may have to pay a penalty, and interest, if you pay late.',
    schedule: { months: dueMonths, day: 7 },
    period: { kind: 'period-ended', monthsBefore: 2, day: 'last' },
    ...hmrcPayment,
    // Only the payment moves (GOV.UK, "Pay your VAT bill"); the return is due on the date itself.
    nonWorkingDayException: 'unless you pay by Faster Payments. The return itself is still due on the date',
    audiences: ['vat'],
    sources: [sources.vatDeadlines, sources.payVat],
  })),
];

/** The VAT rules, one for each set of quarter ends, for a company to choose its own from. */
export const vatQuarterRules = keyDateRules.filter((rule) => rule.id.startsWith('vat-quarters-'));

/**
 * A company's own deadlines, from the end of its accounting year. The confirmation statement is
 * not here: it runs from the company's review period (its incorporation or its last statement),
 * not its year end, so the page explains where to find it instead.
 */
export const yearEndRules: readonly YearEndRule[] = [
  {
    id: 'corporation-tax-payment',
    title: 'Corporation Tax: pay HMRC',
    what: `Pay Corporation Tax for the accounting period ended {period} (companies with taxable profits up to ${pounds(
      inForce(corporationTaxPayment, keyDateRulesReviewedOn).figures.largeCompanyThreshold.value,
    )}).`,
    consequence: () => 'HMRC may charge interest if you pay late.',
    offset: { kind: 'nine-months-and-a-day' },
    ...hmrcPayment,
    nonWorkingDayException: 'unless you pay by Faster Payments using online or telephone banking',
    sources: [sources.corporationTaxDueDate, sources.payCorporationTax],
  },
  {
    id: 'company-tax-return',
    title: 'Company Tax Return (CT600)',
    what: 'File the Company Tax Return for the accounting period ended {period}.',
    consequence: companyTaxReturnPenalty,
    offset: { kind: 'months', months: 12 },
    onNonWorkingDay: 'stands',
    sources: [
      sources.companyTaxReturns,
      sources.fa1998LateReturnFlatRate,
      sources.ctLateFilingPenalties2026,
      sources.fa1998LateReturnTaxRelated,
    ],
  },
  {
    id: 'companies-house-accounts',
    title: 'Annual accounts to Companies House',
    what: 'File the company’s annual accounts for the year ended {period} with Companies House (a private company, after its first accounts).',
    consequence: accountsPenalty,
    offset: { kind: 'months-end-of-month', months: 9 },
    onNonWorkingDay: 'stands',
    sources: [sources.accountsFiling, sources.accountsPenalties],
  },
];
