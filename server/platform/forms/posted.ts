import type { FormFields } from '../../../src/platform/forms/form-fields';

/*
 * A refused plain form post is answered with its form again, filled in with what was sent, so that
 * nothing has to be typed twice (WCAG 3.3.7). What was sent goes back only in the answer to its
 * own post: never in a URL.
 */

/** What a post sent, by field name: strings only. */
export type Posted = Partial<Record<string, string>>;

/** The strings a plain form post carried for these names, each cut to `limit` characters. */
export function postedValues(body: unknown, limits: Readonly<Record<string, number>>): Posted {
  if (typeof body !== 'object' || body === null) return {};
  const sent = body as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(limits).flatMap(([name, limit]) =>
      typeof sent[name] === 'string' ? [[name, sent[name].slice(0, limit)]] : [],
    ),
  );
}

/** Each declared field's limit, by name: what postedValues keeps of a form's fields. */
export const fieldLimits = (fields: FormFields): Record<string, number> =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.maxLength]));
