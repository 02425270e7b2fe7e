import { sql, type Kysely } from 'kysely';
import { isRecordId } from '../../../../server/platform/db/record-id';
import type { Enquiry } from '../../../content/enquiry';
import type { EnquiryStatus } from '../../../../server/platform/firm';
import type { EnquirySchema } from './tables';
import type { Outbox, OutboxMessage } from '../../../../server/platform/outbox/outbox';
import type { MessageKind } from '../../../../server/platform/outbox/worker';
import type { EnquiryConfig } from './config';
import { enquiryEmail } from './email';
import type { Arrival } from '../../../../server/platform/firm-sources';
import { RateLimiter } from '../../../../server/platform/forms/rate-limit';
import { subjectLabel } from './validation';

/** One enquiry as the service keeps it, and as its message to the firm carries it. */
export interface StoredEnquiry {
  id: string;
  /** ISO 8601, when the service accepted it. */
  receivedAt: string;
  enquiry: Enquiry;
  /** The path on this site it was sent from, if known. */
  sourcePage: string | null;
}

/** An enquiry with what became of its email and where the firm is with it, for `npm run enquiries` and the desk. */
export interface EnquiryListing extends StoredEnquiry {
  message: OutboxMessage | undefined;
  status: EnquiryStatus;
  /** The address of the member of staff who took it, if anyone has. */
  takenBy: string | null;
}

/** The queue's id for an enquiry's email to the firm. */
export const enquiryMessageId = (id: string) => `enquiry:${id}`;

/** How the mail queue turns an enquiry into the firm's email. */
export const enquiryMessages: Record<'enquiry', MessageKind> = {
  enquiry: {
    render: (payload: StoredEnquiry, addresses) => enquiryEmail(payload, addresses),
    label: (payload: StoredEnquiry) => `enquiry, ${subjectLabel(payload.enquiry.subject)}`,
  },
};

/**
 * Enquiries: each stored with its email to the firm in one transaction, so success is answered
 * only once both are on disk, and an id is stored once however often it is posted (a client
 * retrying after a lost answer gets the first answer again).
 */
export class EnquiryService {
  /** Enquiries from one client address (ENQUIRY_RATE_LIMIT), counted in this process. */
  readonly rateLimiter: RateLimiter;
  /** Enquiries from one client network (config.ts's networkLimit). */
  readonly networkLimiter: RateLimiter;

  constructor(
    private readonly db: Kysely<EnquirySchema>,
    private readonly outbox: Outbox,
    readonly config: EnquiryConfig,
  ) {
    this.rateLimiter = new RateLimiter(config.rateLimit.max, config.rateLimit.windowMs);
    this.networkLimiter = new RateLimiter(config.networkLimit.max, config.networkLimit.windowMs);
  }

  /** Stores the enquiry and its email durably; resolves only then. An id already stored returns that one. */
  async accept(
    enquiry: Enquiry,
    options: { id: string; sourcePage: string | null; now: Date },
  ): Promise<StoredEnquiry> {
    const { id, sourcePage, now } = options;
    const record: StoredEnquiry = { id, receivedAt: now.toISOString(), enquiry, sourcePage };
    return this.db.transaction().execute(async (tx) => {
      const inserted = await tx
        .insertInto('enquiries')
        .values({ id, received_at: now.getTime(), details: JSON.stringify(enquiry), source_page: sourcePage })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
        const existing = await tx.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
        return {
          id,
          receivedAt: new Date(existing.received_at).toISOString(),
          enquiry: JSON.parse(existing.details) as Enquiry,
          sourcePage: existing.source_page,
        };
      }
      await this.outbox.put({ id: enquiryMessageId(id), kind: 'enquiry', payload: record }, tx);
      return record;
    });
  }

  /** Whether an enquiry with this id is stored. */
  async has(id: string): Promise<boolean> {
    if (!isRecordId(id)) return false;
    return (await this.db.selectFrom('enquiries').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }

  /** When each enquiry kept arrived, and from which page: the firm's sources report counts them. */
  async arrivals(): Promise<Arrival[]> {
    const rows = await this.db.selectFrom('enquiries').select(['source_page', 'received_at']).execute();
    return rows.map((row) => ({ page: row.source_page, at: Number(row.received_at) }));
  }

  /** Every enquiry kept, oldest first, with its email's state. */
  async list(): Promise<EnquiryListing[]> {
    const rows = await this.db.selectFrom('enquiries').selectAll().orderBy('received_at').orderBy('id').execute();
    const messages = new Map((await this.outbox.list(undefined, 'enquiry:')).map((message) => [message.id, message]));
    return rows.map((row) => ({
      id: row.id,
      receivedAt: new Date(row.received_at).toISOString(),
      enquiry: JSON.parse(row.details) as Enquiry,
      sourcePage: row.source_page,
      message: messages.get(enquiryMessageId(row.id)),
      status: row.status,
      takenBy: row.taken_by,
    }));
  }

  /** Sets where the firm is with an enquiry and who took it; false when no enquiry `id` is kept. */
  async setStatus(id: string, status: EnquiryStatus, takenBy: string | null, now: Date): Promise<boolean> {
    if (!isRecordId(id)) return false;
    const result = await this.db
      .updateTable('enquiries')
      .set({ status, taken_by: takenBy, status_at: now.getTime() })
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Deletes enquiries received before `cutoff` whose email has been delivered (or whose message is
   * gone): one the firm has not yet received is kept, however old.
   */
  async purgeBefore(cutoff: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('enquiries')
      .where('received_at', '<', cutoff.getTime())
      .where(({ not, exists, selectFrom, ref, fn }) =>
        not(
          exists(
            selectFrom('outbox')
              .select('outbox.id')
              .where('outbox.id', '=', fn<string>('concat', [sql.lit('enquiry:'), ref('enquiries.id')]))
              .where('outbox.state', '<>', 'delivered'),
          ),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  stop(): void {
    this.rateLimiter.close();
    this.networkLimiter.close();
  }
}
