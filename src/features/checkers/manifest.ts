import type { FeatureManifest } from '../../platform/feature-manifest';
import tools from './content/pages/tools';
import mtdIncomeTax from './content/pages/tools/mtd-income-tax';
import safeguardingAudit from './content/pages/tools/safeguarding-audit';
import soleTraderOrCompany from './content/pages/tools/sole-trader-or-limited-company';

/** The checkers and the calculator under /tools (see FeatureManifest). */
export const checkersManifest: FeatureManifest = {
  name: 'checkers',
  pages: {
    tools: { path: '/tools', page: 'pages/tools-page', content: tools },
    toolMtdIncomeTax: { path: '/tools/mtd-income-tax', page: 'pages/mtd-income-tax-page', content: mtdIncomeTax },
    toolSafeguardingAudit: {
      path: '/tools/safeguarding-audit',
      page: 'pages/safeguarding-audit-page',
      content: safeguardingAudit,
    },
    toolSoleTraderOrCompany: {
      path: '/tools/sole-trader-or-limited-company',
      page: 'pages/sole-trader-or-company-page',
      content: soleTraderOrCompany,
    },
  },
};
