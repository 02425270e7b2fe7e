/** `npm run data` as a program: compiled by tsc for the service's image, run there as `node scripts/data-main.js`. */
import { runDataCli } from './data';

runDataCli();
