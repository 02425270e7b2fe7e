/**
 * The command line as a program: the entry the build makes into one file for the service's image
 * (build/enquiries/cli.js), run there as `node cli.js bookings --cancel ID --reason "..."`.
 */
import { runCliProcess } from './cli';

runCliProcess();
