import express, { type Response } from 'express';
import { plainSlotFields, slotField } from '../../fields';
import { apiPaths } from '../../../../config/paths';
import type { FeatureContext } from '../../../../../server/platform/feature';
import type { BookingService } from '../service';

/** What each of the booking API's routers is given: the bookings, and the feature's context. */
export interface BookingRoutes {
  bookings: BookingService;
  context: FeatureContext;
}

/** One action's router, matching paths as the API does (case-sensitive; a trailing slash allowed). */
export const actionRouter = () => express.Router({ caseSensitive: true, strict: false });

/** A manage link's page: only its holder gets here (the token is 32 random bytes, stored hashed). */
export const managePattern = `${apiPaths.bookings}/manage/:token`;

/** The slot asked for: the grid's "YYYY-MM-DDTHH:MM", or a plain form's date and time put together. */
export function slotRequested(body: Record<string, unknown>): unknown {
  const { date, time } = { date: body[plainSlotFields.date], time: body[plainSlotFields.time] };
  if (body[slotField] !== undefined && body[slotField] !== '') return body[slotField];
  return typeof date === 'string' && typeof time === 'string' && date && time ? `${date}T${time}` : undefined;
}

/**
 * No caching anywhere, and no address of this page sent on to another site. `same-origin`, not
 * `no-referrer`: under `no-referrer` a browser sends `Origin: null` with the page's own buttons,
 * which the cross-site check refuses (403), as it did in Chromium through the preview server.
 */
export const privately = (res: Response) => res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' });
