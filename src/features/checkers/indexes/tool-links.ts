import mtdIncomeTax from '../content/pages/tools/mtd-income-tax';
import safeguardingAudit from '../content/pages/tools/safeguarding-audit';
import soleTraderOrCompany from '../content/pages/tools/sole-trader-or-limited-company';

/*
 * Derived at build time (see README.md in this folder): the sector-style page gets these links,
 * not the checkers' copy they are read from.
 */

/** For each service or sector page a checker concerns, the checkers to link to, by title. */
export const toolLinks: Record<string, { to: string; title: string }[]> = {};
for (const tool of [mtdIncomeTax, safeguardingAudit, soleTraderOrCompany]) {
  for (const path of tool.concerns) (toolLinks[path] ??= []).push({ to: tool.path, title: tool.title });
}
