import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { site } from '../src/config/site';
import { reviewedPages } from '../src/app/site-pages';
import { findPlaceholders, placeholdersIn } from './launch/placeholders';

/** npm run check:launch: the placeholders a launch must replace, found where they are declared. */
const root = path.resolve(__dirname, '..');
const found = findPlaceholders(root);
const declared = found.filter((placeholder) => placeholder.field !== 'page.reviewedBy');

/** What a three-director firm must show it can do before the site claims it (issue 42, R9). */
const capacityClaims = [
  'src/content/pages/sectors/financial-services/insurance.ts page.services.description',
  'src/content/pages/sectors/financial-services/wealth-asset-management.ts page.services.description',
  'src/content/pages/services/accountancy/bookkeeping.ts page.description',
  'src/content/pages/services/audit/cass-assurance.ts page.description',
  'src/content/pages/services/financial-outsourcing.ts page.description',
  'src/content/pages/services/financial-outsourcing/fractional-finance-director.ts page.description',
];

describe('npm run check:launch', () => {
  it('finds exactly the placeholders the site carries today', () => {
    // Held by hand on purpose: a placeholder added without its tag, or a tag lost, fails here.
    expect(declared.map(({ file, field }) => `${file} ${field}`)).toEqual([
      'src/config/site.ts site.name',
      'src/config/site.ts site.shortName',
      'src/config/site.ts site.demoNotice',
      'src/config/site.ts site.url',
      'src/config/site.ts site.legal.registeredName',
      'src/config/site.ts site.legal.companyNumber',
      'src/config/site.ts site.legal.vatNumber',
      'src/config/site.ts site.legal.auditRegistration.statement',
      'src/config/site.ts site.legal.auditRegistration.reference',
      'src/config/site.ts site.legal.indemnityInsurance.insurer',
      'src/config/site.ts site.legal.indemnityInsurance.address',
      'src/config/site.ts site.legal.indemnityInsurance.phone',
      'src/config/site.ts site.legal.indemnityInsurance.website',
      'src/config/site.ts site.legal.companiesHouseAgent.reference',
      'src/config/site.ts site.legal.icoRegistration.reference',
      'src/config/site.ts site.address',
      'src/config/site.ts site.phone',
      'src/config/site.ts site.email',
      'src/config/site.ts site.privacyEmail',
      'src/config/site.ts site.chat.whatsappNumber',
      'src/config/site.ts site.chat.greeting',
      'src/content/fee-bands.ts turnoverBands',
      'src/content/fee-bands.ts transactionBands',
      'src/content/pages/about.ts page.team.members',
      'src/content/pages/fees.ts soleTrader.price',
      'src/content/pages/fees.ts soleTrader.includes',
      'src/content/pages/fees.ts limitedCompany.price',
      'src/content/pages/fees.ts payroll.price',
      'src/content/pages/fees.ts bookkeeping.price',
      'src/content/pages/fees.ts managementAccounts.price',
      'src/content/pages/fees.ts vatReturns.price',
      'src/content/pages/fees.ts regulatoryReporting.price',
      'src/content/pages/fees.ts safeguardingAudit.price',
      'src/content/pages/fees.ts cryptoTax.price',
      'src/content/pages/privacy-policy.ts hostingLogRetention',
      'src/content/pages/privacy-policy.ts providersLocation',
      ...capacityClaims,
    ]);
    for (const placeholder of declared) {
      expect(placeholder.reason).not.toBe('');
      expect(placeholder.line).toBeGreaterThan(0);
    }
  });

  it('marks each capacity claim for the firm to confirm: a named bookkeeper, finance directors, CASS 5, 6 and 7 audits', () => {
    const claims = declared.filter((placeholder) =>
      capacityClaims.includes(`${placeholder.file} ${placeholder.field}`),
    );
    expect(claims).toHaveLength(capacityClaims.length);
    for (const claim of claims)
      expect(claim.reason).toMatch(/^a capacity claim the firm must evidence before launch: /);
    const reasons = claims.map((claim) => claim.reason).join(' ');
    for (const named of ['named bookkeeper', 'finance directors', 'CASS 5', 'CASS 6 and CASS 7'])
      expect(reasons).toContain(named);
  });

  it('lists every review signed by a fictional director, with its module', () => {
    const reviews = found.filter((placeholder) => placeholder.field === 'page.reviewedBy');
    expect(reviews).toHaveLength(reviewedPages.length);
    expect(reviews.map((review) => review.file)).toContain('src/content/pages/services/audit/safeguarding-audit.ts');
    expect(reviews.map((review) => review.file)).toContain('src/content/pages/not-found.ts');
  });

  it('leaves no value of the firm’s config that looks like a placeholder untagged', () => {
    const looksLikePlaceholder =
      /\.example\b|^0+$|GB 000|C0{6,}|020 7946 0|07700 900|447700900|\+44207946|Harbourline|Ledgerline/;
    const tagged = declared.filter((placeholder) => placeholder.file === 'src/config/site.ts').map((p) => p.field);
    const values = (value: unknown, at: string): [string, string][] =>
      typeof value === 'string'
        ? [[at, value]]
        : value && typeof value === 'object'
          ? Object.entries(value).flatMap(([key, inner]) => values(inner, `${at}.${key}`))
          : [];
    const untagged = values(site, 'site')
      .filter(([, value]) => looksLikePlaceholder.test(value))
      .filter(([at]) => !tagged.some((field) => at === field || at.startsWith(`${field}.`)));
    expect(untagged).toEqual([]);
  });

  it('reads a tag on any property or constant, with its path and reason', () => {
    const text = [
      'export const fees = {',
      '  audit: {',
      '    /**',
      '     * From.',
      '     * @placeholder agree the fee with the audit director',
      '     */',
      "    from: '£0',",
      '  },',
      '};',
      '/** @placeholder not a real partner */',
      "export const partner = 'A. N. Other';",
    ].join('\n');
    expect(placeholdersIn('src/content/fees.ts', text)).toEqual([
      expect.objectContaining({
        line: 7,
        field: 'fees.audit.from',
        reason: 'agree the fee with the audit director',
        value: "'£0'",
      }),
      expect.objectContaining({ line: 11, field: 'partner', reason: 'not a real partner', value: "'A. N. Other'" }),
    ]);
  });

  it('prints each placeholder with file, line and field, and exits 1 while any remain', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-launch.ts'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain(`${found.length} placeholders still to replace`);
    for (const { file, line, field } of found) expect(result.stdout).toContain(`${file}:${line}  ${field} = `);
    expect(result.stdout).toMatch(/no statement past its re-read day as of \d{4}-\d{2}-\d{2}\./);
  });

  it('fails on each statement whose re-read day has come, as of the day it is asked for', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-launch.ts', '--today=2027-07-07'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    // Seven statements of words, and eleven of money figures and thresholds whose year has begun unreviewed.
    expect(result.stdout).toContain('18 statements past their re-read day as of 2027-07-07.');
    expect(result.stdout).toContain(
      'figures: Corporation Tax late-filing penalties (src/content/tax-years/penalties.ts): "checked on 2026-11-28; a new year\'s law may change them" was to be re-read by 2027-04-01',
    );
    expect(result.stdout).toContain(
      'key-date rule p11d: "P11D and P11D(b) to HMRC, last due 2027-07-06" was to be re-read by 2027-07-07',
    );
    expect(result.stdout).toContain(
      '/sectors/financial-services/crypto-digital-assets: "closes on 28 February 2027" was to be re-read by 2027-03-01',
    );
  });
});
