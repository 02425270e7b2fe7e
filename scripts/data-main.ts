/** `npm run data` as a program: built into one file for the service's image (build/enquiries/data.js). */
import { runDataCli } from './data';

runDataCli();
