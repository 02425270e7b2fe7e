import type { Kysely } from 'kysely';
import { isPerson, rowFields, type PersonalDataStore } from '../../../../server/platform/personal-data';
import type { Enquiry } from '../../../content/enquiry';
import { enquiryPrivacy } from '../content/privacy';
import type { EnquirySchema } from './tables';

/**
 * One person's enquiries (server/platform/personal-data.ts): those sent from their address, kept
 * as JSON, so each is read and its address matched by the one address rule. Erasing deletes them;
 * their emails still in the mail queue name the address, so the queue's own store deletes those.
 */
export function enquiryPersonalData(db: Kysely<EnquirySchema>): PersonalDataStore {
  const theirs = async (person: Parameters<PersonalDataStore['find']>[0]) =>
    (await db.selectFrom('enquiries').selectAll().orderBy('received_at').execute()).filter((row) =>
      isPerson(person, (JSON.parse(row.details) as Enquiry).email),
    );
  return {
    declaration: enquiryPrivacy,
    tables: ['enquiries'],
    async find(person) {
      return (await theirs(person)).map(({ details, ...row }) => ({
        table: 'enquiries',
        id: row.id,
        fields: { ...rowFields(row), ...rowFields(JSON.parse(details) as Record<string, unknown>) },
      }));
    },
    plan: (_person, found) => ({
      deletes:
        found.length > 0
          ? [
              `${found.length} enquir${found.length === 1 ? 'y' : 'ies'}, with everything written in ${found.length === 1 ? 'it' : 'them'}`,
            ]
          : [],
      keeps: [],
    }),
    async erase(person) {
      const ids = (await theirs(person)).map((row) => row.id);
      if (ids.length === 0) return { deleted: 0, queued: [] };
      const result = await db.deleteFrom('enquiries').where('id', 'in', ids).executeTakeFirst();
      return { deleted: Number(result.numDeletedRows), queued: [] };
    },
  };
}
