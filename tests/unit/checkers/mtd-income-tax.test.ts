import {
  checkMtdIncomeTax,
  mtdPhases,
  type MtdAnswers,
  type MtdTaxYear,
} from '../../../src/lib/checkers/mtd-income-tax';
import { formatPounds, penceFromPounds } from '../../../src/lib/checkers/money';

/**
 * Every branch of the MTD for Income Tax checker. Sources (GOV.UK):
 * - QI: "Work out your qualifying income for Making Tax Digital for Income Tax"
 *   (gross self-employment plus property income; the return for the year before decides).
 * - EX: "Find out if you can get an exemption from Making Tax Digital for Income Tax"
 *   (£20,000 or less, no National Insurance number, trustees and personal representatives,
 *   digital exclusion by application).
 */
const pounds = (text: string) => {
  const pence = penceFromPounds(text);
  if (pence === undefined) throw new Error(`not a sum: ${text}`);
  return pence;
};
const only = (taxYear: MtdTaxYear, selfEmployment: string, property = '0'): MtdAnswers => ({
  exemption: 'none',
  income: { [taxYear]: { selfEmployment: pounds(selfEmployment), property: pounds(property) } },
});
const all = (selfEmployment: string): MtdAnswers => ({
  exemption: 'none',
  income: Object.fromEntries(
    mtdPhases.map((phase) => [phase.taxYear, { selfEmployment: pounds(selfEmployment), property: 0 }]),
  ),
});

describe('thresholds: "more than", tested at the boundary and a penny either side (QI, EX)', () => {
  it.each([
    ['2024-25', '50000', '6 April 2026'],
    ['2025-26', '30000', '6 April 2027'],
    ['2026-27', '20000', '6 April 2028'],
  ] as const)(
    '%s: £%s exactly does not bring you in; a penny more starts you on %s',
    (taxYear, threshold, startsOn) => {
      const below = (Number(threshold) - 0.01).toFixed(2);
      expect(checkMtdIncomeTax(only(taxYear, below)).kind).not.toBe('mustStart');
      expect(checkMtdIncomeTax(only(taxYear, threshold)).kind).not.toBe('mustStart');
      const above = checkMtdIncomeTax(only(taxYear, `${threshold}.01`));
      expect(above).toEqual({
        kind: 'mustStart',
        phase: mtdPhases.find((phase) => phase.taxYear === taxYear),
        qualifyingIncome: pounds(threshold) + 1,
      });
      if (above.kind === 'mustStart') expect(above.phase.startsOn).toBe(startsOn);
    },
  );
});

it('qualifying income adds gross self-employment and property income (QI: £25,000 rent + £27,000 = £52,000)', () => {
  const answer = checkMtdIncomeTax(only('2024-25', '27000', '25000'));
  expect(answer).toMatchObject({ kind: 'mustStart', qualifyingIncome: pounds('52000') });
  if (answer.kind === 'mustStart') expect(answer.phase.startsOn).toBe('6 April 2026');
});

it('the earliest phase exceeded decides the date (QI: each year is judged on the return before it)', () => {
  const answers: MtdAnswers = {
    exemption: 'none',
    income: {
      '2024-25': { selfEmployment: pounds('40000'), property: 0 },
      '2025-26': { selfEmployment: pounds('45000'), property: 0 },
    },
  };
  const answer = checkMtdIncomeTax(answers);
  expect(answer.kind).toBe('mustStart');
  if (answer.kind === 'mustStart') expect(answer.phase.startsOn).toBe('6 April 2027');
});

it('at or below every threshold, all years known: not in scope (EX: £20,000 or less is exempt)', () => {
  expect(checkMtdIncomeTax(all('20000'))).toEqual({ kind: 'notInScope' });
});

it('below so far, a year still unknown: not yet, and which year to check next (QI)', () => {
  const answer = checkMtdIncomeTax(only('2024-25', '40000'));
  expect(answer).toEqual({ kind: 'notYet', nextToCheck: mtdPhases[1] });
  expect(checkMtdIncomeTax({ exemption: 'none', income: {} })).toEqual({ kind: 'notYet', nextToCheck: mtdPhases[0] });
});

it('no National Insurance number: automatically exempt, whatever the income (EX)', () => {
  expect(checkMtdIncomeTax({ ...all('90000'), exemption: 'noNationalInsuranceNumber' })).toEqual({
    kind: 'exempt',
    reason: 'noNationalInsuranceNumber',
  });
});

it('filing only as a trustee, personal representative or for a non-resident company: exempt in that role (EX)', () => {
  expect(checkMtdIncomeTax({ ...all('90000'), exemption: 'filingInARole' })).toEqual({
    kind: 'exempt',
    reason: 'filingInARole',
  });
});

it('digitally excluded: the date stands unless HMRC agrees an exemption on application (EX)', () => {
  expect(checkMtdIncomeTax({ ...only('2025-26', '30000.01'), exemption: 'digitallyExcluded' })).toMatchObject({
    kind: 'mustStartUnlessExcluded',
    phase: mtdPhases[1],
  });
  expect(checkMtdIncomeTax({ ...all('1000'), exemption: 'digitallyExcluded' })).toEqual({ kind: 'notInScope' });
});

it('another exemption on GOV.UK’s list (permanent or temporary) may apply: the checker does not judge it, talk to us (EX)', () => {
  expect(checkMtdIncomeTax({ ...all('90000'), exemption: 'otherExemption' })).toEqual({ kind: 'mayBeExempt' });
  expect(checkMtdIncomeTax({ ...all('1000'), exemption: 'otherExemption' })).toEqual({ kind: 'mayBeExempt' });
});

describe('sums as typed', () => {
  it.each([
    ['30000', 3_000_000],
    ['30,000.01', 3_000_001],
    ['£20,000.5', 2_000_050],
    [' 0 ', 0],
  ])('%s is %i pence', (text, pence) => expect(penceFromPounds(text)).toBe(pence));
  it.each(['', 'abc', '1.234', '-5'])('"%s" is not a sum', (text) => expect(penceFromPounds(text)).toBeUndefined());
  it('formats pounds, with pence only when there are some', () => {
    expect(formatPounds(3_000_000)).toBe('£30,000');
    expect(formatPounds(3_000_001)).toBe('£30,000.01');
  });
});
