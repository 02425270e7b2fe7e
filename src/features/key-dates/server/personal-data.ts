import type { Kysely } from 'kysely';
import {
  rowFields,
  type ErasePlan,
  type Erased,
  type HeldRow,
  type Person,
  type PersonalDataStore,
} from '../../../../server/platform/personal-data';
import { alertsPrivacy, alertsRetention } from '../content/privacy';
import type { AlertService } from './service';
import type { AlertSchema } from './tables';

/** A person's alert sign-ups, oldest first. */
const subscriptions = (db: Kysely<AlertSchema>, person: Person) =>
  db.selectFrom('alert_subscriptions').selectAll().where('mailbox', '=', person.hash).orderBy('requested_at').execute();

/** Every row held about the person, the sign-ups without their unsubscribe token. */
async function findAlertRows(db: Kysely<AlertSchema>, person: Person): Promise<HeldRow[]> {
  const signUps = await subscriptions(db, person);
  const ids = signUps.map((row) => row.id);
  const [consents, sent] =
    ids.length === 0
      ? [[], []]
      : [
          await db.selectFrom('alert_consents').selectAll().where('subscription_id', 'in', ids).orderBy('at').execute(),
          await db
            .selectFrom('alert_sent')
            .selectAll()
            .where('subscription_id', 'in', ids)
            .orderBy('sent_on')
            .execute(),
        ];
  const suppressions = await db
    .selectFrom('alert_suppressions')
    .selectAll()
    .where('mailbox', '=', person.hash)
    .execute();
  const requests = await db
    .selectFrom('alert_requests')
    .selectAll()
    .where('subject', '=', `mailbox ${person.hash}`)
    .execute();
  const rows: HeldRow[] = [
    ...signUps.map(({ token: _token, ...row }) => ({
      table: 'alert_subscriptions',
      id: row.id,
      fields: rowFields(row),
    })),
    ...consents.map((row) => ({ table: 'alert_consents', id: row.id, fields: rowFields(row) })),
    ...sent.map((row) => ({
      table: 'alert_sent',
      id: `${row.subscription_id} ${row.rule_id} ${row.due_date} ${row.lead_days}`,
      fields: rowFields(row),
    })),
    ...suppressions.map((row) => ({ table: 'alert_suppressions', id: row.mailbox, fields: rowFields(row) })),
    ...requests.map((row) => ({
      table: 'alert_requests',
      id: `${row.day} ${row.subject}`,
      fields: rowFields(row),
    })),
  ];
  return rows;
}

/** What erasing deletes, and what it keeps and why. */
function alertErasurePlan(found: readonly HeldRow[]): ErasePlan {
  const count = (table: string) => found.filter((row) => row.table === table).length;
  const signUps = found.filter((row) => row.table === 'alert_subscriptions' && row.fields.email);
  return {
    deletes: [
      ...(signUps.length > 0
        ? [
            `the address on ${signUps.length} alert sign-up${signUps.length === 1 ? '' : 's'}: any still on is ended as unsubscribing does, so no alert is sent again`,
          ]
        : []),
      ...(count('alert_sent') > 0 ? [`the record of ${count('alert_sent')} alerts sent`] : []),
    ],
    keeps: [
      ...(count('alert_consents') > 0
        ? [
            {
              what: `the consent record (${count('alert_consents')} lines: when they asked, confirmed, changed or left, and the wording they saw; it holds no address)`,
              why: `to show the consent the alerts relied on (UK GDPR Article 7(1)), which the privacy policy says is kept for ${alertsRetention.consentRecordDays / 365} years after they leave; the hourly housekeeping deletes it then`,
            },
          ]
        : []),
      ...(signUps.length > 0 || count('alert_suppressions') > 0
        ? [
            {
              what: 'the entry that stops alerts to this mailbox for good (a one-way hash of the address, not the address)',
              why: 'so that no one can sign them up to alerts again; without it we could not honour their wish',
            },
          ]
        : []),
      ...(count('alert_requests') > 0
        ? [
            {
              what: 'today’s count of confirmation emails asked for (keyed by the same hash)',
              why: 'the daily limit; deleted at midnight (London)',
            },
          ]
        : []),
    ],
  };
}

/** Each sign-up ended as unsubscribing does and its address removed; which alerts were sent deleted. */
async function eraseAlerts(db: Kysely<AlertSchema>, alerts: AlertService, person: Person): Promise<Erased> {
  const signUps = await subscriptions(db, person);
  let deleted = 0;
  for (const row of signUps) {
    if (row.state !== 'unsubscribed') await alerts.unsubscribe(row.token);
    if (row.email) {
      await db.updateTable('alert_subscriptions').set({ email: '' }).where('id', '=', row.id).execute();
      deleted += 1;
    }
  }
  if (signUps.length > 0) {
    const sent = await db
      .deleteFrom('alert_sent')
      .where(
        'subscription_id',
        'in',
        signUps.map((row) => row.id),
      )
      .executeTakeFirst();
    deleted += Number(sent.numDeletedRows);
  }
  return { deleted, queued: [] };
}

/**
 * One person's deadline alerts (server/platform/personal-data.ts), found by the mailbox's hash the
 * tables are keyed by: their sign-ups, the consent record, which alerts were sent, the entry that
 * stops alerts to them for good, and today's count of confirmation emails. Erasing ends each
 * sign-up as unsubscribing does (the service's own unsubscribe: the suppression entry, the consent
 * record's withdrawal, waiting alerts withdrawn), removes the address from it, and deletes which
 * alerts were sent; the consent record and the suppression entry stay, as the plan says why.
 */
export function alertPersonalData(db: Kysely<AlertSchema>, alerts: AlertService): PersonalDataStore {
  return {
    declaration: alertsPrivacy,
    tables: ['alert_subscriptions', 'alert_consents', 'alert_sent', 'alert_suppressions', 'alert_requests'],
    find: (person) => findAlertRows(db, person),
    plan: (_person, found) => alertErasurePlan(found),
    erase: (person) => eraseAlerts(db, alerts, person),
  };
}
