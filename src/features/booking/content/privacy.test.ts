import { bookingRetentionDays } from '../server/repository';
import { bookingRetentionDays as declaredBookingDays } from './privacy';

it('states the retention the booking service applies', () => {
  expect(declaredBookingDays).toBe(bookingRetentionDays);
});
