import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
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
  summary:
    'R&D claims under the merged scheme or ERIS, with the technical narrative, claim notification and additional information form handled correctly.',
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
  sources: [sources.rdManual],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
