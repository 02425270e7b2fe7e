/**
 * `npm run enquiries` as a program: compiled by tsc for the enquiries image (scripts/build-service.ts),
 * run there as `node src/features/enquiry/cli-main.js`.
 */
import { runEnquiriesCli } from './cli';

runEnquiriesCli();
