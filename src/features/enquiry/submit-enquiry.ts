import { apiPaths } from '../../config/paths';
import { timings } from '../../config/site';
import type { Enquiry } from '../../content/enquiry';
import { sourcePage } from '../../lib/source-page';

/** Why an enquiry was not sent: too many from this address, or anything else. */
export class EnquiryNotSentError extends Error {
  constructor(readonly reason: 'rateLimited' | 'failed') {
    super(`The enquiry was not sent (${reason}).`);
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
  try {
    const response = await fetch(apiPaths.enquiries, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...enquiry, sourcePage: sourcePage(), ...(id ? { id } : {}) }),
      signal: controller.signal,
      credentials: 'same-origin',
    });
    status = response.status;
  } catch {
    status = 0; // offline, refused, or no answer in time
  } finally {
    clearTimeout(timeout);
  }
  await atLeast;
  if (status === 201) return;
  throw new EnquiryNotSentError(status === 429 ? 'rateLimited' : 'failed');
}
