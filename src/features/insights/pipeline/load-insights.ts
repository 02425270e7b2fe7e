import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { checkFrontMatter, type FrontMatterRules } from './front-matter';
import { readingMinutes, renderMarkdown } from './render-markdown';
import type { Insight } from './types';

/** The folder editors publish in: one Markdown file per article, its name the article's slug. */
export const insightsDir = path.resolve(__dirname, '../../../content/insights');

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One article file, checked and rendered (drafts and future dates included; see publishedInsights). */
export function readInsight(file: string, rules: FrontMatterRules): Insight & { draft: boolean } {
  const name = path.basename(file);
  const slug = name.replace(/\.md$/, '');
  if (!slugPattern.test(slug)) throw new Error(`${name}: the file name must be lower case with hyphens, ending .md`);
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const meta = checkFrontMatter(name, slug, data, rules);
  return { ...meta, readingMinutes: readingMinutes(content), html: renderMarkdown(content) };
}

/**
 * The articles a build publishes, newest first: every file in the folder, checked (a bad one
 * throws, failing the build), without drafts and without those dated after `today`.
 */
export function publishedInsights(rules: FrontMatterRules, today: string, dir = insightsDir): Insight[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readInsight(path.join(dir, name), rules))
    .filter((insight) => !insight.draft && insight.date <= today)
    .map(({ draft: _draft, ...insight }) => insight)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}
