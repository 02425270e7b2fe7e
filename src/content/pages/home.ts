import { site } from '../../config/site';
import type { HomeContent } from '../types';
import * as sources from '../sources';
import { pounds } from '../tax-years/format';
import { mtdIncomeTaxPhases } from '../tax-years/mtd-income-tax';
import { safeguardingAuditFigures } from '../tax-years/safeguarding-audit';

const [mtd2026, mtd2027, mtd2028] = mtdIncomeTaxPhases;
const { relevantFunds: safeguardingFunds } = safeguardingAuditFigures;

/** `/`: everything the home page says. */
const page: HomeContent = {
  path: '/',
  title: site.name,
  metaDescription: `Chartered accountants in ${site.address.locality}, London, for fintech, payment and e-money institutions, crypto firms, SMEs, sole traders and individuals.`,
  sources: [sources.sup3a, sources.sup16, sources.emrs2011, sources.psrs2017, sources.mtdQualifyingIncome],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',

  hero: {
    eyebrow: `Chartered accountants · ${site.address.locality}, ${site.address.city}`,
    heading: 'Accounting, audit and tax you can rely on',
    lead: `We are chartered accountants in ${site.address.locality} for fintech, payment and e-money institutions, crypto firms, SMEs, sole traders, local businesses and individuals. We work to fixed fees, give you a named director and plan every HMRC, Companies House and FCA deadline from the day you join.`,
    servicesLink: 'Explore our services',
  },

  about: {
    eyebrow: 'About the firm',
    heading: 'A practice built around regulated and growing businesses',
    paragraphs: [
      `${site.shortName} is a firm of ICAEW chartered accountants in ${site.address.locality}. Much of our work is for businesses the FCA supervises – payment institutions and e-money institutions that need a safeguarding audit, capital adequacy returns and accounts that will stand up to their regulator – and for crypto firms whose records run across exchanges and wallets.`,
      'The same discipline serves our SME, sole trader and private clients. Records are kept in order through the year, returns are prepared well before they are due, and when something needs a decision from you, we explain the options and what each would cost in tax or time.',
    ],
    points: [
      {
        title: 'Fixed fees agreed in advance',
        description:
          'You know the fee before we start. If the scope changes, we say so and agree the difference before doing the work.',
      },
      {
        title: 'A named director on every engagement',
        description:
          'One director is responsible for your work from the engagement letter to the final filing, and you have their direct line.',
      },
      {
        title: `Replies within ${site.repliesWithin}`,
        description: `Emails and calls are answered within ${site.repliesWithin}, even when the full answer takes longer.`,
      },
      {
        title: 'Cloud-first and paper-light',
        description:
          'We work in your cloud ledger with shared access, so we both see the same figures and nothing waits on a courier.',
      },
    ],
    teamLink: 'Meet the team',
  },

  services: {
    eyebrow: 'Services',
    heading: 'Where we do our best work',
    intro: 'Three of the nine areas we cover, each led by one of our three directors.',
    cards: [
      {
        id: 'emi-reporting',
        title: 'Fintech and Payments',
        description:
          'Safeguarding audits under SUP 3A against the CASS 15 safeguarding rules, monthly safeguarding returns, capital adequacy returns (FIN060 for e-money institutions, FSA056 for authorised payment institutions), the FSA057 transactions return of small payment institutions, REP-CRIM and REP017; or, for a firm whose returns we do not prepare, its statutory audit. One or the other, never both.',
      },
      {
        id: 'crypto-accounting',
        title: 'Crypto Accounting',
        description:
          'Wallet and exchange reconciliations, cryptoasset accounting under FRS 102 and UK-adopted international accounting standards, and corporation tax, capital gains and VAT positions worked through HMRC’s Cryptoassets Manual, for companies and individuals alike.',
      },
      {
        id: 'sme-accounting',
        title: 'SME Accounting',
        description:
          'Bookkeeping, management accounts, year-end accounts under FRS 102 and FRS 105, payroll and RTI and VAT under Making Tax Digital; corporation tax for limited companies, and Self Assessment for partners and sole traders.',
      },
    ],
    cardLink: 'Find out more',
    allLink: 'See all nine services',
  },

  audiences: {
    eyebrow: 'Clients',
    heading: 'Who we work with',
    intro:
      'Our clients range from FCA-authorised payment firms to people filing their first Self Assessment return. Each gets advice fitted to the rules that apply to them.',
    items: [
      {
        title: 'Fintech and payment institutions',
        description: `Authorised payment institutions, which file the FSA056 capital adequacy return and need the annual SUP 3A safeguarding audit unless they provide only payment initiation or account information services or fall within its ${pounds(safeguardingFunds.value)} exemption; and small payment institutions, which file the FSA057 transactions return, report no own funds and are outside the SUP 3A audit requirement. We prepare their returns and year-end accounts, or audit them: not both.`,
      },
      {
        title: 'E-money institutions',
        description:
          'EMIs and small EMIs under the Electronic Money Regulations 2011: safeguarding reconciliations and FIN060 capital adequacy returns, or the statutory and safeguarding audits for firms whose figures we have not prepared. One or the other, never both.',
      },
      {
        title: 'Crypto and blockchain firms',
        description:
          'Exchanges, custodians, token issuers and Web3 businesses that need complete on-chain records, supportable valuations and a clear tax position.',
      },
      {
        title: 'SMEs',
        description:
          'Limited companies and partnerships that want reliable management accounts, accounts filed on time and their tax handled without surprises: corporation tax for the company, the partnership return and partners’ Self Assessment for the partnership.',
      },
      {
        title: 'Sole traders and local businesses',
        description: `Shops, trades, practices and the self-employed who need tidy books, Self Assessment returns and help with Making Tax Digital for Income Tax, which has applied since ${mtd2026.startsOn} to sole traders and landlords with qualifying income over ${pounds(mtd2026.thresholdPence)}, and applies from ${mtd2027.startsOn} over ${pounds(mtd2027.thresholdPence)} and from ${mtd2028.startsOn} over ${pounds(mtd2028.thresholdPence)}.`,
      },
      {
        title: 'Individuals',
        description:
          'Self Assessment returns, capital gains on property, shares and cryptoassets, and straightforward advice when income arrives from more than one source.',
      },
    ],
  },

  technology: {
    eyebrow: 'Technology',
    heading: 'The software we work in',
    intro:
      'We work inside the systems you already use wherever we can, and recommend a change only when it saves you time or satisfies a regulator or HMRC.',
    tools: [
      {
        title: 'Xero',
        description:
          'Our usual ledger for SMEs and sole traders, with live bank feeds and VAT returns filed to HMRC under Making Tax Digital.',
      },
      {
        title: 'QuickBooks Online',
        description:
          'Supported in full for clients already on it; we take over existing files rather than ask you to migrate.',
      },
      {
        title: 'Sage Intacct',
        description:
          'For larger fintechs that need multi-entity consolidation and dimensions that record relevant funds separately in the ledger, for reconciliation to the segregated safeguarding accounts, insurance or guarantee that actually protect them.',
      },
      {
        title: 'Dext',
        description:
          'Captures receipts and supplier invoices from a photo or forwarded email and posts them to the ledger with the source document attached.',
      },
      {
        title: 'ApprovalMax',
        description:
          'Multi-step approval of bills and purchase orders before payment, where a board or investors expect segregation of duties.',
      },
      {
        title: 'Koinly',
        description:
          'Imports exchange and wallet histories for individual crypto investors so we can apply HMRC’s same-day, 30-day and pooling rules to every disposal. We use our own subscription, included in our crypto tax fee.',
      },
      {
        title: 'Cryptio',
        description:
          'A cryptoasset sub-ledger for crypto businesses that reconciles on-chain activity to the general ledger and keeps the audit trail intact.',
      },
      {
        title: 'MTD bridging software',
        description:
          'For clients who keep their records in spreadsheets, HMRC-recognised bridging software submits VAT returns with the digital links Making Tax Digital requires.',
      },
    ],
  },

  consultation: {
    heading: 'Book a free 30-minute consultation',
    text: `Tell us what you need and we will explain how we would approach it and what it would cost. It is free and carries no obligation, by video, by phone or at our ${site.address.locality} office.`,
  },
};

export default page;
