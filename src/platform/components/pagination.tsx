import { Link } from './link';
import { ArrowRightIcon } from './icons';

interface PaginationProps {
  page: number;
  pages: number;
  /** The URL of each page (the first is the listing's own). */
  pathFor: (page: number) => string;
  labels: {
    pagination: string;
    newer: string;
    older: string;
    pageNumber: (page: number) => string;
    pageOf: (page: number, pages: number) => string;
  };
}

/** The page numbers shown: the first, the last, and the current one with its neighbours; null for a gap. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - (shown[index - 1] ?? n) > 1 ? [null, n] : [n]));
}

/** A round link a finger can hit: at least 44 px each way. */
const pill = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-sm font-medium';

/**
 * Links between the pages of a listing, as plain links that work without the app: newer articles,
 * the page numbers (on wider screens; "Page 2 of 5" on a phone), older articles. Nothing for a
 * listing of one page.
 */
export function Pagination({ page, pages, pathFor, labels }: PaginationProps) {
  if (pages <= 1) return null;
  const step = (to: number, rel: 'prev' | 'next') => (
    <Link
      to={pathFor(to)}
      rel={rel}
      className={`${pill} gap-2 whitespace-nowrap bg-white px-4 text-ink-900 ring-1 ring-slate-300 hover:ring-teal-600`}
    >
      {rel === 'prev' && <ArrowRightIcon className="size-4 rotate-180" />}
      {rel === 'prev' ? labels.newer : labels.older}
      {rel === 'next' && <ArrowRightIcon />}
    </Link>
  );
  return (
    <nav aria-label={labels.pagination} className="mt-12 border-t border-slate-200 pt-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex-1">{page > 1 && step(page - 1, 'prev')}</div>
        <p className="order-first w-full text-center text-sm text-slate-600 sm:hidden">{labels.pageOf(page, pages)}</p>
        <ol className="hidden items-center gap-1 sm:flex">
          {pageNumbers(page, pages).map((n, index) =>
            n === null ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-2 text-slate-500">
                …
              </li>
            ) : (
              <li key={n}>
                <Link
                  to={pathFor(n)}
                  aria-label={labels.pageNumber(n)}
                  aria-current={n === page ? 'page' : undefined}
                  className={`${pill} px-3 ${n === page ? 'bg-ink-900 text-white' : 'text-ink-900 hover:bg-white hover:ring-1 hover:ring-teal-600'}`}
                >
                  {n}
                </Link>
              </li>
            ),
          )}
        </ol>
        <div className="flex flex-1 justify-end">{page < pages && step(page + 1, 'next')}</div>
      </div>
    </nav>
  );
}
