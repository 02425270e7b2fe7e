import { timings } from '../../config/site';
import { sourcePage } from '../source-page';
import type { PostAnswer, PostOptions } from './post-form';

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

/** postForm's sending (./post-form.ts says what it does), in a chunk of its own loaded on the first post. */
export async function sendForm<Accepted, Conflict = unknown>(
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
    else if (response.status === 400 || response.status === 410 || response.status === 429) {
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
