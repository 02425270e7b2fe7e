import type { Pence } from './money';
import { safeguardingAuditFigures } from '../../../content/tax-years/safeguarding-audit';

/**
 * Whether a payment or e-money firm needs an annual safeguarding audit under the FCA Handbook's
 * SUP 3A (in force since 7 May 2026). SUP 3A.1.1R(1): the chapter applies to "relevant
 * institutions": authorised payment institutions authorised for payment services other than
 * payment initiation or account information, and electronic money institutions. SUP 3A.1.1R(2):
 * one is exempt if it has not been required to safeguard more than the threshold of relevant funds at
 * any time for a period of at least 53 weeks. "Electronic money institution" is read as the
 * Electronic Money Regulations 2011, reg. 2(1), use it: an authorised or a small electronic money
 * institution, so a small EMI is treated as a relevant institution too. The definition's text could
 * not be read when this was last checked (issue 32), so the page says it is our reading. When a firm's first audit period ends
 * is not stated here: SUP 3A Annex 1's form of report runs the first period from the last report,
 * the authorisation or registration, or the day the firm became subject to the chapter, and the
 * period rule itself (SUP 3A.9.7R) could not be checked against its text. The exemption's figures
 * are declared once, cited and dated, in src/content/tax-years/safeguarding-audit.ts.
 */
const { relevantFunds, periodWeeks } = safeguardingAuditFigures;

export const safeguardingRule = {
  inForceFrom: '7 May 2026',
  thresholdPence: relevantFunds.value,
  periodWeeks: periodWeeks.value,
} as const;

export const firmTypes = ['emi', 'smallEmi', 'api', 'smallPi', 'aisp', 'pispOnly'] as const;
export type FirmType = (typeof firmTypes)[number];

export interface SafeguardingAnswers {
  firmType: FirmType;
  /**
   * The most relevant funds the firm has had to safeguard at any one time in the last 53 weeks;
   * undefined when the firm does not know.
   */
  peakPence?: Pence;
  /** Whether the firm has been authorised or registered for at least 53 weeks. */
  atLeast53Weeks: boolean;
}

export type SafeguardingAnswer =
  /** A relevant institution, not exempt: an annual audit by a qualified auditor. */
  | { kind: 'auditNeeded' }
  /** Outside SUP 3A or exempt from it, and the rule that says so. */
  | { kind: 'notNeeded'; reason: 'notRelevantInstitution' | 'pispAispOnly' | 'underThreshold' }
  /** The rule turns on facts the checker cannot judge: talk to us, and why. */
  | { kind: 'talkToUs'; reason: 'peakUnknown' | 'newFirm' };

/** The answer SUP 3A gives for these facts. */
export function checkSafeguardingAudit(answers: SafeguardingAnswers): SafeguardingAnswer {
  switch (answers.firmType) {
    case 'smallPi':
    case 'aisp':
      // Neither is an authorised payment institution nor an e-money institution: SUP 3A.1.1R(1).
      return { kind: 'notNeeded', reason: 'notRelevantInstitution' };
    case 'pispOnly':
      // SUP 3A.1.1R(1)(a)(i): only authorised PIs offering services beyond PIS and AIS.
      return { kind: 'notNeeded', reason: 'pispAispOnly' };
    case 'emi':
    case 'smallEmi':
    case 'api':
      break;
  }
  if (answers.peakPence === undefined) return { kind: 'talkToUs', reason: 'peakUnknown' };
  if (answers.peakPence > safeguardingRule.thresholdPence) {
    return { kind: 'auditNeeded' };
  }
  // At or under the threshold throughout: exempt once that has held for at least 53 weeks (SUP 3A.1.1R(2)).
  return answers.atLeast53Weeks
    ? { kind: 'notNeeded', reason: 'underThreshold' }
    : { kind: 'talkToUs', reason: 'newFirm' };
}
