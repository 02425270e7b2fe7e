import { href } from '../../../../config/paths';
import type { SubserviceContent } from '../../../types';
import * as sources from '../../../sources';

const page: SubserviceContent = {
  path: '/services/sme-accounting/payroll',
  title: 'Payroll and Pensions',
  subtitle: 'Accurate, confidential payroll with RTI submissions and auto-enrolment handled every pay period.',
  metaDescription:
    'Payroll for UK employers: RTI submissions to HMRC, payslips, statutory pay, auto-enrolment pensions, payrolled benefits in kind, P60s and year-end reporting.',
  description: [
    'Once a business takes on its first employee it becomes an employer in the eyes of HMRC and The Pensions Regulator. Under Real Time Information, a Full Payment Submission must reach HMRC on or before each payday, and PAYE and National Insurance are paid monthly or quarterly. Every employer has automatic enrolment duties: eligible staff must be put into a qualifying pension scheme, contributions paid on time, and a re-declaration of compliance made every three years. Errors affect people’s pay, so payroll must be right first time.',
    'We run your payroll on a fixed timetable each week or month. You send changes such as starters, leavers, overtime and absence in one place; we process them, send the payroll report for your approval, then issue payslips, submit the FPS and prepare your bank payment file. Pension contributions are uploaded to your provider, and statutory sick, maternity and paternity pay is calculated and recorded. At the year end we issue P60s. Payrolling benefits in kind is mandatory from 6 April 2027: from then most benefits are taxed through the payroll each pay period, and P11D forms remain only for employment-related loans and living accommodation that are not payrolled. We file P11Ds for 2026–27 and earlier years, and set up payrolled benefits before the change.',
  ],
  illustration: 'sme-accounting',
  summary:
    'Weekly or monthly payroll under PAYE with RTI submissions and payslips, and your workplace pension auto-enrolment duties met in full.',
  services: [
    {
      title: 'Weekly or monthly payroll runs',
      description:
        'Payroll processed on a fixed timetable from your changes, with a report for approval before anything is paid.',
    },
    {
      title: 'RTI submissions to HMRC',
      description:
        'Full Payment Submissions on or before each payday, Employer Payment Summaries where needed, and PAYE liability reports.',
    },
    {
      title: 'Auto-enrolment pensions',
      description:
        'Assessment of each worker, enrolment and opt-out handling, contribution uploads and the three-yearly re-declaration of compliance.',
    },
    {
      title: 'Statutory payments',
      description:
        'Statutory sick, maternity, paternity, adoption and shared parental pay calculated correctly and recovered from HMRC where allowed.',
    },
    {
      title: 'Payslips and employee queries',
      description:
        'Secure electronic payslips and a direct route for employees’ payroll questions, handled confidentially.',
    },
    {
      title: 'Year-end and benefits reporting',
      description:
        'P60s, benefits in kind payrolled from 6 April 2027 (P11D and P11D(b) for earlier years, and afterwards only for loans and accommodation), and a reconciled year’s PAYE.',
    },
  ],
  sources: [sources.runningPayroll],
  keyDates: { label: 'Key dates for employers', to: href('/key-dates/:audience', { audience: 'employers' }) },
  reviewedBy: 'Priya Raman',
  reviewedOn: '2026-11-22',
  reviewBy: [{ date: '2027-04-06', passage: 'Payrolling benefits in kind is mandatory from 6 April 2027' }],
};

export default page;
