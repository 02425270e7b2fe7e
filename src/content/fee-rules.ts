import type { ServiceId } from './types';
/** The shapes of the fees' pricing rules: declared by the fees module (src/content/pages/fees.ts), read by the estimate. */

/** A fee range in whole pounds, excluding VAT. */
export interface FeeRange {
  from: number;
  to: number;
}

/** What a price is for: each period the estimate can put on a year. One unit per service. */
export const feePeriods = { month: 12, quarter: 4, year: 1 } as const;
export type FeePeriod = keyof typeof feePeriods;

/** A priced answer to one of the estimate's questions. */
export interface PricedChoice<Id extends string = string> {
  id: Id;
  label: string;
  /** Added to the estimate, per `per`: always a published package's own range. */
  price: FeeRange;
  per: FeePeriod;
}

export type ClientTypeId =
  'soleTrader' | 'limitedCompany' | 'paymentFirm' | 'safeguardingAuditClient' | 'cryptoInvestor';

/** The two questions that place a client's own fee within its package's published range. */
export type RangeQuestion = 'turnover' | 'transactions';

/**
 * Where an answer puts a client's own fee within its package's published range, as shares of the
 * way from its bottom (0) to its top (1); or `quoted`: past what the range covers, so the firm
 * quotes individually rather than the estimate going outside the published range.
 */
export type RangePlace = { from: number; to: number } | 'quoted';

/** One answer to a question that places the fee within its range. */
export interface PlacingBand {
  id: string;
  label: string;
  within: RangePlace;
}

/** A service the estimate can add, and the client types it may not be combined with. */
export interface AddedService<Id extends string = string> extends PricedChoice<Id> {
  /** Work we may not do as well as the client type's own (independence): left out, and said so. */
  notWith?: ClientTypeId[];
}

/** The instant estimate's pricing rules: each question's answers and what each adds or places. */
export interface EstimateRules {
  clientTypes: (PricedChoice<ClientTypeId> & {
    subject: 'sme' | 'fintech' | 'crypto';
    /** The booking form's topic for this kind of client. */
    topic: ServiceId;
    /** Mostly people who cannot reclaim VAT: the total including VAT is the headline. */
    consumer: boolean;
    /** The questions that place this client's own fee within its range (its package's "what changes the price"). */
    placedBy: RangeQuestion[];
  })[];
  turnoverBands: PlacingBand[];
  /** The transactions question, which also names its answer in the breakdown. */
  transactionsLabel: string;
  transactionBands: PlacingBand[];
  payroll: {
    label: string;
    base: FeeRange;
    perEmployee: FeeRange;
    per: FeePeriod;
    maxEmployees: number;
    notWith?: ClientTypeId[];
  };
  vatReturns: AddedService<'vatReturns'>;
  extras: (AddedService & {
    /** Already in these client types' own fee: not added twice. */
    includedFor?: ClientTypeId[];
  })[];
  /** Ranges are rounded to this many pounds. */
  roundTo: number;
}

/** One line of the breakdown: a year's fee for it, in whole pounds, excluding VAT. */
export interface EstimateLine extends FeeRange {
  label: string;
  detail?: string;
  /** For payroll: how many employees it is priced for. */
  employees?: number;
}

export interface EstimateCommon {
  /** A client type bought mostly by people who cannot reclaim VAT: the total including VAT leads. */
  consumer: boolean;
  /** Services asked for that the firm may not do as well as the client type's own work (independence). */
  leftOut: string[];
}

export type Estimate =
  | (EstimateCommon & {
      kind: 'range';
      lines: EstimateLine[];
      /** Excluding VAT. */
      total: FeeRange;
      vat: FeeRange;
      totalWithVat: FeeRange;
    })
  /** An answer beyond what the published range covers: the firm quotes individually (the answers' labels). */
  | (EstimateCommon & { kind: 'quotedIndividually'; beyondRange: string[] });
