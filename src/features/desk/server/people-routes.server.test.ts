import { personOf } from '../../../../server/platform/personal-data';
import { answerTitle } from '../../../../server/platform/forms/pages';
import { bookingServices } from '../../../../test-kit/booking-service';
import { bookingBody, bookingNow, holdLink } from '../../../../test-kit/booking';
import { deskApp as app, deskSignIn, administrator, withAdministrator } from '../../../../test-kit/desk';
import { describeEachEngine } from '../../../../test-kit/engines';
import { sampleEnquiry, type TestEnquiries } from '../../../../test-kit/enquiry-service';
import { deskCopy } from '../content/desk';
import { peopleCopy } from '../content/desk-data';

/**
 * A person's data at the desk, against the real service and SMTP server on both engines: found,
 * downloaded and erased (with its second step) by an administrator, audited with the mailbox's
 * hash; refused to a director, from another site and without the session's token.
 */
jest.setTimeout(120_000);

const services = bookingServices(() => bookingNow);
const director = 'eleanor.hartley@harbourline.example';
const ada = personOf('ada@example.com')!;

/** Ada's enquiry and confirmed consultation. */
async function adaWrites(enquiries: TestEnquiries): Promise<string> {
  await app(enquiries).post('/api/enquiries').send(sampleEnquiry).expect(201);
  const answer = await app(enquiries)
    .post('/api/bookings')
    .send(bookingBody('2026-12-01T10:00', { name: 'Ada Lovelace', email: 'ada@example.com' }))
    .expect(201);
  const path = await holdLink(enquiries.service, answer.body.id, services.sink);
  await app(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
  return answer.body.id as string;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const headingOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

describeEachEngine('on %s', (engine) => {
  it('finds, downloads and erases a person’s data in two steps, audited with the mailbox’s hash', async () => {
    const enquiries = await services.start(engine, {}, { desk: withAdministrator });
    const booking = await adaWrites(enquiries);
    const { cookie, csrf } = await deskSignIn(enquiries, services.sink, administrator);
    const post = (path: string, fields: Record<string, string>) =>
      app(enquiries)
        .post(path)
        .set('cookie', cookie)
        .type('form')
        .send({ csrf, ...fields });

    const form = await app(enquiries).get('/desk/people').set('cookie', cookie).expect(200);
    expect(form.text).toMatch(/<form(?=[^>]* method="post")[^>]* action="\/desk\/people"/);
    expect(form.text).toContain('aria-current="page"');

    // Any form of the address finds the same mailbox.
    const found = await post('/desk/people', { email: ' ADA+SAR@Example.com ' }).expect(200);
    expect(headingOf(found.text)).toBe(peopleCopy.foundTitle);
    expect(titleOf(found.text)).toBe(answerTitle({ title: `${peopleCopy.foundTitle} · ${deskCopy.name}` }));
    for (const words of [
      'Enquiries sent through the form',
      'Consultations booked through the site',
      'Ada Lovelace',
      booking,
    ])
      expect(found.text).toContain(words);
    expect(found.text).not.toMatch(/href="[^"]*ada/i);

    const json = await post('/desk/people/export', { email: 'ada@example.com', format: 'json' }).expect(200);
    expect(json.headers['content-disposition']).toBe('attachment; filename="personal-data.json"');
    expect(json.headers['cache-control']).toBe('no-store');
    expect((JSON.parse(json.text) as { address: string }).address).toBe('ada@example.com');
    const csv = await post('/desk/people/export', { email: 'ada@example.com', format: 'csv' }).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain(`"bookings","${booking}"`);

    // The second step says what goes and what stays, and erases nothing.
    const step = await post('/desk/people/erase', { email: 'ada@example.com' }).expect(200);
    expect(headingOf(step.text)).toBe(peopleCopy.confirmTitle);
    expect(step.text).toContain(peopleCopy.keeps);
    expect(step.text).toContain('the cancellation queued for the director’s calendar');
    expect(step.text).toMatch(/<form(?=[^>]* method="post")[^>]* action="\/desk\/people\/erase\/confirm"/);
    expect(await enquiries.service.features.booking.find(booking)).toBeDefined();

    const erased = await post('/desk/people/erase/confirm', { email: 'ada@example.com' }).expect(200);
    expect(headingOf(erased.text)).toMatch(/^Erased: \d+ records deleted$/);
    expect(titleOf(erased.text)).toBe(answerTitle({ title: `${headingOf(erased.text)} · ${deskCopy.name}` }));
    expect(await enquiries.service.features.booking.find(booking)).toBeUndefined();
    expect(await enquiries.service.features.enquiry.list()).toEqual([]);
    const again = await post('/desk/people', { email: 'ada@example.com' }).expect(200);
    expect(again.text).not.toContain('Ada Lovelace');

    const audit = await enquiries.service.features.desk.audit.latest();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'looked up a person’s data',
        'downloaded a person’s data as JSON',
        'downloaded a person’s data as CSV',
        'erased a person’s data',
      ]),
    );
    for (const entry of audit.filter((line) => line.action.includes('person')))
      expect(entry.detail).toContain(`mailbox sha256 ${ada.hash}`);
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('ada@example.com');
  });

  it('says when nothing is held, and asks again for what is not an address', async () => {
    const enquiries = await services.start(engine, {}, { desk: withAdministrator });
    const { cookie, csrf } = await deskSignIn(enquiries, services.sink, administrator);
    const post = (fields: Record<string, string>) =>
      app(enquiries)
        .post('/desk/people')
        .set('cookie', cookie)
        .type('form')
        .send({ csrf, ...fields });
    const none = await post({ email: 'nobody@example.com' }).expect(200);
    expect(headingOf(none.text)).toBe(peopleCopy.noneTitle);
    expect(none.text).not.toContain(peopleCopy.exportJson);
    expect((await post({ email: 'not an address' }).expect(400)).text).toContain(peopleCopy.notAddress);
    expect((await post({ email: '' }).expect(400)).text).toContain(peopleCopy.missing);
  });

  it('refuses a director, a cross-site post and a post without the session’s token, erasing nothing', async () => {
    const enquiries = await services.start(engine, {}, { desk: withAdministrator });
    const booking = await adaWrites(enquiries);
    const eleanor = await deskSignIn(enquiries, services.sink, director);
    await app(enquiries).get('/desk/people').set('cookie', eleanor.cookie).expect(403);
    for (const path of ['/desk/people', '/desk/people/export', '/desk/people/erase', '/desk/people/erase/confirm'])
      await app(enquiries)
        .post(path)
        .set('cookie', eleanor.cookie)
        .type('form')
        .send({ csrf: eleanor.csrf, email: 'ada@example.com', format: 'json' })
        .expect(403);
    const diary = await app(enquiries).get('/desk/diary').set('cookie', eleanor.cookie).expect(200);
    expect(diary.text).not.toContain('href="/desk/people"');
    const refusals = (await enquiries.service.features.desk.audit.latest()).filter((entry) =>
      entry.action.startsWith('refused: a person’s data'),
    );
    expect(refusals).toHaveLength(5);

    const sam = await deskSignIn(enquiries, services.sink, administrator);
    for (const origin of ['https://evil.example', null]) {
      const attempt = app(enquiries).post('/desk/people/erase/confirm').set('cookie', sam.cookie).type('form');
      const answer = origin
        ? await attempt.set('origin', origin).send({ csrf: sam.csrf, email: 'ada@example.com' })
        : await attempt.send({ csrf: 'x'.repeat(43), email: 'ada@example.com' });
      expect(answer.status).toBe(403);
    }
    await app(enquiries)
      .post('/desk/people/erase/confirm')
      .set('cookie', sam.cookie)
      .set('sec-fetch-site', 'same-site')
      .type('form')
      .send({ csrf: sam.csrf, email: 'ada@example.com' })
      .expect(403);
    expect(await enquiries.service.features.booking.find(booking)).toBeDefined();
    expect(await enquiries.service.features.enquiry.list()).toHaveLength(1);
  });
});
