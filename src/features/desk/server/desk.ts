import type { Kysely } from 'kysely';
import type { FeatureContext } from '../../../../server/platform/feature';
import { staffList, type FirmDiary, type FirmEnquiries, type StaffMember } from '../../../../server/platform/firm';
import type { FirmSources } from '../../../../server/platform/firm-sources';
import type { FirmPeople } from '../../../../server/platform/personal-data';
import { passkeyCopy } from '../content/passkeys';
import { DeskAudit } from './audit';
import type { DeskConfig } from './config';
import { DeskLimit } from './limits';
import { DeskPasskeys } from './passkeys';
import { PageViewCounter } from './page-views';
import { deskPaths } from './paths';
import { DeskSessions } from './sessions';
import { DeskSignIn } from './sign-in';
import type { DeskSchema } from './tables';

/** The desk as its routes use it: who may sign in, their sessions, the sign-in links, the audit log and the diary. */
export class Desk {
  readonly staff: readonly StaffMember[];
  readonly audit: DeskAudit;
  readonly sessions: DeskSessions;
  readonly signIn: DeskSignIn;
  readonly diary: FirmDiary;
  readonly enquiries: FirmEnquiries;
  /** Where clients come from: each feature's counts, and the page views GoAccess counts. */
  readonly sources: FirmSources;
  readonly pageViews: PageViewCounter;
  readonly people: FirmPeople;
  /** Sign-in requests per mailbox and per client network (a /24 or /48), kept in the database. */
  readonly perAddress: DeskLimit;
  readonly perNetwork: DeskLimit;
  /** The members' passkeys (WebAuthn). */
  readonly passkeys: DeskPasskeys;

  constructor(
    db: Kysely<DeskSchema>,
    private readonly context: FeatureContext,
    readonly config: DeskConfig,
  ) {
    const now = config.clock ?? context.clock;
    this.staff = staffList(context.firm.directors, config.staff);
    const member = (email: string) => this.member(email);
    this.audit = new DeskAudit(db, now, context.newId, config.auditDays);
    this.sessions = new DeskSessions(db, now, member, {
      idleMs: config.idleMinutes * 60_000,
      absoluteMs: config.absoluteHours * 60 * 60_000,
    });
    this.signIn = new DeskSignIn(db, context.outbox, now, member, this.sessions, this.audit, {
      linkMs: config.linkMinutes * 60_000,
      linkUrl: (token) => `${config.siteUrl}${deskPaths.link(token)}`,
    });
    this.diary = context.firm.diary;
    this.enquiries = context.firm.enquiries;
    this.sources = context.firm.sources;
    this.pageViews = new PageViewCounter(config.pageViews, now);
    this.people = context.firm.people;
    this.perAddress = new DeskLimit(db, 'address', config.perAddress, context.newId);
    this.perNetwork = new DeskLimit(db, 'network', config.perNetwork, context.newId);
    this.passkeys = new DeskPasskeys(db, now, {
      origin: config.siteUrl,
      name: passkeyCopy.party,
      challengeMs: config.challengeMinutes * 60_000,
    });
  }

  /** Forgets sign-in requests past their limits' windows; says how many. */
  async purgeLimits(): Promise<number> {
    const at = (this.config.clock ?? this.context.clock)().getTime();
    return (await this.perAddress.purge(at)) + (await this.perNetwork.purge(at));
  }

  /** The member of staff with this address (any case), if listed. */
  member(email: string): StaffMember | undefined {
    const wanted = email.trim().toLowerCase();
    return this.staff.find((member) => member.email === wanted);
  }
}
