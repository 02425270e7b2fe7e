import type { FeatureManifest } from '../../platform/feature-manifest';
import book from './content/pages/book';
import booked from './content/pages/book/booked';
import manage from './content/pages/book/manage';
import notBooked from './content/pages/book/not-booked';
import { bookingPrivacy } from './content/privacy';

/** Booking a consultation: /book, its answers and a booking's manage page (see FeatureManifest). */
export const bookingManifest: FeatureManifest = {
  name: 'booking',
  pages: { book, bookingBooked: booked, bookingNotBooked: notBooked, bookingManage: manage },
  privacy: bookingPrivacy,
};
