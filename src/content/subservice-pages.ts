/**
 * The 27 subservice pages (`/services/<service id>/<subservice slug>`). Each uses its parent
 * service area's illustration.
 */
import type { SectorStyleContent } from './types';

export const subservicePages: SectorStyleContent[] = [
  // Accountancy
  {
    path: '/services/accountancy/annual-accounts',
    title: 'Statutory Annual Accounts',
    subtitle: 'Year-end accounts prepared under the right framework and filed on time with Companies House and HMRC.',
    metaDescription:
      'Statutory annual accounts under FRS 102, FRS 102 Section 1A or FRS 105, prepared from your records and filed with Companies House and HMRC on time.',
    description: [
      'Every UK limited company and LLP must prepare annual accounts and file them at Companies House, for a private company within nine months of its year end. The same accounts support the corporation tax return to HMRC. Choosing the framework matters: micro-entities can use FRS 105, small companies FRS 102 Section 1A, and larger or regulated businesses full FRS 102 or IFRS. The amendments to FRS 102 that take effect for periods beginning on or after 1 January 2026 change how many businesses recognise revenue and account for leases.',
      'We start from your bookkeeping, not a blank page. Our team closes the year with you, agrees accruals, prepayments, depreciation and stock, and reviews directors’ loan accounts and dividends before anything is drafted. You receive a draft with a short note of the judgements we made and the questions we need answered, then final accounts for director approval. Once signed, we file with Companies House and HMRC and confirm what was submitted and when.',
    ],
    illustration: 'accountancy',
    services: [
      {
        title: 'Year-end close and adjustments',
        description:
          'Accruals, prepayments, depreciation, stock and deferred income agreed with you and supported by a working-paper file.',
      },
      {
        title: 'Accounts under the right framework',
        description:
          'FRS 105, FRS 102 Section 1A or full FRS 102, chosen for your size and ownership, with the disclosures each requires.',
      },
      {
        title: 'FRS 102 amendments from 2026',
        description:
          'An assessment of how the revised revenue and lease requirements affect your figures, agreed before the first year they apply.',
      },
      {
        title: 'Directors’ and strategic reports',
        description:
          'The directors’ report and, where your company’s size requires it, a strategic report that reads consistently with the numbers.',
      },
      {
        title: 'Directors’ loans and dividends review',
        description:
          'A check that dividends were covered by distributable reserves and that overdrawn loan accounts are dealt with before any section 455 charge arises.',
      },
      {
        title: 'Filing with Companies House and HMRC',
        description:
          'Electronic filing of the approved accounts, with iXBRL-tagged accounts sent alongside the CT600 and confirmation of both submissions.',
      },
    ],
  },
  {
    path: '/services/accountancy/management-accounts',
    title: 'Management Accounts',
    subtitle: 'Monthly or quarterly figures your board can act on, delivered while they still matter.',
    metaDescription:
      'Monthly and quarterly management accounts with KPIs, budget comparisons, cash forecasts and commentary, delivered within days of each month end.',
    description: [
      'Statutory accounts arrive months after the year they describe. Directors running a growing business, lenders monitoring covenants and investors reading board packs need figures far sooner than that. Management accounts give them: a profit and loss account, balance sheet and cash position for the month, compared with budget and the same period last year, with an explanation of what moved. For regulated payment and e-money firms they are also the earliest warning of pressure on own funds or safeguarding.',
      'Reporting is agreed with you before the first month closes: the KPIs that matter to your model, the level of detail the board wants, and the date you will receive the pack each month. Accruals and deferred income are posted so that the figures reflect trading rather than the timing of invoices. Each pack carries a page of plain commentary, and a partner is available to walk the board through it. Where forecasts are useful, we roll them forward every month.',
    ],
    illustration: 'accountancy',
    services: [
      {
        title: 'Monthly close on an agreed timetable',
        description:
          'A month-end checklist with accruals, prepayments and deferred income, closed by a fixed working day each month.',
      },
      {
        title: 'Board-ready management pack',
        description:
          'Profit and loss, balance sheet and cash flow in a consistent format, with the KPIs your business model depends on.',
      },
      {
        title: 'Budget and prior-period variance analysis',
        description:
          'Comparisons against budget and last year, with written explanations of the variances that matter rather than every line.',
      },
      {
        title: 'Thirteen-week cash flow forecast',
        description:
          'A rolling weekly forecast of receipts and payments, updated from actual bank data, so cash pinch points are visible early.',
      },
      {
        title: 'Covenant and capital headroom tests',
        description:
          'Monthly tests against lending covenants or, for payment and e-money institutions, regulatory own funds requirements.',
      },
      {
        title: 'Annual budget and reforecast',
        description:
          'A budget built with your managers before the year starts, and a reforecast at the half-year when trading departs from plan.',
      },
    ],
  },
  {
    path: '/services/accountancy/bookkeeping',
    title: 'Bookkeeping and Reconciliations',
    subtitle: 'Accurate, reconciled records kept up to date every week, so nothing waits for the year end.',
    metaDescription:
      'Bookkeeping with weekly bank reconciliations, supplier and customer ledgers, VAT coding and month-end journals, kept to MTD digital record standards.',
    description: [
      'Good bookkeeping is what every other number depends on. VAT returns, payroll journals, management accounts and the annual accounts are only as reliable as the ledger beneath them, and HMRC expects VAT records to be kept digitally under Making Tax Digital. For owner-managed businesses the usual problem is time: receipts pile up, bank lines go unexplained and the year end becomes an archaeology exercise. For faster-growing firms it is volume, with card, payment-provider and marketplace transactions that never quite match the bank.',
      'A named bookkeeper works in your cloud accounting software, reconciling bank, card and payment-provider accounts every week and coding transactions consistently, VAT treatment included. Supplier invoices are processed against statements, customer receipts are allocated and aged debts are reported to you. Questions come to you in one weekly list rather than a stream of emails. At each month end we post the routine journals and reconcile the control accounts, so the ledger is ready for management accounts or a VAT return.',
    ],
    illustration: 'accountancy',
    services: [
      {
        title: 'Weekly bank and card reconciliations',
        description:
          'Every bank, credit card and payment-provider account reconciled to statement each week, with unexplained items listed for you.',
      },
      {
        title: 'Purchase ledger and supplier statements',
        description:
          'Supplier invoices captured and coded, payment runs prepared for your approval, and balances agreed to supplier statements.',
      },
      {
        title: 'Sales ledger and credit control reports',
        description:
          'Invoices raised or recorded, receipts allocated, and an aged debtor report with the accounts that need chasing.',
      },
      {
        title: 'Correct VAT coding at source',
        description:
          'Transactions coded with the right VAT rate, including reverse charge and exempt items, so returns need no rework.',
      },
      {
        title: 'Payment-provider and marketplace matching',
        description:
          'Settlements from Stripe, PayPal, Amazon and similar platforms split into gross sales, fees and refunds, then matched to the bank.',
      },
      {
        title: 'Month-end journals and control accounts',
        description:
          'Payroll, depreciation and accrual journals posted, and VAT, PAYE and suspense accounts reconciled to nil differences.',
      },
    ],
  },

  // Audit
  {
    path: '/services/audit/statutory-audit',
    title: 'Statutory Audit',
    subtitle:
      'An independent audit under ISAs (UK), planned around the risks in your business rather than a standard checklist.',
    metaDescription:
      'Statutory audits under ISAs (UK) for companies above the audit thresholds, e-money issuers, regulated firms and groups, by an ICAEW-registered audit firm.',
    description: [
      'A company needs an audit under the Companies Act 2006 when it exceeds the small-company size thresholds, when its articles or shareholders require one, or when it falls into a class that cannot claim exemption. E-money issuers are one such class, whatever their size, and many lenders, investors and acquirers insist on audited accounts. For authorised payment and e-money institutions the audit also carries weight with the FCA, and auditors have a statutory duty to report certain matters to it.',
      'We are registered for audit work with the ICAEW and audit under International Standards on Auditing (UK) and the FRC’s Ethical Standard. Planning starts with a meeting about how your business makes money and where the accounts could be misstated, then we agree a timetable and a list of what we need. Fieldwork is scheduled so questions reach the right person once. At completion you receive our report and a management letter on control weaknesses we found, ranked by importance.',
    ],
    illustration: 'audit',
    services: [
      {
        title: 'Audit requirement and exemption review',
        description:
          'A check of whether your company needs an audit under the Companies Act 2006, including group and regulatory exclusions from exemption.',
      },
      {
        title: 'Risk-based audit planning',
        description:
          'A planning meeting and written audit strategy setting out materiality, significant risks, the timetable and the information we need.',
      },
      {
        title: 'Systems and IT controls walkthroughs',
        description:
          'Walkthroughs of revenue, payments and payroll processes, including the IT systems and automated controls the figures rely on.',
      },
      {
        title: 'Going concern and subsequent events',
        description:
          'Review of forecasts, funding and post-year-end trading to support the directors’ going concern assessment and disclosures.',
      },
      {
        title: 'Auditor’s report and management letter',
        description:
          'The audit opinion for filing, and a management letter ranking the control weaknesses found with practical recommendations.',
      },
      {
        title: 'Independence and non-audit services',
        description:
          'A clear statement, under the FRC Ethical Standard, of which accounting and tax services we can provide alongside the audit.',
      },
    ],
  },
  {
    path: '/services/audit/safeguarding-audit',
    title: 'Safeguarding Audits',
    subtitle: 'Annual safeguarding audits for payment and e-money institutions under CASS 15, by qualified auditors.',
    metaDescription:
      'Annual safeguarding audits for payment and e-money institutions under CASS 15, the PSRs 2017 and the EMRs 2011, with a readiness review before the first audit.',
    description: [
      'From 7 May 2026 the FCA’s safeguarding rules for payment and e-money firms sit in CASS 15, alongside regulation 23 of the Payment Services Regulations 2017 and regulations 20 to 24 of the Electronic Money Regulations 2011. E-money institutions, and authorised payment institutions offering more than payment initiation or account information services, must arrange an annual safeguarding audit by a qualified auditor, unless they have not had to safeguard more than £100,000 of relevant funds at any point in the period the rules specify. The auditor reports to the FCA on whether systems were adequate throughout the period and whether the firm complied at its end.',
      'Our audits follow the FRC’s guidance for safeguarding engagements, and the team that carries them out works with payment and e-money firms every week. Before the first period closes we review your rules mapping, reconciliation method, resolution pack and bank acknowledgement letters, so that problems are found while they can still be fixed. Fieldwork then tests how your controls and systems operated across the year. Breaches are reported with the remedial action taken, and you see our findings before the report is finalised.',
    ],
    illustration: 'audit',
    services: [
      {
        title: 'Pre-audit readiness review',
        description:
          'A review of your safeguarding arrangements against CASS 15 before the audit period ends, with a prioritised list of gaps.',
      },
      {
        title: 'Rules mapping and controls testing',
        description:
          'Testing of the controls your rules map relies on, including the IT general controls behind automated ledgers and reconciliations.',
      },
      {
        title: 'Reconciliation and shortfall testing',
        description:
          'Sample testing of daily internal and external reconciliations, including how shortfalls and excesses were identified and resolved.',
      },
      {
        title: 'Safeguarding accounts and acknowledgement letters',
        description:
          'Confirmation that safeguarding accounts are correctly designated and acknowledged, and that insurance or guarantee cover meets the rules.',
      },
      {
        title: 'Resolution pack review',
        description:
          'A check that your resolution pack would let an insolvency practitioner identify and return relevant funds promptly.',
      },
      {
        title: 'Audit report to the FCA',
        description:
          'The auditor’s report with both opinions, a schedule of breaches and remedial action, and a private letter on improvements.',
      },
    ],
  },
  {
    path: '/services/audit/cass-assurance',
    title: 'Client Assets (CASS) Assurance',
    subtitle: 'Client assets reports to the FCA for investment firms that hold client money or custody assets.',
    metaDescription:
      'CASS audits for FCA investment firms holding client money under CASS 7 or custody assets under CASS 6, with reasonable and limited assurance reports.',
    description: [
      'Investment firms, brokers, wealth managers and platforms that hold client money or safe custody assets are bound by the FCA’s Client Assets Sourcebook: CASS 7 for client money and CASS 6 for custody assets. Under SUP 3.10 the firm must have an auditor report to the FCA each year, following the FRC’s client assets assurance standard. Firms that hold client assets receive reasonable assurance opinions on their systems throughout the period and their compliance at its end. Firms with permission to hold, but which say they did not, receive a limited assurance report.',
      'We begin by confirming what your permissions require and which report applies, because scoping errors are a common source of late or rejected reports. Our testing covers internal and external reconciliations, the client money calculation, acknowledgement letters, the CASS resolution pack, and the oversight your CASS officer exercises. Breaches are discussed as we find them, not at the end. Where a firm is approaching a first CASS audit, a dry run beforehand shows what the auditor will ask for.',
    ],
    illustration: 'audit',
    services: [
      {
        title: 'CASS scoping and report type',
        description:
          'Confirmation from your permissions and activities of whether a reasonable assurance, limited assurance or hybrid report is required.',
      },
      {
        title: 'Client money reconciliation testing',
        description:
          'Testing of internal client money calculations and external reconciliations under CASS 7, including how differences were resolved.',
      },
      {
        title: 'Custody asset reconciliation testing',
        description:
          'Testing of the records and reconciliations of safe custody assets held for clients under CASS 6, including third-party custodians.',
      },
      {
        title: 'Acknowledgement letters and trust status',
        description:
          'A check that client bank accounts and custody arrangements carry the required acknowledgement letters in the correct form.',
      },
      {
        title: 'CASS resolution pack and governance',
        description:
          'Review of the resolution pack, CASS firm classification and the oversight provided by the person responsible for CASS.',
      },
      {
        title: 'First-year mock audit',
        description:
          'A dry run ahead of a firm’s first CASS audit, testing the same areas so weaknesses are fixed before the period ends.',
      },
    ],
  },

  // Tax
  {
    path: '/services/tax/corporation-tax',
    title: 'Corporation Tax',
    subtitle: 'Accurate corporation tax returns, planned early so the liability is never a surprise.',
    metaDescription:
      'Corporation tax computations and CT600 returns, capital allowances, losses, group relief and payment planning for UK companies, with HMRC enquiry support.',
    description: [
      'UK companies pay corporation tax on their profits at the 25% main rate, or the 19% small profits rate where profits are £50,000 or less, with marginal relief in between; the limits are divided between associated companies. Most companies pay nine months and one day after the end of the accounting period and file the CT600 within twelve months. Large companies pay in quarterly instalments that start during the year itself, which is where cash planning often goes wrong.',
      'Our work on the return starts well before the deadline. Once the year-end figures are close, we estimate the liability, identify the reliefs available and tell you what to set aside. Capital allowances are reviewed item by item, because full expensing and the annual investment allowance treat spending differently. Losses, group relief and R&D claims are reflected in the same computation. We file the CT600 with iXBRL-tagged accounts and deal with HMRC on your behalf if it asks questions.',
    ],
    illustration: 'tax',
    services: [
      {
        title: 'Computation and CT600 filing',
        description:
          'The tax computation, CT600 and iXBRL-tagged accounts and computations, filed with HMRC once you have approved them.',
      },
      {
        title: 'Liability estimate and payment planning',
        description:
          'An early estimate of the tax due and its payment dates, including quarterly instalments for large companies.',
      },
      {
        title: 'Capital allowances review',
        description:
          'Analysis of fixed asset additions to claim full expensing, the annual investment allowance and structures and buildings allowance correctly.',
      },
      {
        title: 'Losses and group relief',
        description:
          'Use of trading losses carried back or forward, and surrender of losses between group companies, within the statutory restrictions.',
      },
      {
        title: 'Associated companies and marginal relief',
        description:
          'Identification of associated companies and the resulting profit limits, so the small profits rate and marginal relief are applied correctly.',
      },
      {
        title: 'HMRC enquiries and correspondence',
        description:
          'Handling of HMRC questions and compliance checks on your return, with a clear view of the risk at each stage.',
      },
    ],
  },
  {
    path: '/services/tax/personal-tax',
    title: 'Personal Tax and Self Assessment',
    subtitle: 'Self Assessment returns and personal tax planning for directors, landlords, sole traders and investors.',
    metaDescription:
      'Self Assessment tax returns, payments on account, capital gains, rental income and MTD for Income Tax for directors, landlords, sole traders and investors.',
    description: [
      'Company directors drawing dividends, landlords, sole traders, partners and anyone with untaxed income or capital gains are likely to need a Self Assessment return. Online returns are due by 31 January after the end of the tax year, along with any balance of tax and, for many people, the first payment on account for the following year. From 6 April 2026 sole traders and landlords with qualifying income over £50,000 must also keep digital records and send quarterly updates under Making Tax Digital for Income Tax.',
      'For many clients the return is the smallest part of the job. Before the tax year ends we look at how salary and dividends are balanced, whether pension contributions would recover lost personal allowance or Child Benefit, and when gains are best realised. We collect your information through one checklist each year, prepare the return, explain the figures in a short covering note and file once you approve. Payments on account are reviewed and reduced when income has fallen.',
    ],
    illustration: 'tax',
    services: [
      {
        title: 'Self Assessment return and filing',
        description:
          'Your return prepared from one annual checklist, explained in a covering note and filed with HMRC well before 31 January.',
      },
      {
        title: 'Payments on account review',
        description:
          'A check of the 31 January and 31 July payments on account, with a claim to reduce them where your income has fallen.',
      },
      {
        title: 'Director salary and dividend planning',
        description:
          'The most tax-efficient mix of salary, dividends and pension contributions for the year, agreed before the tax year ends.',
      },
      {
        title: 'Capital gains reporting',
        description:
          'Gains on shares, property and other assets calculated, including the 60-day return and payment for UK residential property.',
      },
      {
        title: 'Rental income and landlord tax',
        description:
          'Property income computed with allowable expenses and the restriction on finance costs, for individual and jointly owned lets.',
      },
      {
        title: 'MTD for Income Tax readiness',
        description:
          'A check of whether your qualifying income brings you into MTD for Income Tax, and the software and records you will need.',
      },
    ],
  },
  {
    path: '/services/tax/rd-tax-relief',
    title: 'R&D Tax Relief',
    subtitle: 'R&D claims under the merged scheme and ERIS, prepared to stand up to HMRC scrutiny.',
    metaDescription:
      'R&D tax relief claims under the merged scheme and ERIS: eligibility review, technical narrative, cost analysis, Additional Information Form and enquiry support.',
    description: [
      'For accounting periods beginning on or after 1 April 2024, most companies claim R&D relief through the merged scheme, a taxable expenditure credit on qualifying costs. Loss-making SMEs whose qualifying R&D spend is at least 30% of their total expenditure can instead claim enhanced R&D intensive support (ERIS), which gives a payable credit. Every claim needs an Additional Information Form filed before the return, and companies claiming for the first time, or after a gap of three years, must send a claim notification within six months of the period end.',
      'HMRC scrutinises R&D claims far more closely than it once did, so a claim is only worth making if it is right. We start from the technical facts: what uncertainty your engineers faced that a competent professional could not readily resolve, and how they tried to resolve it. Routine software development and integration usually do not qualify; genuine advances often do. Costs are then traced to payroll, subcontractor and cloud records, with the restrictions on overseas work applied. If HMRC opens an enquiry, we support you through it.',
    ],
    illustration: 'tax',
    services: [
      {
        title: 'Eligibility assessment',
        description:
          'A review of your projects against the government’s guidelines on the meaning of R&D, before any time is spent on a claim.',
      },
      {
        title: 'Claim notification and deadlines',
        description:
          'Confirmation of whether a claim notification is needed, and filing it within six months of the period end when it is.',
      },
      {
        title: 'Technical narrative with your engineers',
        description:
          'Interviews with your technical staff to describe the baseline, the uncertainties and the advance sought, in their own terms.',
      },
      {
        title: 'Qualifying cost analysis',
        description:
          'Staff, externally provided workers, subcontractors, consumables, software, data and cloud costs traced to records, with overseas restrictions applied.',
      },
      {
        title: 'Merged scheme or ERIS calculation',
        description:
          'The R&D intensity test and the resulting credit under the merged scheme or ERIS, reflected in the CT600.',
      },
      {
        title: 'Additional Information Form and enquiry support',
        description:
          'The Additional Information Form submitted before the return, and representation if HMRC opens a compliance check.',
      },
    ],
  },

  // Corporate finance
  {
    path: '/services/corporate-finance/fundraising',
    title: 'Fundraising and Investor Readiness',
    subtitle: 'The financial groundwork that lets investors say yes faster: models, data rooms and SEIS/EIS assurance.',
    metaDescription:
      'Fundraising support for founders: financial models, SEIS and EIS advance assurance, cap tables, data rooms and investor due diligence preparation.',
    description: [
      'Investors decide quickly whether a business is ready for their money, and the numbers are usually what slows a round down. A credible model, clean management accounts, a cap table that reconciles to Companies House and tidy statutory filings all shorten due diligence. Early-stage companies raising from UK individuals will often want HMRC advance assurance under the Seed Enterprise Investment Scheme or Enterprise Investment Scheme. Payment and e-money firms face an extra step, because anyone acquiring a qualifying holding needs FCA approval before completion.',
      'We help founders and finance teams prepare before the first investor meeting. Together we build or test a three-statement model whose assumptions you can defend line by line, and model dilution across the round and any option pool. Where SEIS or EIS applies, we prepare the advance assurance application and check the company’s structure against the conditions. We then assemble the financial section of the data room, rehearse the questions investors ask, and answer them alongside you during diligence.',
    ],
    illustration: 'corporate-finance',
    services: [
      {
        title: 'Three-statement financial model',
        description:
          'An integrated profit and loss, balance sheet and cash flow model with clearly documented assumptions and scenarios.',
      },
      {
        title: 'SEIS and EIS advance assurance',
        description:
          'A check of the company against the scheme conditions and preparation of the advance assurance application to HMRC.',
      },
      {
        title: 'Cap table and dilution modelling',
        description:
          'A cap table reconciled to Companies House filings, with dilution modelled for the round, convertibles and option pool.',
      },
      {
        title: 'Investor-ready financial data room',
        description:
          'Accounts, management information, contracts, tax filings and KPIs organised in the order investors review them.',
      },
      {
        title: 'Regulated-firm investor considerations',
        description:
          'Planning for FCA change in control approval, capital requirements and safeguarding questions when investing in payment or e-money firms.',
      },
      {
        title: 'Due diligence question management',
        description:
          'Support answering investors’ financial and tax questions during diligence, so founders can keep running the business.',
      },
    ],
  },
  {
    path: '/services/corporate-finance/due-diligence',
    title: 'Financial Due Diligence',
    subtitle: 'Buy-side and vendor due diligence that tells you what the numbers are really worth before you sign.',
    metaDescription:
      'Buy-side and vendor financial due diligence: quality of earnings, net debt, working capital, tax exposures and regulated-target checks for UK transactions.',
    description: [
      'A set of accounts can be accurate and still give a misleading picture of what a buyer is acquiring. Financial due diligence tests whether reported earnings are sustainable, how much cash the business really generates, and which liabilities should reduce the price. Purchasers use it to negotiate the price and the sale and purchase agreement; sellers commission vendor due diligence to find issues on their own terms. When the target is a payment, e-money or crypto firm, safeguarding, capital and regulatory history deserve as much attention as profit.',
      'Each engagement is scoped around the questions that affect your decision, not a standard checklist. Our team analyses quality of earnings, normalising one-off and non-trading items, and reviews monthly trends in revenue, margins and working capital. We identify net debt and debt-like items, assess the tax position and flag exposures for warranties or indemnities. Findings arrive as a report led by the issues that matter, with a call to take you through it before you negotiate.',
    ],
    illustration: 'corporate-finance',
    services: [
      {
        title: 'Quality of earnings analysis',
        description:
          'Reported EBITDA adjusted for one-off, non-recurring and related-party items to show underlying, sustainable earnings.',
      },
      {
        title: 'Net debt and debt-like items',
        description:
          'Identification of borrowings, deferred consideration, accrued bonuses, tax liabilities and other items that should reduce the price.',
      },
      {
        title: 'Normalised working capital',
        description:
          'Monthly analysis of working capital to set a fair target level for completion accounts or a locked-box mechanism.',
      },
      {
        title: 'Tax due diligence',
        description:
          'Review of corporation tax, VAT, PAYE and R&D claims for exposures to cover by warranty, indemnity or price adjustment.',
      },
      {
        title: 'Regulated target review',
        description:
          'For payment, e-money and crypto targets, review of safeguarding, own funds headroom, FCA returns and regulatory correspondence.',
      },
      {
        title: 'Vendor due diligence reports',
        description:
          'Sell-side reports that present the business’s numbers clearly and deal with the issues before buyers raise them.',
      },
    ],
  },
  {
    path: '/services/corporate-finance/valuations',
    title: 'Business Valuations',
    subtitle:
      'Reasoned, documented valuations of businesses and shares for transactions, share schemes, tax and disputes.',
    metaDescription:
      'Valuations of UK businesses and shares for sales, investment, EMI share options, growth shares, shareholder exits, tax returns and financial reporting.',
    description: [
      'Businesses and their shares are valued for many reasons: a sale or investment round, a shareholder leaving, a divorce or dispute, a gift of shares, or a share option scheme. Each purpose carries its own basis of value. An Enterprise Management Incentive option grant turns on the market value of an unquoted minority holding, which HMRC’s Shares and Assets Valuation team can agree in advance, while a sale to a trade buyer may look to synergies. Choosing the wrong basis can undo an otherwise careful piece of work.',
      'Our valuations begin by fixing the purpose, the date and the standard of value, because they decide everything that follows. We then analyse the business’s earnings, cash flows, assets and prospects and apply the methods that suit it, usually a discounted cash flow cross-checked against market multiples, or net assets for investment and asset-rich companies. Discounts for minority holdings and restrictions are explained. The report sets out our reasoning clearly enough for a buyer, tribunal or HMRC to follow.',
    ],
    illustration: 'corporate-finance',
    services: [
      {
        title: 'Transaction valuations',
        description:
          'Valuation ranges to support negotiations on a sale, acquisition, management buyout or investment round.',
      },
      {
        title: 'EMI option valuations and HMRC agreement',
        description:
          'Market valuations for Enterprise Management Incentive option grants, submitted to HMRC for agreement before the options are granted.',
      },
      {
        title: 'Growth shares and employee share schemes',
        description:
          'Valuations of growth shares, unapproved options and other employee share awards, with the tax reporting that follows.',
      },
      {
        title: 'Shareholder exits and disputes',
        description:
          'Valuations under articles or shareholder agreements for leavers, and independent expert reports in disputes.',
      },
      {
        title: 'Tax valuations',
        description:
          'Valuations for gifts of shares, reorganisations and other capital gains and inheritance tax purposes, supported in correspondence with HMRC.',
      },
      {
        title: 'Financial reporting valuations',
        description:
          'Fair values for share-based payment charges, purchase price allocations and impairment reviews under FRS 102 or IFRS.',
      },
    ],
  },

  // SME accounting
  {
    path: '/services/sme-accounting/making-tax-digital',
    title: 'Making Tax Digital',
    subtitle: 'Digital records and HMRC submissions set up properly for MTD for VAT and MTD for Income Tax.',
    metaDescription:
      'Making Tax Digital for VAT and for Income Tax: software set-up, digital records, quarterly updates and final declarations for businesses and landlords.',
    description: [
      'Making Tax Digital has applied to every VAT-registered business since April 2022: VAT records must be kept digitally and returns sent from compatible software. MTD for Income Tax follows from 6 April 2026 for sole traders and landlords whose qualifying income, the combined gross turnover from self-employment and property, exceeded £50,000 in the 2024–25 tax year, with the threshold falling to £30,000 from April 2027. Those in scope send a quarterly update of income and expenses, then a final declaration by 31 January after the tax year.',
      'Whether you are already in MTD for VAT or entering MTD for Income Tax, the hard part is the records, not the submission. We confirm whether and when each regime applies to you, choose software that suits how you work, and connect bank feeds so that transactions arrive without re-keying. Spreadsheets can still be used with bridging software if the links are digital. Each quarter, our team reviews your records, files the update and tells you what the year is shaping up to cost.',
    ],
    illustration: 'sme-accounting',
    services: [
      {
        title: 'MTD eligibility and timing check',
        description:
          'Confirmation of your qualifying income and the date MTD for Income Tax applies, and your MTD for VAT position.',
      },
      {
        title: 'Compatible software selection',
        description:
          'A recommendation of HMRC-recognised software, or bridging software for spreadsheets, that fits your records and budget.',
      },
      {
        title: 'Digital records and bank feeds',
        description:
          'Set-up of digital records with bank feeds and receipt capture, so every figure reaches HMRC through digital links.',
      },
      {
        title: 'Quarterly updates filed for you',
        description:
          'Review of each quarter’s income and expenses and submission of the update by its deadline, with a running tax estimate.',
      },
      {
        title: 'Final declaration',
        description:
          'Year-end adjustments and other income brought together in the final declaration, filed by 31 January after the tax year.',
      },
      {
        title: 'HMRC agent authorisation',
        description:
          'Authorisation through HMRC’s agent services so we can submit on your behalf and see the same records you do.',
      },
    ],
  },
  {
    path: '/services/sme-accounting/payroll',
    title: 'Payroll and Pensions',
    subtitle: 'Accurate, confidential payroll with RTI submissions and auto-enrolment handled every pay period.',
    metaDescription:
      'Payroll for UK employers: RTI submissions to HMRC, payslips, statutory pay, auto-enrolment pensions, P60s, P11Ds and year-end reporting each pay period.',
    description: [
      'Once a business takes on its first employee it becomes an employer in the eyes of HMRC and The Pensions Regulator. Under Real Time Information, a Full Payment Submission must reach HMRC on or before each payday, and PAYE and National Insurance are paid monthly or quarterly. Every employer has automatic enrolment duties: eligible staff must be put into a qualifying pension scheme, contributions paid on time, and a re-declaration of compliance made every three years. Errors affect people’s pay, so payroll must be right first time.',
      'We run your payroll on a fixed timetable each week or month. You send changes such as starters, leavers, overtime and absence in one place; we process them, send the payroll report for your approval, then issue payslips, submit the FPS and prepare your bank payment file. Pension contributions are uploaded to your provider, and statutory sick, maternity and paternity pay is calculated and recorded. At the year end we issue P60s, and we file P11D forms for benefits in kind.',
    ],
    illustration: 'sme-accounting',
    services: [
      {
        title: 'Weekly or monthly payroll runs',
        description:
          'Payroll processed on a fixed timetable from your changes, with a report for approval before anything is paid.',
      },
      {
        title: 'RTI submissions to HMRC',
        description:
          'Full Payment Submissions on or before each payday, Employer Payment Summaries where needed, and PAYE liability reports.',
      },
      {
        title: 'Auto-enrolment pensions',
        description:
          'Assessment of each worker, enrolment and opt-out handling, contribution uploads and the three-yearly re-declaration of compliance.',
      },
      {
        title: 'Statutory payments',
        description:
          'Statutory sick, maternity, paternity, adoption and shared parental pay calculated correctly and recovered from HMRC where allowed.',
      },
      {
        title: 'Payslips and employee queries',
        description:
          'Secure electronic payslips and a direct route for employees’ payroll questions, handled confidentially.',
      },
      {
        title: 'Year-end and benefits reporting',
        description:
          'P60s for employees, P11D and P11D(b) returns for benefits in kind, and reconciliation of the year’s PAYE.',
      },
    ],
  },
  {
    path: '/services/sme-accounting/cloud-accounting',
    title: 'Cloud Accounting Set-up',
    subtitle:
      'Xero, QuickBooks, FreeAgent or Sage set up around your business, with clean opening balances from day one.',
    metaDescription:
      'Cloud accounting set-up and migration to Xero, QuickBooks, FreeAgent or Sage: chart of accounts, bank feeds, app integrations, opening balances and training.',
    description: [
      'Cloud accounting software gives owners a live view of their finances and lets their accountant work from the same records. It also meets HMRC’s digital record-keeping requirements for Making Tax Digital. Yet many businesses run it badly: a default chart of accounts that hides what matters, bank feeds that stopped months ago, duplicated transactions from a payment app and opening balances nobody checked. The quality of the set-up decides whether the software saves time or creates it.',
      'We help you choose between Xero, QuickBooks, FreeAgent and Sage based on how you invoice, get paid and report, not on which we prefer. A chart of accounts is designed around the figures you want to see, tracking categories are set for departments or sites, and bank feeds and receipt capture are connected. When moving from desktop software or spreadsheets, we migrate balances and open items and reconcile them to your last accounts. Then we train the people who will use it.',
    ],
    illustration: 'sme-accounting',
    services: [
      {
        title: 'Software selection',
        description:
          'A comparison of the platforms against how you invoice, pay, report and grow, with a clear recommendation.',
      },
      {
        title: 'Chart of accounts design',
        description:
          'Nominal codes and tracking categories structured around your management reporting, VAT and year-end needs.',
      },
      {
        title: 'Migration and opening balances',
        description:
          'Balances, open invoices and history moved from desktop software or spreadsheets, then reconciled to your last accounts.',
      },
      {
        title: 'Bank feeds and receipt capture',
        description:
          'Bank and card feeds connected, with receipt capture tools such as Dext or Hubdoc set to publish to the right accounts.',
      },
      {
        title: 'App integrations',
        description:
          'Payment providers, e-commerce platforms, payroll and expense apps connected without double counting sales or fees.',
      },
      {
        title: 'User training and permissions',
        description:
          'Training for the people who will use the system, with access rights that keep approval and payment separate.',
      },
    ],
  },

  // Crypto accounting
  {
    path: '/services/crypto-accounting/cryptoasset-tax',
    title: 'Cryptoasset Tax',
    subtitle: 'Capital gains and income tax on cryptoassets calculated the way HMRC’s Cryptoassets Manual expects.',
    metaDescription:
      'Cryptoasset tax for individuals and companies: capital gains pooling, staking and DeFi income, HMRC disclosures and reporting in line with HMRC’s guidance.',
    description: [
      'HMRC does not regard cryptoassets as money. For most individuals they are chargeable assets, so each sale, swap for another token or use to pay for goods is a disposal for capital gains tax, calculated using pooling and the same-day and 30-day matching rules. Staking rewards, mining and tokens received for work are usually income. HMRC’s Cryptoassets Manual sets out its views on DeFi lending and staking, airdrops and losses, and since 1 January 2026 UK cryptoasset service providers have collected users’ details and transactions to report to HMRC under the Cryptoasset Reporting Framework.',
      'Most people’s difficulty is data: thousands of transactions across exchanges, wallets and chains, some of which no longer exist. We gather exchange exports and wallet addresses, reconcile them in specialist software, and correct the transfers between your own wallets that tools often misread as disposals. Gains and income are then calculated by tax year and entered on your return. Where earlier years were under-reported, we quantify the position and make a disclosure to HMRC before HMRC contacts you.',
    ],
    illustration: 'crypto-accounting',
    services: [
      {
        title: 'Transaction data reconciliation',
        description:
          'Exchange exports and on-chain wallet histories combined and reconciled, with internal transfers correctly matched.',
      },
      {
        title: 'Capital gains calculations',
        description:
          'Gains computed with section 104 pooling and the same-day and 30-day rules, for each tax year and each token.',
      },
      {
        title: 'Staking, mining and airdrop income',
        description:
          'Income from staking, mining, airdrops and tokens received for services valued and taxed at the right time.',
      },
      {
        title: 'DeFi transaction analysis',
        description:
          'Lending, liquidity pool and wrapped token transactions analysed against HMRC’s published view of when a disposal occurs.',
      },
      {
        title: 'Disclosure of past years',
        description:
          'Quantifying under-reported gains and income and disclosing them to HMRC, including responses to HMRC’s letters to crypto investors.',
      },
      {
        title: 'Company cryptoasset tax',
        description:
          'Corporation tax treatment of tokens held by companies as trading stock or intangible fixed assets, including staking and lending returns.',
      },
    ],
  },
  {
    path: '/services/crypto-accounting/digital-asset-accounting',
    title: 'Digital Asset Accounting',
    subtitle:
      'Accounting policies, sub-ledgers and month-end reconciliations for businesses that hold or handle cryptoassets.',
    metaDescription:
      'Digital asset accounting under FRS 102 and IFRS: accounting policies for cryptoassets, wallet reconciliations, valuation, revenue and client asset treatment.',
    description: [
      'Neither FRS 102 nor IFRS has a standard written for cryptoassets, so businesses apply the existing ones and must justify the result. Under IFRS the IFRS Interpretations Committee concluded that most cryptocurrencies are intangible assets under IAS 38, or inventory under IAS 2 when held for sale in the ordinary course of business. FRS 102 leads to similar judgements. Exchanges, custodians, token issuers and companies paid in crypto also face questions about client holdings, revenue recognition and which prices to use at period end.',
      'We help finance teams turn those judgements into a working process. First we document accounting policies for each type of token and activity, with the reasoning an auditor will want to see. Then we set up a sub-ledger that draws data from wallets, exchanges and custodians, reconcile it to the blockchain and to the general ledger each month, and apply a consistent pricing source at period end. The result is a set of crypto balances the finance team can stand behind.',
    ],
    illustration: 'crypto-accounting',
    services: [
      {
        title: 'Accounting policy papers',
        description:
          'Documented policies for each token type and activity under FRS 102 or IFRS, setting out the judgements made and why.',
      },
      {
        title: 'Crypto sub-ledger set-up',
        description:
          'A sub-ledger fed from wallets, exchanges and custodians, mapped to your chart of accounts and posted as summarised journals.',
      },
      {
        title: 'Monthly wallet reconciliations',
        description:
          'Balances per sub-ledger reconciled to on-chain data and custodian statements, with every difference explained.',
      },
      {
        title: 'Period-end valuation and impairment',
        description:
          'A documented pricing source and cut-off time, with revaluation or impairment applied according to your policy.',
      },
      {
        title: 'Revenue recognition',
        description:
          'Treatment of trading fees, spreads, staking rewards and token sales analysed and recorded consistently each month.',
      },
      {
        title: 'Client holdings analysis',
        description:
          'Assessment of whether cryptoassets held for customers belong on your balance sheet, and the disclosures that follow.',
      },
    ],
  },
  {
    path: '/services/crypto-accounting/audit-readiness',
    title: 'Audit Readiness for Crypto Firms',
    subtitle:
      'The evidence, controls and reconciliations an auditor needs before it can sign off a crypto business’s accounts.',
    metaDescription:
      'Audit readiness for crypto firms: proof of wallet control, on-chain reconciliations, custodian evidence, controls and audit files prepared before fieldwork.',
    description: [
      'Crypto businesses often struggle to find an auditor, and audits that start unprepared can overrun or end in a qualified opinion. Auditors must obtain evidence that recorded tokens exist and that the company controls them, which means proving control of private keys, reconciling ledgers to the blockchain and relying on custodians’ own controls reports. Exchanges and custodian wallet providers registered with the FCA under the Money Laundering Regulations face further scrutiny, and investors increasingly ask for audited accounts before committing capital.',
      'Preparation starts months before the year end. We map every wallet and exchange account, test how the firm would demonstrate control of each one, and reconcile the sub-ledger to on-chain balances and custodian statements. Gaps in controls, such as key management, access rights and manual journals, are reported with fixes to make before the period closes. At the year end we assemble the evidence file your auditor will request and join the planning meeting, so fieldwork starts with answers rather than questions.',
    ],
    illustration: 'crypto-accounting',
    services: [
      {
        title: 'Wallet and account inventory',
        description:
          'A complete register of hot, cold and exchange wallets, their owners and signers, reconciled to the general ledger.',
      },
      {
        title: 'Proof of control procedures',
        description:
          'Procedures such as signed messages or test transactions to show the company controls each wallet at the year end.',
      },
      {
        title: 'On-chain and custodian reconciliations',
        description:
          'Year-end balances reconciled to blockchain data and custodian confirmations, with controls reports for third-party custody obtained.',
      },
      {
        title: 'Controls gap assessment',
        description:
          'Review of key management, access, approvals and reconciliations, with practical fixes to make before the year end.',
      },
      {
        title: 'Audit evidence file',
        description:
          'Policies, reconciliations, pricing evidence, cut-off analysis and related-party information organised to the auditor’s request list.',
      },
      {
        title: 'Auditor liaison',
        description:
          'Support in selecting an auditor and in planning, and a point of contact during fieldwork to resolve queries quickly.',
      },
    ],
  },

  // VAT services
  {
    path: '/services/vat-services/vat-registration',
    title: 'VAT Registration',
    subtitle: 'The right registration at the right time, with the VAT scheme that suits how your business trades.',
    metaDescription:
      'VAT registration with HMRC: threshold monitoring, voluntary registration, scheme selection, pre-registration VAT recovery and compliant invoicing set-up.',
    description: [
      'A business must register for VAT when its taxable turnover over the previous twelve months exceeds £90,000, or when it expects to exceed that figure in the next 30 days alone. The test is rolling, not tied to the financial year, and late registration brings VAT due on past sales plus penalties. Some businesses benefit from registering voluntarily before they reach the threshold, particularly those selling to VAT-registered customers or incurring significant set-up costs. Others, such as businesses making mainly exempt financial supplies, need careful analysis first.',
      'We look at your turnover month by month and tell you when registration is due and whether registering earlier would make sense. If it is, we submit the application to HMRC and deal with any follow-up questions. Before the first return we review the schemes available, including Flat Rate, Cash Accounting and Annual Accounting, and the VAT incurred before registration that can be reclaimed. Your invoice templates and software are then set up so the first return is straightforward.',
    ],
    illustration: 'vat-services',
    services: [
      {
        title: 'Threshold monitoring',
        description:
          'Monthly tracking of your rolling twelve-month taxable turnover and the forward-looking 30-day test.',
      },
      {
        title: 'Voluntary registration review',
        description:
          'An assessment of whether registering before the threshold would help, based on who your customers are and what you spend.',
      },
      {
        title: 'HMRC registration application',
        description:
          'Preparation and submission of the registration, with the correct effective date and answers to HMRC’s follow-up questions.',
      },
      {
        title: 'Scheme selection',
        description:
          'Comparison of Flat Rate, Cash Accounting and Annual Accounting against standard accounting for your business.',
      },
      {
        title: 'Pre-registration VAT recovery',
        description:
          'Identification of VAT on goods and services bought before registration that can be reclaimed on the first return.',
      },
      {
        title: 'Invoicing and software set-up',
        description:
          'VAT invoice templates and software settings configured correctly, so the first return starts from clean records.',
      },
    ],
  },
  {
    path: '/services/vat-services/vat-returns',
    title: 'VAT Returns under MTD',
    subtitle: 'Accurate VAT returns filed through MTD-compatible software, reconciled before they reach HMRC.',
    metaDescription:
      'Quarterly and monthly VAT returns under Making Tax Digital: digital links, reconciliations, import VAT, error corrections and penalty avoidance for businesses.',
    description: [
      'Every VAT-registered business must keep digital VAT records and file returns through software compatible with Making Tax Digital, with digital links between any systems that feed the figures. Returns and payments are normally due one month and seven days after the end of each period. Since January 2023, late returns build up penalty points and late payments attract penalties and interest. Errors from earlier periods can be corrected on the next return only within set limits; larger ones must be disclosed to HMRC separately.',
      'Each return is prepared from your ledger and then tested before filing. Our team reconciles the VAT control account, reviews unusual transactions and reverse charge items, and checks import VAT against HMRC’s postponed VAT statements. You receive a summary showing what is payable or repayable and why it differs from last quarter. Once you approve, we file through MTD-compatible software, confirm the payment date, and note any issue worth fixing in your records before the next period.',
    ],
    illustration: 'vat-services',
    services: [
      {
        title: 'Return preparation and filing',
        description:
          'Monthly or quarterly returns prepared from your digital records and filed through MTD-compatible software once you approve.',
      },
      {
        title: 'VAT control account reconciliation',
        description:
          'The VAT account in your ledger reconciled to returns filed and payments made, so balances never drift.',
      },
      {
        title: 'Digital links review',
        description:
          'A check that figures travel from source systems to the return without manual re-keying, as MTD requires.',
      },
      {
        title: 'Import VAT and postponed accounting',
        description:
          'Import VAT accounted for through postponed VAT accounting and matched to HMRC’s monthly statements.',
      },
      {
        title: 'Error corrections',
        description:
          'Past errors corrected on the next return where the limits allow, or disclosed to HMRC separately where they do not.',
      },
      {
        title: 'Deadline and penalty management',
        description:
          'A filing and payment calendar that keeps you clear of penalty points, late payment penalties and interest.',
      },
    ],
  },
  {
    path: '/services/vat-services/vat-advisory',
    title: 'Financial Services and Cross-border VAT',
    subtitle: 'VAT advice for fintechs, payment firms and international businesses, where exemptions and borders meet.',
    metaDescription:
      'VAT advice for fintech and cross-border businesses: financial services exemption, partial exemption, place of supply, reverse charge and VAT grouping.',
    description: [
      'VAT is rarely simple for financial services businesses. Many financial services are exempt under Schedule 9 to the VAT Act 1994, but the exemption is narrower than firms often assume: technical, software and data services to a bank or payment firm are usually taxable, and the line is set by case law. Businesses that make both exempt and taxable supplies can recover only part of their input VAT. Those selling across borders must apply the place of supply rules and account for the reverse charge on services bought from abroad.',
      'Our advice starts with the contracts, not the labels: what each party actually supplies, to whom, and where the customer belongs. From that we establish the VAT liability of your income streams, design a partial exemption method that reflects how costs are used and, where needed, seek HMRC approval for a special method. Specified supplies to customers outside the UK can carry input tax recovery, and we make sure they are captured. Where an issue is genuinely uncertain, we can request a non-statutory clearance from HMRC.',
    ],
    illustration: 'vat-services',
    services: [
      {
        title: 'VAT liability of income streams',
        description:
          'Analysis of each product and fee against the financial services exemption and the case law that defines it.',
      },
      {
        title: 'Partial exemption methods',
        description:
          'Standard method calculations and annual adjustments, or a special method agreed with HMRC where the standard one distorts.',
      },
      {
        title: 'Specified supplies recovery',
        description:
          'Identification of financial services supplied to customers outside the UK that allow related input tax to be recovered.',
      },
      {
        title: 'Place of supply and reverse charge',
        description:
          'The place of supply of services bought and sold internationally, and correct reverse charge accounting on imported services.',
      },
      {
        title: 'VAT grouping',
        description:
          'Review of whether a VAT group would remove VAT on intra-group charges, and of the joint and several liability it brings.',
      },
      {
        title: 'Cryptoasset and payment transactions',
        description:
          'The VAT treatment of token exchanges, mining, payment processing and card programme fees, with HMRC clearances where uncertain.',
      },
    ],
  },

  // EMI and payments reporting
  {
    path: '/services/emi-reporting/regulatory-returns',
    title: 'FCA Regulatory Returns',
    subtitle: 'Accurate, on-time returns to the FCA for payment and e-money institutions, reconciled to your books.',
    metaDescription:
      'FCA regulatory returns for EMIs and payment institutions: FIN060, FSA056, the monthly safeguarding return, REP017, REP018 and REP-CRIM, prepared and reviewed.',
    description: [
      'Payment and e-money institutions report to the FCA under the Payment Services Regulations 2017 and the Electronic Money Regulations 2011, through returns set out in SUP 16. Authorised and small EMIs file FIN060 and authorised payment institutions file FSA056, covering capital adequacy and activity data. Payment fraud statistics go in REP017, operational and security risk in REP018, and financial crime data in the annual REP-CRIM. Since CASS 15 took effect on 7 May 2026, safeguarding is reported monthly in a dedicated return.',
      'Supervisors read these returns side by side, so inconsistencies between them invite questions. We keep a reporting calendar for your firm, prepare each return from your ledgers and operational data, and reconcile the figures to your management accounts and safeguarding records before anything is submitted. Every return comes with a review pack showing where each number came from, for approval by the responsible director. If a figure in one return moves unexpectedly, you hear why before the FCA asks.',
    ],
    illustration: 'emi-reporting',
    services: [
      {
        title: 'Regulatory reporting calendar',
        description:
          'A calendar of every return your permissions require, built from your accounting reference date and RegData schedule.',
      },
      {
        title: 'FIN060 and FSA056 returns',
        description:
          'Capital adequacy and activity returns prepared from your accounts, with own funds and requirements reconciled to the ledger.',
      },
      {
        title: 'Monthly safeguarding return',
        description:
          'The CASS 15 safeguarding return prepared from your reconciliation records and checked against bank statements.',
      },
      {
        title: 'REP017 payment fraud reporting',
        description:
          'Fraud data extracted from your transaction and case systems and classified in line with the FCA’s reporting guidance.',
      },
      {
        title: 'REP-CRIM and REP018 support',
        description:
          'Financial crime and operational and security risk data gathered with your MLRO and risk team, and checked for consistency.',
      },
      {
        title: 'Review packs and sign-off',
        description:
          'A reconciliation and variance pack with every return, so the approving director can see where each figure came from.',
      },
    ],
  },
  {
    path: '/services/emi-reporting/safeguarding-reconciliations',
    title: 'Safeguarding Reconciliations',
    subtitle: 'Daily safeguarding reconciliations that meet CASS 15 and keep your customers’ funds protected.',
    metaDescription:
      'Daily internal and external safeguarding reconciliations under CASS 15 for payment and e-money institutions, with shortfall resolution and monthly reporting.',
    description: [
      'Under CASS 15, in force from 7 May 2026, payment and e-money institutions must reconcile safeguarded funds every reconciliation day, at the same point each day. The internal reconciliation compares the amount the firm should be safeguarding with the resources it holds; the external reconciliation checks its records against statements from safeguarding banks and custodians. Shortfalls must be corrected promptly and excesses withdrawn. A firm that uses a non-standard method must document it and obtain an independent auditor’s confirmation that it meets the rules.',
      'We help firms design their reconciliation method, build the data flows behind it and, where useful, run the daily reconciliation for them. The methodology sets out data sources, timing, tolerances and escalation for breaks, and is written to withstand your safeguarding audit. Breaks are investigated on the day, and the results feed directly into your monthly safeguarding return and board reporting. Because independence matters, we do not act as safeguarding auditor for a firm whose reconciliations we perform.',
    ],
    illustration: 'emi-reporting',
    services: [
      {
        title: 'Reconciliation methodology',
        description:
          'A written method covering data sources, reconciliation points, tolerances and escalation, mapped to the CASS 15 rules.',
      },
      {
        title: 'Daily internal reconciliations',
        description:
          'Comparison each reconciliation day of the amount to be safeguarded with the funds and assets held to meet it.',
      },
      {
        title: 'Daily external reconciliations',
        description:
          'Your safeguarding records reconciled to bank and custodian statements, with timing differences tracked until cleared.',
      },
      {
        title: 'Break investigation and resolution',
        description:
          'Investigation of shortfalls and excesses on the day, with evidence of how and when each was corrected.',
      },
      {
        title: 'Non-standard method support',
        description:
          'Documentation of a non-standard reconciliation method ready for review by an independent auditor.',
      },
      {
        title: 'Safeguarding MI and resolution pack upkeep',
        description:
          'Daily and monthly safeguarding reports for management, and reconciliation records kept current in the resolution pack.',
      },
    ],
  },
  {
    path: '/services/emi-reporting/capital-adequacy',
    title: 'Capital Adequacy and Own Funds',
    subtitle: 'Own funds calculated correctly, monitored monthly and planned ahead of the growth that consumes them.',
    metaDescription:
      'Capital adequacy for e-money and payment institutions: initial capital, own funds methods A to D, deductions, headroom forecasts and wind-down planning.',
    description: [
      'Authorised e-money and payment institutions must hold own funds at least equal to the higher of their initial capital and their calculated own funds requirement. For EMIs the e-money business is measured under Method D, at 2% of average outstanding e-money, with any unrelated payment services assessed under Methods A, B or C. Own funds follow the definitions in the UK Capital Requirements Regulation, so intangible assets, including capitalised software development, are deducted. The FCA also expects adequate liquidity and a credible wind-down plan.',
      'The figures reported on FIN060 or FSA056 are only a point in time; a growing firm can breach its requirement between returns. We calculate own funds and requirements monthly from your management accounts, show headroom against the FCA’s minimum and any buffer your board has set, and forecast how growth, losses and planned investment will use that headroom. Where a capital raise is needed, the analysis tells your investors when and how much. We also review your liquidity and wind-down planning for consistency.',
    ],
    illustration: 'emi-reporting',
    services: [
      {
        title: 'Own funds calculation',
        description:
          'Own funds built up from your balance sheet with the required deductions, including intangibles and capitalised development costs.',
      },
      {
        title: 'Own funds requirement',
        description:
          'Method D for e-money and Methods A, B or C for payment services, applied to your actual volumes and income.',
      },
      {
        title: 'Monthly headroom monitoring',
        description:
          'A monthly report of own funds against requirement and your board’s buffer, with early warning of any squeeze.',
      },
      {
        title: 'Capital forecasting',
        description:
          'Headroom projected from your business plan, showing how much capital is needed, and when, to support growth.',
      },
      {
        title: 'Liquidity and wind-down planning review',
        description:
          'Review of liquidity stress testing and the wind-down plan, checked against your capital forecasts and the FCA’s expectations.',
      },
      {
        title: 'Capital position in FCA returns',
        description:
          'The capital figures in FIN060 or FSA056 reconciled to the monthly calculations and your audited accounts.',
      },
    ],
  },

  // Financial outsourcing
  {
    path: '/services/financial-outsourcing/outsourced-finance-team',
    title: 'Outsourced Finance Team',
    subtitle: 'A complete finance function, from payables to month-end close, run by a dedicated team on your systems.',
    metaDescription:
      'An outsourced finance team for growing businesses: payables, receivables, payroll, VAT, month-end close and management accounts, run on your own systems.',
    description: [
      'Growing businesses reach a point where the founder can no longer do the books at weekends, but a full in-house finance department is hard to justify or recruit. An outsourced finance team fills that gap: trained people covering payables, receivables, payroll, VAT and the month-end close, without the cost and risk of hiring each role separately. Continuity is built in, because holidays, sickness and resignations no longer stop invoices going out or suppliers being paid.',
      'Your team has a named lead and works in your own accounting software, banking portals and approval tools, so the records remain yours. We agree a weekly and monthly rhythm at the outset: when payment runs are prepared, when invoices go out, when the month closes and when you receive the management pack. Payments are released only after your approval. As the business grows we add capacity or specialist input, and when you are ready to hire in-house we help recruit and hand over.',
    ],
    illustration: 'financial-outsourcing',
    services: [
      {
        title: 'Accounts payable',
        description:
          'Supplier invoices processed and approved through your workflow, with weekly payment runs released only on your authority.',
      },
      {
        title: 'Accounts receivable and credit control',
        description:
          'Invoicing on schedule, receipts allocated and overdue accounts chased courteously and consistently.',
      },
      {
        title: 'Payroll and expenses',
        description:
          'Payroll, RTI submissions, pension contributions and staff expense claims processed on a fixed monthly timetable.',
      },
      {
        title: 'VAT and tax compliance',
        description:
          'VAT returns under MTD, PAYE reconciliations and the information your tax adviser or auditor needs, kept up to date.',
      },
      {
        title: 'Month-end close and reporting',
        description: 'A documented monthly close followed by management accounts and KPIs delivered on an agreed day.',
      },
      {
        title: 'Scalable team and in-house handover',
        description:
          'Capacity adjusted as volumes grow, and support recruiting and handing over when you build your own team.',
      },
    ],
  },
  {
    path: '/services/financial-outsourcing/fractional-finance-director',
    title: 'Fractional Finance Director',
    subtitle:
      'Senior finance leadership for a few days a month, for businesses that need an FD’s judgement before a full-time one.',
    metaDescription:
      'A part-time finance director for growing and regulated businesses: board reporting, cash forecasting, fundraising, audit management and finance strategy.',
    description: [
      'Many businesses need the judgement of an experienced finance director long before they can justify a full-time salary for one. A fractional FD joins the leadership team for an agreed number of days a month, owns the financial strategy and sits in board meetings. For fintechs and payment firms the role often spans regulatory capital, safeguarding oversight and investor relations. Growing SMEs tend to need help with cash, pricing, bank relationships and the systems that let the business scale.',
      'Our FDs are chartered accountants with experience of running finance functions, not only advising them. In the first month they review the numbers, controls and reporting and agree priorities with you and your board. After that they work on a regular schedule: preparing board papers, leading budgets and forecasts, managing the audit and representing the business to banks and investors. The day-to-day finance work can sit with your own staff or with our outsourced team, with the FD overseeing either.',
    ],
    illustration: 'financial-outsourcing',
    services: [
      {
        title: 'Board reporting and attendance',
        description:
          'Board papers with clear financial commentary, and attendance at board meetings as the finance voice in the room.',
      },
      {
        title: 'Budgets and cash forecasting',
        description:
          'Annual budgets, rolling forecasts and cash runway analysis that the board and investors can rely on.',
      },
      {
        title: 'Fundraising and investor relations',
        description:
          'Leadership of the financial side of equity and debt raises, and regular, consistent reporting to existing investors.',
      },
      {
        title: 'Audit and year-end management',
        description:
          'Planning the year end, preparing for the auditors and resolving their questions so the audit finishes on time.',
      },
      {
        title: 'Regulatory finance oversight',
        description:
          'For payment and e-money firms, oversight of own funds, safeguarding arrangements and regulatory returns.',
      },
      {
        title: 'Finance team development',
        description:
          'Guidance for your finance staff, and a plan for the roles, systems and processes the business will need next.',
      },
    ],
  },
  {
    path: '/services/financial-outsourcing/finance-controls',
    title: 'Finance Processes and Controls',
    subtitle: 'Clear, proportionate controls that prevent errors and fraud without slowing the business down.',
    metaDescription:
      'Finance process and controls reviews: approval matrices, payment fraud controls, segregation of duties, month-end close and audit-ready documentation.',
    description: [
      'As businesses grow, processes built for five people start to fail at fifty. Payments are approved by whoever is available, bank details change after a single email, and month-end depends on one person’s memory. The consequences are errors, payment fraud, audit findings and, for regulated firms, supervisory concern. Since 1 September 2025, a large organisation can be prosecuted for failing to prevent fraud committed for its benefit by employees or agents unless it had reasonable procedures in place, which makes documented controls a board-level matter.',
      'We look at how money actually moves through your business, not only at the written procedures. Following transactions from order to payment and from sale to cash, we interview the people involved and test a sample of transactions. The findings set out the risks we see and proportionate controls to address them: an approval matrix, payment verification steps, segregation of duties within your systems and a month-end close checklist. We can then help implement the changes and retest them after a quarter.',
    ],
    illustration: 'financial-outsourcing',
    services: [
      {
        title: 'Process walkthroughs',
        description:
          'Purchase-to-pay, order-to-cash, payroll and treasury processes followed from start to finish and documented as they really operate.',
      },
      {
        title: 'Approval matrix',
        description:
          'Authority limits for spending, contracts and payments that match your structure and are enforced in your systems.',
      },
      {
        title: 'Payment fraud controls',
        description:
          'Verification of new and changed bank details, dual authorisation and checks against invoice and mandate fraud.',
      },
      {
        title: 'Segregation of duties review',
        description:
          'User access rights analysed across accounting and banking systems, with conflicts removed or mitigated.',
      },
      {
        title: 'Month-end close checklist',
        description:
          'A documented close with owners, deadlines and balance sheet reconciliations reviewed and signed off each month.',
      },
      {
        title: 'Controls documentation and retesting',
        description:
          'A controls register for auditors and regulators, and a retest after implementation to confirm the controls work.',
      },
    ],
  },
];
