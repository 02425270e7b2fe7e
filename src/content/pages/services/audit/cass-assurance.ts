import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/audit/cass-assurance',
  title: 'Client Assets (CASS) Assurance',
  subtitle: 'Client assets reports to the FCA for investment firms that hold client money or custody assets.',
  metaDescription:
    'CASS audits for FCA investment firms holding client money under CASS 7 or custody assets under CASS 6, with reasonable and limited assurance reports.',
  /**
   * @placeholder a capacity claim the firm must evidence before launch: CASS 6 and CASS 7 audits, which need the audit registration and people to carry them out
   */
  description: [
    'Investment firms, brokers, wealth managers and platforms that hold client money or safe custody assets are bound by the FCA’s Client Assets Sourcebook: CASS 7 for client money and CASS 6 for custody assets. Under SUP 3.10 the firm must have an auditor report to the FCA each year, following the FRC’s client assets assurance standard. Firms that hold client assets receive reasonable assurance opinions on their systems throughout the period and their compliance at its end. Firms with permission to hold, but which say they did not, receive a limited assurance report.',
    'We begin by confirming what your permissions require and which report applies, because scoping errors are a common source of late or rejected reports. Our testing covers internal and external reconciliations, the client money calculation, acknowledgement letters, the CASS resolution pack, and the oversight your CASS officer exercises. Breaches are discussed as we find them, not at the end. Where a firm is approaching a first CASS audit, a dry run beforehand shows what the auditor will ask for.',
  ],
  illustration: 'audit',
  summary:
    'Reasonable assurance reporting on client money and custody assets for FCA-authorised investment firms, with practical help before the period ends.',
  services: [
    {
      title: 'CASS scoping and report type',
      description:
        'Confirmation from your permissions and activities of whether a reasonable assurance, limited assurance or hybrid report is required.',
    },
    {
      title: 'Client money reconciliation testing',
      description:
        'Testing of internal client money calculations and external reconciliations under CASS 7, including how differences were resolved.',
    },
    {
      title: 'Custody asset reconciliation testing',
      description:
        'Testing of the records and reconciliations of safe custody assets held for clients under CASS 6, including third-party custodians.',
    },
    {
      title: 'Acknowledgement letters and trust status',
      description:
        'A check that client bank accounts and custody arrangements carry the required acknowledgement letters in the correct form.',
    },
    {
      title: 'CASS resolution pack and governance',
      description:
        'Review of the resolution pack, CASS firm classification and the oversight provided by the person responsible for CASS.',
    },
    {
      title: 'First-year mock audit',
      description:
        'A dry run ahead of a firm’s first CASS audit, testing the same areas so weaknesses are fixed before the period ends.',
    },
  ],
  sources: [sources.sup3ClientAssetsReport, sources.cass7, sources.cass6],
  linksToIndependence: true,
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-22',
};

export default page;
