import { EnquiryNotSentError, submitEnquiry } from './submit-enquiry';
import { timings } from '../../config/site';

/**
 * The form's submit adapter against the network's possible answers (the network itself is the
 * stand-in here; src/features/enquiry/enquiry.e2e.test.ts sends real enquiries to a real service).
 */
const enquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '',
  company: '',
  subject: 'general',
  message: 'Hello',
};
const id = '3f1c2b4a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';

let calls: { url: string; init: RequestInit }[];
function answer(respond: (init: RequestInit) => Promise<Response>): void {
  calls = [];
  global.fetch = jest.fn((url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return respond(init);
  }) as typeof fetch;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Settles the submit, moving the clock on by `ms`; returns how it settled. */
async function settle(promise: Promise<void>, ms: number): Promise<'sent' | EnquiryNotSentError | 'pending'> {
  let outcome: 'sent' | EnquiryNotSentError | 'pending' = 'pending';
  promise.then(
    () => (outcome = 'sent'),
    (error: EnquiryNotSentError) => (outcome = error),
  );
  await jest.advanceTimersByTimeAsync(ms);
  return outcome;
}

describe('submitEnquiry', () => {
  it('posts the enquiry, its id and the page it came from as JSON to /api/enquiries, same origin', async () => {
    answer(async () => new Response('{"id":"x"}', { status: 201 }));
    await settle(submitEnquiry(enquiry, id), timings.submitDelayMs);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/enquiries');
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    // jsdom's page, with no referrer: the form's own path.
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ ...enquiry, id, sourcePage: location.pathname });
  });

  it('resolves on 201, and not before the spec’s one second even when the server is faster', async () => {
    answer(async () => new Response('{}', { status: 201 }));
    const promise = submitEnquiry(enquiry, id);
    expect(await settle(promise, timings.submitDelayMs - 1)).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await expect(promise).resolves.toBeUndefined();
  });

  it.each([
    [429, 'rateLimited'],
    [400, 'failed'],
    [413, 'failed'],
    [503, 'failed'],
    [502, 'failed'],
    [200, 'failed'], // only 201 means stored
  ])('rejects an answer of %i as "%s"', async (status, reason) => {
    answer(async () => new Response('{}', { status }));
    const outcome = await settle(submitEnquiry(enquiry, id), timings.submitDelayMs);
    expect(outcome).toBeInstanceOf(EnquiryNotSentError);
    expect((outcome as EnquiryNotSentError).reason).toBe(reason);
  });

  it('rejects a 400 that names fields as "invalid", with the service’s words for each', async () => {
    const fields = { email: 'Enter an email address in the form name@example.com.' };
    answer(async () => new Response(JSON.stringify({ error: 'Some fields need changing.', fields }), { status: 400 }));
    const outcome = await settle(submitEnquiry(enquiry, id), timings.submitDelayMs);
    expect(outcome).toBeInstanceOf(EnquiryNotSentError);
    expect(outcome).toMatchObject({ reason: 'invalid', fields });
  });

  it.each([
    ['no body it can read', 'Bad Request'],
    ['no fields', '{"error":"Bad request"}'],
    ['fields that are not words', '{"fields":{"email":42}}'],
  ])('rejects a 400 with %s as "failed"', async (_, body) => {
    answer(async () => new Response(body, { status: 400 }));
    const outcome = await settle(submitEnquiry(enquiry, id), timings.submitDelayMs);
    expect(outcome).toMatchObject({ reason: 'failed', fields: {} });
  });

  it('rejects when the network fails', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await settle(submitEnquiry(enquiry, id), timings.submitDelayMs)).toMatchObject({ reason: 'failed' });
  });

  it('gives up after 15 seconds without an answer, and aborts the request', async () => {
    let signal: AbortSignal | undefined;
    answer(
      (init) =>
        new Promise((_, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const promise = submitEnquiry(enquiry, id);
    expect(await settle(promise, timings.submitTimeoutMs - 1)).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    await expect(promise).rejects.toMatchObject({ reason: 'failed' });
    expect(signal?.aborted).toBe(true);
  });
});
