/**
 * What a form's service answered a post: accepted (201, with its body), a conflict (409, with its
 * body: a booking's time taken), refused with its own words (400 naming fields, 410 a retried
 * booking that has since lapsed or been cancelled, 429 a limit), or
 * failed (no answer in time, offline, a server error, a body it could not read).
 */
export type PostAnswer<Accepted, Conflict = unknown> =
  | { kind: 'accepted'; body: Accepted }
  | { kind: 'conflict'; body: Conflict }
  | { kind: 'refused'; status: 400 | 410 | 429; message?: string; fields: Partial<Record<string, string>> }
  | { kind: 'failed' };

/** How long a post takes at least, and at most (tests shorten both). */
export interface PostOptions {
  minimumMs?: number;
  timeoutMs?: number;
  /** Headers of the form's own beside the JSON ones. */
  headers?: Record<string, string>;
}

/**
 * Posts a form's values to its service as JSON, the one way every form on the site does: with the
 * page that brought the visitor (`sourcePage`) and the retry key (`id`, the same when the visitor
 * tries again after a failure, so that a post whose answer was lost on the way is not stored twice).
 * Takes at least the spec's one second, whatever the server's speed, and gives up after `timeoutMs`.
 *
 * The code that sends (./send-form.ts) loads when the visitor first sends a form, not with the
 * page: a page that has a form carries no first-load bytes for it. Offline, it may not load: the
 * post has failed, as it would have.
 */
export async function postForm<Accepted, Conflict = unknown>(
  url: string,
  values: Record<string, unknown>,
  id: string | undefined,
  options: PostOptions = {},
): Promise<PostAnswer<Accepted, Conflict>> {
  let sendForm: typeof import('./send-form').sendForm;
  try {
    ({ sendForm } = await import(/* webpackChunkName: "send-form" */ './send-form'));
  } catch {
    return { kind: 'failed' };
  }
  return sendForm<Accepted, Conflict>(url, values, id, options);
}
