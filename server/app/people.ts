import type { FirmPeople, PersonalDataStore, PersonReport } from '../platform/personal-data';

/**
 * One person's data across every store the features and the platform give
 * (server/platform/personal-data.ts), in the features' order and the mail queue last: the parts
 * before it may queue an email that must still go (the director's calendar's cancellation), and
 * the queue then deletes every other email naming the address.
 */
export function firmPeople(stores: () => readonly PersonalDataStore[]): FirmPeople {
  const find = async (person: Parameters<FirmPeople['find']>[0]): Promise<PersonReport> => ({
    person,
    parts: await Promise.all(
      stores().map(async (store) => {
        const rows = await store.find(person);
        return {
          heading: store.declaration.heading,
          purpose: store.declaration.purpose,
          rows,
          plan: store.plan(person, rows),
        };
      }),
    ),
  });
  return {
    stores,
    find,
    async erase(person) {
      const keep = new Set<string>();
      let deleted = 0;
      for (const store of stores()) {
        const erased = await store.erase(person, keep);
        deleted += erased.deleted;
        for (const id of erased.queued) keep.add(id);
      }
      return { deleted, after: await find(person) };
    },
  };
}
