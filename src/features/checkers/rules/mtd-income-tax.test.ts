import { checkMtdIncomeTax, mtdPhases, type MtdAnswer, type MtdAnswers, type MtdTaxYear } from './mtd-income-tax';
import copy from '../content/pages/tools/mtd-income-tax';
import { formatPounds, penceFromPounds } from './money';

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
/** `taxYear`'s figures, with every earlier year known and nil, so that only `taxYear` can decide. */
const decidedBy = (taxYear: MtdTaxYear, selfEmployment: string, property = '0'): MtdAnswers => {
  const earlier = mtdPhases.slice(
    0,
    mtdPhases.findIndex((phase) => phase.taxYear === taxYear),
  );
  const nil = Object.fromEntries(earlier.map((phase) => [phase.taxYear, { selfEmployment: 0, property: 0 }]));
  return { exemption: 'none', income: { ...nil, ...only(taxYear, selfEmployment, property).income } };
};
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
      expect(checkMtdIncomeTax(decidedBy(taxYear, below)).kind).not.toBe('mustStart');
      expect(checkMtdIncomeTax(decidedBy(taxYear, threshold)).kind).not.toBe('mustStart');
      const above = checkMtdIncomeTax(decidedBy(taxYear, `${threshold}.01`));
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
  expect(checkMtdIncomeTax({ ...decidedBy('2025-26', '30000.01'), exemption: 'digitallyExcluded' })).toMatchObject({
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

describe('a blank earlier year that could decide a sooner date (QI: each year is judged on its own return)', () => {
  const blank2024: MtdAnswers = {
    exemption: 'none',
    income: {
      '2025-26': { selfEmployment: pounds('25000'), property: 0 },
      '2026-27': { selfEmployment: pounds('25000'), property: 0 },
    },
  };

  it('gives no firm later date: the answer depends on the blank year', () => {
    expect(checkMtdIncomeTax(blank2024)).toEqual({
      kind: 'dependsOnEarlierYear',
      unknown: mtdPhases[0],
      phase: mtdPhases[2],
      qualifyingIncome: pounds('25000'),
    });
  });

  it('says what each figure for the blank year would mean, in the tense of the visitor’s day', () => {
    const words = copy.answer(checkMtdIncomeTax(blank2024), '2026-11-25');
    expect(words.heading).toBe('It depends on 2024 to 2025: enter that year’s figures');
    expect(words.body.join(' ')).toContain(
      'If your qualifying income for 2024 to 2025 was more than £50,000, you should already have started on 6 April 2026.',
    );
    expect(words.body.join(' ')).toContain('If it was not, you must start on 6 April 2028.');
  });

  it('a year left blank after the deciding one changes nothing', () => {
    expect(checkMtdIncomeTax(only('2024-25', '50000.01'))).toMatchObject({ kind: 'mustStart', phase: mtdPhases[0] });
  });
});

describe('the answer’s tense follows the visitor’s day, not the build’s (GOV.UK: 6 April 2026 and 6 April 2027)', () => {
  const sixty = checkMtdIncomeTax(only('2024-25', '60000'));
  const thirtyFive = checkMtdIncomeTax(decidedBy('2025-26', '35000'));

  it('before the start date: you must start on it', () => {
    expect(copy.answer(sixty, '2026-04-05').heading).toBe('You must start on 6 April 2026');
    expect(copy.answer(thirtyFive, '2026-11-25').heading).toBe('You must start on 6 April 2027');
  });

  it('on and after the start date: you should already be using it, and what to do now', () => {
    for (const today of ['2026-04-06', '2026-11-25'] as const) {
      const words = copy.answer(sixty, today);
      expect(words.heading).toBe('You should already be using it: since 6 April 2026');
      expect(words.body.join(' ')).toContain('If you have not signed up yet, sign up now');
    }
    expect(copy.answer(thirtyFive, '2027-04-06').heading).toBe('You should already be using it: since 6 April 2027');
  });

  it('digitally excluded after the start date: apply now, not "well before it"', () => {
    const words = copy.answer({ ...sixty, kind: 'mustStartUnlessExcluded' } as MtdAnswer, '2026-11-25');
    expect(words.heading).toMatch(/^You should already be using it: since 6 April 2026, unless HMRC has agreed/);
    expect(words.body.join(' ')).not.toContain('Apply well before it');
  });

  it('the next year to check, once its date has passed, in the past tense', () => {
    const words = copy.answer(checkMtdIncomeTax({ exemption: 'none', income: {} }), '2026-11-25');
    expect(words.body[0]).toContain('if it was more than £50,000, you should already have started on 6 April 2026');
    expect(copy.answer(checkMtdIncomeTax(only('2024-25', '1000')), '2026-11-25').body[0]).toContain(
      'if it is more than £30,000, you start on 6 April 2027',
    );
  });
});

it('every answer ends, on the page, with the line that it is not advice', () => {
  expect(copy.form.caveat).toBe('Based only on your answers; this is not advice. Talk to us before you act on it.');
});
