import { apiPaths } from '../../config/paths';
import type { Enquiry } from '../../content/enquiry';
import { postForm, type PostOptions } from '../../platform/forms/post-form';

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

/**
 * Sends the enquiry to the enquiry service and resolves once the service has stored it (201); the
 * post is the platform's (postForm: at least the spec's second, a timeout, the retry key `id`).
 */
export async function submitEnquiry(
  enquiry: Enquiry,
  id: string | undefined,
  options: PostOptions = {},
): Promise<void> {
  const answer = await postForm(apiPaths.enquiries, enquiry, id, options);
  if (answer.kind === 'accepted') return;
  if (answer.kind === 'refused' && answer.status === 429) throw new EnquiryNotSentError('rateLimited');
  // A 400 that names no field (a body the service could not read) is a failure like any other.
  if (answer.kind === 'refused' && Object.keys(answer.fields).length > 0) {
    throw new EnquiryNotSentError('invalid', answer.fields);
  }
  throw new EnquiryNotSentError('failed');
}
