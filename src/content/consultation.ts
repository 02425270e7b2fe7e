import { site } from '../config/site';
import type { ConsultationCopy } from './types';

/** The free-consultation call to action that closes most pages (the home page words its own). */
export const consultation: ConsultationCopy = {
  heading: 'Book a free consultation',
  text: `A 30-minute conversation with a director, by video, by phone or at our ${site.address.locality} office. No obligation, and no fee.`,
};
