import { isAllowedSource } from '../../config/source-domains';
import * as sources from '../sources';
import { taxYear2026To27 } from './2026-27';
import { latestTaxYear, percent, pounds, taxYears, taxYearsOffered } from './index';
import { latestCorporationTax } from './latest-corporation-tax';
import { latestEmployed } from './latest-employed';
import corporationTaxPage from '../pages/services/tax/corporation-tax';
import type { Cited } from './types';

/** Every cited value in a year, however deep, with where it sits. */
function citedValues(value: unknown, at = ''): [string, Cited<unknown>][] {
  if (!value || typeof value !== 'object') return [];
  if ('value' in value && 'source' in value) return [[at, value as Cited<unknown>]];
  return Object.entries(value).flatMap(([key, inner]) => citedValues(inner, at ? `${at}.${key}` : key));
}

describe('the tax years', () => {
  it.each(taxYears.map((year) => [year.id, year] as const))(
    '%s cites every value to a catalogued primary text',
    (_, year) => {
      const cited = citedValues(year);
      expect(cited.length).toBeGreaterThan(25);
      const keys = [...cited.map(([, { source }]) => source), ...Object.values(year.incomeTax.pensionReliefAtSource)];
      for (const key of keys) {
        // The key is typed, but a year module could be written in JavaScript one day: look it up.
        const source = (sources as Record<string, { url: string } | undefined>)[key];
        expect([key, source !== undefined && isAllowedSource(source.url)]).toEqual([key, true]);
      }
    },
  );

  it('holds 2026-27’s bands as the Finance Acts set them', () => {
    const { incomeTax, selfEmployed, employed } = taxYear2026To27;
    // ITA 2007 s10(5A): 2 × £12,570 + £100,000 = £125,140.
    expect(incomeTax.higherRateLimit.value).toBe(12_514_000);
    // The higher rate threshold, £12,570 + £37,700 = £50,270, is where the upper limits sit.
    expect(incomeTax.personalAllowance.value + incomeTax.basicRateLimit.value).toBe(5_027_000);
    expect(selfEmployed.class4UpperProfitsLimit.value).toBe(5_027_000);
    expect(employed.upperEarningsLimit.value).toBe(5_027_000);
    expect(selfEmployed.class4LowerProfitsLimit.value).toBe(incomeTax.personalAllowance.value);
    expect(employed.primaryThreshold.value).toBe(incomeTax.personalAllowance.value);
  });

  it('offers a year until its review date, and none after it (2027-28 is not law yet)', () => {
    expect(taxYearsOffered('2026-11-27').map((year) => year.id)).toEqual(['2026-27']);
    expect(taxYearsOffered('2027-04-05').map((year) => year.id)).toEqual(['2026-27']);
    expect(taxYearsOffered('2027-04-06')).toEqual([]);
    for (const year of taxYears) expect(year.reviewBy <= year.ends).toBe(true);
    expect(latestTaxYear).toBe(taxYears.at(-1));
    expect(latestCorporationTax).toBe(latestTaxYear.corporationTax);
    expect(latestEmployed).toBe(latestTaxYear.employed);
  });
});

describe('the words for a rate or a sum', () => {
  it('write rates and sums as the copy does', () => {
    expect([percent(1900), percent(1075), percent(3935), percent(150)]).toEqual(['19%', '10.75%', '39.35%', '1.5%']);
    expect([pounds(5_000_000), pounds(1_256_950), pounds(1)]).toEqual(['£50,000', '£12,569.50', '£0.01']);
  });

  it('give the Corporation Tax service page its rates from the tax year', () => {
    expect(corporationTaxPage.description[0]).toContain(
      'at the 25% main rate, or the 19% small profits rate where profits are £50,000 or less',
    );
  });
});
