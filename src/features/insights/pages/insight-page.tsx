import { use } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../platform/components/link';
import { ConsultationCta } from '../../../platform/components/consultation-cta';
import { formatDate } from '../../../platform/components/format-date';
import { InsightList } from '../insight-list';
import { LastReviewed } from '../../../platform/components/last-reviewed';
import { PageHead } from '../../../platform/components/page-head';
import { PageHero } from '../../../platform/components/page-hero';
import { textLinkStyles } from '../../../platform/components/text-link-styles';
import { href } from '../../../config/paths';
import { site } from '../../../config/site';
import { insightLabels } from '../labels';
import { loadInsightArticle } from '../insights-index';
import { topicLabel } from '../pipeline/insight-paths';
import { memoLoader } from '../../../content/lazy';
import { articleJsonLd } from '../pipeline/article-json-ld';
import NotFoundPage from '../../../platform/not-found-page';

/** Each article, with its related articles, is fetched once, as the build wrote it (see ../insights-index.ts). */
const loadArticle = memoLoader(loadInsightArticle);

/** /insights/<slug>: one article, its review, the call to action and up to three related articles. */
export default function InsightPage() {
  const { slug = '' } = useParams();
  const path = href('/insights/:slug', { slug });
  const article = use(loadArticle(path));
  if (!article) return <NotFoundPage />;
  const { insight, related } = article;
  const url = new URL(path, site.url).href;

  return (
    <>
      <PageHead
        page={{ title: insight.title, metaDescription: insight.description }}
        ogType="article"
        breadcrumbs={[
          { label: 'Home', to: href('/') },
          { label: insightLabels.title, to: href('/insights') },
        ]}
      />
      <meta property="article:published_time" content={insight.date} />
      <meta property="article:modified_time" content={insight.reviewedOn} />
      <meta property="article:author" content={new URL(href('/about'), site.url).href} />
      {insight.topics.map((topic) => (
        <meta key={topic} property="article:tag" content={topicLabel(topic)} />
      ))}
      <script
        type="application/ld+json"
        // JSON inside a script element must not be able to close it.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(articleJsonLd({ url, ...insight })).replace(/</g, '\\u003c'),
        }}
      />
      <PageHero eyebrow={insightLabels.title} title={insight.title} lead={insight.description}>
        <p className="mt-6 text-slate-200">
          {insightLabels.published} <time dateTime={insight.date}>{formatDate(insight.date)}</time>
          {' · '}
          {insightLabels.by}{' '}
          <Link to={href('/about')} className="text-white underline underline-offset-2 hover:text-teal-200">
            {insight.author}
          </Link>
          {' · '}
          {insightLabels.readingTime(insight.readingMinutes)}
        </p>
      </PageHero>
      <article className="bg-white">
        <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
          {/* 60ch (the width of 60 zeros): about 70 characters of running text a line, the readable measure. */}
          <div
            className="insight-body max-w-[57ch] text-lg leading-8 text-slate-700"
            dangerouslySetInnerHTML={{ __html: insight.html }}
          />
          <ul className="mt-10 flex flex-wrap gap-2" aria-label={insightLabels.topicsHeading}>
            {insight.topics.map((topic) => (
              <li key={topic}>
                <Link to={href('/insights/topics/:topic', { topic })} className={textLinkStyles}>
                  {topicLabel(topic)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </article>
      <LastReviewed reviewedBy={insight.reviewer} reviewedOn={insight.reviewedOn} />
      <ConsultationCta />
      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-slate-50">
          <div className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-20">
            <h2 id="related-heading" className="text-2xl font-semibold tracking-tight">
              {insightLabels.related}
            </h2>
            <div className="mt-8">
              <InsightList insights={related} headingLevel={3} />
            </div>
          </div>
        </section>
      )}
    </>
  );
}
