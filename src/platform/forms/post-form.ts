import { timings } from '../../config/site';
import { sourcePage } from '../source-page';

/**
 * What a form's service answered a post: accepted (201, with its body), a conflict (409, with its
 * body: a booking's time taken), refused with its own words (400 naming fields, 429 a limit), or
 * failed (no answer in time, offline, a server error, a body it could not read).
 */
export type PostAnswer<Accepted, Conflict = unknown> =
  | { kind: 'accepted'; body: Accepted }
  | { kind: 'conflict'; body: Conflict }
  | { kind: 'refused'; status: 400 | 429; message?: string; fields: Partial<Record<string, string>> }
  | { kind: 'failed' };

/** How long a post takes at least, and at most (tests shorten both). */
export interface PostOptions {
  minimumMs?: number;
  timeoutMs?: number;
  /** Headers of the form's own beside the JSON ones. */
  headers?: Record<string, string>;
}

interface ServiceBody {
  error?: unknown;
  fields?: unknown;
}

/** The problems a 400 names, field by field: `{ error, fields: { email: "Enter an email address..." } }`. */
function refusedFields(body: ServiceBody): Partial<Record<string, string>> {
  const { fields } = body;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter(([, problem]) => typeof problem === 'string'));
}

/**
 * Posts a form's values to its service as JSON, the one way every form on the site does: with the
 * page that brought the visitor (`sourcePage`) and the retry key (`id`, the same when the visitor
 * tries again after a failure, so that a post whose answer was lost on the way is not stored twice).
 * Takes at least the spec's one second, whatever the server's speed, and gives up after `timeoutMs`.
 */
export async function postForm<Accepted, Conflict = unknown>(
  url: string,
  values: Record<string, unknown>,
  id: string | undefined,
  { minimumMs = timings.submitDelayMs, timeoutMs = timings.submitTimeoutMs, headers = {} }: PostOptions = {},
): Promise<PostAnswer<Accepted, Conflict>> {
  const atLeast = new Promise((resolve) => setTimeout(resolve, minimumMs));
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), timeoutMs);
  let answer: PostAnswer<Accepted, Conflict>;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...values, sourcePage: sourcePage(), ...(id ? { id } : {}) }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    const body = (await response.json().catch(() => ({}))) as ServiceBody;
    if (response.status === 201) answer = { kind: 'accepted', body: body as Accepted };
    else if (response.status === 409) answer = { kind: 'conflict', body: body as Conflict };
    else if (response.status === 400 || response.status === 429) {
      answer = {
        kind: 'refused',
        status: response.status,
        ...(typeof body.error === 'string' ? { message: body.error } : {}),
        fields: refusedFields(body),
      };
    } else answer = { kind: 'failed' };
  } catch {
    answer = { kind: 'failed' }; // offline, refused, or no answer in time
  } finally {
    clearTimeout(timeout);
  }
  await atLeast;
  return answer;
}
