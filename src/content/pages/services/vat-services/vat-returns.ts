import { href } from '../../../../config/paths';
import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/vat-services/vat-returns',
  title: 'VAT Returns under MTD',
  subtitle: 'Accurate VAT returns filed through MTD-compatible software, reconciled before they reach HMRC.',
  metaDescription:
    'Quarterly and monthly VAT returns under Making Tax Digital: digital links, reconciliations, import VAT, error corrections and penalty avoidance for businesses.',
  description: [
    'Every VAT-registered business must keep digital VAT records and file returns through software compatible with Making Tax Digital, unless HMRC accepts that it is digitally excluded, with digital links between any systems that feed the figures. Returns and payments are normally due one month and seven days after the end of each period. Since January 2023, late returns build up penalty points and late payments attract penalties and interest. Errors from earlier periods can be corrected on the next return only within set limits; larger ones must be disclosed to HMRC separately.',
    'Each return is prepared from your ledger and then tested before filing. Our team reconciles the VAT control account, reviews unusual transactions and reverse charge items, and checks import VAT against HMRC’s postponed VAT statements. You receive a summary showing what is payable or repayable and why it differs from last quarter. Once you approve, we file through MTD-compatible software, confirm the payment date, and note any issue worth fixing in your records before the next period.',
  ],
  illustration: 'vat-services',
  summary:
    'Returns prepared from your digital records, reviewed against the ledger and filed through MTD-compatible software, with payment dates diarised.',
  services: [
    {
      title: 'Return preparation and filing',
      description:
        'Monthly or quarterly returns prepared from your digital records and filed through MTD-compatible software once you approve.',
    },
    {
      title: 'VAT control account reconciliation',
      description:
        'The VAT account in your ledger reconciled to returns filed and payments made, so balances never drift.',
    },
    {
      title: 'Digital links review',
      description:
        'A check that figures travel from source systems to the return without manual re-keying, as MTD requires.',
    },
    {
      title: 'Import VAT and postponed accounting',
      description:
        'Import VAT accounted for through postponed VAT accounting and matched to HMRC’s monthly statements.',
    },
    {
      title: 'Error corrections',
      description:
        'Past errors corrected on the next return where the limits allow, or disclosed to HMRC separately where they do not.',
    },
    {
      title: 'Deadline and penalty management',
      description:
        'A filing and payment calendar that keeps you clear of penalty points, late payment penalties and interest.',
    },
  ],
  sources: [sources.mtdVat],
  keyDates: { label: 'Key dates for VAT-registered businesses', to: href('/key-dates/:audience', { audience: 'vat' }) },
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
};

export default page;
