/**
 * `npm run bookings` as a program: the entry webpack builds into one file for the enquiries image
 * (build/enquiries/bookings.js), run there as `node bookings.js`.
 */
import { runBookingsCli } from './cli';

runBookingsCli();
