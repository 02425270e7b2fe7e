/**
 * The enquiry service as a program: the entry webpack builds into one file for the enquiries
 * image (build/enquiries/enquiry-server.js). Locally, `node --import tsx server/app/enquiry-server.ts`.
 */
import { runEnquiryService } from './enquiry-server';

runEnquiryService();
