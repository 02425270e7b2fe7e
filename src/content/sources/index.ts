/*
 * Every source the site cites, declared once, one module each in this folder: its title as a link
 * shows it, its address (`source`), and what we cite it for (`citedFor`). Pages and key-date rules
 * import this barrel whole (`import * as sources from '../sources'`) and cite by key
 * (`sources.cass15`). Nothing here has side effects (package.json "sideEffects"), so webpack links
 * each `sources.x` straight to its own module and a page's chunk carries only the sources it cites,
 * and none of the `citedFor` words. Articles link to the addresses. A test fails on an address in
 * the site's copy that is not here, or a module here the barrel leaves out
 * (src/app/sources-catalogue.test.ts), and every address is on a domain in
 * `config/source-domains.ts`. To cite a new text, add its module here first, and its line below.
 *
 * FCA Handbook addresses are in the Handbook's current form, handbook.fca.org.uk/handbook/ with the
 * chapter in lower case (`cass15`) and a section after it (`cass15/cass15s8`); the older
 * www.handbook.fca.org.uk/handbook/CASS/15/ form is not used.
 */

// The FCA Handbook
export { source as fcaHandbook } from './fca-handbook';
export { source as sup3a } from './sup3a';
export { source as sup3aReport } from './sup3a-report';
export { source as sup3aAuditorDuties } from './sup3a-auditor-duties';
export { source as sup3aReportForm } from './sup3a-report-form';
export { source as sup3ClientAssetsReport } from './sup3-client-assets-report';
export { source as sup16 } from './sup16';
export { source as cass15 } from './cass15';
export { source as cass15Reconciliations } from './cass15-reconciliations';
export { source as cass10a } from './cass10a';
export { source as cass10aApplication } from './cass10a-application';
export { source as cass5 } from './cass5';
export { source as cass6 } from './cass6';
export { source as cass7 } from './cass7';
export { source as mifidpru } from './mifidpru';
export { source as ps25_12 } from './ps25-12';
export { source as cryptoGateway } from './crypto-gateway';

// Legislation
export { source as fsma2000 } from './fsma2000';
export { source as emrs2011 } from './emrs2011';
export { source as emrs2011Interpretation } from './emrs2011-interpretation';
export { source as psrs2017 } from './psrs2017';
export { source as mlrs2017 } from './mlrs2017';
export { source as ukCrr } from './uk-crr';
export { source as companiesAct2006 } from './companies-act2006';
export { source as tradingDisclosures2015 } from './trading-disclosures2015';
export { source as accountsFiling } from './accounts-filing';
export { source as eccta2023 } from './eccta2023';
export { source as vatAct1994Exemptions } from './vat-act1994-exemptions';
export { source as tma1970PartnershipReturn } from './tma1970-partnership-return';
export { source as fa1998LateReturnFlatRate } from './fa1998-late-return-flat-rate';
export { source as fa1998LateReturnTaxRelated } from './fa1998-late-return-tax-related';
/*
 * Not cited: the Income Tax (Digital Requirements) Regulations 2021 (SI 2021/1076), whose regulation 7
 * legislation.gov.uk shows as prospective, never in force. The rules in force are said to be the
 * Income Tax (Digital Obligations) Regulations 2026 (SI 2026/336), but no copy on legislation.gov.uk
 * could be checked, so the MTD deadlines cite GOV.UK alone until one can.
 */
export { source as tipsAct2023 } from './tips-act2023';
export { source as equalityAct2010 } from './equality-act2010';
export { source as ukGdpr } from './uk-gdpr';
export { source as dpa2018 } from './dpa2018';
export { source as dpa2018Complaints } from './dpa2018-complaints';
export { source as duaa2025 } from './duaa2025';
export { source as pecr2003 } from './pecr2003';
export { source as provisionOfServices2009 } from './provision-of-services2009';

// GOV.UK and HMRC
export { source as accountsPenalties } from './accounts-penalties';
export { source as companyTaxReturns } from './company-tax-returns';
export { source as ctLateFilingPenalties2026 } from './ct-late-filing-penalties2026';
export { source as corporationTaxRates } from './corporation-tax-rates';
export { source as corporationTaxDueDate } from './corporation-tax-due-date';
export { source as payCorporationTax } from './pay-corporation-tax';
export { source as rdManual } from './rd-manual';
export { source as cryptoassetsManual } from './cryptoassets-manual';
export { source as defiConsultationOutcome } from './defi-consultation-outcome';
export { source as failureToPreventFraud } from './failure-to-prevent-fraud';
export { source as mtdVat } from './mtd-vat';
export { source as vatRates } from './vat-rates';
export { source as vatRegistration } from './vat-registration';
export { source as vatDeadlines } from './vat-deadlines';
export { source as payVat } from './pay-vat';
export { source as mtdQualifyingIncome } from './mtd-qualifying-income';
export { source as itdr2021IncomeExemption } from './itdr2021-income-exemption';
export { source as mtdExemptions } from './mtd-exemptions';
export { source as mtdQuarterlyUpdates } from './mtd-quarterly-updates';
export { source as dividendsReporting } from './dividends-reporting';
export { source as selfAssessmentReturns } from './self-assessment-returns';
export { source as selfAssessmentDeadlines } from './self-assessment-deadlines';
export { source as selfAssessmentFilingDates } from './self-assessment-filing-dates';
export { source as paySelfAssessment } from './pay-self-assessment';
export { source as partnershipPenalties } from './partnership-penalties';
export { source as payPaye } from './pay-paye';
export { source as runningPayroll } from './running-payroll';
export { source as p60 } from './p60';
export { source as expensesAndBenefits } from './expenses-and-benefits';
export { source as payClass1A } from './pay-class1-a';
export { source as constructionIndustryScheme } from './construction-industry-scheme';
export { source as payrollingBenefitsPlans } from './payrolling-benefits-plans';
export { source as payrollingBenefitsUpdate } from './payrolling-benefits-update';
export { source as payrollingBenefitsDrafts } from './payrolling-benefits-drafts';
export { source as payrollingBenefitsDraftsIntroduction } from './payrolling-benefits-drafts-introduction';
export { source as payrollingBenefitsGettingReady } from './payrolling-benefits-getting-ready';
export { source as mainRateWritingDownAllowance } from './main-rate-writing-down-allowance';
export { source as companiesHouseIdentity } from './companies-house-identity';
export { source as companiesHouseIdentityStandard } from './companies-house-identity-standard';
export { source as companiesHousePersonalCodes } from './companies-house-personal-codes';
export { source as companiesHouseAuthorisedAgents } from './companies-house-authorised-agents';

// Changing accountant: the profession's rules and HMRC's agent authorisation
export { source as icaewCodeProfessionalAppointments } from './icaew-code-professional-appointments';
export { source as icaewChangeOfAppointment } from './icaew-change-of-appointment';
export { source as onlineAgentAuthorisation } from './online-agent-authorisation';
export { source as agentDigitalHandshake } from './agent-digital-handshake';
export { source as agentBusinessTaxAccount } from './agent-business-tax-account';

// Regulators of accounts, audit and data
export { source as frs102 } from './frs102';
export { source as ico } from './ico';

// Income tax, National Insurance and Corporation Tax rates and thresholds (src/content/tax-years/)
export { source as ita2007HigherRateLimit } from './ita2007-higher-rate-limit';
export { source as ita2007PersonalAllowance } from './ita2007-personal-allowance';
export { source as ita2007AdjustedNetIncome } from './ita2007-adjusted-net-income';
export { source as fa2021AllowanceAndBasicRateLimit } from './fa2021-allowance-and-basic-rate-limit';
export { source as fa2026IncomeTaxRates } from './fa2026-income-tax-rates';
export { source as fa2026DividendRates } from './fa2026-dividend-rates';
export { source as fa2022DividendRates } from './fa2022-dividend-rates';
export { source as fa2023DividendAllowance } from './fa2023-dividend-allowance';
export { source as fa2004ReliefAtSource } from './fa2004-relief-at-source';
export { source as fa2004AnnualLimit } from './fa2004-annual-limit';
export { source as fa2004RelevantEarnings } from './fa2004-relevant-earnings';
export { source as employerRates2026 } from './employer-rates2026';
export { source as welshIncomeTax } from './welsh-income-tax';
export { source as nica2014EmploymentAllowance } from './nica2014-employment-allowance';
export { source as nics2024ReductionInRates } from './nics2024-reduction-in-rates';
export { source as nics2025SecondaryClass1 } from './nics2025-secondary-class1';
export { source as cta2010SmallProfits } from './cta2010-small-profits';
export { source as ctMarginalRelief } from './ct-marginal-relief';
export { source as class1Structure } from './class1-structure';
export { source as class4Structure } from './class4-structure';
export { source as selfEmployedNationalInsurance } from './self-employed-national-insurance';
export { source as thresholdsAlignedWithAllowance } from './thresholds-aligned-with-allowance';
export { source as thresholdsMaintainedTo2031 } from './thresholds-maintained-to2031';
export { source as employmentAllowanceSingleDirector } from './employment-allowance-single-director';
export { source as icaewMakeAComplaint } from './icaew-make-a-complaint';
export { source as icaewComplainantFaqs } from './icaew-complainant-faqs';
export { source as mlrs2017CustomerDueDiligence } from './mlrs2017-customer-due-diligence';
export { source as ucta1977Negligence } from './ucta1977-negligence';
export { source as cra2015UnfairTerms } from './cra2015-unfair-terms';
