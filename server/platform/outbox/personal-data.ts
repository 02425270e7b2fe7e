import type { Kysely } from 'kysely';
import { backupRetentionDays, serversPrivacy } from '../../../src/platform/privacy/servers';
import type { PlatformSchema } from '../db/schema';
import { mentions, rowFields, type Person, type PersonalDataStore } from '../personal-data';

/**
 * The mail queue's part of one person's data (server/platform/personal-data.ts): every email whose
 * payload names their address, to them or about them (an enquiry to the firm's inbox). Erasing
 * deletes each, sent or not, so nothing still queued reaches them or carries their data, except
 * those the parts before it queued on purpose (`keep`: the director's calendar's cancellation).
 * What each email carries is shown under its own part, so the export lists the emails, not their
 * payloads (a payload not yet sent holds a link's secret).
 */
export function outboxPersonalData(db: Kysely<PlatformSchema>): PersonalDataStore {
  const theirs = async (person: Person) =>
    (await db.selectFrom('outbox').selectAll().orderBy('created_at').execute()).filter((row) =>
      mentions(person, JSON.parse(row.payload) as unknown),
    );
  return {
    declaration: serversPrivacy,
    tables: ['outbox'],
    async find(person) {
      return (await theirs(person)).map(({ payload: _payload, lease_until: _lease, ...row }) => ({
        table: 'outbox',
        id: row.id,
        fields: rowFields(row),
      }));
    },
    plan: (_person, found) => ({
      deletes:
        found.length > 0
          ? [
              `${found.length} email${found.length === 1 ? '' : 's'} in the mail queue naming the address, sent or still waiting (none still waiting will be sent)`,
            ]
          : [],
      keeps: [
        {
          what: 'copies in the firm’s own inbox and the directors’ calendars',
          why: 'the desk cannot reach them: delete them by hand in the mailbox and calendars',
        },
        {
          what: 'backups of the database made before today',
          why: `they are put beyond use: restored only to recover the service (then erase this address again at once), and deleted ${backupRetentionDays} days after they were made`,
        },
      ],
    }),
    async erase(person, keep) {
      const ids = (await theirs(person)).map((row) => row.id).filter((id) => !keep.has(id));
      if (ids.length === 0) return { deleted: 0, queued: [] };
      const result = await db.deleteFrom('outbox').where('id', 'in', ids).executeTakeFirst();
      return { deleted: Number(result.numDeletedRows), queued: [] };
    },
  };
}
