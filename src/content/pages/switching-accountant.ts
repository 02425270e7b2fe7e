import type { SwitchingAccountantContent } from '../types';
import * as sources from '../sources';
import { consultationMinutes } from '../consultation';

/**
 * `/switching-accountant`: what changing accountant involves and how long each part takes. Each
 * step cites the texts its rules come from; what is our own practice (the records we ask for, our
 * fees, when we suggest changing) cites nothing and says "we".
 */
const clearance = [sources.icaewCodeProfessionalAppointments, sources.icaewChangeOfAppointment];
const identity = [sources.mlrs2017CustomerDueDiligence];
const hmrc = [sources.agentBusinessTaxAccount, sources.onlineAgentAuthorisation, sources.agentDigitalHandshake];
const companiesHouse = [
  sources.companiesHouseIdentity,
  sources.companiesHousePersonalCodes,
  sources.companiesHouseAuthorisedAgents,
];
const deadlines = [
  sources.accountsFiling,
  sources.corporationTaxDueDate,
  sources.companyTaxReturns,
  sources.selfAssessmentDeadlines,
];

const page: SwitchingAccountantContent = {
  path: '/switching-accountant',
  title: 'Changing accountant: what it involves and how long it takes',
  metaDescription:
    'Changing accountant step by step: clearance, identity checks and our engagement letter, HMRC authorisation, Companies House, records, fees and timing.',
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-28',

  hero: {
    eyebrow: 'Changing accountant',
    heading: 'Changing accountant, step by step',
    lead: 'What happens, in what order, and how long each part takes, so that nothing is filed late on the way.',
  },

  intro: [
    'You can change accountant at any time of year: ICAEW’s guidance for accountants starts from the point that clients have the right to choose their accountant and to change. Most of the work is ours. From you we need a yes to each request below, passed on promptly.',
    'In our experience the whole change takes two to four weeks from the day you ask us to go ahead. The slowest part is usually HMRC’s letters for the taxes it still authorises by post.',
  ],

  stepsHeading: 'What changing involves',
  takesLabel: 'Takes:',
  sourcedFrom: 'From:',
  steps: [
    {
      heading: '1. Professional clearance',
      takes: 'as long as your current accountant takes to reply; usually a few days',
      paragraphs: [
        'Before we accept the work, the ICAEW Code of Ethics (section 320, professional appointments) requires us to find out whether there is any reason not to take it on. We do this by writing to your current accountant and asking whether there is anything we should know before we accept.',
        'Your accountant needs your permission to answer us. ICAEW’s guidance asks the outgoing accountant to reply promptly and, when there is nothing to raise, to say so. Telling them that you are moving, and that they may answer us, is the quickest way through this step.',
      ],
      sources: clearance,
    },
    {
      heading: '2. Identity checks, then our engagement letter',
      takes: 'a day or two once we have your documents, alongside clearance',
      paragraphs: [
        'Before we start acting for you, the Money Laundering Regulations 2017 require us to identify you and verify your identity (regulations 27 and 28). For a company we also confirm its name, company number and registered office, and identify the people who own or control it and take reasonable steps to verify who they are. We ask for the documents at the start, so that these checks run while clearance is under way.',
        'Then we send you our engagement letter: the work we will do, its fixed fee, what each of us is responsible for and how to complain. The work starts once we have both signed it.',
      ],
      sources: identity,
    },
    {
      heading: '3. HMRC: authorising us for each tax',
      takes: 'minutes for VAT; for Self Assessment, Corporation Tax and PAYE, a letter within 7 working days',
      paragraphs: [
        'HMRC deals with an agent only once the client has authorised it, and each tax is authorised separately: Self Assessment, VAT, PAYE and Corporation Tax are four authorisations, not one. Never give us, or anyone, your own HMRC sign-in details: HMRC’s guidance says you must not.',
        'Self Assessment, Corporation Tax and PAYE: we request authorisation online and HMRC posts you a letter with an authorisation code within 7 working days. You pass the code to us, and we must enter it within 30 days (the letter gives the exact date), or the request lapses and starts again.',
        'VAT and Making Tax Digital for Income Tax use HMRC’s “digital handshake”: we send you a link, you sign in with your own Government Gateway details and accept. PAYE and VAT can also be authorised from your business tax account with our agent identifier.',
      ],
      sources: hmrc,
    },
    {
      heading: '4. Companies House: identity verification and authorised agents',
      takes: 'nothing to redo when your directors are already verified',
      paragraphs: [
        'Since 18 November 2025 directors and people with significant control have needed a Companies House personal code, which they receive once their identity is verified. The code is personal to the person, not to the company or to whoever files for it, so changing accountant does not change it.',
        'An accountant can verify someone’s identity for Companies House only as a Companies House authorised agent (an Authorised Corporate Service Provider), registered with Companies House and supervised for anti-money laundering. Companies House has said that in future every agent that files on behalf of clients will have to register as one.',
      ],
      sources: companiesHouse,
    },
    {
      heading: '5. The handover of your records',
      takes: 'alongside clearance; a week or two for the records to arrive',
      paragraphs: [
        'Once clearance is done we ask your accountant, with your authority, for what we need to carry on: the last accounts and tax returns as filed, the computations behind them, the trial balance and fixed asset register, payroll and VAT records, and any correspondence with HMRC that is still open.',
        'If your bookkeeping software is subscribed in your accountant’s name, ask for the subscription to be moved to yours, so that your records stay where they are and nothing is keyed in twice.',
      ],
      sources: [],
    },
    {
      heading: '6. Fees for work already under way',
      takes: 'agreed before we start',
      paragraphs: [
        'Settle with your current accountant what they have done and billed, and agree who finishes any piece of work already started: a return they have nearly finished is usually best filed by them. We charge nothing for the clearance letter, the HMRC authorisations or collecting your records.',
        'For the work we take on, you have a fixed fee in writing before we start, from the ranges on our fees page.',
      ],
      sources: [],
      link: { to: '/fees', label: 'Our fees' },
    },
    {
      heading: '7. Timing around year ends and filing deadlines',
      takes: 'best well clear of a deadline',
      paragraphs: [
        'The deadlines that matter: a private company files its accounts at Companies House within 9 months of its year end; its Corporation Tax is payable 9 months and 1 day after the end of the accounting period, and its Company Tax Return is due 12 months after it; an online Self Assessment return is due by 31 January after the tax year.',
        'The easiest time to change is soon after your year end or soon after a return has been filed. When a return or accounts are due within about two months, we usually agree that your current accountant files them and we take over from the next period, so that no deadline depends on a handover.',
      ],
      sources: deadlines,
    },
  ],

  booking: {
    heading: 'Talk it through first',
    text: `A free, ${consultationMinutes}-minute consultation with a director about changing to us: what we would need, and when it would be best to change.`,
    link: 'Book a consultation about changing accountant',
  },

  sources: [...clearance, ...identity, ...hmrc, ...companiesHouse, ...deadlines],
};

export default page;
