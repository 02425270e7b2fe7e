import type { IndependenceContent } from '../types';
import * as sources from '../sources';

/** `/independence`: what we will and will not do for a client whose audit we carry out. */
const page: IndependenceContent = {
  path: '/independence',
  title: 'Independence: what we will and will not do for an audit client',
  metaDescription:
    'Which services we provide to a company we audit, and which we do not: audits set against accounts, payroll, tax, valuations, returns and FD roles.',
  reviewedBy: 'Daniel Okafor',
  reviewedOn: '2026-11-27',

  hero: {
    eyebrow: 'Independence',
    heading: 'What we will and will not do for an audit client',
    lead: 'We offer audits, and we offer work that an auditor may not then audit. For any one client it is one or the other.',
  },

  intro: [
    'An auditor who checks figures it prepared, or decisions it took, is reviewing its own work: the FRC’s Ethical Standard calls this a self-review threat, and the ICAEW Code of Ethics treats it the same way. Payment and e-money institutions, investment firms and insurance intermediaries need both kinds of work, so we say plainly which side of the line each service falls.',
    'The table applies to a client for whom we carry out a statutory audit, a safeguarding audit under SUP 3A or a client assets (CASS) audit under SUP 3.10. For anyone else, every service in the left-hand column is available.',
    'The Ethical Standard sets the minimum, and allows some of these services in limited circumstances, for example for a small company. Where our answer is stricter than that, the table says it is our policy: we would rather not rely on an exception.',
  ],

  table: {
    caption: 'Services set against what we will do for a client we audit',
    headings: { service: 'Service', forAuditClient: 'For an audit client', why: 'Why' },
    rows: [
      {
        service: 'Statutory audit',
        forAuditClient: 'Yes',
        why: 'The audit itself, under ISAs (UK) and the FRC’s Ethical Standard.',
      },
      {
        service: 'Safeguarding audit (SUP 3A)',
        forAuditClient: 'Yes, unless we prepare its safeguarding work',
        why: 'We do not audit safeguarding reconciliations, returns, policies or a resolution pack we prepared.',
      },
      {
        service: 'CASS audit (SUP 3.10)',
        forAuditClient: 'Yes, unless we prepare its CASS records or returns',
        why: 'The client assets report would otherwise cover our own reconciliations and returns.',
      },
      {
        service: 'Preparing regulatory returns (FIN060, FSA056, FSA057, the safeguarding return, RMAR, CMAR)',
        forAuditClient: 'No',
        why: 'The audit would test figures we reported to the FCA.',
      },
      {
        service: 'Safeguarding or client money reconciliations',
        forAuditClient: 'No',
        why: 'The reconciliations are the records a safeguarding or CASS audit tests.',
      },
      {
        service: 'Resolution packs (CASS 10A, CASS 10)',
        forAuditClient: 'No',
        why: 'The audit reports on whether the pack meets the rules.',
      },
      {
        service: 'Finance director or fractional FD roles',
        forAuditClient: 'No',
        why: 'A finance director takes management decisions and prepares the figures the audit covers.',
      },
      {
        service: 'Bookkeeping and preparing the annual accounts',
        forAuditClient: 'No: our policy',
        why: 'Auditing records or accounts we prepared is a self-review threat. We do not rely on the limited help the Ethical Standard allows a small company.',
      },
      {
        service: 'Payroll',
        forAuditClient: 'No: our policy',
        why: 'Payroll records are among the figures the audit tests, so we would be auditing our own work.',
      },
      {
        service: 'Corporation tax computations and returns, and VAT returns',
        forAuditClient: 'No: our policy',
        why: 'Each calculates a tax balance that the audited accounts carry, so we would be auditing our own figure.',
      },
      {
        service: 'Directors’ personal Self Assessment returns',
        forAuditClient: 'Yes, by a director who is not on the audit',
        why: 'A director’s personal tax is not a balance in the company’s accounts.',
      },
      {
        service: 'Representing the client in a tax dispute or at a tribunal',
        forAuditClient: 'No: our policy',
        why: 'Arguing the client’s case is an advocacy threat, and the outcome may be material to the accounts we audit.',
      },
      {
        service: 'R&D tax relief claims',
        forAuditClient: 'No: our policy',
        why: 'A claim is a judgement that reaches the accounts we audit, so it would be self-review.',
      },
      {
        service: 'Valuations of businesses, shares or assets',
        forAuditClient: 'No: our policy',
        why: 'A valuation that reaches the accounts would be audited by us; we do not value for an audit client at all.',
      },
      {
        service: 'Due diligence, fundraising and other corporate finance advice',
        forAuditClient: 'No: our policy',
        why: 'Transaction advice puts us in the client’s corner and close to management’s decisions: advocacy and management threats.',
      },
      {
        service: 'Designing finance processes and controls',
        forAuditClient: 'No: our policy',
        why: 'Designing controls the audit relies on would be management’s work, and then our own work to audit.',
      },
      {
        service: 'Readiness reviews before an audit',
        forAuditClient: 'Observations only',
        why: 'We can tell you what we see; designing controls or fixing gaps would be management’s work, not ours.',
      },
    ],
  },

  afterTable: [
    'Where a client asks for something on the wrong side of the line, we say so before any work starts and, if it wants both, it chooses which one we do. We record each engagement’s independence assessment on the audit file.',
  ],

  sources: [sources.sup3a, sources.sup3ClientAssetsReport, sources.cass10a, sources.companiesAct2006],
};

export default page;
