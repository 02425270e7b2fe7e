import { site } from '../../config/site';
import { bankHolidayClosures } from '../../platform/calendar/closures';
import type { Closures } from '../../platform/calendar/opening-hours';
import { buildDay } from '../../platform/calendar/build-day';

/*
 * Derived at build time (see README.md in this folder): the home and contact pages get this list
 * (for the firm's structured data and the contact page's "Open now"), not the bank-holiday file
 * and the calendar code it comes from.
 */

/** The bank holidays the office closes for, from the build's day (London; CONTENT_REVIEW_DATE) to the end of the file. */
export const firmClosures: Closures = bankHolidayClosures(buildDay(), site.hours.weekdays);
