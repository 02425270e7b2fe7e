import type { Value } from './types';

export const values: Value[] = [
  {
    title: 'Plain answers',
    description:
      'We tell you what the numbers mean and what we need from you, in words you can repeat to your board, your investors or your family.',
  },
  {
    title: 'Deadlines planned, not chased',
    description:
      'Every HMRC, Companies House and FCA date goes into our calendar when you join, and the work is scheduled back from it.',
  },
  {
    title: 'Independence in audit',
    description:
      'Our audits follow the ICAEW Code of Ethics and the FRC’s Ethical Standard, so we never audit returns, reconciliations or resolution packs we prepared. We challenge figures because your regulator and investors rely on them.',
  },
  {
    title: 'Fees you know in advance',
    description:
      'The fee is agreed before the work starts. If the scope changes, we say so first and agree the difference with you.',
  },
];
