import { sectorStylePages } from '../../../content/page-tree';
import { toolLinks } from './tool-links';
import tools from '../content/pages/tools';

/** Each checker is linked from the service and sector pages it concerns, and listed on /tools. */
it('links each checker from pages that exist, and lists each on /tools', () => {
  const paths = new Set(sectorStylePages.map((page) => page.path));
  expect(Object.keys(toolLinks).filter((path) => !paths.has(path))).toEqual([]);
  expect(toolLinks['/services/audit/safeguarding-audit']).toEqual([
    { to: '/tools/safeguarding-audit', title: 'Do we need a safeguarding audit?' },
  ]);
  expect(toolLinks['/services/sme-accounting/making-tax-digital']?.[0]?.to).toBe('/tools/mtd-income-tax');
  expect(toolLinks['/services/tax/corporation-tax']).toEqual([
    { to: '/tools/sole-trader-or-limited-company', title: 'Sole trader or limited company: which leaves me more?' },
  ]);
  expect(tools.tools.map((tool) => tool.to)).toEqual([
    '/tools/mtd-income-tax',
    '/tools/safeguarding-audit',
    '/tools/sole-trader-or-limited-company',
  ]);
});
