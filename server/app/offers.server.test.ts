import { bookingServices } from '../../test-kit/booking-service';
import { describeEachEngine } from '../../test-kit/engines';
import { attachmentText, bookingBody, bookingNow, firmDirectors, holdLink } from '../../test-kit/booking';
import { deskApp as app, deskDriver, administrator, withAdministrator } from '../../test-kit/desk';
import type { TestEnquiries } from '../../test-kit/enquiry-service';
import type { ReceivedMail } from '../../test-kit/smtp-sink';
import { until } from '../../test-kit/until';
import { site } from '../../src/config/site';
import { manageCopy } from '../../src/features/booking/server/manage-copy';
import { offerCopy } from '../../src/features/booking/server/offer-view';
import { deskCopy } from '../../src/features/desk/content/desk';
import { offersCopy } from '../../src/features/desk/content/offers';

/**
 * "Offer other times" (the desk's side and the booking's), end to end against the real service and a real SMTP server on both engines:
 * the desk's two steps (nothing sent before "Yes, send the offer"), the visitor's email and its
 * links, the offered times held from everyone else, the visitor taking one (the booking moved as
 * their own reschedule moves it, the other times freed, the director's invitation updated), the
 * offer lapsing, a time taken meanwhile, another director refused, and cross-site posts refused.
 */
jest.setTimeout(120_000);

let now = bookingNow;
beforeEach(() => {
  now = bookingNow;
});
const services = bookingServices(() => now);
const eleanor = 'eleanor.hartley@harbourline.example';
const priya = 'priya.raman@harbourline.example';
const visitor = 'grace@example.com';

const { signIn, book: bookAs } = deskDriver(services);

/** Books and confirms a consultation with Eleanor Hartley (the only director for corporate finance); its id. */
const book = (enquiries: TestEnquiries, slot: string) => bookAs(enquiries, slot, { topic: 'corporate-finance' });

/** The times free on `date` for a topic only Eleanor Hartley takes, as any visitor's grid shows them. */
async function freeForEleanor(enquiries: TestEnquiries, date: string): Promise<string[]> {
  const { body } = await app(enquiries).get('/api/bookings/slots?topic=corporate-finance').expect(200);
  const day = body.days.find((candidate: { date: string }) => candidate.date === date);
  return day.slots.filter((slot: { free: boolean }) => slot.free).map((slot: { start: string }) => slot.start);
}

const isOffer = (mail: ReceivedMail) =>
  mail.envelope.to.includes(visitor) && String(mail.parsed.subject).startsWith('Other times for your consultation');
/** The offer emails the visitor has received. */
const offers = () => services.sink.messages.filter(isOffer);
/** Each offered time's link in an offer email, as a path. */
const offerLinks = (mail: ReceivedMail) =>
  [...String(mail.parsed.text).matchAll(/\/api\/bookings\/offer\/[\w-]{43}\/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g)].map(
    ([path]) => path,
  );

const offered = ['2026-12-02T10:00', '2026-12-02T14:00'];
const note = 'I am at a client that morning: would one of these suit?';

describeEachEngine('on %s', (engine) => {
  const start = () => services.start(engine, { directors: firmDirectors }, { desk: withAdministrator });

  /** Eleanor offers `times` for consultation `id` through both steps; the offer email received. */
  async function offer(enquiries: TestEnquiries, id: string, times = offered) {
    const director = await signIn(enquiries, eleanor);
    const before = offers().length;
    await director.post(`/desk/diary/${id}/offer`, { time: times, note }).expect(200);
    await director.post(`/desk/diary/${id}/offer/send`, { time: times, note }).expect(303);
    await until(() => offers().length > before);
    return offers().at(-1)!;
  }

  it('offers a director’s free times in two steps: the email’s links, the times held from everyone else', async () => {
    const enquiries = await start();
    const id = await book(enquiries, '2026-12-01T10:00');
    const director = await signIn(enquiries, eleanor);

    const diary = await director.get('/desk/diary').expect(200);
    expect(diary.text).toContain(`href="/desk/diary/${id}/offer"`);
    const first = await director.get(`/desk/diary/${id}/offer`).expect(200);
    expect(first.text).toContain('value="2026-12-02T10:00"');
    // Its own time is not among them.
    expect(first.text).not.toContain('value="2026-12-01T10:00"');

    // Too many times, or none, are refused with what is wrong.
    const four = ['2026-12-02T09:00', '2026-12-02T09:30', '2026-12-02T10:00', '2026-12-02T10:30'];
    const tooMany = await director.post(`/desk/diary/${id}/offer`, { time: four, note: '' }).expect(400);
    expect(tooMany.text).toContain(offersCopy.problems.times(3, 4));
    await director.post(`/desk/diary/${id}/offer`, { note: '' }).expect(400);

    // The second step shows what the visitor will get, and sends nothing.
    const check = await director.post(`/desk/diary/${id}/offer`, { time: offered, note }).expect(200);
    expect(check.text).toContain(offersCopy.confirmTitle);
    expect(check.text).toContain('Wednesday 2 December, 10:00 to 10:30');
    expect(check.text).toContain('Wednesday 2 December, 14:00 to 14:30');
    expect(check.text).toContain(note);
    expect(check.text).toContain(offersCopy.send);
    expect(await freeForEleanor(enquiries, '2026-12-02')).toEqual(expect.arrayContaining(['10:00', '14:00']));

    const sent = await director.post(`/desk/diary/${id}/offer/send`, { time: offered, note }).expect(303);
    expect(sent.headers.location).toMatch(new RegExp(`^/desk/diary/${id}/offer\\?sent=`));
    await until(() => offers().length > 0);
    const mail = offers()[0]!;
    const links = offerLinks(mail);
    expect(links.map((link) => link.slice(-16))).toEqual(offered);
    expect(new Set(links.map((link) => link.split('/')[4])).size).toBe(1);
    expect(mail.parsed.text).toContain(note);
    expect(mail.parsed.text).toContain('To keep your time as it is, do nothing');

    // Held for this visitor alone: not in anyone's grid, and refused to another booking.
    const free = await freeForEleanor(enquiries, '2026-12-02');
    expect(free).not.toContain('10:00');
    expect(free).not.toContain('14:00');
    expect(free).toContain('11:00');
    await app(enquiries)
      .post('/api/bookings')
      .send(bookingBody('2026-12-02T10:00', { topic: 'corporate-finance', email: 'other@example.org' }))
      .expect(409);

    const admin = await signIn(enquiries, administrator);
    expect((await admin.get('/desk/audit').expect(200)).text).toContain('offered other times');
  });

  it('moves the booking to the time the visitor takes: the other freed, the invitation updated', async () => {
    const enquiries = await start();
    const id = await book(enquiries, '2026-12-01T10:00');
    const [take, other] = offerLinks(await offer(enquiries, id));

    // Opening the link (a mail scanner does) changes nothing.
    const page = await app(enquiries).get(take!).expect(200);
    expect(page.text).toContain(`<title>Move your consultation to Wednesday 2 December 2026, 10:00`);
    expect(page.text).toContain(site.name);
    expect(page.text).toContain(offerCopy.take);
    expect(page.text).toContain(note);
    expect((await enquiries.service.features.booking.find(id))?.slot.id).toBe('2026-12-01T10:00');

    const invitations = () =>
      services.sink.messages.filter(
        (mail) => mail.envelope.to.includes(eleanor) && String(mail.parsed.subject).startsWith('Consultation moved'),
      );
    await app(enquiries).post(take!).type('form').send('').expect(303);
    const done = await app(enquiries).get(take!).expect(200);
    expect(done.text).toContain(`<title>${offerCopy.moved.title}`);
    const moved = await enquiries.service.features.booking.find(id);
    expect(moved).toMatchObject({ slot: { id: '2026-12-02T10:00' }, director: 'eleanor-hartley', sequence: 1 });

    // The director's calendar gets the update (same UID, SEQUENCE 1); the visitor theirs.
    await until(() => invitations().length > 0);
    const ics = attachmentText(invitations()[0]!.parsed.attachments[0]!.content);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20261202T100000Z');
    const movedEmail = () =>
      services.sink.messages.find(
        (mail) => mail.envelope.to.includes(visitor) && mail.parsed.subject?.startsWith('Your consultation has moved'),
      );
    await until(() => movedEmail() !== undefined);

    // The moved email cannot carry the manage link (kept only as its hash): it says the first one
    // still works, and so it does, for the new time; so does the updated invitation.
    const { text, attachments } = movedEmail()!.parsed;
    expect(text).toContain(manageCopy.linkInFirstEmail);
    expect(text).toContain(`Or reply to this email, or call us on ${site.phone.display}.`);
    expect(text).not.toContain('/api/bookings/manage/');
    const invitation = attachmentText(attachments[0]!.content).replace(/\r\n[ \t]/g, '');
    expect(invitation).toContain('use the link in the email that confirmed your booking');
    const manage = await app(enquiries)
      .get(await holdLink(enquiries.service, id, services.sink))
      .expect(200);
    expect(manage.text).toContain('Wednesday 2 December');

    // The other time is free again, and the old one; the other link now says the offer ended.
    expect(await freeForEleanor(enquiries, '2026-12-02')).toContain('14:00');
    expect(await freeForEleanor(enquiries, '2026-12-01')).toContain('10:00');
    const ended = await app(enquiries).get(other!).expect(410);
    expect(ended.text).toContain(`<title>${offerCopy.ended.title}`);
    await app(enquiries).post(other!).type('form').send('').expect(409);
    expect((await enquiries.service.features.booking.find(id))?.slot.id).toBe('2026-12-02T10:00');
  });

  it('answers nine times ticked on the form itself, as ticked, and reads no padded post', async () => {
    const enquiries = await start();
    const id = await book(enquiries, '2026-12-01T10:00');
    const director = await signIn(enquiries, eleanor);
    const nine = (await freeForEleanor(enquiries, '2026-12-02')).slice(0, 9).map((time) => `2026-12-02T${time}`);
    expect(nine).toHaveLength(9);

    const answer = await director.post(`/desk/diary/${id}/offer`, { time: nine, note }).expect(400);
    expect(answer.type).toBe('text/html');
    expect(answer.text).toContain(`<title>Error: ${offersCopy.title}`);
    expect(answer.text).toContain(offersCopy.problems.times(3, 9));
    const ticked = [...answer.text.matchAll(/<input[^>]*type="checkbox"[^>]*checked=""[^>]*value="([^"]+)"/g)];
    expect(ticked.map(([, time]) => time)).toEqual(nine);
    expect(answer.text).toContain(note);
    expect(offers()).toHaveLength(0);

    // Only the first step's form has checkboxes: the second step, or any other form, padded past
    // what a desk form carries is refused unread, as before.
    await director.post(`/desk/diary/${id}/offer/send`, { time: nine, note }).expect(413);
    await director.post(`/desk/diary/${id}/cancel`, { reason: nine }).expect(413);
  });

  it('frees the times when the offer lapses, and refuses a time taken meanwhile cleanly', async () => {
    const enquiries = await start();
    const id = await book(enquiries, '2026-12-01T10:00');
    const [first, second] = offerLinks(await offer(enquiries, id));

    // A block added over one time meanwhile (the firm's own doing): taking it is refused, nothing moves.
    await enquiries.service.features.booking.blocks.add({
      diary: 'eleanor-hartley',
      from: Date.parse('2026-12-02T13:30:00Z'),
      until: Date.parse('2026-12-02T15:00:00Z'),
      reason: 'Training',
      by: 'test',
    });
    const refused = await app(enquiries).post(second!).type('form').send('').expect(409);
    expect(refused.text).toContain(`<title>${offerCopy.refused.title}`);
    expect(refused.text).toContain(offerCopy.taken);
    expect((await enquiries.service.features.booking.find(id))?.slot.id).toBe('2026-12-01T10:00');

    // 48 hours on, the offer has lapsed: its time is anyone's, and its link says so.
    now = new Date(bookingNow.getTime() + 48 * 60 * 60 * 1000 + 60_000);
    expect(await freeForEleanor(enquiries, '2026-12-02')).toContain('10:00');
    const lapsed = await app(enquiries).get(first!).expect(410);
    expect(lapsed.text).toContain(`<title>${offerCopy.ended.title}`);
    await app(enquiries).post(first!).type('form').send('').expect(409);
    expect((await enquiries.service.features.booking.find(id))?.slot.id).toBe('2026-12-01T10:00');

    // A week after it lapsed, housekeeping deletes it: its link then opens nothing.
    now = new Date(bookingNow.getTime() + (48 + 7 * 24) * 60 * 60 * 1000 + 60_000);
    await enquiries.service.housekeeping();
    const gone = await app(enquiries).get(first!).expect(404);
    expect(gone.text).toContain(`<title>${offerCopy.unknown.title}`);
  });

  it('frees the offered times when the booking is cancelled', async () => {
    const enquiries = await start();
    const id = await book(enquiries, '2026-12-01T10:00');
    const [first] = offerLinks(await offer(enquiries, id));
    await enquiries.service.features.booking.cancel(id, 'The director is ill');
    expect(await freeForEleanor(enquiries, '2026-12-02')).toEqual(expect.arrayContaining(['10:00', '14:00']));
    const ended = await app(enquiries).get(first!).expect(410);
    expect(ended.text).toContain(offerCopy.cancelled.lead);
  });

  it('refuses another director’s consultation (an administrator may), and a cross-site post', async () => {
    const enquiries = await start();
    const id = await book(enquiries, '2026-12-01T10:00');
    const other = await signIn(enquiries, priya);
    const diary = await other.get('/desk/diary').expect(200);
    expect(diary.text).not.toContain(`href="/desk/diary/${id}/offer"`);
    await other.get(`/desk/diary/${id}/offer`).expect(403);
    const refused = await other.post(`/desk/diary/${id}/offer/send`, { time: offered, note }).expect(403);
    expect(refused.text).toContain(offersCopy.notYours);

    const admin = await signIn(enquiries, administrator);
    for (const [header, value] of [
      ['origin', 'https://evil.example'],
      ['sec-fetch-site', 'cross-site'],
    ] as const) {
      const answer = await admin.post(`/desk/diary/${id}/offer/send`, { time: offered, note }).set(header, value);
      expect(answer.status).toBe(403);
      expect(answer.text).toContain(deskCopy.refused.crossSite);
    }
    await admin.post(`/desk/diary/${id}/offer/send`, { time: offered, note: '' }).expect(303);
    const audit = await admin.get('/desk/audit').expect(200);
    expect(audit.text).toContain('refused: offer times for another director’s consultation');
    await until(() => offers().length > 0);
    expect(offers()).toHaveLength(1);

    // The visitor's own link is refused from another site too.
    const [link] = offerLinks(offers()[0]!);
    await app(enquiries).post(link!).set('origin', 'https://evil.example').type('form').send('').expect(403);
    expect((await enquiries.service.features.booking.find(id))?.slot.id).toBe('2026-12-01T10:00');
  });
});
