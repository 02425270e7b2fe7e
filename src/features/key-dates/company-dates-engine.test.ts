import { companyKeyDates, dueAfterYearEnd } from './rules/year-end';
import { vatQuarterRules, yearEndRules } from './content/rules';

/** A company's own dates, from its year end, written out by hand from each rule's source. */
const offset = (id: string) => {
  const rule = yearEndRules.find((candidate) => candidate.id === id);
  if (!rule) throw new Error(`No rule ${id}`);
  return rule.offset;
};
const own = (yearEnd: `${number}-${number}-${number}`, from = '2026-11-22', to = '2028-04-05') =>
  companyKeyDates({ yearEnd }, yearEndRules, from as never, to as never).map((date) => [
    date.ruleId,
    date.dueDate,
    date.date,
  ]);

describe('Corporation Tax payment: 9 months and 1 day (CTM01800)', () => {
  it.each([
    ['2026-03-31', '2027-01-01'], // month end → first day of the tenth month
    ['2027-03-31', '2028-01-01'],
    ['2026-12-31', '2027-10-01'],
    ['2027-02-28', '2027-12-01'], // last day of February
    ['2028-02-29', '2028-12-01'],
    ['2028-02-28', '2028-11-29'], // not the month's last day in a leap year: the day after 28 November
    ['2027-07-01', '2028-04-02'],
    ['2027-05-29', '2028-03-01'], // 29 February 2028 exists: the day after it
    ['2026-05-29', '2027-03-01'], // no 29 February 2027 → first day of the tenth month
  ])('year end %s → %s', (yearEnd, due) => {
    expect(dueAfterYearEnd(offset('corporation-tax-payment'), yearEnd as never)).toBe(due);
  });
});

describe('Company Tax Return: 12 months', () => {
  it.each([
    ['2026-03-31', '2027-03-31'],
    ['2026-12-31', '2027-12-31'],
    ['2027-02-28', '2028-02-28'],
    ['2028-02-29', '2029-02-28'],
  ])('year end %s → %s', (yearEnd, due) => {
    expect(dueAfterYearEnd(offset('company-tax-return'), yearEnd as never)).toBe(due);
  });
});

describe('Companies House accounts: 9 months, month end to month end (Companies Act 2006 s443)', () => {
  it.each([
    ['2026-03-31', '2026-12-31'],
    ['2026-12-31', '2027-09-30'],
    ['2027-02-28', '2027-11-30'],
    ['2028-02-29', '2028-11-30'],
    ['2028-02-28', '2028-11-28'],
    ['2026-06-30', '2027-03-31'], // the explanatory notes' example: 30 June is a month end
    ['2027-05-30', '2028-02-29'], // the 30th into February: its last day
  ])('year end %s → %s', (yearEnd, due) => {
    expect(dueAfterYearEnd(offset('companies-house-accounts'), yearEnd as never)).toBe(due);
  });
});

describe("a company's own dates from 22 November 2026 to 5 April 2028", () => {
  it('year end 31 March: the payment on New Year’s Day 2027 moves to 31 December, the next off a Saturday', () => {
    expect(own('2027-03-31')).toEqual([
      ['companies-house-accounts', '2026-12-31', '2026-12-31'],
      ['corporation-tax-payment', '2027-01-01', '2026-12-31'], // Friday, New Year’s Day → Thursday
      ['company-tax-return', '2027-03-31', '2027-03-31'],
      ['companies-house-accounts', '2027-12-31', '2027-12-31'],
      ['corporation-tax-payment', '2028-01-01', '2027-12-31'], // Saturday → Friday
      ['company-tax-return', '2028-03-31', '2028-03-31'],
    ]);
  });

  it('year end 31 December 2026', () => {
    expect(own('2026-12-31')).toEqual([
      ['company-tax-return', '2026-12-31', '2026-12-31'],
      ['companies-house-accounts', '2027-09-30', '2027-09-30'],
      ['corporation-tax-payment', '2027-10-01', '2027-10-01'],
      ['company-tax-return', '2027-12-31', '2027-12-31'],
    ]);
  });

  it('year end 28 February (2027): the last day of February, whatever the year', () => {
    expect(own('2027-02-28')).toEqual([
      ['companies-house-accounts', '2026-11-30', '2026-11-30'], // year ended 28 February 2026
      ['corporation-tax-payment', '2026-12-01', '2026-12-01'],
      ['company-tax-return', '2027-02-28', '2027-02-28'], // Sunday: stands
      ['companies-house-accounts', '2027-11-30', '2027-11-30'],
      ['corporation-tax-payment', '2027-12-01', '2027-12-01'],
      ['company-tax-return', '2028-02-28', '2028-02-28'], // twelve months to the corresponding date
    ]);
  });

  it('year end 29 February 2028, read as the last day of February in other years', () => {
    expect(own('2028-02-29')).toEqual(own('2027-02-28'));
    expect(own('2028-02-29', '2028-04-06', '2029-04-05')).toEqual([
      ['companies-house-accounts', '2028-11-30', '2028-11-30'],
      ['corporation-tax-payment', '2028-12-01', '2028-12-01'],
      ['company-tax-return', '2029-02-28', '2029-02-28'],
    ]);
  });

  it('adds the VAT returns for the quarters it has', () => {
    const withVat = companyKeyDates(
      { yearEnd: '2026-12-31', vatRules: vatQuarterRules.filter((rule) => rule.id.endsWith('mar-jun-sep-dec')) },
      yearEndRules,
      '2026-11-22',
      '2027-05-31',
    ).map((date) => [date.ruleId, date.date]);
    expect(withVat).toEqual([
      ['company-tax-return', '2026-12-31'],
      ['vat-quarters-mar-jun-sep-dec', '2027-02-05'],
      ['vat-quarters-mar-jun-sep-dec', '2027-05-07'],
    ]);
  });
});

describe('the Company Tax Return’s penalty, for the date the return is due (FA 1998 Sch 18 paras 17 and 18)', () => {
  const penalty = (yearEnd: `${number}-${number}-${number}`) => {
    const [date] = companyKeyDates({ yearEnd }, yearEndRules, '2026-01-01', '2027-12-31').filter(
      (candidate) =>
        candidate.ruleId === 'company-tax-return' &&
        candidate.dueDate === dueAfterYearEnd(offset('company-tax-return'), yearEnd),
    );
    return [date?.dueDate, date?.consequence];
  };
  const before =
    'A £100 penalty if it is late, £200 if it is more than three months late (£500 and £1,000 for a third late return in a row), and from six months late 10% of any tax then unpaid (20% if it is more than a year late).';
  const from =
    'A £200 penalty if it is late, £400 if it is more than three months late (£1,000 and £2,000 for a third late return in a row), and from six months late 10% of any tax then unpaid (20% if it is more than a year late).';

  it.each([
    // The old figures for a return whose filing date is before 1 April 2026.
    ['2025-03-29', '2026-03-29', before],
    ['2025-03-30', '2026-03-30', before],
    ['2025-03-31', '2026-03-31', before],
    // The GOV.UK policy paper: "returns for which the filing date is on or after 1 April 2026".
    ['2025-04-01', '2026-04-01', from],
    ['2025-04-02', '2026-04-02', from],
    ['2025-11-30', '2026-11-30', from],
    ['2026-03-31', '2027-03-31', from],
  ])('year end %s: due %s', (yearEnd, due, words) => {
    expect(penalty(yearEnd as never)).toEqual([due, words]);
  });
});
