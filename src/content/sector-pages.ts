import type { SectorStyleContent } from './types';

/**
 * The sector-style pages under /sectors: the nine sectors and the five financial-services
 * subsectors. Subsectors use the financial-services illustration.
 */
export const sectorPages: SectorStyleContent[] = [
  {
    path: '/sectors/financial-services',
    title: 'Financial Services',
    subtitle: 'Accounting, regulatory reporting and assurance for firms the FCA and PRA supervise.',
    metaDescription:
      'Accountants for UK banks, payment and e-money institutions, crypto firms, wealth managers and insurers: regulatory returns, safeguarding and CASS.',
    description: [
      'Regulated firms carry two sets of obligations: the accounts every UK company files at Companies House, and the prudential and conduct reporting their regulator expects. Get the second wrong and the consequences go well beyond a late-filing penalty – a capital shortfall, a breach notified to the FCA, a skilled person review. Our financial services team spends its working week on exactly this, for banks, payment and e-money institutions, cryptoasset businesses, wealth and asset managers, and insurers and their intermediaries.',
      'We prepare statutory accounts under FRS 102 or IFRS, calculate capital and liquidity positions, and compile the returns due through the FCA’s RegData system and the Bank of England’s reporting portal. For firms holding client money or safeguarded funds, we reconcile, test and document the arrangements so that the annual audit confirms what you already know rather than discovering something new. Where a question needs a specialist – a VAT partial exemption method, a cryptoasset valuation, a Lloyd’s syndicate – the partner you already know brings in the colleague who handles it every day.',
    ],
    illustration: 'financial-services',
    services: [
      {
        title: 'Regulatory returns',
        description:
          'Preparation and review of FCA and PRA returns, from FIN060 and REP-CRIM to COREP templates, with every submitted figure reconciled to your ledger.',
      },
      {
        title: 'Safeguarding and client assets',
        description:
          'Reconciliation reviews, resolution pack checks and annual safeguarding and CASS audits for payment institutions, e-money institutions and investment firms.',
      },
      {
        title: 'Capital and liquidity',
        description:
          'Own funds calculations and capital planning, with finance input to the ICAAP, ICARA and wind-down plans that rest on them.',
      },
      {
        title: 'Statutory accounts and audit',
        description:
          'Financial statements under FRS 102 or IFRS for regulated firms, and statutory audits for firms outside the public interest entity regime.',
      },
      {
        title: 'VAT for financial services',
        description:
          'Exemption analysis, partial exemption methods and input tax recovery reviews for firms whose income is largely VAT-exempt.',
      },
      {
        title: 'Outsourced finance team',
        description:
          'Month-end close, management accounts and board packs prepared by people who understand what your regulator will ask about them.',
      },
    ],
  },
  {
    path: '/sectors/property-construction',
    title: 'Property and Construction',
    subtitle: 'Accounting and tax for contractors, subcontractors, developers and property investors.',
    metaDescription:
      'Accountants for UK construction and property firms: CIS returns, the VAT domestic reverse charge, development SPVs and long-term contract accounting.',
    description: [
      'Construction runs on thin margins and long payment chains, and the tax system adds layers of its own. Contractors must verify subcontractors with HMRC, deduct tax under the Construction Industry Scheme at the right rate and file a CIS return every month; subcontractors need those deductions set against their own liabilities before cash flow suffers. Since March 2021 the VAT domestic reverse charge has moved the VAT on most construction services between VAT-registered businesses to the customer, which can leave a subcontractor permanently reclaiming VAT and a contractor with new invoice checks to make.',
      'Developers face a different set of questions. Holding each scheme in its own special purpose vehicle ring-fences risk and suits lenders, but it multiplies the accounts, corporation tax returns and intercompany balances to manage, and whether a property is held as trading stock or as an investment changes how profits are taxed and which VAT rules apply. On long-term contracts, FRS 102 recognises revenue by stage of completion, so valuations, retentions, variations and expected losses need a clear policy that your auditor, your bank and HMRC can all follow.',
      'We work with main contractors, specialist subcontractors, housebuilders and property investors, and we are comfortable with valuations, applications for payment and cost-to-complete forecasts. The aim is practical: accurate CIS and VAT filings, project-level profitability you can trust month by month, year-end accounts that need no last-minute rescue, and a group structure that still makes sense when the next site is bought.',
    ],
    illustration: 'property-construction',
    services: [
      {
        title: 'Construction Industry Scheme',
        description:
          'Subcontractor verification, monthly CIS returns, deduction statements, and recovery of deductions suffered through your company’s payroll submissions.',
      },
      {
        title: 'VAT reverse charge reviews',
        description:
          'Checking which supplies fall within the domestic reverse charge, obtaining end-user and intermediary confirmations, and correcting invoices before HMRC finds the errors.',
      },
      {
        title: 'Gross payment status',
        description:
          'Preparing for, applying for and keeping gross payment status, including the compliance record and turnover tests HMRC applies.',
      },
      {
        title: 'Development SPV accounting',
        description:
          'Accounts, corporation tax returns and intercompany reconciliations for each special purpose vehicle, with consolidated reporting for lenders and investors.',
      },
      {
        title: 'Contract and project accounting',
        description:
          'Stage-of-completion revenue, work-in-progress valuations, retentions and cost-to-complete reviews that hold up at audit.',
      },
      {
        title: 'Property tax planning',
        description:
          'Advice on holding structures, Stamp Duty Land Tax, the VAT option to tax, and the treatment of rental and development profits.',
      },
    ],
  },
  {
    path: '/sectors/technology',
    title: 'Technology',
    subtitle: 'Finance for software and technology companies, from the first investment round to scale.',
    metaDescription:
      'Accountants for UK tech and SaaS companies: revenue recognition, R&D tax relief under the merged scheme, EMI share options and SEIS and EIS fundraising.',
    description: [
      'Technology companies tend to outgrow their first finance set-up quickly. A subscription business that invoices a year in advance has not earned that cash on the day it arrives: revenue is recognised over the service period, with the balance held as deferred income, and the distinction matters to investors who value you on recurring revenue. The revised FRS 102, effective for periods beginning on or after 1 January 2026, introduces a five-step revenue model based on IFRS 15, so contracts with implementation fees, usage pricing or bundled services deserve a fresh look.',
      'Research and development relief is now claimed under the merged scheme by most companies, with enhanced support through ERIS for loss-making SMEs that are R&D-intensive. Software projects qualify only where they seek an advance in technology and resolve genuine technological uncertainty, and HMRC examines claims far more closely than it once did, so the technical narrative and cost analysis must be right before submission. Companies claiming for the first time, or after a gap, must also notify HMRC within a fixed window after the period ends, and every claim needs an additional information form.',
      'Equity is the other currency of a growing technology company. Enterprise Management Incentive options let you reward staff tax-efficiently, provided the company and the employees qualify and each grant is notified to HMRC on time. SEIS and EIS make early rounds more attractive to investors, but only if advance assurance, share rights and compliance statements are handled properly. We look after each of these alongside the monthly numbers and the board pack.',
    ],
    illustration: 'technology',
    services: [
      {
        title: 'SaaS revenue recognition',
        description:
          'Policies for subscriptions, set-up fees and multi-element contracts under FRS 102 or IFRS 15, with deferred income schedules that tie to your billing system.',
      },
      {
        title: 'R&D tax relief claims',
        description:
          'Eligibility review, cost analysis, technical narrative and the additional information form for claims under the merged scheme or ERIS.',
      },
      {
        title: 'EMI share option schemes',
        description:
          'Qualification checks, option valuations agreed with HMRC, grant notifications and the annual employment-related securities return.',
      },
      {
        title: 'SEIS and EIS fundraising',
        description:
          'Advance assurance applications, checks on the share issue and the compliance statements that let your investors claim their relief.',
      },
      {
        title: 'Investor and board reporting',
        description:
          'Monthly management accounts with recurring revenue, churn and cash runway, delivered to a timetable your board can rely on.',
      },
      {
        title: 'Fundraising models and data rooms',
        description:
          'Three-statement forecasts and a well-ordered financial data room for seed to growth rounds, built to survive investor due diligence.',
      },
    ],
  },
  {
    path: '/sectors/healthcare',
    title: 'Healthcare',
    subtitle: 'Accounts, tax and pension advice for GP practices, dental practices and healthcare professionals.',
    metaDescription:
      'Accountants for GP and dental practices: partnership accounts, NHS superannuation certificates, pension annual allowance checks and practice tax planning.',
    description: [
      'A GP practice is usually a partnership delivering an NHS contract. Income arrives as global sum payments, Quality and Outcomes Framework achievement, enhanced services and Primary Care Network funding, each with its own timing, and the partnership accounts must allocate the result fairly between partners whose sessions, drawings and property interests differ. Those accounts feed each partner’s Self Assessment return and the annual certificate of pensionable profits, so an error in one place travels to the others.',
      'NHS superannuation is where practice accounting most often goes wrong. Pensionable profit has to be calculated on the right basis, employer and employee contributions reconciled to what was actually paid, and the annual allowance tested – growth in an NHS defined benefit pension can create a tax charge even in a year when take-home profit fell. We model the position well before the Self Assessment deadline and explain the options, including Scheme Pays, in plain terms.',
      'Dental practices share many of these issues, with the added complication of NHS contracts measured in units of dental activity, associate dentists who are usually self-employed, and a mix of NHS and private income. We also act for private clinics, locum doctors and other healthcare professionals, where the VAT exemption for medical care and the line between employment and self-employment both need careful handling.',
    ],
    illustration: 'healthcare',
    services: [
      {
        title: 'GP partnership accounts',
        description:
          'Year-end accounts that analyse NHS income streams, allocate profit under your partnership agreement and reconcile partners’ current and capital accounts.',
      },
      {
        title: 'Certificates of pensionable profits',
        description:
          'Annual superannuation certificates for GP partners, with contributions paid through the practice reconciled to each partner’s record.',
      },
      {
        title: 'Pension annual allowance reviews',
        description:
          'Pension input calculations for each partner or practitioner, with advice on tapering, carry forward and Scheme Pays before the tax is due.',
      },
      {
        title: 'Dental practice accounting',
        description:
          'Accounts and tax for dental practices and associates, with NHS contract income, UDA delivery and private fees reported separately.',
      },
      {
        title: 'Partner changes and mergers',
        description:
          'Financial due diligence, capital account settlements and tax advice when partners join or retire and when practices combine.',
      },
      {
        title: 'Healthcare VAT',
        description:
          'Reviewing which services qualify for the medical exemption, particularly cosmetic treatments and non-clinical income, and whether you need to register.',
      },
    ],
  },
  {
    path: '/sectors/professional-services',
    title: 'Professional Services',
    subtitle: 'Accounting and tax for partnerships, LLPs and advisory firms that sell their people’s time.',
    metaDescription:
      'Accountants for UK law firms, consultancies and LLPs: partnership and LLP accounts, WIP and revenue recognition, basis period reform and members’ tax.',
    description: [
      'Firms that sell expertise are judged on how they account for time. Unbilled work in progress is revenue earned, not a memorandum figure, and under FRS 102 it is recognised as the service is performed, at the amount you expect to recover. The policy you choose for WIP, contingent fees and disbursements drives taxable profit as much as reported profit, so it has to be defensible, applied consistently and understood by the partners whose tax bills depend on it.',
      'Partnerships and LLPs bring their own mechanics. Profit allocation follows the partnership agreement, LLP members’ interests are presented under the LLP SORP, and the salaried member rules can treat some members as employees for tax. Basis period reform moved every unincorporated business onto the tax-year basis from 2024–25, so partners in firms with other accounting dates now apportion profits across tax years; transition profits are spread over five years by default, and joiners and leavers need their allocations worked out carefully.',
      'We act for solicitors, barristers, consultancies, architects, recruiters and agencies. Law firms also have client money to account for under the SRA Accounts Rules and, unless an exemption applies, an accountant’s report to obtain; we can prepare that report alongside the firm’s accounts and the partners’ personal returns. The result is one consistent set of numbers from timesheet to tax return.',
    ],
    illustration: 'professional-services',
    services: [
      {
        title: 'Partnership and LLP accounts',
        description:
          'Statutory accounts under FRS 102 and the LLP SORP, with profit allocation schedules that follow your agreement to the letter.',
      },
      {
        title: 'WIP and revenue recognition',
        description:
          'Valuation policies for unbilled time, contingent fees and disbursements, reviewed for both the accounts and the tax computation.',
      },
      {
        title: 'Basis period reform',
        description:
          'Apportioning profits for non-tax-year accounting dates, managing transition profit spreading and advising on whether to change your year end.',
      },
      {
        title: 'Partners’ and members’ tax',
        description:
          'The partnership return, Self Assessment for every partner, payments on account and a tax reserve policy that keeps drawings realistic.',
      },
      {
        title: 'SRA accountant’s reports',
        description:
          'Client account testing and the accountant’s report required for firms regulated by the Solicitors Regulation Authority.',
      },
      {
        title: 'Incorporation and succession',
        description:
          'Advice on converting to an LLP or company, admitting new partners, and structuring retirements and goodwill payments.',
      },
    ],
  },
  {
    path: '/sectors/retail',
    title: 'Retail',
    subtitle: 'Accounting for shops and online sellers, where margin, stock and VAT decide the year.',
    metaDescription:
      'Accountants for UK retailers and online sellers: gross margin analysis, stock valuation, marketplace VAT rules and reconciliation of sales channels.',
    description: [
      'Retail profit is made or lost in the gap between gross margin and the costs beneath it. Knowing your true margin by product line, after discounts, returns, shrinkage and platform fees, is harder than it sounds when sales arrive through a till, a website and two marketplaces, each settling on its own timetable and net of its own charges. We reconcile those channels back to the bank so that reported sales, fees and VAT agree with what actually happened.',
      'VAT is where online selling has become most complicated. Online marketplaces are liable for the VAT on certain sales made through them, notably goods in the UK sold by overseas sellers and low-value imports, while UK-established sellers remain liable for their own. Platforms now report sellers’ income to HMRC under the digital platform reporting rules, so mismatches are easier for HMRC to spot. Sales to EU customers raise separate questions of import VAT, customs and the EU’s Import One Stop Shop.',
      'Stock is usually the largest asset on a retailer’s balance sheet and the easiest to misstate. We help you choose a costing method that fits your systems, count and reconcile at sensible intervals, write slow-moving and obsolete lines down to net realisable value, and use a retail VAT scheme where one suits the business. The result is a stock figure your lender accepts and margins you can act on.',
    ],
    illustration: 'retail',
    services: [
      {
        title: 'Multi-channel sales reconciliation',
        description:
          'Matching till, website and marketplace settlements to bank receipts, separating fees, refunds and chargebacks so that sales are complete.',
      },
      {
        title: 'Margin and product analysis',
        description:
          'Gross margin by channel, category and product line, with the effect of discounting and returns shown clearly.',
      },
      {
        title: 'Stock valuation and control',
        description:
          'Costing methods, count procedures, shrinkage analysis and obsolescence provisions that give you a year-end stock figure you can defend.',
      },
      {
        title: 'E-commerce VAT',
        description:
          'Advice on marketplace rules, low-value imports, sales to EU customers, postponed VAT accounting and mixed-rate baskets.',
      },
      {
        title: 'Retail VAT schemes',
        description:
          'Choosing and operating a retail scheme where standard VAT accounting does not suit a till-based business selling goods at different rates.',
      },
      {
        title: 'Seasonal cash flow planning',
        description:
          'Forecasts that cover buying cycles, peak-season stock and supplier terms, so that the quiet months are funded in advance.',
      },
    ],
  },
  {
    path: '/sectors/hospitality',
    title: 'Hospitality',
    subtitle: 'Accounting for restaurants, bars, cafés and hotels, from the tronc to the weekly margin.',
    metaDescription:
      'Accountants for UK restaurants, bars and hotels: tips and tronc under the Employment (Allocation of Tips) Act 2023, food and drink VAT and margins.',
    description: [
      'Since 1 October 2024 the Employment (Allocation of Tips) Act 2023 has required employers to pass qualifying tips, gratuities and service charges to workers without deductions other than tax, to allocate them fairly, and, where tips are received regularly, to have a written policy and keep records. Many operators use a tronc, and the way it is run determines whether National Insurance is due on the payments. We review your tips policy, the tronc arrangements and the payroll that carries them, so that staff are paid correctly and the business can show it.',
      'VAT in hospitality turns on small distinctions. Food eaten on the premises is standard-rated as catering, much cold takeaway food is zero-rated and hot takeaway food is standard-rated, while alcohol and most soft drinks are standard-rated wherever they are consumed. A compulsory service charge is part of the price for VAT purposes; a genuinely voluntary tip is outside the scope. Menus, meal deals and delivery-platform sales all need the right split at the till, because an error repeats on every transaction.',
      'Margins move weekly in this sector. Food and drink cost percentages, wages against sales, wastage and stock losses need to be seen while there is still time to change a menu or a rota, not at the year end. We set up stock counts and weekly reporting that a general manager can actually use, and we run payroll for fluctuating hours and seasonal staff.',
    ],
    illustration: 'hospitality',
    services: [
      {
        title: 'Tips and tronc compliance',
        description:
          'Reviewing your tips policy and allocation records against the 2023 Act and its statutory code of practice, and setting up or checking a tronc.',
      },
      {
        title: 'Hospitality payroll',
        description:
          'PAYE on tronc payments, variable-hour and seasonal staff, holiday pay, and the National Minimum Wage checks that tight rotas can put at risk.',
      },
      {
        title: 'Food and drink VAT',
        description:
          'Till and menu reviews that apply the correct VAT treatment to eat-in, takeaway, delivery, service charges and meal deals.',
      },
      {
        title: 'Stock and gross profit reporting',
        description:
          'Periodic stocktakes, cost-of-sales calculations and food and drink gross profit percentages reported site by site.',
      },
      {
        title: 'Multi-site management accounts',
        description:
          'Monthly accounts by site with central costs allocated consistently, so that each location’s performance can be compared fairly.',
      },
      {
        title: 'Opening a new site',
        description:
          'Budgets, cash flow forecasts, funding applications and capital allowances on fit-out costs for a new restaurant, bar or hotel.',
      },
    ],
  },
  {
    path: '/sectors/manufacturing',
    title: 'Manufacturing',
    subtitle: 'Accounting and tax for manufacturers and engineers who carry stock and invest in plant.',
    metaDescription:
      'Accountants for UK manufacturers: stock and work-in-progress valuation, full expensing and capital allowances, R&D tax relief and product costing.',
    description: [
      'For a manufacturer, stock valuation is not a year-end formality. Raw materials, work in progress and finished goods are carried at the lower of cost and estimated selling price less costs to complete and sell, and cost includes a share of production overheads based on normal capacity. Absorb too little and profit is understated; absorb too much in a quiet year and losses sit in the balance sheet instead of the profit and loss account. We help you build a costing method that stands up at audit and shows which products earn their keep.',
      'Investment in plant is well supported by the tax system, but the detail matters. Companies can claim full expensing on qualifying new main-rate plant and machinery and a first-year allowance on new special rate assets, alongside the Annual Investment Allowance, while second-hand assets, cars and buildings follow different rules. Claims should be identified from the fixed asset register and timed with disposals in mind, because selling an asset that was fully expensed brings a balancing charge.',
      'Manufacturing R&D often goes unclaimed because it happens on the factory floor rather than in a laboratory. Developing a new process, material, tool or automated line can involve real technological uncertainty, and the costs of resolving it may qualify. We prepare claims under the merged scheme or ERIS with a technical narrative written alongside your engineers, and keep them proportionate to what HMRC is likely to ask.',
    ],
    illustration: 'manufacturing',
    services: [
      {
        title: 'Stock and WIP valuation',
        description:
          'Standard costing reviews, overhead absorption rates and provisions for slow-moving stock, documented for your auditor.',
      },
      {
        title: 'Capital allowances',
        description:
          'Identifying full expensing, Annual Investment Allowance and special rate claims on new plant, including installation and fit-out costs.',
      },
      {
        title: 'R&D tax relief',
        description:
          'Claims for process, product and materials development under the merged scheme or ERIS, with technical narratives drafted with your engineers.',
      },
      {
        title: 'Product costing and margin analysis',
        description:
          'Costs and margins by product, customer and production line, so that pricing decisions rest on real contribution figures.',
      },
      {
        title: 'Import, export and customs VAT',
        description:
          'Postponed VAT accounting, export evidence and supply-chain VAT reviews, working alongside your customs broker for goods that cross borders.',
      },
      {
        title: 'Asset finance and working capital',
        description: 'Forecasts and lender packs for plant finance, invoice finance and working capital facilities.',
      },
    ],
  },
  {
    path: '/sectors/charities',
    title: 'Charities',
    subtitle: 'Accounts, independent examination, audit and Gift Aid for charities and not-for-profit organisations.',
    metaDescription:
      'Accountants for UK charities: accounts under the Charities SORP, independent examination or audit, Gift Aid claims, fund accounting and trustee reports.',
    description: [
      'Charity accounts answer to more readers than most. Trustees, funders, donors and the Charity Commission all rely on them, and the Charities SORP sets out how income, expenditure and funds are presented – including the split between restricted, unrestricted and endowment funds that shows whether money given for a purpose was spent on it. The SORP has been updated alongside the revised FRS 102 for reporting periods beginning on or after 1 January 2026, with changes to income recognition, leases and the trustees’ annual report.',
      'Whether your accounts need an independent examination or a full audit depends on your income and assets, and sometimes on your governing document or your funders; the smallest charities may need neither. For charities in England and Wales the thresholds are set in charity law, and above a certain income the independent examiner must hold a recognised professional qualification. Charitable companies have Companies House filings to make as well. We carry out independent examinations and statutory audits, and we tell you plainly which you need and why.',
      'Gift Aid is valuable income that depends on paperwork. Claims rely on valid declarations, accurate donor records and an understanding of which payments qualify – a donation that brings the donor a benefit may not. We review your processes, prepare claims through HMRC’s Charities Online service and help with the Gift Aid Small Donations Scheme, as well as VAT, trading subsidiaries and the annual return to the Charity Commission.',
    ],
    illustration: 'charities',
    services: [
      {
        title: 'Charity accounts under the SORP',
        description:
          'Receipts and payments or accruals accounts prepared to the Charities SORP, with clear fund analysis and notes.',
      },
      {
        title: 'Independent examination',
        description:
          'Independent examinations by qualified examiners, with a practical letter to trustees on anything we find.',
      },
      {
        title: 'Charity audit',
        description:
          'Statutory and funder-required audits, planned around your year end and the dates of your trustees’ meetings.',
      },
      {
        title: 'Gift Aid claims',
        description:
          'Declaration checks, donor record reviews and claims through Charities Online, including the Small Donations Scheme.',
      },
      {
        title: 'Trustees’ annual report',
        description:
          'Help drafting a trustees’ report that meets the SORP and explains your activities, reserves policy and principal risks.',
      },
      {
        title: 'Trading subsidiaries and VAT',
        description:
          'Setting up and accounting for trading subsidiaries, donating their profits to the parent charity, and VAT on fundraising and trading income.',
      },
    ],
  },
  {
    path: '/sectors/financial-services/banking',
    title: 'Banking',
    subtitle: 'Finance, regulatory reporting and audit support for banks and other deposit takers.',
    metaDescription:
      'Support for UK banks and deposit takers: COREP and liquidity returns, ICAAP and ILAAP finance input, IFRS 9 credit loss reviews and audit readiness.',
    description: [
      'Banks report more, and more often, than almost any other business. Capital, liquidity and large exposures are reported to the PRA through the Bank of England’s systems, financial crime and conduct returns go to the FCA, and all of it has to agree with the general ledger and the statutory accounts. For a smaller or newly authorised bank, the reporting calendar can absorb most of the finance team’s capacity and leave little time to check what is submitted.',
      'We work alongside your finance and risk teams on COREP templates, liquidity returns and the reconciliations that prove them. For the ICAAP and ILAAP we provide the finance input – capital projections, stress scenarios translated into the financial statements, and the link between your budget and your capital plan – so that the documents the PRA reviews rest on numbers that hold together. Firms considering the PRA’s simpler regime for small domestic deposit takers get help working out what would change.',
      'Audit is the third strand. UK banks are public interest entities, so their statutory audit sits with a firm registered to audit them, but much of the work happens before the auditor arrives: expected credit loss models documented and back-tested, fair value and hedging positions supported, and evidence of controls assembled. We prepare you for that audit, help manage the auditor’s queries and can review your reporting controls independently.',
    ],
    illustration: 'financial-services',
    services: [
      {
        title: 'Prudential regulatory reporting',
        description:
          'Preparation and independent review of COREP capital, large exposures and liquidity returns, reconciled to the ledger line by line.',
      },
      {
        title: 'ICAAP and ILAAP finance support',
        description:
          'Capital and liquidity projections, the financial impact of stress scenarios and a reconciliation of your capital plan to budget.',
      },
      {
        title: 'Expected credit loss reviews',
        description:
          'Review of IFRS 9 staging, model inputs and management overlays, with documentation that meets audit and PRA expectations.',
      },
      {
        title: 'Audit readiness',
        description:
          'Year-end close planning, supporting schedules and a managed query log, so that your external audit runs to its timetable.',
      },
      {
        title: 'Partial exemption VAT',
        description:
          'Design and negotiation of partial exemption special methods, and input tax recovery reviews for largely exempt banking income.',
      },
      {
        title: 'Bank corporation tax',
        description:
          'Corporation tax computations including the bank surcharge and bank levy where they apply, and Senior Accounting Officer support for larger groups.',
      },
    ],
  },
  {
    path: '/sectors/financial-services/payments-e-money',
    title: 'Payments and E-money',
    subtitle: 'Safeguarding, regulatory returns and audit for payment institutions and e-money institutions.',
    metaDescription:
      'Accountants for UK payment and e-money institutions: CASS 15 safeguarding audits, monthly safeguarding returns, FIN060 capital and REP017 reporting.',
    description: [
      'Payment institutions and e-money institutions are authorised under the Payment Services Regulations 2017 and the Electronic Money Regulations 2011, and safeguarding is the obligation the FCA watches most closely. Relevant funds must be segregated or protected by insurance or a comparable guarantee, reconciled every business day and recorded well enough to be returned to customers if the firm fails. Since May 2026 the FCA’s CASS 15 rules have set this out in detail, with monthly safeguarding returns, a resolution pack and an annual safeguarding audit.',
      'Capital is the other constant. Authorised firms calculate their own funds and capital requirement under the applicable method and report both on the FIN060 return, alongside the REP-CRIM financial crime return and the REP017 payments fraud report. Each return draws on the same ledger, so we build one reporting calendar and one set of reconciliations behind them, and review every submission before it goes into RegData.',
      'Growth usually means agents and distributors, and with them responsibility for their conduct, their registration with the FCA and the funds they handle on your behalf. We help map those flows, confirm that safeguarding covers them and build oversight into your finance processes. For the statutory audit and the safeguarding audit, we either act as auditor or prepare you for the firm that does, with evidence organised well before fieldwork begins.',
    ],
    illustration: 'financial-services',
    services: [
      {
        title: 'Safeguarding audit',
        description:
          'The annual safeguarding audit for authorised payment and e-money institutions, covering segregation, reconciliations, records and the resolution pack.',
      },
      {
        title: 'Reconciliation reviews',
        description:
          'Testing your daily reconciliation method, break handling and shortfall procedures against CASS 15, with a remediation plan where needed.',
      },
      {
        title: 'Monthly safeguarding returns',
        description:
          'Preparing and reviewing the monthly safeguarding return so that balances, reconciliation results and breaches are reported accurately and on time.',
      },
      {
        title: 'FIN060 and capital adequacy',
        description:
          'Own funds and capital requirement calculations, FIN060 preparation and a capital forecast that shows your headroom before it narrows.',
      },
      {
        title: 'Financial crime and fraud returns',
        description:
          'Compiling REP-CRIM and REP017 data from your systems, with definitions and reconciliations documented for the next period.',
      },
      {
        title: 'Agent and distributor oversight',
        description:
          'Mapping funds flows through agents and distributors, checking safeguarding coverage and setting up the finance controls your oversight relies on.',
      },
    ],
  },
  {
    path: '/sectors/financial-services/crypto-digital-assets',
    title: 'Crypto and Digital Assets',
    subtitle: 'Accounting, tax and regulatory readiness for cryptoasset businesses and their investors.',
    metaDescription:
      'Accountants for UK crypto firms: FCA MLR registration support, HMRC cryptoasset tax, readiness for the new FCA crypto regime and audit preparation.',
    description: [
      'Cryptoasset exchange providers and custodian wallet providers doing business in the UK must be registered with the FCA under the Money Laundering Regulations, and the FCA expects applicants to show effective financial crime controls, credible financial projections and a finance function that can evidence where customer assets are held. A new regime brings cryptoasset activities within full FCA authorisation under the Financial Services and Markets Act 2000, with prudential requirements, conduct rules and regulatory reporting. Capital, the custody of client assets and the quality of the numbers will all be examined.',
      'Tax follows HMRC’s Cryptoassets Manual, which treats exchange tokens as property rather than currency. For most individuals disposals fall within Capital Gains Tax, with matching and pooling rules applied token by token, while staking, lending, airdrops and DeFi arrangements each need their own analysis. For companies, tokens may fall within the intangible fixed asset rules or be taxed as trading stock, depending on how they are held and accounted for. Under the Cryptoasset Reporting Framework, UK service providers must also collect and report user and transaction information to HMRC.',
      'Audit is where crypto accounting is tested. An auditor needs evidence of the existence and ownership of on-chain balances, controls over private keys and wallets, a reliable valuation source and a clear accounting policy, since neither FRS 102 nor IFRS has a standard written for cryptoassets. We help you put that evidence in order, reconcile wallets and exchange accounts to the ledger, and present customer assets and liabilities in a way the auditor can sign off.',
    ],
    illustration: 'financial-services',
    services: [
      {
        title: 'FCA registration and authorisation',
        description:
          'Financial projections, capital calculations and finance-function documentation for MLR registration and for authorisation under the new regime.',
      },
      {
        title: 'Corporate crypto tax',
        description:
          'Corporation tax analysis of token holdings, staking and mining income and token issues, set against HMRC’s Cryptoassets Manual.',
      },
      {
        title: 'Personal crypto tax',
        description:
          'Capital Gains Tax calculations applying the same-day, 30-day and section 104 pooling rules, and Self Assessment reporting for individual investors.',
      },
      {
        title: 'Wallet and exchange reconciliation',
        description:
          'Reconciling on-chain wallets, exchange sub-accounts and custody balances to your ledger and to what you owe customers.',
      },
      {
        title: 'Audit readiness',
        description:
          'Existence, ownership and valuation evidence, key-management control descriptions and accounting policies prepared before the auditor asks for them.',
      },
      {
        title: 'Cryptoasset Reporting Framework',
        description:
          'Working out whether you are a reporting provider and mapping the user and transaction data your systems must capture for HMRC.',
      },
    ],
  },
  {
    path: '/sectors/financial-services/wealth-asset-management',
    title: 'Wealth and Asset Management',
    subtitle: 'Client assets, prudential reporting and finance support for wealth managers and investment firms.',
    metaDescription:
      'Accountants for UK wealth and asset managers: CASS audits and CMAR reviews, MIFIDPRU own funds and K-factors, ICARA finance input and LLP accounts.',
    description: [
      'Most wealth managers and many asset managers are MIFIDPRU investment firms. Their own funds requirement is the higher of the permanent minimum requirement and the fixed overheads requirement or, for firms that are not small and non-interconnected, the highest of those and the K-factor requirement. Own funds, liquid assets and concentration risk are reported to the FCA in the MIFIDPRU returns, and each figure should trace back to the ledger and the annual accounts. The fixed overheads calculation rewards care, because its permitted deductions are specific and easy to misapply.',
      'The ICARA process asks each firm to identify the harms it could cause, hold enough own funds and liquid assets against them, and plan for an orderly wind-down. The governing body owns the assessment, but it rests on finance: projected capital under stress, the cost and timetable of winding down, and the triggers that would start it. We provide that modelling and review, so that your ICARA document and what you report to the FCA about it tell the same story.',
      'Client assets are the third pillar. Firms holding client money or safe custody assets must follow CASS, carry out internal and external reconciliations, submit the Client Money and Asset Return where required and obtain an annual client assets report from their auditor for the FCA. We carry out CASS audits and pre-audit reviews. Because many managers are structured as LLPs, we also handle members’ profit allocations, the salaried member rules and members’ personal tax.',
    ],
    illustration: 'financial-services',
    services: [
      {
        title: 'CASS audit',
        description:
          'The annual client assets report to the FCA, covering client money, custody assets and the records, reconciliations and resolution pack behind them.',
      },
      {
        title: 'CASS readiness reviews',
        description:
          'A mock audit of reconciliations, acknowledgement letters and CMAR submissions, giving whoever oversees CASS a clear remediation list.',
      },
      {
        title: 'MIFIDPRU own funds and reporting',
        description:
          'Fixed overheads, K-factor and liquid asset calculations, with MIFIDPRU returns prepared and reconciled to the ledger.',
      },
      {
        title: 'ICARA finance support',
        description:
          'Capital and liquidity stress projections, wind-down cost modelling and early-warning triggers for your ICARA process.',
      },
      {
        title: 'Remuneration and public disclosure',
        description:
          'Financial input to remuneration code compliance and preparation of the annual MIFIDPRU 8 public disclosure.',
      },
      {
        title: 'LLP and members’ tax',
        description:
          'Accounts for manager LLPs, members’ profit allocations, salaried member reviews and individual tax returns for members.',
      },
    ],
  },
  {
    path: '/sectors/financial-services/insurance',
    title: 'Insurance',
    subtitle: 'Finance, regulatory reporting and tax for insurers, Lloyd’s businesses, MGAs and brokers.',
    metaDescription:
      'Accountants for UK insurance businesses: Solvency UK reporting support, Lloyd’s and MGA accounting, CASS 5 client money and Insurance Premium Tax.',
    description: [
      'Insurers supervised by the PRA now report under Solvency UK, the reformed regime that replaced Solvency II, with changes to the risk margin, the matching adjustment and the reporting templates. Technical provisions, own funds and the solvency capital requirement are reported through quantitative templates and the Solvency and Financial Condition Report, and they must reconcile to accounts prepared under FRS 102 and FRS 103 or under IFRS 17. We support finance teams with that bridge, preparing reconciliations, reviewing templates and answering the questions that follow.',
      'The London market has a rhythm of its own. Managing agents run syndicates that report to Lloyd’s on its own timetable and basis, while managing general agents write business under delegated authority and carry the bordereaux, settlement and credit-control obligations that come with a binder. Brokers and MGAs handling premiums hold insurance client money under CASS 5 or act under risk-transfer agreements; we advise on the difference, carry out CASS audits and prepare the Retail Mediation Activities Return.',
      'Insurance Premium Tax is charged on most general insurance premiums, at a standard or a higher rate depending on the type of cover, and is accounted for to HMRC on quarterly returns. Getting the rate, the location of the risk and the timing right across thousands of policies depends on sound system rules. We review IPT processes, prepare returns and help insurers and MGAs with the VAT exemption for insurance and the partial exemption that follows from it.',
    ],
    illustration: 'financial-services',
    services: [
      {
        title: 'Solvency UK reporting support',
        description:
          'Preparation and review of quantitative reporting templates and the financial sections of the SFCR, reconciled to your statutory accounts.',
      },
      {
        title: 'IFRS 17 and FRS 103',
        description:
          'Accounting policy support, transition work and disclosure reviews for insurance contracts under IFRS 17 or FRS 103.',
      },
      {
        title: 'MGA finance and bordereaux',
        description:
          'Premium and claims bordereaux reconciliation, binder accounting and settlement reporting to your capacity providers.',
      },
      {
        title: 'Insurance client money audits',
        description:
          'CASS 5 reviews and audits for brokers and MGAs, covering risk-transfer agreements, client bank accounts and reconciliations.',
      },
      {
        title: 'Insurance Premium Tax',
        description:
          'IPT registration, quarterly returns, rate reviews by product and disclosure of past errors to HMRC.',
      },
      {
        title: 'Intermediary regulatory returns',
        description:
          'The Retail Mediation Activities Return and the capital resources calculations behind it for FCA-regulated brokers and MGAs.',
      },
    ],
  },
];
