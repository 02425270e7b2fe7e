import type { Hero, PageContent, ServiceId, Source } from '../../../content/types';
import type { SourceKey, TaxYearRates } from '../../../content/tax-years';
import type { Pence } from '../rules/money';

/** A question's label and the hint under it. */
interface Asked {
  label: string;
  hint: string;
}

/** The lines of the answer's table, in its order, each a label. */
export type LineId =
  | 'profit'
  | 'otherIncome'
  | 'runningCosts'
  | 'salary'
  | 'employerNics'
  | 'corporationTax'
  | 'dividends'
  | 'incomeTax'
  | 'class4'
  | 'employeeNics'
  | 'dividendTax'
  | 'pensionUnrelieved'
  | 'takeHome';

/** What the answer says about the employment allowance it used. */
export type AllowanceCase = 'onlyEmployee' | 'usedByOthers' | 'claimed';

/** The words of `/tools/sole-trader-or-limited-company` (src/features/checkers/content/pages/tools/sole-trader-or-limited-company.ts). */
export interface SoleTraderOrCompanyContent extends PageContent {
  hero: Hero;
  intro: string[];
  /** The catalogue's sources of the tax years' values, by the key each value names: what each line cites. */
  citedSources: Partial<Record<SourceKey, Source>>;
  /** The service pages this calculator concerns: each links to it. */
  concerns: string[];
  form: {
    heading: string;
    privacy: string;
    submit: string;
    profit: Asked;
    otherIncome: Asked;
    pension: Asked;
    onlyEmployee: { legend: string; hint: string; yes: string; no: string };
    /** Asked where others would be paid too: the employer's Class 1 on their pay. */
    othersNics: Asked;
    /** The fees estimate's questions, which price the firm's fees both ways. */
    turnover: Asked;
    transactions: Asked;
    vatRegistered: { legend: string; hint: string; yes: string; no: string };
    year: { label: string };
    invalidSum: string;
    /** A sum longer than the field takes: refused, never cut short. */
    tooLong: (most: number) => string;
    /** A choice the question does not offer. */
    notOffered: string;
    /** A field sent more than once (a plain post only). */
    repeated: string;
    /** Field names the form does not have (a plain post only). */
    unknownFields: (names: readonly string[]) => string;
    /** A band that is not one of the choices (a plain post can send anything). */
    noBand: string;
    missingProfit: string;
    /** When no tax year's rates may be offered today (each is offered until its review date). */
    noYear: string;
    caveat: string;
  };
  leavesOut: { heading: string; items: string[] };
}

/** The answer's words, which load with the answer rather than with the page. */
export interface SoleTraderOrCompanyAnswerContent {
  result: {
    heading: string;
    /** The answer in short: which way leaves more, and by how much (company less sole trader). */
    summary: (difference: Pence) => string;
    takeHome: { soleTrader: string; company: string };
    salaryChosen: (salary: Pence) => string;
    /** Which year, and when its rates were checked and are next read again. */
    year: (year: Pick<TaxYearRates, 'label' | 'checkedOn' | 'reviewBy'>) => string;
    table: { caption: string; what: string; soleTrader: string; company: string; source: string; none: string };
    lines: Record<LineId, string> & {
      employmentAllowance: (allowance: Pence, why: AllowanceCase) => string;
      marginalRelief: string;
    };
    /** The answer's assumptions and warnings, each shown where it applies, beside the result. */
    notes: {
      /** Which rates of income tax the year's figures are. */
      rates: (welshSame: boolean) => string;
      /** Other staff, but their Class 1 not given: the answer assumes they use none of the allowance. */
      assumesAllowanceUnused: (allowance: Pence) => string;
      /** Contributions above the relief limit, one way or both. */
      pensionLimited: (given: {
        contributions: Pence;
        soleTrader: Pence;
        company: Pence;
        basicAmount: Pence;
      }) => string;
      /** A salary below the lower earnings limit: the year does not count towards the State Pension. */
      belowLowerEarningsLimit: (salary: Pence, limit: Pence, cost: Pence) => string;
      /** How the fees both ways were priced. */
      fees: (costs: { soleTrader: Pence; company: Pence; withVat: boolean; beyondRange: string[] }) => string;
      /** Each tax rounded on its own: HMRC's figures may differ by pence. */
      pence: string;
    };
    /** The running costs come from the firm's own published fees. */
    runningCostsSource: { title: string; to: string };
    crossing: {
      heading: string;
      found: (profit: Pence) => string;
      none: (limit: Pence) => string;
      /** Why there is none, after `none` on the page (not in the booking's note, which has a limit). */
      why: string;
    };
    chart: {
      heading: string;
      lead: string;
      zero: string;
      yours: string;
      axisProfit: string;
      tableCaption: string;
      /** The disclosure that shows the chart's figures as a table, to everyone. */
      tableSummary: string;
      profit: string;
      difference: string;
    };
    caveat: string;
  };
  /** The booking the answer ends in: its topic, and the note's words around the figures. */
  booking: {
    link: string;
    topic: ServiceId;
    intro: string;
    answersHeading: string;
    resultHeading: string;
    close: string;
    yes: string;
    no: string;
  };
}
