import type { Generated } from 'kysely';
import type { PlatformSchema } from '../../../../server/platform/db/schema';
import type { EnquiryStatus } from '../../../../server/platform/firm';

export interface EnquiriesTable {
  id: string;
  received_at: number;
  /** JSON: the form's fields, as validated (src/content/enquiry.ts declares them). */
  details: string;
  /** The path on this site the visitor sent it from, if known. */
  source_page: string | null;
  /** Where the firm is with it (set at the staff desk); `new` until someone changes it. */
  status: Generated<EnquiryStatus>;
  /** The address of the member of staff who took it, if anyone has. */
  taken_by: string | null;
  /** When its status or who took it last changed. */
  status_at: number | null;
}

/** The enquiry feature's table (`context.db.withTables<EnquiryTables>()`). */
export type EnquiryTables = {
  enquiries: EnquiriesTable;
};

/** The enquiry feature's view of the database: its table beside the platform's. */
export type EnquirySchema = PlatformSchema & EnquiryTables;
