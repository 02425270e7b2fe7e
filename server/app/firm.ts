import type { BookingService } from '../../src/features/booking/server/service';
import { firmDiary } from '../../src/features/booking/server/firm-diary';
import { firmEnquiries } from '../../src/features/enquiry/server/firm-enquiries';
import type { EnquiryService } from '../../src/features/enquiry/server/service';
import type { AlertService } from '../../src/features/key-dates/server/service';
import type { FirmSide } from '../platform/firm';
import { countByPageAndMonth } from '../platform/firm-sources';
import type { PersonalDataStore } from '../platform/personal-data';
import { firmPeople } from './people';
import type { ServiceConfig } from './service-config';

/**
 * The firm's side as every feature is given it (server/platform/firm.ts): the booking's directors
 * as staff, and its diary; the enquiries; where clients come from; one person's data across every feature's store. Each feature is read when first asked, once the features
 * are open.
 */
export function firmSide(
  config: ServiceConfig,
  {
    booking,
    enquiry,
    alerts,
    stores,
  }: {
    booking: () => BookingService;
    enquiry: () => EnquiryService;
    alerts: () => AlertService;
    stores: () => readonly PersonalDataStore[];
  },
): FirmSide {
  return {
    people: firmPeople(stores),
    directors: config.features.booking.directors.map(({ id, name, email }) => ({
      name,
      email,
      role: 'director' as const,
      diary: id,
    })),
    diary: firmDiary(booking),
    enquiries: firmEnquiries(enquiry, config.clock),
    // Each feature hands over what it keeps of each arrival (its page and time); the counting is one rule.
    sources: {
      enquiries: async () => countByPageAndMonth(await enquiry().arrivals()),
      holds: async () => countByPageAndMonth(await booking().arrivals()),
      bookings: async () => countByPageAndMonth((await booking().arrivals()).filter((made) => made.confirmed)),
      alerts: async () => countByPageAndMonth(await alerts().arrivals()),
    },
  };
}
