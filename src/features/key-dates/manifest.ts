import type { FeatureManifest } from '../../platform/feature-manifest';
import { keyDateAudiences } from './content/audiences';
import alerts from './content/pages/alerts';
import keyDates from './content/pages/key-dates';
import { alertsPrivacy } from './content/privacy';

/** Key dates, each audience's page and feed, and deadline alerts (see FeatureManifest). */
export const keyDatesManifest: FeatureManifest = {
  name: 'key-dates',
  pages: {
    keyDates: { path: '/key-dates', page: 'pages/key-dates-page', content: keyDates },
    keyDatesAudience: { path: '/key-dates/:audience', page: 'pages/key-dates-page' },
    alerts: { path: '/alerts', page: 'pages/alerts-page', unlisted: true, content: alerts },
  },
  morePages: keyDateAudiences,
  privacy: alertsPrivacy,
};
