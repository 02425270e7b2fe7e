import { bookingServices } from '../../../../test-kit/booking-service';
import { bookingNow } from '../../../../test-kit/booking';
import { deskApp as app, deskSignIn, administrator, withAdministrator } from '../../../../test-kit/desk';
import { describeEachEngine } from '../../../../test-kit/engines';
import { sampleEnquiry, type TestEnquiries } from '../../../../test-kit/enquiry-service';
import { deskCopy } from '../content/desk';
import { enquiryStatusCopy } from '../content/desk-data';

/**
 * An enquiry's status and who took it at the desk, against the real service on both engines: set
 * by a post (audited), filtered by a GET form, and the CSV giving what the filter shows.
 */
jest.setTimeout(120_000);

let now = bookingNow;
const services = bookingServices(() => now);
const director = 'eleanor.hartley@harbourline.example';

/** Two enquiries a minute apart, Ada's then Charles's; their ids, in that order. */
async function twoEnquiries(enquiries: TestEnquiries): Promise<[string, string]> {
  now = bookingNow;
  const ada = await app(enquiries).post('/api/enquiries').send(sampleEnquiry).expect(201);
  now = new Date(bookingNow.getTime() + 60_000);
  const charles = await app(enquiries)
    .post('/api/enquiries')
    .send({ ...sampleEnquiry, name: 'Charles Babbage', email: 'charles@example.com', subject: 'crypto' })
    .expect(201);
  return [ada.body.id as string, charles.body.id as string];
}

describeEachEngine('on %s', (engine) => {
  it('sets an enquiry’s status and who took it, filters by status and subject, and downloads what is shown', async () => {
    const enquiries = await services.start(engine, {}, { desk: withAdministrator });
    const [ada, charles] = await twoEnquiries(enquiries);
    const { cookie, csrf } = await deskSignIn(enquiries, services.sink, director);

    const list = await app(enquiries).get('/desk/enquiries').set('cookie', cookie).expect(200);
    expect(list.text.indexOf('Charles Babbage')).toBeLessThan(list.text.indexOf('Ada Lovelace'));
    // Both start new, taken by no one; each has its own form.
    expect(list.text.match(/<select id="enquiry-[\w-]+-status" name="status"/g)).toHaveLength(2);
    expect(list.text).toContain(`<option value="${administrator}">Sam Clerk</option>`);

    const saved = await app(enquiries)
      .post(`/desk/enquiries/${ada}/status`)
      .set('cookie', cookie)
      .type('form')
      .send({ csrf, status: 'replied', taken: 'Sam.Clerk@harbourline.example', subject: 'fintech', shown: '' })
      .expect(303);
    expect(saved.headers.location).toBe(`/desk/enquiries?subject=fintech&saved=${ada}#enquiry-${ada}`);
    const back = await app(enquiries).get(String(saved.headers.location)).set('cookie', cookie).expect(200);
    expect(back.text).toContain(enquiryStatusCopy.saved(ada));
    expect(back.text).toContain(`${enquiryStatusCopy.statuses.replied}, taken by Sam Clerk`);

    const [listed] = (await enquiries.service.features.enquiry.list()).filter((record) => record.id === ada);
    expect(listed).toMatchObject({ status: 'replied', takenBy: administrator });

    // The status filter, alone and with the subject.
    const replied = await app(enquiries).get('/desk/enquiries?status=replied').set('cookie', cookie).expect(200);
    expect(replied.text).toContain('Ada Lovelace');
    expect(replied.text).not.toContain('Charles Babbage');
    expect(replied.text).toContain(deskCopy.enquiries.count(1, 2));
    expect(replied.text).toContain('<option value="replied" selected="">');
    const none = await app(enquiries)
      .get('/desk/enquiries?status=replied&subject=crypto')
      .set('cookie', cookie)
      .expect(200);
    expect(none.text).toContain(deskCopy.enquiries.empty);
    const fresh = await app(enquiries).get('/desk/enquiries?status=new').set('cookie', cookie).expect(200);
    expect(fresh.text).toContain('Charles Babbage');
    expect(fresh.text).not.toContain('Ada Lovelace');
    // The CSV link carries the filter, and the CSV gives what it shows, with the status and who took it.
    expect(replied.text).toContain('href="/desk/enquiries.csv?status=replied"');
    const csv = await app(enquiries).get('/desk/enquiries.csv?status=replied').set('cookie', cookie).expect(200);
    expect(csv.text).toContain(`"${ada}"`);
    expect(csv.text).toContain(`"replied","${administrator}"`);
    expect(csv.text).not.toContain('Charles Babbage');

    // Closed, taken by no one.
    await app(enquiries)
      .post(`/desk/enquiries/${charles}/status`)
      .set('cookie', cookie)
      .type('form')
      .send({ csrf, status: 'closed', taken: '' })
      .expect(303);
    const [closed] = (await enquiries.service.features.enquiry.list()).filter((record) => record.id === charles);
    expect(closed).toMatchObject({ status: 'closed', takenBy: null });

    const audit = await enquiries.service.features.desk.audit.latest();
    expect(audit.map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([
        `${ada}: replied, taken by ${administrator}`,
        `${charles}: closed, taken by no one`,
        '1 enquiries, status replied',
      ]),
    );
  });

  it('refuses a status no one offered, a taker not on the staff list, an unknown enquiry, a cross-site post and a post without the token', async () => {
    const enquiries = await services.start(engine, {}, { desk: withAdministrator });
    const [ada] = await twoEnquiries(enquiries);
    const { cookie, csrf } = await deskSignIn(enquiries, services.sink, director);
    const post = (id: string, fields: Record<string, string>) =>
      app(enquiries).post(`/desk/enquiries/${id}/status`).set('cookie', cookie).type('form').send(fields);
    expect((await post(ada, { csrf, status: 'deleted', taken: '' })).status).toBe(400);
    expect((await post(ada, { csrf, status: 'replied', taken: 'mallory@example.com' })).status).toBe(400);
    expect((await post('00000000-0000-4000-8000-000000000000', { csrf, status: 'replied' })).status).toBe(404);
    expect((await post(ada, { csrf: 'x'.repeat(43), status: 'closed' })).status).toBe(403);
    const crossSite = await app(enquiries)
      .post(`/desk/enquiries/${ada}/status`)
      .set('cookie', cookie)
      .set('origin', 'https://evil.example')
      .type('form')
      .send({ csrf, status: 'closed' });
    expect(crossSite.status).toBe(403);
    const [kept] = (await enquiries.service.features.enquiry.list()).filter((record) => record.id === ada);
    expect(kept).toMatchObject({ status: 'new', takenBy: null });
  });
});
