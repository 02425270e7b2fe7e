import type { BookingService } from '../../src/features/booking/server/service';
import { firmDiary } from '../../src/features/booking/server/firm-diary';
import { firmEnquiries } from '../../src/features/enquiry/server/firm-enquiries';
import type { EnquiryService } from '../../src/features/enquiry/server/service';
import type { FirmSide } from '../platform/firm';
import type { PersonalDataStore } from '../platform/personal-data';
import { firmPeople } from './people';
import type { ServiceConfig } from './service-config';

/**
 * The firm's side as every feature is given it (server/platform/firm.ts): the booking's directors
 * as staff, and its diary; the enquiries; one person's data across every feature's store. Each feature is read when first asked, once the features
 * are open.
 */
export function firmSide(
  config: ServiceConfig,
  {
    booking,
    enquiry,
    stores,
  }: { booking: () => BookingService; enquiry: () => EnquiryService; stores: () => readonly PersonalDataStore[] },
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
  };
}
