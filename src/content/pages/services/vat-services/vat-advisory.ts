import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
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
  summary:
    'Advice on the exemption for payment and financial services, recovering input VAT under partial exemption, and services bought or sold overseas.',
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
  sources: [sources.vatAct1994Exemptions],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
