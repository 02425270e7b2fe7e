/**
 * The enquiry service as a program: in the enquiries image, compiled by tsc
 * (build/service/server/app/enquiry-server-main.js). Locally, `node --import tsx server/app/enquiry-server-main.ts`.
 */
import { runEnquiryService } from './enquiry-server';

runEnquiryService();
