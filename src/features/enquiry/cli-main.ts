/**
 * `npm run enquiries` as a program: the entry webpack builds into one file for the enquiries image
 * (build/enquiries/enquiries.js), run there as `node enquiries.js`.
 */
import { runEnquiriesCli } from './cli';

runEnquiriesCli();
