import { bookingServices } from '../../../../test-kit/booking-service';
import { describeEachEngine } from '../../../../test-kit/engines';
import { bookingNow } from '../../../../test-kit/booking';
import { deskApp as app, deskDriver, deskSignIn, administrator, withAdministrator } from '../../../../test-kit/desk';
import { sampleEnquiry, type TestEnquiries } from '../../../../test-kit/enquiry-service';
import { until } from '../../../../test-kit/until';
import { site } from '../../../config/site';
import { sourcesCopy } from '../content/sources';
import { sourcesCommand } from './sources-output';

/**
 * The sources report against the real service on both engines, with the real SMTP server for the
 * desk's sign-in and the alerts' confirmation: what each feature records of where a visitor came
 * from (an enquiry and a booking carried from a tool's answer, a hold never confirmed, a confirmed
 * alert sign-up read from its Referer), counted by page and month at /desk/sources, in its CSV and
 * by the command line, which say the same. Page views need an access log: here none is named, and
 * the report says so (tests/system/page-views.test.ts counts a real one).
 */
jest.setTimeout(120_000);

const services = bookingServices(() => bookingNow);
const tool = '/tools/mtd-income-tax';

const mailTo = (address: string) => services.sink.messages.filter((mail) => mail.envelope.to.includes(address));
const linkIn = (text: string, path: string) =>
  new RegExp(`${site.url.replace(/\./g, '\\.')}(${path}/[\\w-]{43})`).exec(text)?.[1];
const { book: bookAs } = deskDriver(services);

/** Signs the administrator in with the link from the email; the session's Cookie header. */
const signIn = async (enquiries: TestEnquiries) => (await deskSignIn(enquiries, services.sink, administrator)).cookie;

/** A booking sent from `page` (the app's `sourcePage`), confirmed from its email unless `held`. */
const book = (enquiries: TestEnquiries, slot: string, page: string, held = false) =>
  bookAs(enquiries, slot, { email: `${slot.replace(/\W/g, '')}@example.com`, sourcePage: page }, held);

/** The figures of one page's row in the month's table, in the columns' order. */
function rowOf(html: string, page: string): string[] {
  const row = new RegExp(`<tr><th scope="row"[^>]*>${page}(?:<span[^>]*>[^<]*</span>)?</th>(.*?)</tr>`).exec(html)?.[1];
  return [...(row ?? '').matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((cell) => cell[1] ?? '');
}

describeEachEngine('on %s', (engine) => {
  it('counts enquiries, bookings made and confirmed, alert sign-ups and the tools’ answers by page and month, at the desk and on the command line alike', async () => {
    const enquiries = await services.start(engine, {}, { desk: withAdministrator });

    // From the tool's answer: an enquiry, a booking confirmed and one left held; from the contact
    // page, an enquiry; and from the alerts page (a plain form post's Referer), a confirmed sign-up.
    await app(enquiries)
      .post('/api/enquiries')
      .send({ ...sampleEnquiry, sourcePage: tool })
      .expect(201);
    await app(enquiries)
      .post('/api/enquiries')
      .send({ ...sampleEnquiry, sourcePage: '/contact' })
      .expect(201);
    await book(enquiries, '2026-12-01T10:00', tool);
    await book(enquiries, '2026-12-01T11:00', tool, true);
    await app(enquiries)
      .post('/api/alerts')
      .set('host', 'harbourline.example')
      .set('referer', 'https://harbourline.example/key-dates/sole-traders')
      .type('form')
      .send('email=ada%40example.com&audiences=sole-traders&leads=14')
      .expect(200);
    await until(() => mailTo('ada@example.com').length === 1);
    const confirm = linkIn(mailTo('ada@example.com')[0]?.parsed.text ?? '', '/api/alerts/confirm')!;
    await app(enquiries).post(confirm).type('form').send('').expect(200);
    // A sign-up never confirmed is not counted.
    await app(enquiries)
      .post('/api/alerts')
      .send({ email: 'bob@example.com', audiences: ['sole-traders'], leads: [14], sourcePage: '/alerts' })
      .expect(202);

    const cookie = await signIn(enquiries);
    const page = await app(enquiries).get('/desk/sources').set('cookie', cookie).expect(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.text).not.toContain('<script');
    expect(page.text).toContain('<h2 id="sources-2026-11"');
    expect(page.text).toContain(sourcesCopy.views['not-configured']);
    // Page, views, enquiries, bookings made, confirmed, alert sign-ups.
    expect(rowOf(page.text, tool)).toEqual(['—', '1', '2', '1', '0']);
    expect(page.text).toMatch(new RegExp(`${tool}<span[^>]*>${sourcesCopy.tool}</span>`));
    expect(rowOf(page.text, '/contact')).toEqual(['—', '1', '0', '0', '0']);
    expect(rowOf(page.text, '/key-dates/sole-traders')).toEqual(['—', '0', '0', '0', '1']);
    expect(page.text).not.toContain('/alerts<');
    expect(page.text).toContain(sourcesCopy.answers(3));

    // The CSV and the command line: the same report, from the same code.
    const csv = await app(enquiries).get('/desk/sources.csv').set('cookie', cookie).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="sources.csv"');
    const lines = csv.text.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"month","page","tool","views","enquiries","holds","bookings","alerts"');
    expect(lines).toContain(`"2026-11","${tool}","yes","","1","2","1","0"`);
    let written = '';
    const printed: string[] = [];
    const io = { line: (text: string) => printed.push(text), write: (text: string) => (written += text) };
    const { desk } = enquiries.service.features;
    await sourcesCommand.run(desk, ['--csv'], io, enquiries.service.context);
    expect(written.replace('\uFEFF', '').trim().split('\r\n')).toEqual(lines);
    await sourcesCommand.run(desk, [], io, enquiries.service.context);
    expect(printed).toContain(
      `  ${tool} (${sourcesCopy.tool}): page views —, enquiries 1, bookings made 2, confirmed 1, alert sign-ups 0`,
    );

    const audit = await app(enquiries).get('/desk/audit').set('cookie', cookie).expect(200);
    expect(audit.text).toContain('downloaded the sources report as CSV');
  });
});
