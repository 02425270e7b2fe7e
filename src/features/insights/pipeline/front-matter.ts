import type { IsoDate } from '../../../content/types';
import type { InsightMeta } from './types';

/** What the front matter is checked against: the team and the pages an article may concern. */
export interface FrontMatterRules {
  team: readonly string[];
  servicePaths: readonly string[];
  sectorPaths: readonly string[];
}

/** The length a description must have, as for pages' meta descriptions. */
export const descriptionLength = { min: 110, max: 160 } as const;

/** A bad front matter field: one line naming the file and the field. */
export class FrontMatterError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: front matter "${field}" ${problem}`);
    this.name = 'FrontMatterError';
  }
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const topicSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Checks an article's front matter (as the YAML parser gives it) and returns it typed. Throws a
 * FrontMatterError for the first field that is missing or wrong.
 */
export function checkFrontMatter(
  file: string,
  slug: string,
  data: Record<string, unknown>,
  rules: FrontMatterRules,
): InsightMeta {
  const fail = (field: string, problem: string): never => {
    throw new FrontMatterError(file, field, problem);
  };
  const text = (field: string): string => {
    const value = data[field];
    if (typeof value !== 'string' || value.trim() === '') return fail(field, 'is missing');
    return value.trim();
  };
  // YAML reads an unquoted 2026-11-02 as a date; a quoted one stays a string.
  const date = (field: string): IsoDate => {
    const value = data[field];
    if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10) as IsoDate;
    if (value === undefined) return fail(field, 'is missing');
    if (typeof value !== 'string' || !isoDate.test(value) || Number.isNaN(Date.parse(value)))
      return fail(field, 'must be a date written YYYY-MM-DD');
    return value as IsoDate;
  };
  const member = (field: string): string => {
    const name = text(field);
    if (!rules.team.includes(name)) fail(field, `names "${name}", who is not in the team on the about page`);
    return name;
  };
  const list = (field: string, allowed: readonly string[] | null, noun: string): string[] => {
    const value = data[field] ?? [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string'))
      return fail(field, 'must be a list of text');
    const items = value as string[];
    const unknown = items.find((item) => (allowed ? !allowed.includes(item) : !topicSlug.test(item)));
    if (unknown !== undefined) fail(field, `has "${unknown}", which is not ${noun}`);
    return items;
  };

  const title = text('title');
  const description = text('description');
  if (description.length < descriptionLength.min || description.length > descriptionLength.max)
    fail(
      'description',
      `is ${description.length} characters; it must be ${descriptionLength.min}–${descriptionLength.max}`,
    );
  const meta: InsightMeta = {
    slug,
    title,
    description,
    date: date('date'),
    author: member('author'),
    reviewer: member('reviewer'),
    reviewedOn: date('reviewedOn'),
    topics: list('topics', null, 'a topic written in lower case with hyphens'),
    services: list('services', rules.servicePaths, 'the path of a service page'),
    sectors: list('sectors', rules.sectorPaths, 'the path of a sector page'),
    draft: false,
  };
  if (meta.topics.length === 0) fail('topics', 'is missing');
  if (data.draft !== undefined && typeof data.draft !== 'boolean') fail('draft', 'must be true or false');
  meta.draft = data.draft === true;
  if (meta.reviewedOn < meta.date) fail('reviewedOn', 'is before the date the article was published');
  if (data.reviewBy !== undefined) {
    meta.reviewBy = date('reviewBy');
    if (meta.reviewBy <= meta.reviewedOn) fail('reviewBy', 'is not after reviewedOn');
  }
  return meta;
}
