import type { SectorStyleContent } from './types';

/** The sector-style page for each service area, at `/services/<service id>`. */
export const serviceAreaPages: SectorStyleContent[] = [
  {
    path: '/services/accountancy',
    title: 'Accountancy',
    subtitle: 'Accurate accounts, prepared on time, that tell directors what actually happened in their business.',
    metaDescription:
      'Statutory accounts under FRS 102 and FRS 105, management accounts and bookkeeping for London companies, filed on time with Companies House and HMRC.',
    description: [
      'Every UK company must prepare annual accounts and file them at Companies House, and the directors remain responsible for them even when an accountant prepares them. We prepare accounts under the framework that fits: FRS 105 for micro-entities, FRS 102 for most private companies (with the Section 1A disclosures where the company is small), and IFRS where a group or an investor requires it. We tag the accounts in iXBRL for HMRC, draft the directors’ report where one is needed, and take you through the figures before you sign.',
      'Annual accounts look backwards. Most of our clients also want to see the business as it runs, so we produce management accounts monthly or quarterly: profit and loss against budget, a balance sheet that reconciles, cash flow and a short commentary on what moved and why. Behind both sits the bookkeeping. Whether we keep the books ourselves or review your team’s work, bank accounts, payment processors and the VAT and payroll control accounts are reconciled every month, so the year-end holds no surprises.',
    ],
    illustration: 'accountancy',
    services: [
      {
        title: 'Statutory annual accounts',
        description:
          'Year-end accounts under FRS 102, FRS 105 or IFRS, with notes and a directors’ report where required, ready for board approval.',
      },
      {
        title: 'Companies House and iXBRL filing',
        description:
          'Accounts tagged for submission with your corporation tax return and filed at Companies House, with the filing deadline tracked for you.',
      },
      {
        title: 'Management accounts',
        description:
          'Monthly or quarterly profit and loss, balance sheet and cash flow, compared with budget and the prior period, with written commentary.',
      },
      {
        title: 'Bookkeeping',
        description:
          'Sales, purchases, expenses and payroll journals recorded in your cloud ledger on an agreed weekly or monthly cycle.',
      },
      {
        title: 'Balance sheet reconciliations',
        description:
          'Bank, payment processor, VAT, PAYE and intercompany balances reconciled to supporting evidence at each month-end.',
      },
      {
        title: 'Group and consolidated accounts',
        description:
          'Consolidation of subsidiaries, intercompany eliminations and group accounts for parent companies that must prepare them.',
      },
    ],
  },
  {
    path: '/services/audit',
    title: 'Audit and Assurance',
    subtitle: 'Independent audits and regulatory assurance, planned carefully and delivered to the timetable we agree.',
    metaDescription:
      'Statutory audits under ISAs (UK), safeguarding audits for e-money and payment institutions, and CASS client assets assurance from London auditors.',
    description: [
      'An audit is only useful if the people relying on it can trust both the opinion and the work behind it. We carry out statutory audits under International Standards on Auditing (UK) and the FRC’s Ethical Standard: for companies above the small company thresholds, for those whose shareholders or lenders ask for an audit, and for companies that cannot take the exemption at all, e-money issuers among them. Planning starts with your business and its risks, the timetable is agreed with your board at the outset, and our findings reach the directors in plain language.',
      'Regulated payments firms need a second kind of assurance. Authorised e-money and payment institutions must safeguard their customers’ funds under the Electronic Money Regulations 2011 and the Payment Services Regulations 2017, and from May 2026 the FCA’s CASS 15 rules require an annual safeguarding audit. We perform those audits, and client assets engagements for investment firms that hold client money or custody assets, testing reconciliations, segregation and records to the depth the FCA expects and reporting any breaches clearly.',
    ],
    illustration: 'audit',
    services: [
      {
        title: 'Statutory audit',
        description:
          'An opinion on your annual accounts under ISAs (UK), with a management letter setting out control findings and recommendations.',
      },
      {
        title: 'Safeguarding audit',
        description:
          'The annual audit of your compliance with the safeguarding requirements for e-money and payment institutions, including the CASS 15 audit from May 2026.',
      },
      {
        title: 'CASS client assets report',
        description:
          'The client assets report the FCA requires from investment firms that hold client money or safeguard custody assets.',
      },
      {
        title: 'Group audits',
        description:
          'Audits of parent and subsidiary accounts, coordinated so that component work and consolidation finish on one timetable.',
      },
      {
        title: 'Agreed-upon procedures',
        description:
          'Specified procedures on grant claims, covenant compliance or other figures, with factual findings reported to the parties who need them.',
      },
      {
        title: 'First-year audit readiness',
        description:
          'A review before your first audit that identifies gaps in records, controls and accounting policies while there is still time to close them.',
      },
    ],
  },
  {
    path: '/services/tax',
    title: 'Tax',
    subtitle:
      'Corporate and personal tax handled with care, with the planning done before the deadlines rather than after them.',
    metaDescription:
      'Corporation tax, Self Assessment and R&D tax relief claims for London businesses and individuals, prepared accurately and filed with HMRC on time.',
    description: [
      'Tax compliance has fixed deadlines and little tolerance for error, so we build the work around your calendar. For companies, that means corporation tax computations and CT600 returns filed with iXBRL-tagged accounts, payment dates set out well in advance, and quarterly instalment payments planned for larger companies. We review capital allowances, losses, group relief and the associated companies rules every year, because the right answer changes as the business does.',
      'Individuals get the same attention. We prepare Self Assessment returns for company directors, sole traders, landlords and investors, agree payments on account, calculate capital gains and advise directors on drawing profit through salary, dividends and pension contributions. Where Making Tax Digital for Income Tax will apply to a sole trader or landlord from April 2026 onwards, we move their records onto compatible software before the first quarterly update is due.',
      'R&D tax relief rewards companies that resolve genuine scientific or technological uncertainty, and HMRC now examines claims closely. We prepare claims under the merged scheme or, for loss-making R&D-intensive SMEs, enhanced R&D intensive support (ERIS). Working with your engineers, we write technical narratives that are accurate and supportable, analyse qualifying costs, and make sure any claim notification and the additional information form reach HMRC in time.',
    ],
    illustration: 'tax',
    services: [
      {
        title: 'Corporation tax returns',
        description:
          'Computations and CT600 returns filed with iXBRL accounts, with a clear note of what is payable and when.',
      },
      {
        title: 'Self Assessment returns',
        description:
          'Personal tax returns for directors, landlords, sole traders and investors, including payments on account and foreign income.',
      },
      {
        title: 'R&D tax relief claims',
        description:
          'Claims under the merged scheme or ERIS, with the technical narrative, cost analysis and additional information form.',
      },
      {
        title: 'Profit extraction planning',
        description:
          'Advice each year on the mix of salary, dividends and pension contributions that suits both the directors and the company.',
      },
      {
        title: 'Capital gains tax',
        description:
          'Calculations and reporting for disposals of shares, property and other assets, including the UK property return due within 60 days of completion.',
      },
      {
        title: 'HMRC enquiries',
        description:
          'Representation in HMRC compliance checks from the first letter to closure, with every response prepared and agreed with you.',
      },
    ],
  },
  {
    path: '/services/corporate-finance',
    title: 'Corporate Finance',
    subtitle: 'Financial advice for raising capital, buying or selling a business and agreeing what it is worth.',
    metaDescription:
      'Corporate finance support in London: investor-ready forecasts, SEIS and EIS advance assurance, financial due diligence and business valuations.',
    description: [
      'Transactions test the quality of a company’s numbers more than anything else. Whether you are raising a seed round, bringing in institutional investors, acquiring a competitor or preparing to sell, the other side will examine your accounts, forecasts and controls in detail. We help owners and management teams prepare for that scrutiny: building financial models that hold together, reconciling management information to the statutory accounts, and assembling a data room that answers the questions investors and buyers will ask.',
      'For early-stage companies we prepare SEIS and EIS advance assurance applications to HMRC, so investors can see that their relief is likely to be available before they commit. On acquisitions, our financial due diligence looks past reported profit to the quality of earnings, working capital, net debt and tax exposures, and reports in time to influence the price and the sale agreement. Our valuations set out the method and assumptions plainly, whether they support a transaction, a shareholder exit or a share option scheme.',
    ],
    illustration: 'corporate-finance',
    services: [
      {
        title: 'Financial models and forecasts',
        description:
          'Integrated profit and loss, balance sheet and cash flow forecasts built for investors, lenders and the board.',
      },
      {
        title: 'SEIS and EIS advance assurance',
        description:
          'Applications to HMRC for advance assurance, followed by the compliance statements needed once the shares are issued.',
      },
      {
        title: 'Investor data room preparation',
        description:
          'Historical accounts, management information, the capitalisation table and key contracts organised and reconciled before diligence begins.',
      },
      {
        title: 'Buy-side due diligence',
        description:
          'A review of a target’s quality of earnings, working capital, net debt and tax position, reported before terms are fixed.',
      },
      {
        title: 'Vendor due diligence',
        description:
          'An independent report on your own business, prepared before a sale so that buyers start from a reliable set of facts.',
      },
      {
        title: 'Business and share valuations',
        description:
          'Valuations for transactions, shareholder exits and Enterprise Management Incentive options, agreed with HMRC where that is required.',
      },
    ],
  },
  {
    path: '/services/sme-accounting',
    title: 'SME Accounting',
    subtitle: 'Straightforward accounting, payroll and tax for small businesses, sole traders and local firms.',
    metaDescription:
      'Accounting for small businesses and sole traders in London: Making Tax Digital, payroll and pensions, cloud bookkeeping and year-end accounts.',
    description: [
      'Running a small business leaves little time for bookkeeping, and the rules do not get simpler because a business is small. A café, a building contractor and a two-person design studio each have their own payroll, VAT and tax obligations to meet. We take those obligations off your hands for a fixed monthly fee agreed before we start, so you know the cost in advance and can pick up the phone with a question without watching the clock.',
      'Most of our small-business clients keep their records in Xero, QuickBooks, FreeAgent or Sage. We set the software up properly, connect bank feeds and receipt capture, and show you the few tasks worth doing each week. VAT returns go to HMRC under Making Tax Digital, and sole traders and landlords are being prepared for Making Tax Digital for Income Tax, which brings quarterly updates once it applies to them.',
      'Payroll runs under PAYE, with Real Time Information submissions made on or before each payday, and we look after workplace pension auto-enrolment, from assessing new staff to re-enrolment every three years. At the year-end we prepare your accounts and tax returns from records we already know, and then talk you through the results and what they mean for the year ahead.',
    ],
    illustration: 'sme-accounting',
    services: [
      {
        title: 'Cloud bookkeeping',
        description:
          'Transactions recorded and reconciled in your cloud software every month, ready for VAT returns and simple management reports.',
      },
      {
        title: 'Making Tax Digital for VAT',
        description: 'VAT returns prepared from your digital records and filed through MTD-compatible software.',
      },
      {
        title: 'MTD for Income Tax readiness',
        description:
          'Software, digital records and a quarterly update routine set up for sole traders and landlords before the rules reach them.',
      },
      {
        title: 'Payroll and RTI',
        description:
          'Payslips, Full Payment Submissions, P60s and P11Ds, with starters, leavers and statutory pay handled correctly.',
      },
      {
        title: 'Pensions auto-enrolment',
        description:
          'Staff assessment, contributions and the declaration of compliance to The Pensions Regulator, including re-enrolment.',
      },
      {
        title: 'Year-end accounts and tax returns',
        description:
          'Company accounts and corporation tax, or sole trader accounts and Self Assessment, prepared from the records we already keep.',
      },
    ],
  },
  {
    path: '/services/crypto-accounting',
    title: 'Crypto Accounting',
    subtitle: 'Tax and accounting for cryptoassets, grounded in HMRC’s guidance and the standards auditors apply.',
    metaDescription:
      'Crypto tax and accounting in London: capital gains on cryptoassets, staking and DeFi income, digital asset accounting and audit readiness for crypto firms.',
    description: [
      'HMRC does not treat cryptoassets as currency. Its Cryptoassets Manual sets out how gains and income are taxed, and the answer depends on what you hold, how you acquired it and what you do with it. For individuals, disposals are usually within capital gains tax, matched under the same-day and 30-day rules before a pooled cost is used for each token, while staking rewards, mining and some airdrops can be income. We rebuild your history from exchange and wallet data, test it for gaps and report the result through Self Assessment.',
      'Businesses face different questions. Cryptoassets held by a company are generally accounted for as intangible assets, or as inventory where they are held for sale in the ordinary course of business, under FRS 102 or IFRS, and the choice affects both reported profit and tax. We build sub-ledgers that reconcile to on-chain balances and custodian statements, draft accounting policies that fit your activities, and prepare exchanges, custodians and token issuers for their auditors’ questions on existence, ownership and valuation.',
    ],
    illustration: 'crypto-accounting',
    services: [
      {
        title: 'Cryptoasset capital gains',
        description:
          'Gains and losses calculated from your exchange and wallet records using HMRC’s matching and pooling rules.',
      },
      {
        title: 'Staking, mining and DeFi income',
        description:
          'Rewards, airdrops and DeFi lending or liquidity returns analysed and treated as income or capital in line with HMRC guidance.',
      },
      {
        title: 'HMRC letters and disclosures',
        description:
          'Help if HMRC has written to you about cryptoassets, or if earlier returns need correcting through a voluntary disclosure.',
      },
      {
        title: 'Digital asset accounting policies',
        description:
          'Recognition, measurement and disclosure policies for cryptoassets under FRS 102 or IFRS, documented for your board and auditors.',
      },
      {
        title: 'Crypto sub-ledger reconciliation',
        description:
          'Wallet, exchange and custodian balances reconciled to the general ledger each month, with every difference investigated.',
      },
      {
        title: 'Audit readiness for crypto firms',
        description:
          'Evidence of existence, ownership and custody controls prepared in advance, so that your auditors can complete fieldwork to plan.',
      },
    ],
  },
  {
    path: '/services/vat-services',
    title: 'VAT Services',
    subtitle:
      'VAT registration, returns and advice, including the exemptions and cross-border rules that catch out fintech and service businesses.',
    metaDescription:
      'VAT registration, Making Tax Digital returns and VAT advice for London businesses, including financial services exemptions and cross-border supplies.',
    description: [
      'VAT touches nearly every transaction a business makes, and a small error repeats every quarter until someone notices it. We register businesses when they reach the threshold or when voluntary registration makes commercial sense, advise on the cash accounting and flat rate schemes and on VAT grouping, and prepare returns from your digital records for filing under Making Tax Digital. Each return is reviewed against your ledger before it goes to HMRC, and you see the figures and the payment date in advance.',
      'Financial services need particular care. Many payment and e-money services are exempt from VAT, so the input VAT on a firm’s costs is only partly recoverable, and the line between an exempt financial service and a taxable technology or administrative service is often contested. We help payments firms, lenders and fintech platforms analyse their supplies, propose a partial exemption special method to HMRC where the standard method gives a distorted result, and apply the place-of-supply and reverse charge rules to services bought from or sold to customers overseas.',
    ],
    illustration: 'vat-services',
    services: [
      {
        title: 'VAT registration',
        description:
          'Advice on timing and on voluntary registration, followed by the application to HMRC and the set-up of your VAT records.',
      },
      {
        title: 'MTD VAT returns',
        description:
          'Monthly or quarterly returns prepared from your digital records, reviewed and filed through MTD-compatible software.',
      },
      {
        title: 'VAT schemes and grouping',
        description:
          'An assessment of cash accounting, the flat rate scheme, annual accounting and VAT group registration for your circumstances.',
      },
      {
        title: 'Partial exemption',
        description:
          'Annual adjustments and, where it gives a fairer result, a partial exemption special method proposed to HMRC for approval.',
      },
      {
        title: 'Financial services VAT analysis',
        description:
          'A review of whether your payment, lending or platform services are exempt or taxable, and what that means for pricing and recovery.',
      },
      {
        title: 'Cross-border VAT',
        description:
          'Place-of-supply and reverse charge advice on services and goods bought from and sold to customers outside the UK.',
      },
    ],
  },
  {
    path: '/services/emi-reporting',
    title: 'EMI and Payments Reporting',
    subtitle:
      'Regulatory reporting, safeguarding and capital support for e-money and payment institutions authorised by the FCA.',
    metaDescription:
      'FCA regulatory returns, safeguarding reconciliations and own funds calculations for London e-money and payment institutions, including CASS 15 returns.',
    description: [
      'An authorised e-money or payment institution reports to the FCA more often, and in more detail, than most companies of its size. The regulator expects accurate FIN060 capital adequacy returns, the REP-CRIM financial crime return, REP017 payments fraud reports and, from May 2026 under CASS 15, a monthly safeguarding return, each consistent with the others and with your audited accounts. We prepare and review these returns from reconciled figures, submit them through RegData on your instruction, and keep a working file showing how every number was derived.',
      'Safeguarding sits at the centre of it. Under the Electronic Money Regulations 2011 and the Payment Services Regulations 2017, relevant funds must be segregated from the firm’s own money or protected by an insurance policy or guarantee, and the FCA expects reconciliations that catch a shortfall before it becomes a breach. We perform or review daily internal and external reconciliations, help you keep your resolution pack current, and document the reasoning your safeguarding auditor will test.',
      'We also calculate your own funds requirement under the method that applies – Method D for e-money, and Method A, B or C for unrelated payment services – and compare it with eligible capital, so the board sees its headroom early and can plan for growth, new products or a capital injection. The same figures feed your wind-down plan and liquidity assessment, so that the capital position you describe to the FCA is consistent wherever it appears.',
    ],
    illustration: 'emi-reporting',
    services: [
      {
        title: 'FIN060 capital adequacy returns',
        description:
          'Own funds and capital requirement figures prepared from reconciled accounts and submitted through RegData.',
      },
      {
        title: 'REP-CRIM and REP017 returns',
        description:
          'Financial crime and payments fraud data compiled with your compliance team, checked against your systems and filed on time.',
      },
      {
        title: 'Monthly safeguarding returns',
        description:
          'The CASS 15 monthly safeguarding return prepared from your reconciliations, with any exceptions explained.',
      },
      {
        title: 'Daily safeguarding reconciliations',
        description:
          'Internal and external reconciliations of relevant funds performed or reviewed each business day, with breaks escalated promptly.',
      },
      {
        title: 'Own funds and capital planning',
        description:
          'Requirements calculated under Method D and Method A, B or C as applicable, with headroom forecasts for the board.',
      },
      {
        title: 'Safeguarding policies and resolution pack',
        description:
          'Safeguarding procedures, account acknowledgement letters and the resolution pack reviewed against the FCA’s rules.',
      },
    ],
  },
  {
    path: '/services/financial-outsourcing',
    title: 'Financial Outsourcing',
    subtitle: 'A qualified finance function for companies not yet ready to build one in-house.',
    metaDescription:
      'Outsourced finance teams, fractional finance directors and finance controls for London start-ups, scale-ups and regulated firms, run on your own systems.',
    description: [
      'Growing companies often reach the point where the founder can no longer keep the books, but a full finance team would be premature. We fill that gap. Our team runs your purchase and sales ledgers, expenses, payroll and month-end close on your own systems, to a timetable agreed with you, and produces management accounts and a cash forecast each month. As the business grows the work scales with it, and if you later hire in-house we hand over documented processes rather than a collection of spreadsheets.',
      'Some questions need a senior voice. A fractional finance director joins for an agreed number of days a month to own the budget, lead board reporting, manage relationships with banks and investors, and guide a fundraising or an acquisition. For FCA-regulated firms we also design finance controls that stand up to scrutiny – approval limits, segregation of duties, reconciliations and month-end checklists – and give your board the information it needs to oversee an outsourced arrangement, as the regulator expects.',
    ],
    illustration: 'financial-outsourcing',
    services: [
      {
        title: 'Outsourced ledgers and payments',
        description:
          'Purchase ledger, sales ledger, expense claims and supplier payment runs managed by our team on your systems.',
      },
      {
        title: 'Month-end close',
        description:
          'A documented close with reconciliations, accruals and prepayments completed within an agreed number of working days.',
      },
      {
        title: 'Board packs and KPIs',
        description:
          'Monthly board reporting with management accounts, key performance indicators and commentary on the results.',
      },
      {
        title: 'Fractional finance director',
        description:
          'Senior finance leadership for budgets, strategy, investor relations and fundraising, for an agreed number of days each month.',
      },
      {
        title: 'Finance processes and controls',
        description:
          'Approval limits, segregation of duties and procedures designed, documented and tested, ready for auditors and investors.',
      },
      {
        title: 'Budgets and cash flow forecasts',
        description:
          'Annual budgets and rolling weekly cash forecasts that show funding needs while there is still time to act.',
      },
    ],
  },
];
