import { apiPaths } from '../../../config/paths';
import { enquiryFields } from '../../../content/enquiry';
import { honeypotField } from '../../../content/form-words';
import { formBodyLimitBytes, type FeatureRoutes } from '../../../../server/platform/http/body-limits';
import { apiGuards } from '../../../../server/platform/http/api-guards';

/**
 * The enquiry API's routes and its body limit (server/platform/http/body-limits.ts): from the
 * form's own fields (src/content/enquiry.ts), every field at its maxlength in the worst encoding,
 * with the retry id (a UUID) and the empty honeypot. nginx refuses a body over it by asking for
 * `tooLargePath`, which answers as the service does.
 */
export const enquiryRoutes = {
  prefixes: [apiPaths.enquiries],
  bodyLimitBytes: formBodyLimitBytes([
    ...Object.entries(enquiryFields).map(([name, field]) => [name, field.maxLength] as const),
    ['id', 36],
    [honeypotField, 0],
  ]),
  tooLargePath: `${apiPaths.enquiries}/too-large`,
} satisfies FeatureRoutes;

export const enquiryGuards = apiGuards(enquiryRoutes);
