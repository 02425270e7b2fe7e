import type { ReactNode } from 'react';

interface SectionProps {
  /** Used for the heading's id, which labels the section. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: string;
  children: ReactNode;
  tone?: 'white' | 'mist';
}

/** A titled band of the page: consistent width, spacing and heading scale everywhere. */
export function Section({ id, title, eyebrow, intro, children, tone = 'white' }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-heading`} className={tone === 'mist' ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-[0.12em] text-teal-700 uppercase">{eyebrow}</p>}
          <h2 id={`${id}-heading`} className="mt-2 text-3xl font-semibold tracking-tight sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </section>
  );
}
