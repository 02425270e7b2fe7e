import type { IsoDate } from '../types';
import type { Pence, SourceKey } from './types';

/*
 * Making Tax Digital for Income Tax: its phases, each a start date and the qualifying income
 * (gross self-employment plus gross property income) a person must have had MORE than, in the
 * tax year two years before, to start on it. Checked on 28 November 2026 against GOV.UK, "Work out
 * your qualifying income for Making Tax Digital for Income Tax"; the first two thresholds also on
 * 29 November 2026 against the law, the Income Tax (Digital Requirements) Regulations 2021,
 * regulation 21(3) as substituted by SI 2024/167 regulation 19: exempt for 2026-27 on 2024-25
 * qualifying income "not more than £50,000", for later years "not more than £30,000" (the £20,000
 * from 2028 is GOV.UK's; no legislation text for it was found to check). The one source for the checker
 * (src/features/checkers/rules/mtd-income-tax.ts) and every page that states a threshold; kept
 * small and apart because the checker's browser code carries it: the table is cited once, here,
 * rather than beside each threshold, which the checker's tight first-load budget cannot spare. Its
 * review date and the series the build reports, each threshold cited, are in ./thresholds.ts.
 */
export const mtdIncomeTaxCheckedOn: IsoDate = '2026-11-28';
export const mtdIncomeTaxSource: SourceKey = 'mtdQualifyingIncome';

export const mtdIncomeTaxPhases = [
  {
    taxYear: '2024-25',
    startDate: '2026-04-06',
    startsOn: '6 April 2026',
    thresholdPence: 5_000_000,
  },
  {
    taxYear: '2025-26',
    startDate: '2027-04-06',
    startsOn: '6 April 2027',
    thresholdPence: 3_000_000,
  },
  {
    taxYear: '2026-27',
    startDate: '2028-04-06',
    startsOn: '6 April 2028',
    thresholdPence: 2_000_000,
  },
] as const satisfies readonly {
  taxYear: string;
  startDate: IsoDate;
  startsOn: string;
  /** Qualifying income must be more than this. */
  thresholdPence: Pence;
}[];
