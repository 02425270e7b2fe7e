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
  | 'takeHome';

/** The words of `/tools/sole-trader-or-limited-company` (src/content/pages/tools/sole-trader-or-limited-company.ts). */
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
    year: { label: string };
    invalidSum: string;
    missingProfit: string;
    /** When no tax year's rates may be offered today (each is offered until its review date). */
    noYear: string;
    caveat: string;
  };
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
      employmentAllowance: (allowance: Pence) => string;
      marginalRelief: string;
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
  leavesOut: { heading: string; items: string[] };
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
