import { site } from '../config/site';
import type { TeamMember } from './types';

export const team: TeamMember[] = [
  {
    name: 'Eleanor Hartley',
    role: 'Managing Director',
    qualifications: 'FCA (ICAEW)',
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
];
