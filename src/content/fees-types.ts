import type { Hero, PageContent, SwitchingLink } from './types';
import type { Estimate, EstimateRules, FeePeriod, FeeRange } from './fee-rules';

export type { EstimateRules, FeeRange } from './fee-rules';

/** One of the firm's packages as the fees table shows it. */
export interface FeePackage {
  id: string;
  name: string;
  price: FeeRange & { per: FeePeriod; perEmployee?: FeeRange };
  includes: string[];
  changesPrice: string[];
  /** A note under the package: who may not buy it, and why. */
  note?: string;
  /**
   * Bought mostly by people who cannot reclaim VAT (sole traders below the threshold, landlords,
   * individuals): shown including VAT first, as the CAP Code (rule 3.18) requires for them.
   */
  forConsumers?: true;
}

export interface FeesContent extends PageContent {
  hero: Hero;
  intro: string[];
  /** After the intro: the link to what changing accountant involves. */
  switching: SwitchingLink;
  table: { caption: string; headings: { package: string; fee: string; includes: string; changesPrice: string } };
  packages: FeePackage[];
  vat: { ratePercent: number; statement: string };
  /** A package's fee in words: "£45 to £95 a month". */
  feeText: (price: FeePackage['price']) => string;
  /** A business package's fee, VAT excluded and said so: "£150 to £350 a month, excluding VAT". */
  businessFeeText: (price: FeePackage['price']) => string;
  /** A consumer package's fee, VAT included first: "£54 to £114 a month including VAT (£45 to £95 a month excluding VAT)". */
  consumerFeeText: (price: FeePackage['price']) => string;
  /** A price with VAT added at the standard rate, each figure rounded to the pound. */
  withVat: (price: FeePackage['price']) => FeePackage['price'];
  /** A range in words: "£540 to £1,140". */
  rangeText: (range: FeeRange) => string;
  /** A year's range in words: "£540 to £1,140 a year". */
  yearText: (range: FeeRange) => string;
  estimate: {
    heading: string;
    lead: string;
    rules: EstimateRules;
    labels: {
      clientType: string;
      turnover: string;
      /** A band list's first entry, before one is chosen. */
      choose: string;
      employees: string;
      employeesHint: string;
      vatRegistered: string;
      yes: string;
      no: string;
      extras: string;
      submit: string;
      /** While the estimate's code has not come (it may have been sent already: NotReadyYet). */
      notReadyYet: string;
      resultHeading: string;
      breakdownCaption: string;
      item: string;
      perYear: string;
      total: string;
      /** The VAT line between the two totals: "VAT at 20%". */
      vat: string;
      totalWithVat: string;
      /** The estimate's headline: the total including VAT for a consumer, excluding it (and said so) for a business. */
      headline: (estimate: Extract<Estimate, { kind: 'range' }>) => string;
      /** The other total, under the headline. */
      secondLine: (estimate: Extract<Estimate, { kind: 'range' }>) => string;
      /** Instead of figures, when an answer is past what the published range covers. */
      quotedIndividually: (answers: string) => string;
      disclaimer: string;
      send: string;
      /** The link that carries the estimate to the booking form. */
      book: string;
      /** Beside payroll in the breakdown: "12 employees". */
      employeesDetail: (count: number) => string;
      /** Under the breakdown, for an extra left out because we may not do it as well. */
      leftOut: (items: string) => string;
      /** What an attempted submit finds wrong, by field name (shown under the field and in a summary). */
      problems: {
        clientType: string;
        turnover: string;
        transactions: string;
        employees: (max: number) => string;
        vat: string;
      };
    };
    /** The enquiry's framing words around the answers and the figures. */
    enquiry: { intro: string; answersHeading: string; estimateHeading: string; close: string };
  };
}
