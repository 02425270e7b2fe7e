import { textLinkStyles } from './text-link-styles';
import type { Source } from '../../content/types';
import { sourcesLabels } from '../../content/sources-labels';

interface SourcesProps {
  sources: readonly Source[] | undefined;
  /** At the end of a column of text (a policy), rather than in a band of its own across the page. */
  inColumn?: boolean;
}

/** The primary texts behind a page's rules, at its foot: each one a link to the rule where it lives. */
export function Sources({ sources, inColumn = false }: SourcesProps) {
  if (!sources || sources.length === 0) return null;
  const list = (
    <section aria-labelledby="sources-heading">
      <h2 id="sources-heading" className="text-lg font-semibold tracking-tight">
        {sourcesLabels.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{sourcesLabels.intro}</p>
      <ul className="mt-3 space-y-2 text-sm leading-6">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url} className={textLinkStyles}>
              {source.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
  if (inColumn) return <div className="mt-14 border-t border-slate-200 pt-6">{list}</div>;
  return (
    <div className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-5 pt-10 sm:px-8">{list}</div>
    </div>
  );
}
