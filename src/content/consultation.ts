import { site } from '../config/site';
import type { ConsultationCopy } from './types';

/** How long a free consultation lasts, in minutes: the copy says it, and the booking diary's slots are this long. */
export const consultationMinutes = 30;

/** The free-consultation call to action that closes most pages (the home page words its own). */
export const consultation: ConsultationCopy = {
  heading: 'Book a free consultation',
  text: `A ${consultationMinutes}-minute conversation with a director, by video, by phone or at our ${site.address.locality} office. No obligation, and no fee.`,
};
