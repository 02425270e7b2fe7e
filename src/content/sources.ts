import type { Source } from '../features/key-dates/rules/types';

/** A primary text the site cites: its title as a link shows it, its address, and what we cite it for. */
export interface CatalogueSource extends Source {
  for: string;
}

/*
 * FCA Handbook addresses are in the Handbook's current form, handbook.fca.org.uk/handbook/ with the
 * chapter in lower case (`cass15`) and a section after it (`cass15/cass15s8`); the older
 * www.handbook.fca.org.uk/handbook/CASS/15/ form is not used.
 */
const handbook = 'https://handbook.fca.org.uk/handbook';
const legislation = 'https://www.legislation.gov.uk';
const govUk = 'https://www.gov.uk';

/*
 * Every source the site cites, declared once, one export each: pages and key-date rules import the
 * module whole (`import * as sources from '../sources'`) and cite by key (`sources.cass15`), so a
 * page's bundle carries only the sources it cites; articles link to the addresses. A test fails on
 * an address in the site's copy that is not here (src/content/sources-catalogue.test.ts), and every
 * address is on a domain in `config/source-domains.ts`. To cite a new text, add it here first,
 * with what it is the source for.
 */
// The FCA Handbook
export const fcaHandbook = {
  title: 'The FCA Handbook',
  url: 'https://handbook.fca.org.uk/',
  for: 'where every FCA rule the site names can be read',
} satisfies CatalogueSource;

export const sup3a = {
  title: 'FCA Handbook, SUP 3A: safeguarding audits of payment and e-money institutions',
  url: `${handbook}/sup3a`,
  for: 'who needs an annual safeguarding audit, the £100,000 and 53-week exemption, the qualified auditor',
} satisfies CatalogueSource;

export const sup3aReport = {
  title: 'FCA Handbook, SUP 3A.9: the safeguarding report',
  url: `${handbook}/sup3a/sup3as9`,
  for: 'what the safeguarding auditor reports to the FCA, and when',
} satisfies CatalogueSource;

export const sup3aAuditorDuties = {
  title: 'FCA Handbook, SUP 3A.10: the safeguarding auditor',
  url: `${handbook}/sup3a/sup3as10`,
  for: 'the auditor’s duties in a safeguarding audit',
} satisfies CatalogueSource;

export const sup3aReportForm = {
  title: 'FCA Handbook, SUP 3A Annex 1: the form of the report',
  url: `${handbook}/sup3a/sup3as11`,
  for: 'the form of the safeguarding report and the period it covers',
} satisfies CatalogueSource;

export const sup3ClientAssetsReport = {
  title: 'FCA Handbook, SUP 3.10: the auditor’s client assets report',
  url: `${handbook}/sup3/sup3s10`,
  for: 'the CASS audit: the client assets report an investment firm’s auditor sends the FCA',
} satisfies CatalogueSource;

export const sup16 = {
  title: 'FCA Handbook, SUP 16: reporting requirements',
  url: `${handbook}/sup16`,
  for: 'the FCA returns: FSA056 and FSA057 (SUP 16.13), FIN060, REP-CRIM, REP017, RMAR',
} satisfies CatalogueSource;

export const cass15 = {
  title: 'FCA Handbook, CASS 15: safeguarding',
  url: `${handbook}/cass15`,
  for: 'the relevant funds rules for payment and e-money firms since 7 May 2026',
} satisfies CatalogueSource;

export const cass15Reconciliations = {
  title: 'FCA Handbook, CASS 15.8: records and reconciliations',
  url: `${handbook}/cass15/cass15s8`,
  for: 'daily reconciliations of relevant funds',
} satisfies CatalogueSource;

export const cass10a = {
  title: 'FCA Handbook, CASS 10A: the safeguarding resolution pack',
  url: `${handbook}/cass10a`,
  for: 'the resolution pack of payment and e-money firms',
} satisfies CatalogueSource;

export const cass10aApplication = {
  title: 'FCA Handbook, CASS 10A.1: application and purpose of the resolution pack',
  url: `${handbook}/cass10a/cass10as1`,
  for: 'who must keep a safeguarding resolution pack, and why',
} satisfies CatalogueSource;

export const cass5 = {
  title: 'FCA Handbook, CASS 5: client money for insurance distribution',
  url: `${handbook}/cass5`,
  for: 'insurance intermediaries’ client money',
} satisfies CatalogueSource;

export const cass6 = {
  title: 'FCA Handbook, CASS 6: custody rules',
  url: `${handbook}/cass6`,
  for: 'safe custody assets held for clients',
} satisfies CatalogueSource;

export const cass7 = {
  title: 'FCA Handbook, CASS 7: client money',
  url: `${handbook}/cass7`,
  for: 'investment firms’ client money and its reconciliations',
} satisfies CatalogueSource;

export const mifidpru = {
  title: 'FCA Handbook, MIFIDPRU 4: own funds requirements of MiFID investment firms',
  url: `${handbook}/mifidpru4`,
  for: 'the prudential regime of MiFID investment firms (wealth and asset managers)',
} satisfies CatalogueSource;

export const ps25_12 = {
  title: 'FCA PS25/12: changes to the safeguarding regime for payments and e-money firms',
  url: 'https://www.fca.org.uk/publication/policy/ps25-12.pdf',
  for: 'the safeguarding regime from 7 May 2026, including the new monthly safeguarding return',
} satisfies CatalogueSource;

export const cryptoGateway = {
  title: 'FCA: how the gateway for the new cryptoasset regime will operate',
  url: 'https://www.fca.org.uk/firms/new-regime-cryptoasset-regulation/how-gateway-will-operate',
  for: 'who must apply for authorisation under the cryptoasset regime, and the application window',
} satisfies CatalogueSource;

// Legislation
export const fsma2000 = {
  title: 'Financial Services and Markets Act 2000',
  url: `${legislation}/ukpga/2000/8/contents`,
  for: 'FCA authorisation',
} satisfies CatalogueSource;

export const emrs2011 = {
  title: 'The Electronic Money Regulations 2011',
  url: `${legislation}/uksi/2011/99/contents`,
  for: 'e-money institutions: authorisation, registration, capital and safeguarding',
} satisfies CatalogueSource;

export const emrs2011Interpretation = {
  title: 'The Electronic Money Regulations 2011, regulation 2: interpretation',
  url: `${legislation}/uksi/2011/99/regulation/2`,
  for: 'what "electronic money institution" covers',
} satisfies CatalogueSource;

export const psrs2017 = {
  title: 'The Payment Services Regulations 2017',
  url: `${legislation}/uksi/2017/752/contents`,
  for: 'payment institutions: authorisation, registration, capital and safeguarding',
} satisfies CatalogueSource;

export const mlrs2017 = {
  title: 'The Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017',
  url: `${legislation}/uksi/2017/692/contents`,
  for: 'cryptoasset firms’ registration with the FCA and AML supervision',
} satisfies CatalogueSource;

export const ukCrr = {
  title: 'Capital Requirements Regulation (UK), Regulation (EU) No 575/2013 as it applies in the UK',
  url: `${legislation}/eur/2013/575/contents`,
  for: 'own funds definitions, and banks’ prudential reporting',
} satisfies CatalogueSource;

export const ita2007HigherRateLimit = {
  title: 'Income Tax Act 2007, section 10: income charged at the basic, higher and additional rates',
  url: `${legislation}/ukpga/2007/3/section/10`,
  for: 'the higher rate limit: twice the personal allowance plus the £100,000 at which the allowance starts to taper',
} satisfies CatalogueSource;

export const ita2007PersonalAllowance = {
  title: 'Income Tax Act 2007, section 35: personal allowance',
  url: `${legislation}/ukpga/2007/3/section/35`,
  for: 'the personal allowance, reduced by half of adjusted net income over £100,000 and rounded up to a whole pound',
} satisfies CatalogueSource;

export const ita2007AdjustedNetIncome = {
  title: 'Income Tax Act 2007, section 58: meaning of “adjusted net income”',
  url: `${legislation}/ukpga/2007/3/section/58`,
  for: 'the income the personal allowance taper looks at: net income less gross pension contributions paid under relief at source',
} satisfies CatalogueSource;

export const fa2021AllowanceAndBasicRateLimit = {
  title:
    'Finance Act 2021, section 5: basic rate limit and personal allowance for future tax years (as amended by Finance Act 2023, section 5)',
  url: `${legislation}/ukpga/2021/26/section/5`,
  for: 'the personal allowance of £12,570 and the basic rate limit of £37,700 for the tax years 2022-23 to 2027-28',
} satisfies CatalogueSource;

export const fa2026IncomeTaxRates = {
  title: 'Finance Act 2026, section 2: main rates of income tax for tax year 2026-27',
  url: `${legislation}/ukpga/2026/11/section/2`,
  for: 'the basic, higher and additional rates for 2026-27: 20%, 40% and 45%',
} satisfies CatalogueSource;

export const fa2026DividendRates = {
  title: 'Finance Act 2026, section 4: increase in dividend ordinary and upper rates',
  url: `${legislation}/ukpga/2026/11/section/4`,
  for: 'the dividend ordinary rate of 10.75% and dividend upper rate of 35.75% from 2026-27',
} satisfies CatalogueSource;

export const fa2022DividendRates = {
  title: 'Finance Act 2022, section 4: increase in rates of tax on dividend income',
  url: `${legislation}/ukpga/2022/3/section/4`,
  for: 'the dividend additional rate of 39.35%',
} satisfies CatalogueSource;

export const fa2023DividendAllowance = {
  title: 'Finance Act 2023, section 7: dividend nil rate',
  url: `${legislation}/ukpga/2023/1/section/7`,
  for: 'the dividend allowance (dividend nil rate) of £500 from 2024-25',
} satisfies CatalogueSource;

export const fa2004ReliefAtSource = {
  title: 'Finance Act 2004, section 192: relief at source for pension contributions',
  url: `${legislation}/ukpga/2004/12/section/192`,
  for: 'the basic rate and higher rate limits extended by the gross amount of a personal pension contribution',
} satisfies CatalogueSource;

export const nics2024ReductionInRates = {
  title: 'National Insurance Contributions (Reduction in Rates) Act 2024, section 1',
  url: `${legislation}/ukpga/2024/5/section/1`,
  for: 'the main primary Class 1 percentage of 8% and the main Class 4 percentage of 6% from 6 April 2024',
} satisfies CatalogueSource;

export const nics2025SecondaryClass1 = {
  title: 'National Insurance Contributions (Secondary Class 1 Contributions) Act 2025',
  url: `${legislation}/ukpga/2025/11/contents`,
  for: 'the employer’s rate of 15%, the secondary threshold of £5,000 a year and the employment allowance of £10,500, from 6 April 2025',
} satisfies CatalogueSource;

export const cta2010SmallProfits = {
  title: 'Corporation Tax Act 2010, Part 3A: companies with small profits',
  url: `${legislation}/ukpga/2010/4/part/3A`,
  for: 'the small profits rate, marginal relief and the £50,000 and £250,000 limits (section 18D)',
} satisfies CatalogueSource;

export const companiesAct2006 = {
  title: 'Companies Act 2006',
  url: `${legislation}/ukpga/2006/46/contents`,
  for: 'company accounts, audit and its exemptions',
} satisfies CatalogueSource;

export const accountsFiling = {
  title: 'Companies Act 2006, sections 442 and 443: period allowed for filing accounts',
  url: `${legislation}/ukpga/2006/46/section/443`,
  for: 'the Companies House accounts deadline',
} satisfies CatalogueSource;

export const eccta2023 = {
  title: 'Economic Crime and Corporate Transparency Act 2023',
  url: `${legislation}/ukpga/2023/56/contents`,
  for: 'identity verification at Companies House and the failure to prevent fraud offence',
} satisfies CatalogueSource;

export const vatAct1994Exemptions = {
  title: 'Value Added Tax Act 1994, Schedule 9: exemptions',
  url: `${legislation}/ukpga/1994/23/schedule/9`,
  for: 'VAT exemptions for finance, insurance and health',
} satisfies CatalogueSource;

export const tma1970PartnershipReturn = {
  title: 'Taxes Management Act 1970, section 12AA: partnership return, the filing date',
  url: `${legislation}/ukpga/1970/9/section/12AA`,
  for: 'the partnership return’s filing dates',
} satisfies CatalogueSource;

export const mtdUpdateRegulations = {
  title: 'The Income Tax (Digital Requirements) Regulations 2021, regulation 7: quarterly updates',
  url: `${legislation}/uksi/2021/1076/regulation/7`,
  for: 'MTD for Income Tax quarterly update periods and deadlines',
} satisfies CatalogueSource;

export const tipsAct2023 = {
  title: 'Employment (Allocation of Tips) Act 2023',
  url: `${legislation}/ukpga/2023/13/contents`,
  for: 'passing tips to workers',
} satisfies CatalogueSource;

export const equalityAct2010 = {
  title: 'Equality Act 2010',
  url: `${legislation}/ukpga/2010/15/contents`,
  for: 'reasonable adjustments (the accessibility statement)',
} satisfies CatalogueSource;

export const ukGdpr = {
  title: 'UK General Data Protection Regulation',
  url: `${legislation}/eur/2016/679/contents`,
  for: 'data protection rights and lawful bases',
} satisfies CatalogueSource;

export const dpa2018 = {
  title: 'Data Protection Act 2018',
  url: `${legislation}/ukpga/2018/12/contents`,
  for: 'UK data protection law',
} satisfies CatalogueSource;

export const dpa2018Complaints = {
  title: 'Data Protection Act 2018, section 164A: complaints by data subjects',
  url: `${legislation}/ukpga/2018/12/section/164A`,
  for: 'the duty to facilitate data protection complaints',
} satisfies CatalogueSource;

export const duaa2025 = {
  title: 'Data (Use and Access) Act 2025',
  url: `${legislation}/ukpga/2025/18/contents`,
  for: 'the amendments to PECR and data protection law',
} satisfies CatalogueSource;

export const pecr2003 = {
  title: 'The Privacy and Electronic Communications (EC Directive) Regulations 2003',
  url: `${legislation}/uksi/2003/2426/contents`,
  for: 'consent for storing information on a visitor’s device (cookies)',
} satisfies CatalogueSource;

export const provisionOfServices2009 = {
  title: 'The Provision of Services Regulations 2009',
  url: `${legislation}/uksi/2009/2999/contents`,
  for: 'the information a service provider must make available',
} satisfies CatalogueSource;

// GOV.UK and HMRC
export const ctMarginalRelief = {
  title: 'HMRC Company Taxation Manual CTM03925: small profits rate, marginal relief',
  url: `${govUk}/hmrc-internal-manuals/company-taxation-manual/ctm03925`,
  for: 'the marginal relief formula, the 3/200 fraction with the 19% and 25% rates, and HMRC’s worked example',
} satisfies CatalogueSource;

export const class1Structure = {
  title: 'HMRC National Insurance Manual NIM01208: Class 1 structure, not contracted-out rates',
  url: `${govUk}/hmrc-internal-manuals/national-insurance-manual/nim01208`,
  for: 'the employee’s main (8%) and additional (2%) Class 1 percentages',
} satisfies CatalogueSource;

export const class4Structure = {
  title: 'HMRC National Insurance Manual NIM24082: Class 4 structure',
  url: `${govUk}/hmrc-internal-manuals/national-insurance-manual/nim24082`,
  for: 'Class 4: the main percentage between the lower and upper profits limits, and the additional 2% above',
} satisfies CatalogueSource;

export const selfEmployedNationalInsurance = {
  title: 'GOV.UK: Self-employed National Insurance rates',
  url: `${govUk}/self-employed-national-insurance-rates`,
  for: 'Class 2 treated as paid (not paid) by the self-employed with profits at or above the small profits threshold',
} satisfies CatalogueSource;

export const thresholdsAlignedWithAllowance = {
  title:
    'GOV.UK policy paper: National Insurance, increase to the Primary Threshold and the Lower Profits Limit (23 March 2022)',
  url: `${govUk}/government/publications/national-insurance-primary-threshold-and-the-lower-profits-limit-increase-and-associated-class-2-changes-in-2022-to-2023-tax-year/national-insurance-increase-to-primary-threshold-and-the-lower-profits-limit-and-reduction-in-class-2-liability-of-those-earning-between-the-small-pr`,
  for: 'the primary threshold and the Class 4 lower profits limit aligned with the £12,570 personal allowance, and kept aligned',
} satisfies CatalogueSource;

export const thresholdsMaintainedTo2031 = {
  title:
    'GOV.UK policy paper: maintaining the Personal Allowance, the basic rate limit and equivalent National Insurance thresholds until 5 April 2031 (26 November 2025)',
  url: `${govUk}/government/publications/maintaining-income-tax-and-equivalent-national-insurance-contributions-thresholds-until-5-april-2031/income-tax-maintaining-the-personal-allowance-and-the-basic-rate-limit-for-income-tax-and-equivalent-national-insurance-contributions-thresholds-unt`,
  for: 'the upper earnings limit and upper profits limit kept aligned with the higher rate threshold at £50,270',
} satisfies CatalogueSource;

export const employmentAllowanceSingleDirector = {
  title: 'GOV.UK: Single-director companies and Employment Allowance, further guidance',
  url: `${govUk}/government/publications/employment-allowance-more-detailed-guidance/single-director-companies-and-employment-allowance-further-employer-guidance`,
  for: 'no employment allowance for a company whose only employee paid above the secondary threshold is its director',
} satisfies CatalogueSource;

export const accountsPenalties = {
  title: 'GOV.UK: Prepare annual accounts for a private limited company, penalties for late filing',
  url: `${govUk}/annual-accounts/penalties-for-late-filing`,
  for: 'late filing penalties at Companies House',
} satisfies CatalogueSource;

export const companyTaxReturns = {
  title: 'GOV.UK: Company Tax Returns',
  url: `${govUk}/company-tax-returns`,
  for: 'the Company Tax Return deadline and penalties',
} satisfies CatalogueSource;

export const corporationTaxRates = {
  title: 'GOV.UK: Corporation Tax rates and allowances',
  url: `${govUk}/corporation-tax-rates`,
  for: 'Corporation Tax rates',
} satisfies CatalogueSource;

export const corporationTaxDueDate = {
  title: 'HMRC Company Taxation Manual CTM01800: Corporation Tax due date of payment',
  url: `${govUk}/hmrc-internal-manuals/company-taxation-manual/ctm01800`,
  for: 'Corporation Tax due 9 months and 1 day after the accounting period',
} satisfies CatalogueSource;

export const payCorporationTax = {
  title: 'GOV.UK: Pay your Corporation Tax bill',
  url: `${govUk}/pay-corporation-tax`,
  for: 'paying Corporation Tax, and a due date on a weekend',
} satisfies CatalogueSource;

export const rdManual = {
  title: 'HMRC Corporate Intangibles Research and Development Manual',
  url: `${govUk}/hmrc-internal-manuals/corporate-intangibles-research-and-development-manual`,
  for: 'R&D relief',
} satisfies CatalogueSource;

export const cryptoassetsManual = {
  title: 'HMRC Cryptoassets Manual',
  url: `${govUk}/hmrc-internal-manuals/cryptoassets-manual`,
  for: 'the tax treatment of cryptoassets',
} satisfies CatalogueSource;

export const defiConsultationOutcome = {
  title: 'GOV.UK: The taxation of DeFi involving the lending and staking of cryptoassets, summary of responses',
  url: `${govUk}/government/consultations/the-taxation-of-decentralised-finance-involving-the-lending-and-staking-of-cryptoassets/outcome/the-taxation-of-decentralised-finance-defi-involving-the-lending-and-staking-of-cryptoassets-summary-of-responses`,
  for: 'the proposed tax treatment of DeFi lending and staking',
} satisfies CatalogueSource;

export const failureToPreventFraud = {
  title: 'GOV.UK: guidance to organisations on the offence of failure to prevent fraud',
  url: `${govUk}/government/publications/offence-of-failure-to-prevent-fraud-introduced-by-eccta/economic-crime-and-corporate-transparency-act-2023-guidance-to-organisations-on-the-offence-of-failure-to-prevent-fraud-accessible-version`,
  for: 'the failure to prevent fraud offence and reasonable procedures',
} satisfies CatalogueSource;

export const mtdVat = {
  title: 'HMRC VAT Notice 700/22: Making Tax Digital for VAT',
  url: `${govUk}/government/publications/vat-notice-70022-making-tax-digital-for-vat`,
  for: 'digital records and links for VAT',
} satisfies CatalogueSource;

export const vatRates = {
  title: 'GOV.UK: VAT rates',
  url: `${govUk}/vat-rates`,
  for: 'the standard rate of VAT, 20%',
} satisfies CatalogueSource;
export const vatRegistration = {
  title: 'GOV.UK: VAT registration',
  url: `${govUk}/vat-registration`,
  for: 'the VAT registration threshold',
} satisfies CatalogueSource;

export const vatDeadlines = {
  title: 'GOV.UK: VAT Returns, deadlines',
  url: `${govUk}/vat-returns/deadlines`,
  for: 'VAT returns due 1 calendar month and 7 days after the period',
} satisfies CatalogueSource;

export const payVat = {
  title: 'GOV.UK: Pay your VAT bill',
  url: `${govUk}/pay-vat`,
  for: 'paying VAT, and a due date on a weekend',
} satisfies CatalogueSource;

export const mtdQualifyingIncome = {
  title: 'GOV.UK: Work out your qualifying income for Making Tax Digital for Income Tax',
  url: `${govUk}/guidance/work-out-your-qualifying-income-for-making-tax-digital-for-income-tax`,
  for: 'MTD for Income Tax thresholds and start dates',
} satisfies CatalogueSource;

export const mtdExemptions = {
  title: 'GOV.UK: Find out if you can get an exemption from Making Tax Digital for Income Tax',
  url: `${govUk}/guidance/find-out-if-you-can-get-an-exemption-from-making-tax-digital-for-income-tax`,
  for: 'MTD for Income Tax exemptions',
} satisfies CatalogueSource;

export const mtdQuarterlyUpdates = {
  title: 'GOV.UK: Use Making Tax Digital for Income Tax, send quarterly updates',
  url: `${govUk}/guidance/use-making-tax-digital-for-income-tax/send-quarterly-updates`,
  for: 'MTD for Income Tax quarterly update periods and deadlines',
} satisfies CatalogueSource;

export const selfAssessmentReturns = {
  title: 'GOV.UK: Self Assessment tax returns',
  url: `${govUk}/self-assessment-tax-returns`,
  for: 'who must send a Self Assessment return',
} satisfies CatalogueSource;

export const selfAssessmentDeadlines = {
  title: 'GOV.UK: Self Assessment tax returns, deadlines',
  url: `${govUk}/self-assessment-tax-returns/deadlines`,
  for: 'Self Assessment registration and return deadlines',
} satisfies CatalogueSource;

export const selfAssessmentFilingDates = {
  title: 'HMRC Self Assessment Manual SAM121025: individuals’ returns, filing dates',
  url: `${govUk}/hmrc-internal-manuals/self-assessment-manual/sam121025`,
  for: 'Self Assessment filing dates, online and on paper',
} satisfies CatalogueSource;

export const paySelfAssessment = {
  title: 'GOV.UK: Pay your Self Assessment tax bill',
  url: `${govUk}/pay-self-assessment-tax-bill`,
  for: 'Self Assessment payment dates, and a due date on a weekend',
} satisfies CatalogueSource;

export const partnershipPenalties = {
  title:
    'HMRC Self Assessment Legal Framework Manual SALF506A: penalties for failing to file a partnership return on time',
  url: `${govUk}/hmrc-internal-manuals/self-assessment-legal-framework/salf506a`,
  for: 'the £100 penalty on each partner for a late partnership return',
} satisfies CatalogueSource;

export const payPaye = {
  title: 'GOV.UK: Pay employers’ PAYE',
  url: `${govUk}/pay-paye-tax`,
  for: 'PAYE payment dates, and a due date on a weekend',
} satisfies CatalogueSource;

export const runningPayroll = {
  title: 'GOV.UK: running payroll',
  url: `${govUk}/running-payroll`,
  for: 'employers’ payroll duties',
} satisfies CatalogueSource;

export const p60 = {
  title: 'GOV.UK: Payroll annual reporting, give employees a P60',
  url: `${govUk}/payroll-annual-reporting/give-employees-p60-form`,
  for: 'the P60 deadline',
} satisfies CatalogueSource;

export const expensesAndBenefits = {
  title: 'GOV.UK: Expenses and benefits for employers, reporting and paying',
  url: `${govUk}/employer-reporting-expenses-benefits`,
  for: 'P11D and P11D(b) deadlines',
} satisfies CatalogueSource;

export const payClass1A = {
  title: 'GOV.UK: Pay Class 1A National Insurance',
  url: `${govUk}/pay-class-1a-national-insurance`,
  for: 'Class 1A payment dates',
} satisfies CatalogueSource;

export const constructionIndustryScheme = {
  title: 'GOV.UK: what the Construction Industry Scheme is',
  url: `${govUk}/what-is-the-construction-industry-scheme`,
  for: 'the Construction Industry Scheme',
} satisfies CatalogueSource;

export const payrollingBenefitsPlans = {
  title: 'GOV.UK: confirming plans to mandate the reporting of benefits in kind via payroll software',
  url: `${govUk}/government/publications/reporting-and-paying-income-tax-and-class-1a-nics-on-benefits-in-kind-in-real-time/confirming-plans-to-mandate-the-reporting-of-benefits-in-kind-via-payroll-software-from-april-2026`,
  for: 'the plan to make payrolling benefits in kind mandatory',
} satisfies CatalogueSource;

export const payrollingBenefitsUpdate = {
  title: 'GOV.UK: technical note, mandating the reporting of benefits in kind through payroll software (an update)',
  url: `${govUk}/government/publications/reporting-and-paying-income-tax-and-class-1a-national-insurance-contributions-on-benefits-in-kind-in-real-time-an-update/technical-note-mandating-the-reporting-of-benefits-in-kind-and-expenses-through-payroll-software-an-update`,
  for: 'payrolling benefits in kind from 6 April 2027',
} satisfies CatalogueSource;

export const payrollingBenefitsDrafts = {
  title: 'GOV.UK: draft guidance and legislation to aid preparation for reporting benefits in kind in real time',
  url: `${govUk}/guidance/draft-guidance-and-legislation-to-aid-preparation-for-reporting-benefits-in-kind-in-real-time`,
  for: 'the draft regulations and guidance on payrolling benefits in kind',
} satisfies CatalogueSource;

export const payrollingBenefitsDraftsIntroduction = {
  title: 'GOV.UK: draft guidance on reporting benefits in kind in real time, introduction',
  url: `${govUk}/guidance/draft-guidance-and-legislation-to-aid-preparation-for-reporting-benefits-in-kind-in-real-time/introduction`,
  for: 'the draft guidance on payrolling benefits in kind',
} satisfies CatalogueSource;

export const companiesHouseIdentity = {
  title: 'GOV.UK: Verifying your identity for Companies House',
  url: `${govUk}/guidance/verifying-your-identity-for-companies-house`,
  for: 'identity verification for directors and PSCs, and authorised agents',
} satisfies CatalogueSource;

export const companiesHouseIdentityStandard = {
  title: 'GOV.UK: How to meet Companies House’s identity verification standard',
  url: `${govUk}/guidance/how-to-meet-companies-house-identity-verification-standard`,
  for: 'what an authorised agent must check',
} satisfies CatalogueSource;

export const companiesHousePersonalCodes = {
  title: 'GOV.UK: Companies House personal codes for identity verification',
  url: `${govUk}/guidance/companies-house-personal-codes-for-identity-verification`,
  for: 'the personal code a verified person receives',
} satisfies CatalogueSource;

// Regulators of accounts, audit and data
export const frs102 = {
  title: 'FRC: FRS 102, The Financial Reporting Standard applicable in the UK and Republic of Ireland',
  url: 'https://www.frc.org.uk/library/standards-codes-policy/accounting-and-reporting/uk-accounting-standards/frs-102/',
  for: 'UK accounting standards',
} satisfies CatalogueSource;

export const ico = {
  title: 'Information Commissioner’s Office',
  url: 'https://ico.org.uk/',
  for: 'the UK data protection regulator',
} satisfies CatalogueSource;
