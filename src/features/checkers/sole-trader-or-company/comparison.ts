/* eslint-disable max-lines-per-function -- one comparison's view, a line for each row of the table it builds, in the table's order. */
import type { Cited, SourceKey, TaxYearRates } from '../../../content/tax-years';
import type { Source } from '../../../content/types';
import copy from '../content/pages/tools/sole-trader-or-limited-company';
import answerCopy from '../content/sole-trader-or-limited-company-answer';
import { formatPounds, type Pence } from '../rules/money';
import {
  asCompanyPaying,
  compare,
  crossingPoint,
  crossingSearchLimit,
  type AsCompany,
  type AsSoleTrader,
  type Circumstances,
} from '../rules/sole-trader-or-company/compare';
import { allowanceLeft } from '../rules/sole-trader-or-company/national-insurance';
import { runningCosts, type RunningCosts } from '../rules/sole-trader-or-company/running-costs';
import type { Answers } from './read-answers';
import type { AllowanceCase, LineId } from './content-types';
import { signedPounds } from './signed-pounds';

/** One line of the answer's table: what each way adds (positive) or takes (negative), and what it rests on. */
export interface Line {
  id: LineId;
  label: string;
  /** Null where the line does not arise that way (a sole trader pays no Corporation Tax). */
  soleTrader: Pence | null;
  company: Pence | null;
  sources: readonly Source[];
  /** An internal page the figure comes from (the fees). */
  page?: { title: string; to: string };
}

/** One point of the chart: take-home both ways at a profit. */
export interface ChartPoint {
  profit: Pence;
  soleTrader: Pence;
  company: Pence;
}

/** Everything the answer shows, worked out once: the browser and the server render the same. */
export interface ComparisonView {
  year: Pick<TaxYearRates, 'id' | 'label' | 'checkedOn' | 'reviewBy'>;
  circumstances: Circumstances;
  soleTrader: AsSoleTrader;
  company: AsCompany;
  difference: Pence;
  lines: Line[];
  /** The lowest profit at which a company leaves more; undefined if none up to `crossingLimit`. */
  crossing: Pence | undefined;
  crossingLimit: Pence;
  chart: ChartPoint[];
  /** The firm's fees both ways, priced from the visitor's answers. */
  fees: RunningCosts;
  /** The answer's assumptions and warnings that apply to these answers, in words, beside the result. */
  notes: string[];
  /** The booking's note: the figures and the answer in words. */
  note: string;
}

/** Every source key in a part of a year, however deep (`{ value, source }` pairs). */
function keysIn(part: unknown): SourceKey[] {
  if (!part || typeof part !== 'object') return [];
  if ('value' in part && 'source' in part) return [(part as Cited<unknown>).source];
  return Object.values(part).flatMap(keysIn);
}

/** The catalogue's sources for these keys, each once, in the order first named. */
const cite = (...keys: SourceKey[]): Source[] =>
  [...new Set(keys)].flatMap((key) => {
    const source = copy.citedSources[key];
    return source ? [source] : [];
  });

/** Profits the chart shows: 21 points from nothing to at least twice the visitor's, in round steps. */
function chartProfits(profit: Pence): Pence[] {
  const top = Math.max(2 * profit, 2_000_000);
  const step = Math.ceil(top / 20 / 100_000) * 100_000;
  return Array.from({ length: 21 }, (_, index) => index * step);
}

const sign = (amount: Pence) => -amount;

/**
 * The answer for these answers: the engine's comparison (src/features/checkers/rules/sole-trader-or-company/),
 * each line with the sources of the rates it uses, where the crossing point lies, the chart's points
 * and the booking's note.
 */
export function comparisonView({ circumstances, year, fees }: Answers): ComparisonView {
  const costs = runningCosts({ ...fees, onlyEmployee: circumstances.onlyEmployee });
  const extra = costs.extra;
  const { soleTrader, company, difference } = compare(year, circumstances, extra);
  const { lines: words } = answerCopy.result;
  const { incomeTax, dividends, selfEmployed, employed, corporationTax } = year;
  const pension = circumstances.pensionContributions > 0 ? Object.values(incomeTax.pensionReliefAtSource) : [];
  const incomeTaxSources = cite(...keysIn(incomeTax), ...pension);
  const allowanceCase: AllowanceCase = circumstances.onlyEmployee
    ? 'onlyEmployee'
    : allowanceLeft(year, false, circumstances.othersEmployerClass1) < employed.employmentAllowance.value
      ? 'usedByOthers'
      : 'claimed';
  const unrelieved = soleTrader.pension.unrelievedCost > 0 || company.pension.unrelievedCost > 0;
  const { lowerLimit, upperLimit } = corporationTax;
  const relieved = company.taxableProfit > lowerLimit.value && company.taxableProfit <= upperLimit.value;

  const lines: Line[] = [
    {
      id: 'profit',
      label: words.profit,
      soleTrader: circumstances.profit,
      company: circumstances.profit,
      sources: [],
    },
    ...(circumstances.otherIncome > 0
      ? [
          {
            id: 'otherIncome' as const,
            label: words.otherIncome,
            soleTrader: circumstances.otherIncome,
            company: circumstances.otherIncome,
            sources: [],
          },
        ]
      : []),
    {
      id: 'runningCosts',
      label: words.runningCosts,
      soleTrader: null,
      company: sign(company.extraRunningCosts),
      sources: [],
      page: answerCopy.result.runningCostsSource,
    },
    {
      id: 'employerNics',
      label: `${words.employerNics} (${words.employmentAllowance(company.employmentAllowance, allowanceCase)})`,
      soleTrader: null,
      company: sign(company.employerClass1),
      sources: cite(
        ...keysIn([
          employed.secondaryThreshold,
          employed.secondaryRate,
          employed.employmentAllowance,
          employed.employmentAllowanceSingleDirectorExcluded,
          ...(allowanceCase === 'usedByOthers' ? [employed.employmentAllowanceSharedWithStaff] : []),
        ]),
      ),
    },
    {
      id: 'corporationTax',
      label: relieved ? `${words.corporationTax}, ${words.marginalRelief}` : words.corporationTax,
      soleTrader: null,
      company: sign(company.corporationTax),
      sources: cite(...keysIn(corporationTax)),
    },
    {
      id: 'incomeTax',
      label: words.incomeTax,
      soleTrader: sign(soleTrader.incomeTax),
      company: sign(company.incomeTax - company.dividendTax),
      sources: incomeTaxSources,
    },
    {
      id: 'class4',
      label: words.class4,
      soleTrader: sign(soleTrader.class4),
      company: null,
      sources: cite(...keysIn(selfEmployed)),
    },
    {
      id: 'employeeNics',
      label: words.employeeNics,
      soleTrader: null,
      company: sign(company.employeeClass1),
      sources: cite(
        ...keysIn([
          employed.primaryThreshold,
          employed.upperEarningsLimit,
          employed.primaryMainRate,
          employed.primaryAdditionalRate,
        ]),
      ),
    },
    {
      id: 'dividendTax',
      label: words.dividendTax,
      soleTrader: null,
      company: sign(company.dividendTax),
      sources: cite(...keysIn(dividends), incomeTax.basicRateLimit.source, incomeTax.higherRateLimit.source),
    },
    ...(unrelieved
      ? [
          {
            id: 'pensionUnrelieved' as const,
            label: words.pensionUnrelieved,
            soleTrader: sign(soleTrader.pension.unrelievedCost),
            company: sign(company.pension.unrelievedCost),
            sources: cite(
              incomeTax.pensionBasicAmount.source,
              incomeTax.pensionReliefAtSource.limitedToRelevantEarnings,
              incomeTax.basicRate.source,
            ),
          },
        ]
      : []),
    {
      id: 'takeHome',
      label: words.takeHome,
      soleTrader: soleTrader.takeHome,
      company: company.takeHome,
      sources: [],
    },
  ];

  const { profit, ...rest } = circumstances;
  const crossing = crossingPoint(year, rest, extra);
  const profits = new Set([...chartProfits(profit), profit]);
  const chart = [...profits]
    .sort((a, b) => a - b)
    .map((profit) => {
      const at = compare(year, { ...circumstances, profit }, extra);
      return { profit, soleTrader: at.soleTrader.takeHome, company: at.company.takeHome };
    });

  const view: Omit<ComparisonView, 'note'> = {
    year: { id: year.id, label: year.label, checkedOn: year.checkedOn, reviewBy: year.reviewBy },
    circumstances,
    soleTrader,
    company,
    difference,
    lines,
    crossing,
    crossingLimit: crossingSearchLimit,
    chart,
    fees: costs,
    notes: answerNotes(year, circumstances, company, costs, allowanceCase, soleTrader.pension.relieved, extra),
  };
  return { ...view, note: bookingNote(view) };
}

/**
 * What the answer assumes and warns of for these answers: the rates used, an employment allowance
 * assumed unused by other staff, pension relief cut by the earnings limit, a salary below the lower
 * earnings limit (and what a salary at it would cost), how the fees were priced, and the pence.
 */
function answerNotes(
  year: TaxYearRates,
  circumstances: Circumstances,
  company: AsCompany,
  costs: RunningCosts,
  allowanceCase: AllowanceCase,
  soleTraderRelieved: Pence,
  extra: Pence,
): string[] {
  const { notes } = answerCopy.result;
  const { incomeTax, employed } = year;
  const { pensionContributions: contributions } = circumstances;
  const limited = contributions > 0 && (soleTraderRelieved < contributions || company.pension.relieved < contributions);
  const limit = employed.lowerEarningsLimit.value;
  // Only where the company could pay a salary at the limit without a loss.
  const atLimit = company.salary < limit ? asCompanyPaying(year, circumstances, extra, limit) : undefined;
  return [
    notes.rates(incomeTax.welshRatesSameAsEngland.value),
    ...(allowanceCase === 'claimed' && !circumstances.othersEmployerClass1
      ? [notes.assumesAllowanceUnused(employed.employmentAllowance.value)]
      : []),
    ...(limited
      ? [
          notes.pensionLimited({
            contributions,
            soleTrader: soleTraderRelieved,
            company: company.pension.relieved,
            basicAmount: incomeTax.pensionBasicAmount.value,
          }),
        ]
      : []),
    ...(atLimit && atLimit.taxableProfit >= 0
      ? [notes.belowLowerEarningsLimit(company.salary, limit, company.takeHome - atLimit.takeHome)]
      : []),
    notes.fees(costs),
    notes.pence,
  ];
}

/** The booking's note: what the visitor gave, and the answer's figures, in the page's words. */
export function bookingNote(view: Omit<ComparisonView, 'note'>): string {
  const { form } = copy;
  const { result, booking } = answerCopy;
  const { circumstances: given, company } = view;
  const figure = (amount: Pence | null) => (amount === null ? result.table.none : signedPounds(amount));
  const asked = (label: string) => label.replace(' (£)', '');
  return [
    booking.intro,
    '',
    booking.answersHeading,
    `- ${form.year.label}: ${view.year.id} (${view.year.label})`,
    `- ${asked(form.profit.label)}: ${formatPounds(given.profit)}`,
    `- ${asked(form.otherIncome.label)}: ${formatPounds(given.otherIncome)}`,
    `- ${asked(form.pension.label)}: ${formatPounds(given.pensionContributions)}`,
    `- ${form.onlyEmployee.legend} ${given.onlyEmployee ? booking.yes : booking.no}`,
    ...(given.onlyEmployee
      ? []
      : [`- ${asked(form.othersNics.label)}: ${formatPounds(given.othersEmployerClass1 ?? 0)}`]),
    `- ${form.vatRegistered.legend} ${view.fees.withVat ? booking.no : booking.yes}`,
    '',
    booking.resultHeading,
    `${result.summary(view.difference)}.`,
    `${result.takeHome.soleTrader}: ${signedPounds(view.soleTrader.takeHome)}. ${result.takeHome.company}: ${signedPounds(view.company.takeHome)}.`,
    result.salaryChosen(company.salary),
    result.notes.fees(view.fees),
    ...view.lines
      .filter((line) => line.id !== 'profit' && line.id !== 'takeHome')
      .map((line) => `- ${line.label}: ${figure(line.soleTrader)} / ${figure(line.company)}`),
    view.crossing === undefined ? result.crossing.none(view.crossingLimit) : result.crossing.found(view.crossing),
    '',
    booking.close,
  ].join('\n');
}
