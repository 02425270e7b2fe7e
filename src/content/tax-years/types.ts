import type * as sources from '../sources';
import type { IsoDate } from '../types';

/** Whole pence, so that a band edge is exact at the penny. */
export type Pence = number;

/**
 * A rate in hundredths of a per cent (basis points): 20% is 2000, 10.75% is 1075, 3/200 is 150.
 * Every rate this module holds is one, so no float decides a figure.
 */
export type BasisPoints = number;

/**
 * A source in the catalogue (src/content/sources/), by its key: a page that states a rate in
 * passing carries the figure without the catalogue's words; one that lists its sources looks the
 * key up there.
 */
export type SourceKey = keyof typeof sources;

/** A value and the primary text it was checked against. */
export interface Cited<T> {
  value: T;
  source: SourceKey;
}

/** Income tax on income other than savings and dividends, for England and Northern Ireland. */
export interface IncomeTaxRates {
  personalAllowance: Cited<Pence>;
  /** Adjusted net income above which the allowance is reduced by half the excess (rounded up to a whole pound). */
  taperThreshold: Cited<Pence>;
  basicRateLimit: Cited<Pence>;
  /** Twice the personal allowance plus the taper threshold (ITA 2007, s10(5A)): worked out, not typed. */
  higherRateLimit: Cited<Pence>;
  basicRate: Cited<BasisPoints>;
  higherRate: Cited<BasisPoints>;
  additionalRate: Cited<BasisPoints>;
  /**
   * Gross pension contributions under relief at source: those relieved extend both limits and
   * reduce adjusted net income; relief is limited to the greater of the basic amount and the
   * member's relevant UK earnings (employment income and trading profits, not dividends).
   */
  pensionReliefAtSource: {
    extendsBands: SourceKey;
    reducesAdjustedNetIncome: SourceKey;
    limitedToRelevantEarnings: SourceKey;
  };
  /** Relief on contributions up to this is given whatever the member's earnings (FA 2004 s190(2)). */
  pensionBasicAmount: Cited<Pence>;
  /** Whether the Welsh rates equal England's and Northern Ireland's this year (they may differ). */
  welshRatesSameAsEngland: Cited<boolean>;
}

export interface DividendRates {
  /** The dividend nil rate band: taxed at 0% but still using up the band it falls in. */
  allowance: Cited<Pence>;
  ordinaryRate: Cited<BasisPoints>;
  upperRate: Cited<BasisPoints>;
  additionalRate: Cited<BasisPoints>;
}

export interface SelfEmployedNationalInsurance {
  class4LowerProfitsLimit: Cited<Pence>;
  class4UpperProfitsLimit: Cited<Pence>;
  class4MainRate: Cited<BasisPoints>;
  class4AdditionalRate: Cited<BasisPoints>;
  /**
   * Class 2: not payable. Above the small profits threshold it is treated as paid; below it a person
   * may pay voluntarily. The tool charges none and says so.
   */
  class2: Cited<'treated-as-paid-or-voluntary'>;
}

export interface EmployedNationalInsurance {
  /** Earnings at or above it (a director's, over the year) make the year count towards the State Pension. */
  lowerEarningsLimit: Cited<Pence>;
  primaryThreshold: Cited<Pence>;
  upperEarningsLimit: Cited<Pence>;
  secondaryThreshold: Cited<Pence>;
  primaryMainRate: Cited<BasisPoints>;
  primaryAdditionalRate: Cited<BasisPoints>;
  secondaryRate: Cited<BasisPoints>;
  /** One for the employer, set against its Class 1 on all its employees' earnings in the year. */
  employmentAllowance: Cited<Pence>;
  /** Set against the Class 1 on every employee's earnings: what other staff use is not left for the director. */
  employmentAllowanceSharedWithStaff: Cited<true>;
  /** Not claimable by a company whose only employee paid above the secondary threshold is a director. */
  employmentAllowanceSingleDirectorExcluded: Cited<true>;
}

/** Corporation tax for the financial year (1 April to 31 March) that ends in the tax year. */
export interface CorporationTaxRates {
  financialYear: number;
  smallProfitsRate: Cited<BasisPoints>;
  mainRate: Cited<BasisPoints>;
  /** For a 12-month accounting period and no associated companies. */
  lowerLimit: Cited<Pence>;
  upperLimit: Cited<Pence>;
  marginalReliefFraction: Cited<{ numerator: number; denominator: number }>;
}

/** Every rate, band and threshold of one tax year that the site's tools and pages work with. */
export interface TaxYearRates {
  /** "2026-27" */
  id: string;
  /** "6 April 2026 to 5 April 2027" */
  label: string;
  starts: IsoDate;
  ends: IsoDate;
  /** When every value was last read against its source. */
  checkedOn: IsoDate;
  /** The date after which the figures must be read again before anything offers this year (its last day). */
  reviewBy: IsoDate;
  incomeTax: IncomeTaxRates;
  dividends: DividendRates;
  selfEmployed: SelfEmployedNationalInsurance;
  employed: EmployedNationalInsurance;
  corporationTax: CorporationTaxRates;
}
