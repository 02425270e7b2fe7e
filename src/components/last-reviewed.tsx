import type { Reviewed } from '../content/types';
import { formatDate } from './format-date';

/** Who last checked the page's copy against the rules, and when: at the foot of the page's content. */
export function LastReviewed({ reviewedBy, reviewedOn }: Reviewed) {
  return (
    <div className="bg-white">
      <p className="mx-auto max-w-7xl px-5 py-8 text-sm text-slate-600 sm:px-8">
        Last reviewed <time dateTime={reviewedOn}>{formatDate(reviewedOn)}</time> by {reviewedBy}.
      </p>
    </div>
  );
}
