import { site } from '../../config/site';
import type { AboutContent } from '../types';

/** `/about`: the firm, its values, its directors and where to find it. */
const page: AboutContent = {
  path: '/about',
  title: 'About us',
  metaDescription: `Meet the directors of ${site.name}, chartered accountants in ${site.address.locality}: our values, our team and how to find our office.`,
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',

  hero: {
    eyebrow: 'About us',
    heading: `Chartered accountants in ${site.address.locality}`,
    lead: `${site.name} looks after payment and e-money institutions, crypto firms, growing companies and private clients from an office in the heart of London’s financial district.`,
  },

  regulatory: {
    eyebrow: 'Regulatory status',
    heading: 'Who regulates us, and where to check',
    intro: 'Each credential below links to the public register where you can check it for yourself.',
    labels: {
      professionalBody: 'Professional body',
      auditRegistration: 'Audit registration',
      amlSupervisor: 'Anti-money-laundering supervisor',
      icoRegistration: 'Data protection registration',
      indemnityInsurance: 'Professional indemnity insurance',
      complaints: 'Complaints',
      registeredCompany: 'Registered company',
      companiesHouseAgent: 'Companies House authorised agent',
    },
    checkLinks: {
      auditRegister: 'Check the audit register',
      icaewDirectory: 'Check ICAEW’s directory of firms',
      icoRegister: 'Check the ICO’s register of fee payers',
      companiesHouse: 'Check Companies House',
      complaints: 'ICAEW’s complaints process',
    },
    companiesHouseAgentEntry:
      'An Authorised Corporate Service Provider, registered with Companies House, so that we can verify directors’ and PSCs’ identities and file for clients. Our reference is',
    icoEntry:
      'We pay the data protection fee to the Information Commissioner’s Office; our entry on its register of fee payers is reference',
    complaints: `Tell us first, by email to ${site.email} or in writing to our registered office, and we will put it right if we can. If we cannot, you can complain to ${site.legal.professionalBody.shortName}; complaints about how we handle personal data can also go to the ICO, as our privacy policy explains.`,
  },

  values: {
    eyebrow: 'Our values',
    heading: 'How we work',
    items: [
      {
        title: 'Plain answers',
        description:
          'We tell you what the numbers mean and what we need from you, in words you can repeat to your board, your investors or your family.',
      },
      {
        title: 'Deadlines planned, not chased',
        description:
          'Every HMRC, Companies House and FCA date goes into our calendar when you join, and the work is scheduled back from it.',
      },
      {
        title: 'Independence in audit',
        description:
          'Our audits follow the ICAEW Code of Ethics and the FRC’s Ethical Standard, so we never audit returns, reconciliations or resolution packs we prepared. We challenge figures because your regulator and investors rely on them.',
      },
      {
        title: 'Fees you know in advance',
        description:
          'The fee is agreed before the work starts. If the scope changes, we say so first and agree the difference with you.',
      },
    ],
  },

  team: {
    eyebrow: 'Our team',
    heading: 'The directors you will work with',
    intro: 'Every client has a named director from the first conversation to the final filing.',
    /**
     * Replace them, and describe them as the firm is constituted (directors of a company, partners
     * of a partnership, members of an LLP).
     * @placeholder fictional people
     */
    members: [
      {
        name: 'Eleanor Hartley',
        role: 'Managing Director',
        qualifications: 'Chartered accountant, Fellow of the ICAEW',
        bio: `Eleanor founded ${site.shortName} after many years in audit and advisory, latterly as a director in the financial services practice of a Big Four firm. She leads the firm’s work with payment and e-money institutions and is the director clients call when a regulator, investor or lender needs an answer.`,
        portrait: 'team-eleanor-hartley',
        portraitAlt: 'Illustrated portrait of Eleanor Hartley',
      },
      {
        name: 'Daniel Okafor',
        role: 'Audit Director – Payments and E-money',
        qualifications: 'ACA',
        bio: 'Daniel leads our safeguarding and statutory audits for authorised payment institutions and EMIs, and is a Responsible Individual for audit under the ICAEW’s audit regulations. Before moving into practice he spent several years in the finance team of a UK e-money institution, so he knows the daily safeguarding reconciliation from both sides.',
        portrait: 'team-daniel-okafor',
        portraitAlt: 'Illustrated portrait of Daniel Okafor',
      },
      {
        name: 'Priya Raman',
        role: 'Tax Director – Digital Assets',
        qualifications: 'ACA, CTA',
        bio: 'Priya advises crypto businesses and individual investors on corporation tax, capital gains and VAT on cryptoasset activity, working from HMRC’s Cryptoassets Manual and the case law as it develops. She was previously a senior manager in the tax practice of a Big Four firm, and she handles HMRC enquiries and voluntary disclosures for clients with past returns to correct.',
        portrait: 'team-priya-raman',
        portraitAlt: 'Illustrated portrait of Priya Raman',
      },
    ],
  },

  location: {
    eyebrow: 'Location',
    heading: 'Find us',
    stationsHeading: 'Nearest stations',
    /** The stations nearest the office (`site.address` in src/config/site.ts): change them with it. */
    stations: [
      'Canary Wharf (Elizabeth line and Jubilee line), 4 minutes’ walk',
      'Canary Wharf DLR, 5 minutes’ walk',
      'Heron Quays DLR, 6 minutes’ walk',
    ],
    visits: `Visits are by appointment, ${site.hours.summary}. ${site.hours.weekend}.`,
    mapAlt: 'Stylised map of the Isle of Dogs showing the office between the northern docks, near Canary Wharf station',
  },
};

export default page;
