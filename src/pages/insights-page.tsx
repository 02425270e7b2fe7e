import { useParams } from 'react-router-dom';
import { Link } from '../components/link';
import { InsightList } from '../components/insight-list';
import { PageHead } from '../components/page-head';
import { PageHero } from '../components/page-hero';
import { ConsultationCta } from '../components/consultation-cta';
import { textLinkStyles } from '../components/text-link-styles';
import { feedPaths } from '../config/feed-paths';
import { href } from '../config/paths';
import { insightLabels } from '../content/insight-labels';
import { insightSummaries } from '../content/insights-index';
import { insightTopics, topicLabel } from '../content/insights-pipeline/insight-paths';
import { NotFoundPage } from './not-found-page';

/** /insights, newest first, and /insights/topics/<topic>, the articles on one topic. */
export function InsightsPage() {
  const { topic } = useParams();
  const insights = topic ? insightSummaries.filter((insight) => insight.topics.includes(topic)) : insightSummaries;
  if (topic && insights.length === 0) return <NotFoundPage />;
  const label = topic ? topicLabel(topic) : undefined;
  const title = label ? insightLabels.topicTitle(label) : insightLabels.title;
  const metaDescription = label
    ? insightLabels.topicDescription(label, insights.length)
    : insightLabels.metaDescription;

  return (
    <>
      <PageHead
        page={{ title, metaDescription }}
        breadcrumbs={[
          { label: 'Home', to: href('home') },
          ...(topic ? [{ label: insightLabels.title, to: href('insights') }] : []),
        ]}
      />
      <PageHero eyebrow={insightLabels.title} title={title} lead={insightLabels.lead} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
          <nav aria-label={insightLabels.topicsHeading}>
            <ul className="flex flex-wrap gap-2">
              {[undefined, ...insightTopics(insightSummaries)].map((each) => {
                const current = each === topic;
                return (
                  <li key={each ?? 'all'}>
                    <Link
                      to={each ? href('insightTopic', { topic: each }) : href('insights')}
                      aria-current={current ? 'page' : undefined}
                      className={`inline-block rounded-full px-3 py-1.5 text-sm font-medium ${current ? 'bg-ink-900 text-white' : 'bg-white text-ink-900 ring-1 ring-slate-200 hover:ring-teal-600'}`}
                    >
                      {each ? topicLabel(each) : insightLabels.allTopics}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="mt-10">
            <InsightList insights={insights} />
          </div>
          <p className="mt-10 text-sm text-slate-600">
            {insightLabels.feeds}:{' '}
            <a href={feedPaths.rss} className={textLinkStyles}>
              RSS
            </a>
            ,{' '}
            <a href={feedPaths.atom} className={textLinkStyles}>
              Atom
            </a>
          </p>
        </div>
      </div>
      <ConsultationCta />
    </>
  );
}
