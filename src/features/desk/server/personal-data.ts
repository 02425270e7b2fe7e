import type { Kysely } from 'kysely';
import { isPerson, rowFields, type Person, type PersonalDataStore } from '../../../../server/platform/personal-data';
import { deskPrivacy, deskRetention } from '../content/privacy';
import type { DeskSchema } from './tables';

/**
 * A member of staff's desk records (server/platform/personal-data.ts): their sign-in links,
 * sessions, passkeys, passkey challenges and audit entries, by their work address. Erasing deletes
 * links, sessions, passkeys and challenges (signing them out, and no passkey signs them in again);
 * the audit log stays, as the plan says why. Secrets (hashes, challenges) are never exported.
 */
export function deskPersonalData(db: Kysely<DeskSchema>): PersonalDataStore {
  const by = async <T extends { email: string }>(person: Person, rows: Promise<T[]>) =>
    (await rows).filter((row) => isPerson(person, row.email));
  return {
    declaration: deskPrivacy,
    tables: ['desk_links', 'desk_sessions', 'desk_passkeys', 'desk_challenges', 'desk_audit'],
    async find(person) {
      const links = await by(person, db.selectFrom('desk_links').selectAll().execute());
      const sessions = await by(person, db.selectFrom('desk_sessions').selectAll().execute());
      const passkeys = await by(person, db.selectFrom('desk_passkeys').selectAll().execute());
      const challenges = await by(person, db.selectFrom('desk_challenges').selectAll().execute());
      const audit = await by(person, db.selectFrom('desk_audit').selectAll().orderBy('at').execute());
      return [
        ...links.map(({ token_hash: _token, browser_hash: _browser, ...row }) => ({
          table: 'desk_links',
          id: new Date(row.created_at).toISOString(),
          fields: rowFields(row),
        })),
        ...sessions.map(({ id_hash: _id, csrf: _csrf, ...row }) => ({
          table: 'desk_sessions',
          id: new Date(row.created_at).toISOString(),
          fields: rowFields(row),
        })),
        ...passkeys.map(({ public_key: _key, ...row }) => ({
          table: 'desk_passkeys',
          id: new Date(row.created_at).toISOString(),
          fields: rowFields(row),
        })),
        ...challenges.map(({ challenge: _challenge, ...row }) => ({
          table: 'desk_challenges',
          id: new Date(row.expires_at).toISOString(),
          fields: rowFields(row),
        })),
        ...audit.map((row) => ({ table: 'desk_audit', id: row.id, fields: rowFields(row) })),
      ];
    },
    plan(_person, found) {
      const count = (table: string) => found.filter((row) => row.table === table).length;
      const links = count('desk_links') + count('desk_sessions');
      const passkeys = count('desk_passkeys') + count('desk_challenges');
      return {
        deletes: [
          ...(links > 0
            ? [`${links} desk sign-in link${links === 1 ? '' : 's'} and sessions (they are signed out)`]
            : []),
          ...(passkeys > 0
            ? [`${passkeys} desk passkey${passkeys === 1 ? '' : 's'} and passkey challenges (none signs them in again)`]
            : []),
        ],
        keeps:
          count('desk_audit') > 0
            ? [
                {
                  what: `${count('desk_audit')} entries of the desk’s audit log naming them as the member of staff who acted`,
                  why: `the record of who did what at the desk, kept ${deskRetention.auditDays} days and then deleted, so the firm can show how it handled clients’ data (UK GDPR Article 5(2), accountability); staying on the staff list is a setting (DESK_STAFF), not data erased here`,
                },
              ]
            : [],
      };
    },
    async erase(person) {
      let deleted = 0;
      for (const table of ['desk_links', 'desk_sessions', 'desk_passkeys', 'desk_challenges'] as const) {
        const emails = (await by(person, db.selectFrom(table).select('email').execute())).map((row) => row.email);
        if (emails.length === 0) continue;
        const result = await db.deleteFrom(table).where('email', 'in', emails).executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      }
      return { deleted, queued: [] };
    },
  };
}
