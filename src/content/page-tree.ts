import accountancy from './pages/services/accountancy';
import accountancyAnnualAccounts from './pages/services/accountancy/annual-accounts';
import accountancyManagementAccounts from './pages/services/accountancy/management-accounts';
import accountancyBookkeeping from './pages/services/accountancy/bookkeeping';
import audit from './pages/services/audit';
import auditStatutoryAudit from './pages/services/audit/statutory-audit';
import auditSafeguardingAudit from './pages/services/audit/safeguarding-audit';
import auditCassAssurance from './pages/services/audit/cass-assurance';
import tax from './pages/services/tax';
import taxCorporationTax from './pages/services/tax/corporation-tax';
import taxPersonalTax from './pages/services/tax/personal-tax';
import taxRdTaxRelief from './pages/services/tax/rd-tax-relief';
import corporateFinance from './pages/services/corporate-finance';
import corporateFinanceFundraising from './pages/services/corporate-finance/fundraising';
import corporateFinanceDueDiligence from './pages/services/corporate-finance/due-diligence';
import corporateFinanceValuations from './pages/services/corporate-finance/valuations';
import smeAccounting from './pages/services/sme-accounting';
import smeAccountingMakingTaxDigital from './pages/services/sme-accounting/making-tax-digital';
import smeAccountingPayroll from './pages/services/sme-accounting/payroll';
import smeAccountingCloudAccounting from './pages/services/sme-accounting/cloud-accounting';
import cryptoAccounting from './pages/services/crypto-accounting';
import cryptoAccountingCryptoassetTax from './pages/services/crypto-accounting/cryptoasset-tax';
import cryptoAccountingDigitalAssetAccounting from './pages/services/crypto-accounting/digital-asset-accounting';
import cryptoAccountingAuditReadiness from './pages/services/crypto-accounting/audit-readiness';
import vatServices from './pages/services/vat-services';
import vatServicesVatRegistration from './pages/services/vat-services/vat-registration';
import vatServicesVatReturns from './pages/services/vat-services/vat-returns';
import vatServicesVatAdvisory from './pages/services/vat-services/vat-advisory';
import emiReporting from './pages/services/emi-reporting';
import emiReportingRegulatoryReturns from './pages/services/emi-reporting/regulatory-returns';
import emiReportingSafeguardingReconciliations from './pages/services/emi-reporting/safeguarding-reconciliations';
import emiReportingCapitalAdequacy from './pages/services/emi-reporting/capital-adequacy';
import financialOutsourcing from './pages/services/financial-outsourcing';
import financialOutsourcingOutsourcedFinanceTeam from './pages/services/financial-outsourcing/outsourced-finance-team';
import financialOutsourcingFractionalFinanceDirector from './pages/services/financial-outsourcing/fractional-finance-director';
import financialOutsourcingFinanceControls from './pages/services/financial-outsourcing/finance-controls';
import financialServices from './pages/sectors/financial-services';
import banking from './pages/sectors/financial-services/banking';
import paymentsEMoney from './pages/sectors/financial-services/payments-e-money';
import cryptoDigitalAssets from './pages/sectors/financial-services/crypto-digital-assets';
import wealthAssetManagement from './pages/sectors/financial-services/wealth-asset-management';
import insurance from './pages/sectors/financial-services/insurance';
import propertyConstruction from './pages/sectors/property-construction';
import technology from './pages/sectors/technology';
import healthcare from './pages/sectors/healthcare';
import professionalServices from './pages/sectors/professional-services';
import retail from './pages/sectors/retail';
import hospitality from './pages/sectors/hospitality';
import manufacturing from './pages/sectors/manufacturing';
import charities from './pages/sectors/charities';
import homePage from './pages/home';
import servicesPage from './pages/services';
import sectorsPage from './pages/sectors';
import aboutPage from './pages/about';
import independencePage from './pages/independence';
import switchingAccountantPage from './pages/switching-accountant';
import termsOfServicePage from './pages/terms-of-service';
import accessibilityPage from './pages/accessibility';
import complaintsPage from './pages/complaints';
import notFoundPage from './pages/not-found';
import type { RouteKey } from '../config/paths';
import type {
  NotFoundContent,
  PageContent,
  SectorContent,
  ServiceAreaContent,
  SubsectorContent,
  SubserviceContent,
} from './types';

/**
 * Every page's content module, in one tree: the single place that says which pages exist under
 * /services and /sectors, and in what order. The navigation, the breadcrumbs, the services and
 * sectors pages' listings, the sitemap and the review report are all derived from it (for the
 * browser, at build time: see `content/indexes/`), so a page's words are never written twice.
 *
 * It imports every page's whole copy: only Node reads it (the build, the tests, the scripts).
 */

/** The nine service areas, in the order SPEC.md gives them, each with its specialised services. */
export const serviceAreaPages: { area: ServiceAreaContent; subservices: SubserviceContent[] }[] = [
  {
    area: accountancy,
    subservices: [accountancyAnnualAccounts, accountancyManagementAccounts, accountancyBookkeeping],
  },
  { area: audit, subservices: [auditStatutoryAudit, auditSafeguardingAudit, auditCassAssurance] },
  { area: tax, subservices: [taxCorporationTax, taxPersonalTax, taxRdTaxRelief] },
  {
    area: corporateFinance,
    subservices: [corporateFinanceFundraising, corporateFinanceDueDiligence, corporateFinanceValuations],
  },
  {
    area: smeAccounting,
    subservices: [smeAccountingMakingTaxDigital, smeAccountingPayroll, smeAccountingCloudAccounting],
  },
  {
    area: cryptoAccounting,
    subservices: [
      cryptoAccountingCryptoassetTax,
      cryptoAccountingDigitalAssetAccounting,
      cryptoAccountingAuditReadiness,
    ],
  },
  { area: vatServices, subservices: [vatServicesVatRegistration, vatServicesVatReturns, vatServicesVatAdvisory] },
  {
    area: emiReporting,
    subservices: [emiReportingRegulatoryReturns, emiReportingSafeguardingReconciliations, emiReportingCapitalAdequacy],
  },
  {
    area: financialOutsourcing,
    subservices: [
      financialOutsourcingOutsourcedFinanceTeam,
      financialOutsourcingFractionalFinanceDirector,
      financialOutsourcingFinanceControls,
    ],
  },
];

/** The sectors, in the order the sectors page shows them, with financial services' subsectors. */
export const sectorPages: { sector: SectorContent; subsectors: SubsectorContent[] }[] = [
  {
    sector: financialServices,
    subsectors: [banking, paymentsEMoney, cryptoDigitalAssets, wealthAssetManagement, insurance],
  },
  { sector: propertyConstruction, subsectors: [] },
  { sector: technology, subsectors: [] },
  { sector: healthcare, subsectors: [] },
  { sector: professionalServices, subsectors: [] },
  { sector: retail, subsectors: [] },
  { sector: hospitality, subsectors: [] },
  { sector: manufacturing, subsectors: [] },
  { sector: charities, subsectors: [] },
];

/**
 * The page each of the site's own fixed routes shows (the sector-style routes are the trees above).
 * A feature's pages are its own, listed by its manifest (src/features/<name>/manifest.ts); the
 * privacy policy is built from every feature's declaration; the root puts them all together
 * (src/app/site-pages.ts).
 */
export const sitePages = {
  home: homePage,
  services: servicesPage,
  sectors: sectorsPage,
  about: aboutPage,
  independence: independencePage,
  switchingAccountant: switchingAccountantPage,
  termsOfService: termsOfServicePage,
  accessibility: accessibilityPage,
  complaints: complaintsPage,
} satisfies Partial<Record<RouteKey, PageContent>>;

/** The not-found page: served for any URL no route has, so it has no path of its own. */
export const notFoundPageContent: NotFoundContent = notFoundPage;

/** The last segment of a page's URL: a service area's id, a sector's slug. */
export const slugOf = (page: Pick<PageContent, 'path'>): string => page.path.slice(page.path.lastIndexOf('/') + 1);

/** The sector-style pages: each service area, sector and their children. */
export const sectorStylePages: PageContent[] = [
  ...serviceAreaPages.flatMap(({ area, subservices }) => [area, ...subservices]),
  ...sectorPages.flatMap(({ sector, subsectors }) => [sector, ...subsectors]),
];
