import type { FeatureManifest } from '../../platform/feature-manifest';
import tools from './content/pages/tools';
import mtdIncomeTax from './content/pages/tools/mtd-income-tax';
import safeguardingAudit from './content/pages/tools/safeguarding-audit';
import soleTraderOrCompany from './content/pages/tools/sole-trader-or-limited-company';

/** The checkers and the calculator under /tools (see FeatureManifest). */
export const checkersManifest: FeatureManifest = {
  name: 'checkers',
  pages: {
    tools,
    toolMtdIncomeTax: mtdIncomeTax,
    toolSafeguardingAudit: safeguardingAudit,
    toolSoleTraderOrCompany: soleTraderOrCompany,
  },
};
