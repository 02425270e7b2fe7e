import type { FeatureManifest } from '../../platform/feature-manifest';
import book from './content/pages/book';
import booked from './content/pages/book/booked';
import manage from './content/pages/book/manage';
import notBooked from './content/pages/book/not-booked';
import { bookingPrivacy } from './content/privacy';

/** Booking a consultation: /book, its answers and a booking's manage page (see FeatureManifest). */
export const bookingManifest: FeatureManifest = {
  name: 'booking',
  pages: {
    book: { path: '/book', page: 'pages/book-page', content: book },
    bookingBooked: { path: '/book/booked', page: 'pages/booked-page', unlisted: true, content: booked },
    bookingNotBooked: { path: '/book/not-booked', page: 'pages/not-booked-page', unlisted: true, content: notBooked },
    bookingManage: { path: '/book/manage', page: 'pages/manage-page', unlisted: true, content: manage },
  },
  privacy: bookingPrivacy,
};
