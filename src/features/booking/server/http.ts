import { apiPaths } from '../../../config/paths';
import { honeypotField } from '../../../content/form-words';
import { formBodyLimitBytes, type FeatureRoutes } from '../../../../server/platform/http/body-limits';
import { apiGuards } from '../../../../server/platform/http/api-guards';
import { bookingFields, plainSlotFields, slotField } from '../fields';
import { questionFields } from '../topic-questions';

/**
 * The booking API's routes and its body limit (server/platform/http/body-limits.ts): from the
 * form's own fields and every topic's questions, each at its maxlength in the worst encoding, with
 * the slot ("2026-12-01T10:00", or a plain form's date and time), the retry id (a UUID), the time
 * zone (checkedTimeZone's 64), the source page (source-page.ts's 200) and the empty honeypot.
 * nginx refuses a body over it by asking for `tooLargePath`, which answers as the service does.
 */
export const bookingRoutes = {
  prefixes: [apiPaths.bookings],
  bodyLimitBytes: formBodyLimitBytes([
    ...Object.entries({ ...bookingFields, ...questionFields }).map(([name, field]) => [name, field.maxLength] as const),
    [slotField, 16],
    [plainSlotFields.date, 10],
    [plainSlotFields.time, 5],
    ['id', 36],
    ['timeZone', 64],
    ['sourcePage', 200],
    [honeypotField, 0],
  ]),
  tooLargePath: `${apiPaths.bookings}/too-large`,
} satisfies FeatureRoutes;

export const bookingGuards = apiGuards(bookingRoutes);
