import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';
import { pounds } from '../../../tax-years/format';
import { vatRegistrationFigures } from '../../../tax-years/vat-registration';

const { registration } = vatRegistrationFigures;

const page: SubserviceContent = {
  path: '/services/vat-services/vat-registration',
  title: 'VAT Registration',
  subtitle: 'The right registration at the right time, with the VAT scheme that suits how your business trades.',
  metaDescription:
    'VAT registration with HMRC: threshold monitoring, voluntary registration, scheme selection, pre-registration VAT recovery and compliant invoicing set-up.',
  description: [
    `A business must register for VAT when its taxable turnover over the previous twelve months exceeds ${pounds(registration.value)}, or when it expects to exceed that figure in the next 30 days alone. The test is rolling, not tied to the financial year, and late registration brings VAT due on past sales plus penalties. Some businesses benefit from registering voluntarily before they reach the threshold, particularly those selling to VAT-registered customers or incurring significant set-up costs. Others, such as businesses making mainly exempt financial supplies, need careful analysis first.`,
    'We look at your turnover month by month and tell you when registration is due and whether registering earlier would make sense. If it is, we submit the application to HMRC and deal with any follow-up questions. Before the first return we review the schemes available, including Flat Rate, Cash Accounting and Annual Accounting, and the VAT incurred before registration that can be reclaimed. Your invoice templates and software are then set up so the first return is straightforward.',
  ],
  illustration: 'vat-services',
  summary:
    'Advice on when to register, whether voluntary registration makes sense and which scheme fits, followed by the application to HMRC.',
  services: [
    {
      title: 'Threshold monitoring',
      description:
        'Monthly tracking of your rolling twelve-month taxable turnover and the forward-looking 30-day test.',
    },
    {
      title: 'Voluntary registration review',
      description:
        'An assessment of whether registering before the threshold would help, based on who your customers are and what you spend.',
    },
    {
      title: 'HMRC registration application',
      description:
        'Preparation and submission of the registration, with the correct effective date and answers to HMRC’s follow-up questions.',
    },
    {
      title: 'Scheme selection',
      description:
        'Comparison of Flat Rate, Cash Accounting and Annual Accounting against standard accounting for your business.',
    },
    {
      title: 'Pre-registration VAT recovery',
      description:
        'Identification of VAT on goods and services bought before registration that can be reclaimed on the first return.',
    },
    {
      title: 'Invoicing and software set-up',
      description:
        'VAT invoice templates and software settings configured correctly, so the first return starts from clean records.',
    },
  ],
  sources: [sources.vatRegistration],
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
