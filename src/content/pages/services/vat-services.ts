import type { ServiceAreaContent } from '../../types';
import * as sources from '../../sources';

const page: ServiceAreaContent = {
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
  card: {
    description:
      'VAT registration, returns under Making Tax Digital and advice on the harder questions: financial services exemptions, partial exemption and cross-border supplies.',
    details: [
      'Registration, VAT grouping and choice of scheme',
      'Monthly or quarterly returns under Making Tax Digital',
      'Partial exemption calculations and special methods',
      'Place-of-supply and reverse charge advice',
      'Support through HMRC VAT compliance checks',
    ],
  },
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
  sources: [sources.vatRegistration, sources.mtdVat, sources.vatAct1994Exemptions],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
