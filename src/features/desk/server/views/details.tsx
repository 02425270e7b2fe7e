import type { ReactNode } from 'react';

/** Text as typed, its line breaks kept (a note of several lines). */
export function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}

/** A card's list of what it holds, a row a term and its value (side by side from the small breakpoint). */
export function Details({ children }: { children: ReactNode }) {
  return <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-3">{children}</dl>;
}

/** One row of `Details`, grouped in a `div` as a definition list allows. */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-semibold text-ink-900">{term}</dt>
      <dd className="text-slate-700 sm:col-span-2">{children}</dd>
    </div>
  );
}

/** What the visitor told the firm, each answer under the form's label, its line breaks kept. */
export function Answers({ details }: { details: readonly { label: string; value: string }[] }) {
  return details.map(({ label, value }) => (
    <Detail key={label} term={label}>
      <Lines text={value} />
    </Detail>
  ));
}
