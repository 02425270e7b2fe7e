import type { SectorContent } from '../../types';
import * as sources from '../../sources';

const page: SectorContent = {
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
  summary:
    'GP and dental practices, clinics and healthcare professionals: partnership accounts, NHS superannuation certificates and tax planning around NHS pensions.',
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
  sources: [sources.vatAct1994Exemptions],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
