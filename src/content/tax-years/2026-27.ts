import type { TaxYearRates } from './types';
import { corporationTax2026To27 } from './2026-27-corporation-tax';
import { employed2026To27 } from './2026-27-employed';

/*
 * 2026-27, checked on 27 November 2026 against the texts cited beside each value (the pension
 * relief limit, the lower earnings limit and the Welsh rates on 28 November 2026). England and
 * Northern Ireland rates on income other than savings and dividends, which the Welsh rates equal
 * this year (the Scottish rates are not here). Income tax is charged for 2026-27 by Finance Act
 * 2026, section 1.
 */
const personalAllowance = 1_257_000;
const taperThreshold = 10_000_000;

export const taxYear2026To27: TaxYearRates = {
  id: '2026-27',
  label: '6 April 2026 to 5 April 2027',
  starts: '2026-04-06',
  ends: '2027-04-05',
  checkedOn: '2026-11-27',
  reviewBy: '2027-04-05',
  incomeTax: {
    personalAllowance: { value: personalAllowance, source: 'fa2021AllowanceAndBasicRateLimit' },
    taperThreshold: { value: taperThreshold, source: 'ita2007PersonalAllowance' },
    basicRateLimit: { value: 3_770_000, source: 'fa2021AllowanceAndBasicRateLimit' },
    higherRateLimit: { value: 2 * personalAllowance + taperThreshold, source: 'ita2007HigherRateLimit' },
    basicRate: { value: 2000, source: 'fa2026IncomeTaxRates' },
    higherRate: { value: 4000, source: 'fa2026IncomeTaxRates' },
    additionalRate: { value: 4500, source: 'fa2026IncomeTaxRates' },
    pensionReliefAtSource: {
      extendsBands: 'fa2004ReliefAtSource',
      reducesAdjustedNetIncome: 'ita2007AdjustedNetIncome',
      limitedToRelevantEarnings: 'fa2004RelevantEarnings',
    },
    pensionBasicAmount: { value: 360_000, source: 'fa2004AnnualLimit' },
    welshRatesSameAsEngland: { value: true, source: 'welshIncomeTax' },
  },
  dividends: {
    allowance: { value: 50_000, source: 'fa2023DividendAllowance' },
    ordinaryRate: { value: 1075, source: 'fa2026DividendRates' },
    upperRate: { value: 3575, source: 'fa2026DividendRates' },
    additionalRate: { value: 3935, source: 'fa2022DividendRates' },
  },
  selfEmployed: {
    class4LowerProfitsLimit: { value: personalAllowance, source: 'thresholdsAlignedWithAllowance' },
    class4UpperProfitsLimit: { value: 5_027_000, source: 'thresholdsMaintainedTo2031' },
    class4MainRate: { value: 600, source: 'nics2024ReductionInRates' },
    class4AdditionalRate: { value: 200, source: 'class4Structure' },
    class2: { value: 'treated-as-paid-or-voluntary', source: 'selfEmployedNationalInsurance' },
  },
  employed: employed2026To27,
  corporationTax: corporationTax2026To27,
};
