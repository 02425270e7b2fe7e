/** The shapes of the fees' pricing rules: declared by the fees module (src/content/pages/fees.ts), read by the estimate. */

/** A fee range in whole pounds, excluding VAT. */
export interface FeeRange {
  from: number;
  to: number;
}

/** What a price is for: each period the estimate can put on a year. */
export const feePeriods = { month: 12, quarter: 4, year: 1 } as const;
export type FeePeriod = keyof typeof feePeriods;

/** A priced answer to one of the estimate's questions. */
export interface PricedChoice<Id extends string = string> {
  id: Id;
  label: string;
  /** Added to the estimate, per `per`. */
  price: FeeRange;
  per: FeePeriod;
}

export type ClientTypeId = 'soleTrader' | 'limitedCompany' | 'paymentFirm' | 'cryptoInvestor';

/** The instant estimate's pricing rules: each question's answers and what each adds or multiplies. */
export interface EstimateRules {
  clientTypes: (PricedChoice<ClientTypeId> & {
    subject: 'sme' | 'fintech' | 'crypto';
  })[];
  /** Turnover multiplies the client type's own fee only. */
  turnoverBands: { id: string; label: string; factor: number }[];
  /** The transactions question, which also names its line in the breakdown. */
  transactionsLabel: string;
  transactionBands: PricedChoice[];
  payroll: { label: string; base: FeeRange; perEmployee: FeeRange; per: FeePeriod; maxEmployees: number };
  vatReturns: PricedChoice<'vatReturns'>;
  extras: (PricedChoice & {
    /** Already in these client types' own fee: not added twice. */
    includedFor?: ClientTypeId[];
    /** Work we may not do for these client types as well (independence): left out, and said so. */
    notWith?: ClientTypeId[];
  })[];
  /** Ranges are rounded to this many pounds. */
  roundTo: number;
}
