import { apiPaths } from '../../config/paths';
import { timings } from '../../config/site';
import type { Enquiry } from '../../content/enquiry';
import { sourcePage } from '../../platform/source-page';

/**
 * Why an enquiry was not sent: too many from this address, fields the service refused (its
 * words for each, by field name), or anything else.
 */
export class EnquiryNotSentError extends Error {
  constructor(
    readonly reason: 'rateLimited' | 'invalid' | 'failed',
    readonly fields: Partial<Record<string, string>> = {},
  ) {
    super(`The enquiry was not sent (${reason}).`);
  }
}

/** The service's 400 names each refused field: `{ error, fields: { email: "Enter an email address..." } }`. */
async function refusedFields(response: Response): Promise<Partial<Record<string, string>>> {
  try {
    const { fields } = (await response.json()) as { fields?: unknown };
    if (typeof fields !== 'object' || fields === null) return {};
    return Object.fromEntries(Object.entries(fields).filter(([, problem]) => typeof problem === 'string'));
  } catch {
    return {};
  }
}

/**
 * Sends the enquiry to the enquiry service and resolves once the service has stored it (201).
 * Takes at least the spec's one second, whatever the server's speed, and gives up after
 * `timeoutMs`. `id` stays the same when the visitor tries again after a failure, so an enquiry
 * whose answer was lost on the way is not stored twice.
 */
export async function submitEnquiry(
  enquiry: Enquiry,
  id: string | undefined,
  { minimumMs = timings.submitDelayMs, timeoutMs = timings.submitTimeoutMs } = {},
): Promise<void> {
  const atLeast = new Promise((resolve) => setTimeout(resolve, minimumMs));
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), timeoutMs);
  let status: number;
  let refused: Partial<Record<string, string>> = {};
  try {
    const response = await fetch(apiPaths.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...enquiry, sourcePage: sourcePage(), ...(id ? { id } : {}) }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    status = response.status;
    if (status === 400) refused = await refusedFields(response);
  } catch {
    status = 0; // offline, refused, or no answer in time
  } finally {
    clearTimeout(timeout);
  }
  await atLeast;
  if (status === 201) return;
  if (status === 429) throw new EnquiryNotSentError('rateLimited');
  // A 400 that names no field (a body the service could not read) is a failure like any other.
  if (Object.keys(refused).length > 0) throw new EnquiryNotSentError('invalid', refused);
  throw new EnquiryNotSentError('failed');
}
