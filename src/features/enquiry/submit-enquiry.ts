import { timings } from '../../config/site';
import type { Enquiry } from '../../content/enquiry';

/**
 * The enquiry form's submit adapter. SPEC.md section 7: the submit is simulated. After the delay
 * the enquiry is logged in the visitor's own console; nothing leaves the browser. A real backend
 * replaces this one function.
 */
export async function submitEnquiry(enquiry: Enquiry, delayMs: number = timings.submitDelayMs): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  console.log('Enquiry submitted:', enquiry);
}
