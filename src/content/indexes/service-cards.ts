import { serviceAreaPages, slugOf } from '../page-tree';
import type { ServiceCard, ServiceId } from '../types';

/*
 * Derived at build time (see README.md in this folder): the services page gets these values, not
 * the thirty-six page modules they are read from.
 */

/** The cards on /services: each area's `card` and each specialised service's `summary`. */
export const serviceCards: ServiceCard[] = serviceAreaPages.map(({ area, subservices }) => ({
  id: slugOf(area) as ServiceId,
  path: area.path,
  title: area.title,
  description: area.card.description,
  details: area.card.details,
  subservices: subservices.map(({ path, title, summary }) => ({ path, title, summary })),
}));
