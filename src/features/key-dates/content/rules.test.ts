import { keyDateOn, keyDatesBetween } from '../rules/compute';
import type { KeyDateRule } from '../rules/types';
import { keyDateRules } from './rules';

/**
 * Every rule, date by date, for at least two years, with a date on a weekend and, where the rule
 * can fall near one, a bank holiday. The expected dates are written out by hand from each rule's
 * source and a calendar; none is computed by the code under test.
 */
const rule = (id: string): KeyDateRule => {
  const found = keyDateRules.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`No rule ${id}`);
  return found;
};
/** [due date, act-by date] for each of the rule's dates in `[from, to]`. */
const dates = (id: string, from: `${number}-${number}-${number}`, to: `${number}-${number}-${number}`) =>
  keyDatesBetween([rule(id)], from, to).map((date) => [date.dueDate, date.date]);

describe('Self Assessment', () => {
  it('online return: 31 January, and it stands on a Sunday (the source gives no exception)', () => {
    expect(dates('sa-online-return', '2026-01-01', '2028-12-31')).toEqual([
      ['2026-01-31', '2026-01-31'], // Saturday
      ['2027-01-31', '2027-01-31'], // Sunday
      ['2028-01-31', '2028-01-31'], // Monday
    ]);
    expect(keyDateOn(rule('sa-online-return'), '2027-01-31').summary).toBe(
      'Send your Self Assessment tax return online for the 2025 to 2026 tax year.',
    );
  });

  it('balancing payment: 31 January, paid by the last working day before a weekend', () => {
    expect(dates('sa-balancing-payment', '2026-01-01', '2028-12-31')).toEqual([
      ['2026-01-31', '2026-01-30'], // Saturday → Friday
      ['2027-01-31', '2027-01-29'], // Sunday → Friday
      ['2028-01-31', '2028-01-31'], // Monday
    ]);
    expect(keyDateOn(rule('sa-balancing-payment'), '2027-01-31').moveNote).toBe(
      'Due Sunday 31 January 2027, not a working day: make sure your payment reaches HMRC by Friday 29 January 2027, unless you pay by Faster Payments or by debit or credit card.',
    );
  });

  it('second payment on account: 31 July', () => {
    expect(dates('sa-second-payment-on-account', '2026-01-01', '2028-12-31')).toEqual([
      ['2026-07-31', '2026-07-31'], // Friday
      ['2027-07-31', '2027-07-30'], // Saturday → Friday
      ['2028-07-31', '2028-07-31'], // Monday
    ]);
    expect(keyDateOn(rule('sa-second-payment-on-account'), '2027-07-31').summary).toContain(
      'the 2026 to 2027 tax year',
    );
  });

  it('registering: 5 October for the tax year just ended, standing on a Sunday', () => {
    expect(dates('sa-register', '2025-01-01', '2027-12-31')).toEqual([
      ['2025-10-05', '2025-10-05'], // Sunday
      ['2026-10-05', '2026-10-05'], // Monday
      ['2027-10-05', '2027-10-05'], // Tuesday
    ]);
    expect(keyDateOn(rule('sa-register'), '2027-10-05').summary).toContain('the 2026 to 2027 tax year');
  });

  it('paper return: 31 October, standing on a weekend', () => {
    expect(dates('sa-paper-return', '2026-01-01', '2027-12-31')).toEqual([
      ['2026-10-31', '2026-10-31'], // Saturday
      ['2027-10-31', '2027-10-31'], // Sunday
    ]);
  });
});

describe('Making Tax Digital for Income Tax (GOV.UK, "Send quarterly updates")', () => {
  it('quarterly updates: 7 August, 7 November, 7 February, 7 May, standing on a weekend', () => {
    expect(dates('mtd-income-tax-quarterly-update', '2026-01-01', '2028-05-31')).toEqual([
      ['2026-08-07', '2026-08-07'], // Friday: the first, for the quarter to 5 July 2026
      ['2026-11-07', '2026-11-07'], // Saturday
      ['2027-02-07', '2027-02-07'], // Sunday
      ['2027-05-07', '2027-05-07'], // Friday
      ['2027-08-07', '2027-08-07'], // Saturday
      ['2027-11-07', '2027-11-07'], // Sunday
      ['2028-02-07', '2028-02-07'], // Monday
      ['2028-05-07', '2028-05-07'], // Sunday, after the Early May bank holiday
    ]);
  });

  it('lists none before 7 August 2026: updates became mandatory on 6 April 2026', () => {
    expect(dates('mtd-income-tax-quarterly-update', '2025-01-01', '2026-08-06')).toEqual([]);
  });

  it('names the standard update period each covers, from the start of the tax year', () => {
    const summary = (dueDate: `${number}-${number}-${number}`) =>
      keyDateOn(rule('mtd-income-tax-quarterly-update'), dueDate).summary;
    expect(summary('2026-08-07')).toContain('covering the tax year to 5 July 2026');
    expect(summary('2026-11-07')).toContain('covering the tax year to 5 October 2026');
    expect(summary('2027-02-07')).toContain('covering the tax year to 5 January 2027');
    expect(summary('2027-05-07')).toContain('covering the tax year to 5 April 2027');
  });

  it('is on the sole traders’ and landlords’ dates only', () => {
    expect(rule('mtd-income-tax-quarterly-update').audiences).toEqual(['sole-traders']);
  });
});

describe('Partnerships', () => {
  it('online return: 31 January; paper: 31 October; both stand on a weekend', () => {
    expect(dates('partnership-online-return', '2026-01-01', '2027-12-31')).toEqual([
      ['2026-01-31', '2026-01-31'],
      ['2027-01-31', '2027-01-31'],
    ]);
    expect(dates('partnership-paper-return', '2026-01-01', '2027-12-31')).toEqual([
      ['2026-10-31', '2026-10-31'],
      ['2027-10-31', '2027-10-31'],
    ]);
    // TMA 1970 s12AA for the dates, SALF506A (Schedule 55 FA 2009) for the penalty, not EM4585's old regime.
    expect(rule('partnership-online-return').sources.map((source) => source.url)).toEqual([
      'https://www.legislation.gov.uk/ukpga/1970/9/section/12AA',
      'https://www.gov.uk/hmrc-internal-manuals/self-assessment-legal-framework/salf506a',
    ]);
  });
});

describe('Employers', () => {
  it('PAYE online: the 22nd, by the last working day before a weekend', () => {
    expect(dates('paye-monthly-electronic', '2026-11-01', '2027-02-28')).toEqual([
      ['2026-11-22', '2026-11-20'], // Sunday → Friday
      ['2026-12-22', '2026-12-22'], // Tuesday
      ['2027-01-22', '2027-01-22'], // Friday
      ['2027-02-22', '2027-02-22'], // Monday
    ]);
    expect(dates('paye-monthly-electronic', '2025-03-01', '2025-04-30')).toEqual([
      ['2025-03-22', '2025-03-21'], // Saturday → Friday
      ['2025-04-22', '2025-04-22'], // Tuesday, the day after Easter Monday
    ]);
    expect(keyDateOn(rule('paye-monthly-electronic'), '2027-01-22').summary).toBe(
      'Pay your PAYE bill (tax, National Insurance and other deductions) for the tax month that ended on 5 January 2027.',
    );
  });

  it('PAYE by post: the 19th, moved back over Good Friday', () => {
    expect(dates('paye-monthly-post', '2025-04-01', '2025-05-31')).toEqual([
      ['2025-04-19', '2025-04-17'], // Saturday; Friday 18th is Good Friday → Thursday
      ['2025-05-19', '2025-05-19'],
    ]);
    expect(dates('paye-monthly-post', '2027-12-01', '2028-01-31')).toEqual([
      ['2027-12-19', '2027-12-17'], // Sunday → Friday
      ['2028-01-19', '2028-01-19'],
    ]);
  });

  it('P60: 31 May, standing on a Sunday and on the Spring bank holiday', () => {
    expect(dates('p60', '2026-01-01', '2028-12-31')).toEqual([
      ['2026-05-31', '2026-05-31'], // Sunday
      ['2027-05-31', '2027-05-31'], // Monday, Spring bank holiday
      ['2028-05-31', '2028-05-31'], // Wednesday
    ]);
  });

  it('P11D and P11D(b): 6 July', () => {
    expect(dates('p11d', '2025-01-01', '2028-12-31')).toEqual([
      ['2025-07-06', '2025-07-06'], // Sunday
      ['2026-07-06', '2026-07-06'],
      ['2027-07-06', '2027-07-06'], // the 2026 to 2027 tax year's: the last before mandatory payrolling
    ]);
  });

  it('Class 1A: 22 July online, 19 July by post, moved back off a weekend', () => {
    expect(dates('class-1a-electronic', '2025-01-01', '2028-12-31')).toEqual([
      ['2025-07-22', '2025-07-22'],
      ['2026-07-22', '2026-07-22'],
      ['2027-07-22', '2027-07-22'], // Thursday; the last, as for P11D (none for 2027 to 2028)
    ]);
    expect(dates('class-1a-post', '2026-01-01', '2028-12-31')).toEqual([
      ['2026-07-19', '2026-07-17'], // Sunday → Friday
      ['2027-07-19', '2027-07-19'], // Monday
    ]);
  });
});

describe('VAT', () => {
  it('quarters ending March, June, September, December: the 7th of the second month after', () => {
    expect(dates('vat-quarters-mar-jun-sep-dec', '2027-01-01', '2028-05-31')).toEqual([
      ['2027-02-07', '2027-02-05'], // Sunday → Friday
      ['2027-05-07', '2027-05-07'],
      ['2027-08-07', '2027-08-06'], // Saturday → Friday
      ['2027-11-07', '2027-11-05'], // Sunday → Friday
      ['2028-02-07', '2028-02-07'],
      ['2028-05-07', '2028-05-05'], // Sunday → Friday
    ]);
    expect(keyDateOn(rule('vat-quarters-mar-jun-sep-dec'), '2027-02-07').summary).toContain(
      'the quarter that ended on 31 December 2026',
    );
    // Only the payment moves back off a weekend (GOV.UK, "Pay your VAT bill"); the return does not.
    expect(keyDateOn(rule('vat-quarters-mar-jun-sep-dec'), '2027-02-07').moveNote).toBe(
      'Due Sunday 7 February 2027, not a working day: make sure your payment reaches HMRC by Friday 5 February 2027, unless you pay by Faster Payments. The return itself is still due on the date.',
    );
  });

  it('quarters ending January, April, July, October', () => {
    expect(dates('vat-quarters-jan-apr-jul-oct', '2026-06-01', '2027-03-31')).toEqual([
      ['2026-06-07', '2026-06-05'], // Sunday → Friday
      ['2026-09-07', '2026-09-07'],
      ['2026-12-07', '2026-12-07'],
      ['2027-03-07', '2027-03-05'], // Sunday → Friday
    ]);
  });

  it('quarters ending February, May, August, November, next to Easter', () => {
    expect(dates('vat-quarters-feb-may-aug-nov', '2026-04-01', '2027-01-31')).toEqual([
      ['2026-04-07', '2026-04-07'], // Tuesday, the day after Easter Monday
      ['2026-07-07', '2026-07-07'],
      ['2026-10-07', '2026-10-07'],
      ['2027-01-07', '2027-01-07'],
    ]);
    expect(dates('vat-quarters-feb-may-aug-nov', '2028-10-01', '2028-10-31')).toEqual([['2028-10-07', '2028-10-06']]);
    expect(keyDateOn(rule('vat-quarters-feb-may-aug-nov'), '2026-04-07').summary).toContain(
      'the quarter that ended on 28 February 2026',
    );
  });
});

describe('every rule', () => {
  it('has a primary source on GOV.UK or legislation.gov.uk and a unique id', () => {
    const ids = keyDateRules.map((candidate) => candidate.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const candidate of keyDateRules) {
      expect(candidate.sources[0].url).toMatch(/^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//);
      expect(candidate.audiences.length).toBeGreaterThan(0);
    }
  });
});
