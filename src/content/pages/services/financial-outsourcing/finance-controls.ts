import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';
import { largeOrganisationFigures } from '../../../tax-years/large-organisation';

const { turnover, balanceSheetTotal, employees } = largeOrganisationFigures;
/** £36 million, as the Act writes it. */
const millions = (amount: number) => `£${amount / 100_000_000} million`;

const page: SubserviceContent = {
  path: '/services/financial-outsourcing/finance-controls',
  title: 'Finance Processes and Controls',
  subtitle: 'Clear, proportionate controls that prevent errors and fraud without slowing the business down.',
  metaDescription:
    'Finance process and controls reviews: approval matrices, payment fraud controls, segregation of duties, month-end close and audit-ready documentation.',
  description: [
    `As businesses grow, processes built for five people start to fail at fifty. Payments are approved by whoever is available, bank details change after a single email, and month-end depends on one person’s memory. The consequences are errors, payment fraud, audit findings and, for regulated firms, supervisory concern. Since 1 September 2025, a large organisation can be prosecuted for failing to prevent fraud committed for its benefit by an associated person – an employee, agent, subsidiary or anyone else performing services for or on its behalf – unless it had reasonable fraud prevention procedures in place. A large organisation is one that met two or more of these in the previous financial year: more than ${employees.value} employees, more than ${millions(turnover.value)} turnover, more than ${millions(balanceSheetTotal.value)} total assets. That is what makes documented controls a board-level matter.`,
    'We look at how money actually moves through your business, not only at the written procedures. Following transactions from order to payment and from sale to cash, we interview the people involved and test a sample of transactions. The findings set out the risks we see and proportionate controls to address them: an approval matrix, payment verification steps, segregation of duties within your systems and a month-end close checklist. We can then help implement the changes and retest them after a quarter.',
  ],
  illustration: 'financial-outsourcing',
  summary:
    'Approval limits, segregation of duties and month-end checklists designed and documented, ready for auditors, investors and, where relevant, the FCA.',
  services: [
    {
      title: 'Process walkthroughs',
      description:
        'Purchase-to-pay, order-to-cash, payroll and treasury processes followed from start to finish and documented as they really operate.',
    },
    {
      title: 'Approval matrix',
      description:
        'Authority limits for spending, contracts and payments that match your structure and are enforced in your systems.',
    },
    {
      title: 'Payment fraud controls',
      description:
        'Verification of new and changed bank details, dual authorisation and checks against invoice and mandate fraud.',
    },
    {
      title: 'Segregation of duties review',
      description:
        'User access rights analysed across accounting and banking systems, with conflicts removed or mitigated.',
    },
    {
      title: 'Month-end close checklist',
      description:
        'A documented close with owners, deadlines and balance sheet reconciliations reviewed and signed off each month.',
    },
    {
      title: 'Controls documentation and retesting',
      description:
        'A controls register for auditors and regulators, and a retest after implementation to confirm the controls work.',
    },
  ],
  sources: [sources.eccta2023, sources.failureToPreventFraud],
  reviewedBy: 'Eleanor Hartley',
  reviewedOn: '2026-11-22',
};

export default page;
