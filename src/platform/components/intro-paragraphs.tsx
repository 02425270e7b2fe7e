import type { ReactNode } from 'react';

/**
 * A page's opening paragraphs at the reading size the tools, fees and independence pages open
 * with; anything that belongs with them (a statement, a note) follows as children.
 */
export function IntroParagraphs({ paragraphs, children }: { paragraphs: readonly string[]; children?: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-5 text-lg leading-8 text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
      {children}
    </div>
  );
}
