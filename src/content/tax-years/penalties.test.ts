import { corporationTaxLateFiling, inForce } from './penalties';

describe('the dated penalty figures', () => {
  it('give the Corporation Tax fixed penalties in force for a return due on each day around 1 April 2026', () => {
    const fixed = (due: string) => {
      const { late, moreThanThreeMonthsLate, thirdInARow, thirdInARowMoreThanThreeMonthsLate } = inForce(
        corporationTaxLateFiling,
        due as never,
      ).figures;
      return [late, moreThanThreeMonthsLate, thirdInARow, thirdInARowMoreThanThreeMonthsLate].map((v) => v.value / 100);
    };
    expect(fixed('2020-01-31')).toEqual([100, 200, 500, 1000]);
    expect(fixed('2026-03-30')).toEqual([100, 200, 500, 1000]);
    expect(fixed('2026-03-31')).toEqual([100, 200, 500, 1000]);
    expect(fixed('2026-04-01')).toEqual([200, 400, 1000, 2000]);
    expect(fixed('2026-04-02')).toEqual([200, 400, 1000, 2000]);
    expect(fixed('2027-12-31')).toEqual([200, 400, 1000, 2000]);
    // The tax-related penalty (para 18) did not change: 10%, and 20% after two years.
    for (const due of ['2026-03-31', '2026-04-01'])
      expect([
        inForce(corporationTaxLateFiling, due as never).figures.taxRelated.value,
        inForce(corporationTaxLateFiling, due as never).figures.taxRelatedAfterTwoYears.value,
      ]).toEqual([1000, 2000]);
  });
});
