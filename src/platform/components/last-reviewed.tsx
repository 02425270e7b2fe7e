import type { Reviewed } from '../../content/types';
import { formatDate } from './format-date';
import { frame } from '../../content/frame';

interface LastReviewedProps extends Reviewed {
  /** At the end of a column of text (a policy), rather than in a band of its own across the page. */
  inColumn?: boolean;
}

/** Who last checked the page's copy against the rules, and when: at the foot of the page's content. */
export function LastReviewed({ reviewedBy, reviewedOn, inColumn = false }: LastReviewedProps) {
  const note = (
    <>
      {frame.lastReviewed.before}
      <time dateTime={reviewedOn}>{formatDate(reviewedOn)}</time>
      {frame.lastReviewed.by}
      {reviewedBy}
      {frame.lastReviewed.after}
    </>
  );
  if (inColumn) return <p className="mt-14 border-t border-slate-200 pt-6 text-sm text-slate-600">{note}</p>;
  return (
    <div className="bg-white">
      <p className="mx-auto max-w-7xl px-5 py-8 text-sm text-slate-600 sm:px-8">{note}</p>
    </div>
  );
}
