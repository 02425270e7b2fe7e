import mtdIncomeTax from '../content/pages/tools/mtd-income-tax';
import safeguardingAudit from '../content/pages/tools/safeguarding-audit';
import soleTraderOrCompany from '../content/pages/tools/sole-trader-or-limited-company';

/*
 * Derived at build time (see README.md in this folder): /tools gets each tool's card and the
 * checkers' sources, not the tools' copy they are read from.
 */

/** /tools's cards: each tool's page, title and lead, in the order listed. */
export const toolCards = [mtdIncomeTax, safeguardingAudit, soleTraderOrCompany].map((tool) => ({
  to: tool.path,
  title: tool.title,
  description: tool.hero.lead,
}));

/** The checkers' sources, which their cards' descriptions name (SUP 3A). */
export const toolCardSources = [...(mtdIncomeTax.sources ?? []), ...(safeguardingAudit.sources ?? [])];
