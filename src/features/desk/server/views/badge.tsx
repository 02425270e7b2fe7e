import type { ReactNode } from 'react';

/** A badge's look by what it says: done, still to come or nothing wrong, and gone wrong (a thicker red edge, not colour alone). */
const tones = {
  done: 'border border-teal-700 bg-teal-50 text-teal-800',
  neutral: 'border border-slate-200 bg-slate-50 text-ink-900',
  wrong: 'border-2 border-red-700 bg-white text-ink-900',
} as const;

/** A card's state in a word or two, beside its heading (a consultation held or confirmed, an enquiry's email). */
export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return <p className={`rounded-full px-3 py-1 text-sm font-semibold ${tones[tone]}`}>{children}</p>;
}
