/**
 * `npm run bookings` as a program: compiled by tsc for the enquiries image (scripts/build-service.ts),
 * run there as `node src/features/booking/cli-main.js`.
 */
import { runBookingsCli } from './cli';

runBookingsCli();
