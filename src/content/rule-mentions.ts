import type { PageContent } from './types';

/**
 * What counts as stating a rule, for the "Sources" checks: an FCA Handbook reference (SUP 3A,
 * CASS 15), a regulatory return's code (FIN060, FSA056, REP-CRIM) or a statute or statutory
 * instrument by its year (the Payment Services Regulations 2017). A page whose copy has any of
 * them must list its sources; the content tests and `npm run content:review` both ask this.
 */
const rulePatterns = [
  /\b(?:SUP|CASS|SYSC|PRIN|COBS|MIFIDPRU|IPRU|GENPRU|BIPRU|DISP|COND|PERG|FEES) ?\d+[A-Z]?\b/,
  /\b(?:FIN\d{3}[A-Z]?|FSA\d{3}|REP\d{3}|REP-CRIM|RMAR|COREP|FINREP)\b/,
  /\b(?:Act|Regulations|Order) (?:19|20)\d{2}\b/,
];

/** Every string in a module, however deep (functions, such as a label builder, are not copy). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The rule references a page's copy makes (its sources themselves left out), first of each kind. */
export function ruleMentions(page: object): string[] {
  const copy = Object.entries(page).filter(([key]) => key !== 'sources');
  const text = strings(copy.map(([, value]) => value)).join('\n');
  return rulePatterns.flatMap((pattern) => text.match(pattern)?.[0] ?? []);
}

/** True for a page that states a rule and lists no source for it. */
export const needsSources = (page: object): boolean =>
  ruleMentions(page).length > 0 && ((page as PageContent).sources ?? []).length === 0;
