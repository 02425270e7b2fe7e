import type { PlatformSchema } from '../../../../server/platform/db/schema';

export interface EnquiriesTable {
  id: string;
  received_at: number;
  /** JSON: the form's fields, as validated (src/content/enquiry.ts declares them). */
  details: string;
  /** The path on this site the visitor sent it from, if known. */
  source_page: string | null;
}

/** The enquiry feature's table (`context.db.withTables<EnquiryTables>()`). */
export type EnquiryTables = {
  enquiries: EnquiriesTable;
};

/** The enquiry feature's view of the database: its table beside the platform's. */
export type EnquirySchema = PlatformSchema & EnquiryTables;
