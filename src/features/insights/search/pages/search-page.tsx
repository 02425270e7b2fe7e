import { Suspense, use, useEffect, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ErrorBoundary } from '../../../../platform/components/error-boundary';
import { LastReviewed } from '../../../../platform/components/last-reviewed';
import { Link } from '../../../../platform/components/link';
import { PageHead } from '../../../../platform/components/page-head';
import { PageHero } from '../../../../platform/components/page-hero';
import { textLinkStyles } from '../../../../platform/components/text-link-styles';
import { href, pageDataPath } from '../../../../config/paths';
import content from '../../content/pages/search';
import { useAppStarted } from '../../../../platform/hooks/use-app-started';
import { NotReadyYet } from '../../../../platform/forms/not-ready-yet';
import { search, type SearchEntry } from '../search';
import { buttonStyles, fieldStyles } from '../../../../styles/class-names';

/** The index (the build writes it as this page's data), fetched once, when a visitor first searches. */
let index: Promise<SearchEntry[]> | undefined;
const loadIndex = () =>
  (index ??= fetch(pageDataPath(href('/search')))
    .then((response) => {
      if (!response.ok) throw new Error(`The search index answered ${response.status}.`);
      return response.json() as Promise<SearchEntry[]>;
    })
    .catch((error: unknown) => {
      index = undefined;
      throw error;
    }));

/**
 * `/search`: a plain GET form (`/search?q=…`), answered in the browser from the index. Without
 * JavaScript the page says so and offers the listings, which need none.
 */
export default function SearchPage() {
  // The location's query read as is: React Router's useSearchParams would join its code to every
  // page's first load (the router's module is shared), for this page alone.
  const query = new URLSearchParams(useLocation().search).get('q')?.trim() ?? '';
  const navigate = useNavigate();
  // What the last search found, said by the polite region below (WCAG 4.1.3): a region already in the
  // page when its words change is announced; one put in with them may not be.
  const [found, setFound] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q')?.toString().trim() ?? '';
    void navigate(q ? `${href('/search')}?${new URLSearchParams({ q }).toString()}` : href('/search'));
  };

  return (
    <>
      <PageHead page={content} breadcrumbs />
      <PageHero eyebrow={content.hero.eyebrow} title={content.hero.heading} lead={content.hero.lead} />
      <div className="mx-auto max-w-4xl px-5 py-16 sm:px-8 sm:py-20">
        <form
          role="search"
          action={href('/search')}
          method="get"
          onSubmit={submit}
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="flex-1">
            <label htmlFor="search-query" className="font-medium text-ink-900">
              {content.label}
            </label>
            <input
              // A new query (a link, back and forward) sets the field anew.
              key={query}
              id="search-query"
              type="search"
              name="q"
              defaultValue={query}
              autoComplete="off"
              className={fieldStyles.input}
            />
          </div>
          <button type="submit" className={buttonStyles.primary.largeInRow}>
            {content.button}
          </button>
        </form>
        <NotReadyYet>{content.notReadyYet}</NotReadyYet>
        <noscript>
          <p className="mt-6 text-slate-700">{content.noScript}</p>
        </noscript>
        <p role="status" className="sr-only">
          {query ? found : ''}
        </p>
        {query && <SearchResults query={query} onFound={setFound} />}
        <nav aria-labelledby="browse-heading" className="mt-12 border-t border-slate-200 pt-8">
          <h2 id="browse-heading" className="text-lg font-semibold text-ink-900">
            {content.browseHeading}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {content.browse.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={textLinkStyles}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <LastReviewed {...content} inColumn />
      </div>
    </>
  );
}

/**
 * The results, once the app has hydrated the page: the prerendered page has no query, so hydration
 * finds what it wrote. Its own small component, so that only it renders again when hydrated.
 */
interface ResultsProps {
  query: string;
  /** Told what was found, in words, once the results are shown. */
  onFound: (words: string) => void;
}

function SearchResults({ query, onFound }: ResultsProps) {
  const hydrated = useAppStarted();
  if (!hydrated) return null;
  return (
    <ErrorBoundary resetKey={query} fallback={<p className="mt-8 text-slate-700">{content.failed}</p>}>
      <Suspense fallback={<p className="mt-8 text-slate-600">{content.searching}</p>}>
        <Results query={query} onFound={onFound} />
      </Suspense>
    </ErrorBoundary>
  );
}

function Results({ query, onFound }: ResultsProps) {
  const results = search(use(loadIndex()), query);
  const words = content.found(results.length, query);
  useEffect(() => onFound(words), [onFound, words]);
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <h2 id="results-heading" className="text-lg font-semibold text-ink-900">
        {words}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200">
        {results.map((result) => (
          <li key={result.path} className="py-5">
            <p className="text-sm font-medium text-teal-800">{content.kinds[result.kind]}</p>
            <h3 className="mt-1 text-lg font-semibold text-ink-900">
              <Link to={result.path} className="hover:text-teal-700 hover:underline">
                {result.title}
              </Link>
            </h3>
            <p className="mt-1 leading-7 text-slate-600">{result.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
