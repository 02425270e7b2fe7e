import type { Kysely } from 'kysely';
import type { StaffMember } from '../../../../server/platform/firm';
import type { Outbox } from '../../../../server/platform/outbox/outbox';
import type { DeskAudit } from './audit';
import { signInMessageKind, type SignInMessage } from './email';
import { hashOf, randomToken, sameSecret, wellFormedToken } from './secrets';
import type { DeskSessions } from './sessions';
import type { DeskSchema } from './tables';

/** What pressing a link's button did. */
export type SignInOutcome =
  { kind: 'signedIn'; cookie: string; member: StaffMember } | { kind: 'invalid' } | { kind: 'otherBrowser' };

/**
 * Sign-in by a one-time link. A listed address is emailed a link whose token is kept only as a
 * hash, works once, for `linkMs`, and only in the browser that asked: the request's answer set a
 * random value in that browser's sign-in cookie, and the link's record holds its hash. Opening the
 * link changes nothing (a mail scanner may open it); only its page's button, posted from that
 * browser, signs in. An unlisted address gets the same answer and no email.
 */
export class DeskSignIn {
  constructor(
    private readonly db: Kysely<DeskSchema>,
    private readonly outbox: Outbox,
    private readonly now: () => Date,
    private readonly staff: (email: string) => StaffMember | undefined,
    private readonly sessions: DeskSessions,
    private readonly audit: DeskAudit,
    private readonly options: { linkMs: number; linkUrl: (token: string) => string },
  ) {}

  /** Sends a sign-in link to `email` if it is on the staff list, bound to the browser whose cookie holds `browser`. */
  async request(email: string, browser: string, network: string): Promise<void> {
    const member = this.staff(email);
    if (!member) {
      // Who asked is not kept: only that someone did, and from where.
      await this.audit.record({
        email: '',
        action: 'sign-in asked for an address not on the staff list',
        detail: '',
        network,
      });
      return;
    }
    const token = randomToken();
    const now = this.now().getTime();
    const message: SignInMessage = {
      to: member.email,
      link: this.options.linkUrl(token),
      minutes: Math.round(this.options.linkMs / 60_000),
      sendBefore: new Date(now + this.options.linkMs).toISOString(),
    };
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('desk_links')
        .values({
          token_hash: hashOf(token),
          email: member.email,
          browser_hash: hashOf(browser),
          created_at: now,
          expires_at: now + this.options.linkMs,
          used_at: null,
        })
        .execute();
      await this.outbox.put({ id: `desk-sign-in:${hashOf(token)}`, kind: signInMessageKind, payload: message }, tx);
    });
    await this.audit.record({ email: member.email, action: 'sign-in link sent', detail: '', network });
  }

  /** Whether a link would still sign in (its page offers the button, or says why not): reading changes nothing. */
  async usable(token: unknown): Promise<boolean> {
    return (await this.live(token)) !== undefined;
  }

  /** The link's button, pressed: a session if the link is live and `browser` is the asking browser's value. */
  async complete(token: unknown, browser: unknown, network: string): Promise<SignInOutcome> {
    const link = await this.live(token);
    if (!link) return { kind: 'invalid' };
    const member = this.staff(link.email);
    if (!member) return { kind: 'invalid' };
    if (typeof browser !== 'string' || !sameSecret(hashOf(browser), link.browser_hash)) {
      await this.audit.record({
        email: link.email,
        action: 'sign-in refused: the link was opened in another browser',
        detail: '',
        network,
      });
      return { kind: 'otherBrowser' };
    }
    // Used once: of two presses at the same moment, one updates the row and the other finds it used.
    const used = await this.db
      .updateTable('desk_links')
      .set({ used_at: this.now().getTime() })
      .where('token_hash', '=', link.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return { kind: 'invalid' };
    const cookie = await this.sessions.start(member.email, network);
    await this.audit.record({ email: member.email, action: 'signed in', detail: 'with an emailed link', network });
    return { kind: 'signedIn', cookie, member };
  }

  /** Deletes links past their time (used or not); says how many. */
  async purge(): Promise<number> {
    const result = await this.db
      .deleteFrom('desk_links')
      .where('expires_at', '<', this.now().getTime())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private async live(token: unknown) {
    if (!wellFormedToken(token)) return undefined;
    return this.db
      .selectFrom('desk_links')
      .selectAll()
      .where('token_hash', '=', hashOf(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.now().getTime())
      .executeTakeFirst();
  }
}
