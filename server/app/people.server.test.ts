import { sql, type Kysely } from 'kysely';
import request from 'supertest';
import { privacyDeclarations } from '../../src/app/site-pages';
import { site } from '../../src/config/site';
import { attachmentText, bookingBody, bookingNow, holdLink, toFirm } from '../../test-kit/booking';
import { bookingServices } from '../../test-kit/booking-service';
import { describeEachEngine, type TestEngine } from '../../test-kit/engines';
import { sampleEnquiry, type TestEnquiries } from '../../test-kit/enquiry-service';
import { until } from '../../test-kit/until';
import { personOf, type Person, type PersonalDataStore, type PersonReport } from '../platform/personal-data';
import { personCsv, personJson } from '../platform/personal-data-export';
import { createEnquiryApp } from './enquiry-server';

/**
 * One person's data across every feature, on both engines: every table the migrations make that
 * holds an email address (or its mailbox) is found by a store its privacy declaration names, so a
 * new table cannot be forgotten; and find, export and erase reach every part, as the desk calls them.
 */
jest.setTimeout(120_000);

let now = bookingNow;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);
const app = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));
const ada = personOf('Ada@Example.com')!;
const mailTo = (address: string) =>
  services.sink.messages.filter((mail) => mail.envelope.to.some((to) => to.toLowerCase() === address.toLowerCase()));
/** Whether the mail queue has sent everything due (a reminder waits for its day). */
const settled = async (enquiries: TestEnquiries) =>
  (await enquiries.service.outbox.list('sending')).length === 0 &&
  (await enquiries.service.outbox.list('waiting')).every((message) => message.dueAt.getTime() > now.getTime());

/** Every table and its columns, as the migrated database has them (the migrations' own bookkeeping aside). */
async function schema(db: Kysely<unknown>, engine: TestEngine): Promise<Map<string, string[]>> {
  const { rows } =
    engine === 'sqlite'
      ? await sql<{ table_name: string; column_name: string }>`
          select m.name as table_name, p.name as column_name
          from sqlite_master m join pragma_table_info(m.name) p
          where m.type = 'table' and m.name not like 'sqlite_%'`.execute(db)
      : await sql<{ table_name: string; column_name: string }>`
          select table_name, column_name from information_schema.columns
          where table_schema = current_schema()`.execute(db);
  const tables = new Map<string, string[]>();
  for (const { table_name: table, column_name: column } of rows)
    if (!table.startsWith('kysely_')) tables.set(table, [...(tables.get(table) ?? []), column]);
  return tables;
}

/** The tables that hold an address by a column's name (an address, or its mailbox's hash) and no store finds. */
function unfound(tables: Map<string, string[]>, stores: readonly PersonalDataStore[]): string[] {
  const found = new Set(stores.flatMap((store) => store.tables));
  return [...tables]
    .filter(([, columns]) => columns.some((column) => /email|mailbox/i.test(column)))
    .map(([table]) => table)
    .filter((table) => !found.has(table));
}

/** The stores as the root gathers them, through the firm's side the desk is given. */
const storesOf = (enquiries: TestEnquiries) => enquiries.service.context.firm.people.stores();

async function book(enquiries: TestEnquiries, slot: string, details = {}): Promise<string> {
  const answer = await app(enquiries).post('/api/bookings').send(bookingBody(slot, details)).expect(201);
  const path = await holdLink(enquiries.service, answer.body.id, services.sink);
  await app(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
  return answer.body.id as string;
}

/** Ada's enquiry, consultation and confirmed alert sign-up, and the same of Bob's, all delivered. */
async function adaAndBob(enquiries: TestEnquiries) {
  for (const [name, email] of [
    ['Ada Lovelace', 'ada+tax@example.com'],
    ['Bob Babbage', 'bob@example.com'],
  ] as const) {
    await app(enquiries)
      .post('/api/enquiries')
      .send({ ...sampleEnquiry, name, email })
      .expect(201);
    await app(enquiries)
      .post('/api/alerts')
      .set('x-forwarded-for', email.startsWith('ada') ? '203.0.113.9' : '203.0.113.10')
      .send({ email: email.toUpperCase(), audiences: ['sole-traders'], leads: [14] })
      .expect(202);
    await until(() => mailTo(email.toUpperCase()).length + mailTo(email).length > 0);
  }
  const confirm = new RegExp(`${site.url.replace(/\./g, '\\.')}(/api/alerts/confirm/[\\w-]{43})`).exec(
    services.sink.messages.find((mail) => /ADA\+TAX/i.test(mail.envelope.to.join()))?.parsed.text ?? '',
  )?.[1];
  await app(enquiries).post(confirm!).type('form').send('').expect(200);
  const adaBooking = await book(enquiries, '2026-12-01T10:00', { name: 'Ada Lovelace', email: 'ADA@example.com' });
  const bobBooking = await book(enquiries, '2026-12-01T11:00', { name: 'Bob Babbage', email: 'bob@example.com' });
  return { adaBooking, bobBooking };
}

const rowsIn = (report: PersonReport, table: string) =>
  report.parts.flatMap((part) => part.rows).filter((row) => row.table === table);

describeEachEngine('on %s', (engine) => {
  it('finds every table that holds an email address through a store its privacy declaration names', async () => {
    const enquiries = await services.start(engine);
    const tables = await schema(enquiries.service.database.db as Kysely<unknown>, engine);
    const stores = storesOf(enquiries);
    expect(tables.get('alert_subscriptions')).toEqual(expect.arrayContaining(['email', 'mailbox']));
    expect(unfound(tables, stores)).toEqual([]);
    // Each store's tables are tables of the schema, and named in its declaration's fields, which the policy prints.
    for (const store of stores) {
      expect(privacyDeclarations).toContain(store.declaration);
      const declared = new Set(
        store.declaration.keeps.flatMap((item) => item.fields.map((field) => field.split('.')[0])),
      );
      for (const table of store.tables) {
        expect(tables.has(table)).toBe(true);
        expect([table, declared.has(table)]).toEqual([table, true]);
      }
    }
    // A table added with an address and no store fails.
    await enquiries.service.database.db.schema.createTable('newsletter').addColumn('contact_email', 'text').execute();
    expect(unfound(await schema(enquiries.service.database.db as Kysely<unknown>, engine), stores)).toEqual([
      'newsletter',
    ]);
  });

  it('finds, exports and erases one person across enquiries, bookings, alerts and the mail queue, and no one else', async () => {
    const enquiries = await services.start(engine);
    const { adaBooking, bobBooking } = await adaAndBob(enquiries);
    const people = enquiries.service.context.firm.people;
    const found = await people.find(ada);
    // Found however the address was written (a +tag, capitals), through each part's declaration.
    expect(rowsIn(found, 'enquiries')).toHaveLength(1);
    expect(rowsIn(found, 'enquiries')[0]!.fields.name).toBe('Ada Lovelace');
    expect(rowsIn(found, 'bookings').map((row) => row.id)).toEqual([adaBooking]);
    expect(rowsIn(found, 'bookings')[0]!.fields).not.toHaveProperty('manage_token');
    expect(rowsIn(found, 'alert_subscriptions')).toHaveLength(1);
    expect(rowsIn(found, 'alert_subscriptions')[0]!.fields).not.toHaveProperty('token');
    expect(rowsIn(found, 'alert_consents').map((row) => row.fields.event)).toEqual(['requested', 'confirmed']);
    expect(rowsIn(found, 'outbox').length).toBeGreaterThan(2);
    expect(JSON.stringify(found)).not.toContain('Bob');

    const json = JSON.parse(personJson(found, now)) as { address: string; parts: { heading: string }[] };
    expect(json.address).toBe('Ada@example.com');
    expect(json.parts.map((part) => part.heading)).toEqual(
      expect.arrayContaining([
        'Enquiries sent through the form',
        'Consultations booked through the site',
        'Deadline alerts by email',
      ]),
    );
    const csv = personCsv(found);
    expect(csv.split('\r\n')[0]).toBe('\uFEFF"part","table","reference","field","value"');
    expect(csv).toContain(`"Consultations booked through the site","bookings","${adaBooking}","status","booked"`);

    // Erasing: the consultation cancelled first (the director's calendar told, Ada not), then deleted.
    await until(() => settled(enquiries));
    const before = { ada: mailTo('ADA@example.com').length, firm: services.sink.messages.filter(toFirm).length };
    const { deleted, after } = await enquiries.service.stored(people.erase(ada));
    expect(deleted).toBeGreaterThan(5);
    expect(await enquiries.service.features.booking.find(adaBooking)).toBeUndefined();
    expect(await enquiries.service.features.booking.find(bobBooking)).toBeDefined();
    await until(() => services.sink.messages.filter(toFirm).length > before.firm);
    const cancel = services.sink.messages.filter(toFirm).at(-1)!;
    expect(cancel.parsed.attachments?.map((file) => attachmentText(file.content)).join()).toContain('METHOD:CANCEL');
    await until(() => settled(enquiries));
    expect(mailTo('ADA@example.com')).toHaveLength(before.ada);

    // What stays: the consent record (no address), the suppression hash, the sent cancellation to the firm.
    expect(rowsIn(after, 'enquiries')).toEqual([]);
    expect(rowsIn(after, 'bookings')).toEqual([]);
    expect(rowsIn(after, 'alert_subscriptions').map((row) => [row.fields.email, row.fields.state])).toEqual([
      ['', 'unsubscribed'],
    ]);
    expect(rowsIn(after, 'alert_consents').map((row) => row.fields.event)).toEqual([
      'requested',
      'confirmed',
      'withdrawn',
    ]);
    expect(rowsIn(after, 'alert_suppressions')).toHaveLength(1);
    expect(rowsIn(after, 'outbox').map((row) => row.fields.kind)).toEqual(['booking']);
    // Bob is untouched.
    const bob = await people.find(personOf('bob@example.com') as Person);
    expect(rowsIn(bob, 'enquiries')).toHaveLength(1);
    expect(rowsIn(bob, 'bookings')).toHaveLength(1);
    expect(rowsIn(bob, 'alert_subscriptions')[0]!.fields.email).toBe('BOB@example.com');
    // Nothing new can sign Ada up to alerts again.
    await app(enquiries)
      .post('/api/alerts')
      .set('x-forwarded-for', '198.51.100.1')
      .send({ email: 'ada@example.com', audiences: ['sole-traders'], leads: [14] })
      .expect(202);
    expect(rowsIn(await people.find(ada), 'alert_subscriptions')).toHaveLength(1);
  });
});
