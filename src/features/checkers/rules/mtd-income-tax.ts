import type { Pence } from './money';
import { mtdIncomeTaxPhases } from '../../../content/tax-years/mtd-income-tax';

/**
 * Making Tax Digital for Income Tax: who must start, and when. HMRC looks at the Self Assessment
 * return for the tax year two years before each start date; a person joins when their qualifying
 * income in it (gross self-employment plus gross property income) is MORE than that phase's
 * threshold. The phases and their cited thresholds are declared once, in
 * src/content/tax-years/mtd-income-tax.ts. Sources: GOV.UK, "Work out your qualifying income for
 * Making Tax Digital for Income Tax" and "Find out if you can get an exemption from Making Tax
 * Digital for Income Tax".
 */
export const mtdPhases = mtdIncomeTaxPhases;

export type MtdTaxYear = (typeof mtdPhases)[number]['taxYear'];
export type MtdPhase = (typeof mtdPhases)[number];

/**
 * The exemptions the checker asks about by name (two automatic ones, and the one a person applies
 * for), and "another": GOV.UK lists further exemptions, permanent and temporary, whose facts the
 * checker does not judge.
 */
export const mtdExemptions = [
  'none',
  'noNationalInsuranceNumber',
  'filingInARole',
  'digitallyExcluded',
  'otherExemption',
] as const;
export type MtdExemption = (typeof mtdExemptions)[number];

export interface MtdAnswers {
  exemption: MtdExemption;
  /** Gross income from each source in each tax year; a year left out is one not known yet. */
  income: Partial<Record<MtdTaxYear, { selfEmployment: Pence; property: Pence }>>;
}

export type MtdAnswer =
  /** Qualifying income above a phase's threshold: the date to start, and what brought them in. */
  | { kind: 'mustStart'; phase: MtdPhase; qualifyingIncome: Pence }
  /**
   * A later year brings them in, but an earlier year left blank could have brought them in sooner:
   * the date depends on that year (`unknown`), so the answer gives both.
   */
  | { kind: 'dependsOnEarlierYear'; unknown: MtdPhase; phase: MtdPhase; qualifyingIncome: Pence }
  /** HMRC must agree a digital exclusion; until it does, the date stands. */
  | { kind: 'mustStartUnlessExcluded'; phase: MtdPhase; qualifyingIncome: Pence }
  /** An automatic exemption applies. */
  | { kind: 'exempt'; reason: 'noNationalInsuranceNumber' | 'filingInARole' }
  /** Another exemption on GOV.UK's list may apply: the checker does not judge it. */
  | { kind: 'mayBeExempt' }
  /** At or below every threshold so far, but a year that could still bring them in is not known yet. */
  | { kind: 'notYet'; nextToCheck: MtdPhase }
  /** At or below all three thresholds: qualifying income at or under the last is an automatic exemption. */
  | { kind: 'notInScope' };

/** Qualifying income: gross self-employment plus gross property income (GOV.UK, "Work out your qualifying income"). */
export const qualifyingIncome = (year: { selfEmployment: Pence; property: Pence }): Pence =>
  year.selfEmployment + year.property;

/** The answer the rules give; the earliest phase whose threshold is exceeded decides the date. */
export function checkMtdIncomeTax(answers: MtdAnswers): MtdAnswer {
  if (answers.exemption === 'noNationalInsuranceNumber' || answers.exemption === 'filingInARole') {
    return { kind: 'exempt', reason: answers.exemption };
  }
  if (answers.exemption === 'otherExemption') return { kind: 'mayBeExempt' };
  let firstUnknown: MtdPhase | undefined;
  for (const phase of mtdPhases) {
    const year = answers.income[phase.taxYear];
    if (!year) {
      firstUnknown ??= phase;
      continue;
    }
    const income = qualifyingIncome(year);
    if (income > phase.thresholdPence) {
      if (firstUnknown) return { kind: 'dependsOnEarlierYear', unknown: firstUnknown, phase, qualifyingIncome: income };
      return answers.exemption === 'digitallyExcluded'
        ? { kind: 'mustStartUnlessExcluded', phase, qualifyingIncome: income }
        : { kind: 'mustStart', phase, qualifyingIncome: income };
    }
  }
  const unknown = mtdPhases.find((phase) => !answers.income[phase.taxYear]);
  return unknown ? { kind: 'notYet', nextToCheck: unknown } : { kind: 'notInScope' };
}
