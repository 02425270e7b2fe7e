import type { Article, WithContext } from 'schema-dts';
import { site } from '../../../config/site';

/* Its own module, not structured-data.ts: every page's chunk carries that one. */
/** An insight as schema.org's Article: who wrote it, when, and the firm that publishes it. */
export function articleJsonLd(article: {
  url: string;
  title: string;
  description: string;
  date: string;
  reviewedOn: string;
  author: string;
  topics: readonly string[];
}): WithContext<Article> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.description,
    url: article.url,
    mainEntityOfPage: article.url,
    datePublished: article.date,
    dateModified: article.reviewedOn,
    author: { '@type': 'Person', name: article.author, url: `${site.url}/about` },
    publisher: {
      '@type': 'Organization',
      '@id': `${site.url}/#firm`,
      name: site.name,
      logo: `${site.url}/favicon.svg`,
    },
    image: `${site.url}/og-image.png`,
    keywords: article.topics.join(', '),
    inLanguage: 'en-GB',
  };
}
