import { Link } from '../../platform/components/link';
import { href } from '../../config/paths';
import { insightLabels } from './labels';
import { topicLabel } from './pipeline/insight-paths';
import type { InsightCard } from './pipeline/pages';
import { formatDate } from '../../platform/components/format-date';

/** Articles as cards: title (linked), date, author, reading time and topics. */
export function InsightList({
  insights,
  headingLevel = 2,
}: {
  insights: readonly InsightCard[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {insights.map((insight) => (
        <li key={insight.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card">
          <p className="text-sm text-slate-600">
            <time dateTime={insight.date}>{formatDate(insight.date)}</time>
            {' · '}
            {insightLabels.readingTime(insight.readingMinutes)}
          </p>
          <Heading className="mt-2 text-lg font-semibold text-ink-900">
            <Link to={href('/insights/:slug', { slug: insight.slug })} className="hover:text-teal-700 hover:underline">
              {insight.title}
            </Link>
          </Heading>
          <p className="mt-2 leading-7 text-slate-600">{insight.description}</p>
          <p className="mt-4 text-sm text-slate-600">
            {insightLabels.by} {insight.author}
          </p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={insightLabels.topicsHeading}>
            {insight.topics.map((topic) => (
              <li key={topic}>
                <Link
                  to={href('/insights/topics/:topic', { topic })}
                  className="inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-ink-900 hover:bg-teal-50 hover:text-teal-800"
                >
                  {topicLabel(topic)}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
