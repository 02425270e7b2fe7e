import { feedPaths } from '../../../config/feed-paths';
import { href } from '../../../config/paths';
import { site } from '../../../config/site';
import type { Insight } from './types';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const absolute = (path: string) => new URL(path, site.url).href;

/** A body's site-relative links made absolute: a feed reader shows it away from the site. */
const absoluteLinks = (html: string) =>
  html.replace(/href="(\/[^"]*)"/g, (_, path: string) => `href="${absolute(path)}"`);

/** Noon in London's winter time: a date alone is not a moment, and feeds need one. */
const moment = (date: string) => new Date(`${date}T12:00:00Z`);

const feedTitle = `${site.name} insights`;

/** RSS 2.0, newest first, each item with its whole body as HTML. */
export function rssXml(insights: readonly Insight[]): string {
  const items = insights.map((insight) => {
    const link = absolute(href('/insights/:slug', { slug: insight.slug }));
    return [
      '    <item>',
      `      <title>${escapeXml(insight.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${moment(insight.date).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(insight.author)}</dc:creator>`,
      ...insight.topics.map((topic) => `      <category>${escapeXml(topic)}</category>`),
      `      <description>${escapeXml(insight.description)}</description>`,
      `      <content:encoded>${escapeXml(absoluteLinks(insight.html))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  const latest = insights[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(feedTitle)}</title>`,
    `    <link>${absolute(href('/insights'))}</link>`,
    `    <description>${escapeXml(site.tagline)}</description>`,
    '    <language>en-gb</language>',
    `    <atom:link href="${absolute(feedPaths.rss)}" rel="self" type="application/rss+xml"/>`,
    ...(latest ? [`    <lastBuildDate>${moment(latest).toUTCString()}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Atom (RFC 4287), newest first, each entry with its whole body as HTML. */
export function atomXml(insights: readonly Insight[]): string {
  const entries = insights.map((insight) => {
    const link = absolute(href('/insights/:slug', { slug: insight.slug }));
    return [
      '  <entry>',
      `    <title>${escapeXml(insight.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${link}"/>`,
      `    <id>${link}</id>`,
      `    <published>${moment(insight.date).toISOString()}</published>`,
      `    <updated>${moment(insight.reviewedOn).toISOString()}</updated>`,
      `    <author><name>${escapeXml(insight.author)}</name><uri>${absolute(href('/about'))}</uri></author>`,
      ...insight.topics.map((topic) => `    <category term="${escapeXml(topic)}"/>`),
      `    <summary>${escapeXml(insight.description)}</summary>`,
      `    <content type="html">${escapeXml(absoluteLinks(insight.html))}</content>`,
      '  </entry>',
    ].join('\n');
  });
  const updated =
    insights
      .map((insight) => insight.reviewedOn)
      .sort()
      .at(-1) ?? '2026-01-01';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    `  <title>${escapeXml(feedTitle)}</title>`,
    `  <subtitle>${escapeXml(site.tagline)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${absolute(feedPaths.atom)}"/>`,
    `  <link rel="alternate" type="text/html" href="${absolute(href('/insights'))}"/>`,
    `  <id>${absolute(href('/insights'))}</id>`,
    `  <updated>${moment(updated).toISOString()}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
