import request from 'supertest';
import { createEnquiryApp } from '../server/app/enquiry-server';
import { site } from '../src/config/site';
import { sessionCookie, signInCookie } from '../src/features/desk/server/routes';
import { bookingBody, holdLink, toFirm } from './booking';
import type { bookingServices } from './booking-service';
import type { TestEnquiries } from './enquiry-service';
import type { SmtpSink } from './smtp-sink';
import { until } from './until';

/** A request to the service as a browser makes it (supertest over the service's own app). */
export const deskApp = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));

/** A cookie's value from a response's Set-Cookie headers, and the header itself. */
export function setCookie(response: request.Response, name: string): { value: string; header: string } | undefined {
  const headers = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const header = headers.find((line) => line.startsWith(`${name}=`));
  return header ? { value: header.slice(name.length + 1).split(';')[0] ?? '', header } : undefined;
}

/** The session's form token in a desk page. */
export const csrfIn = (html: string) => /name="csrf" value="([\w-]{43})"/.exec(html)?.[1] ?? '';

/**
 * Signs `email` in at the desk as a browser does, reading the link from the email the real SMTP
 * server received: the session's Cookie header and its form token.
 */
export async function deskSignIn(
  enquiries: TestEnquiries,
  sink: SmtpSink,
  email: string,
): Promise<{ cookie: string; csrf: string }> {
  const mailTo = () => sink.messages.filter((mail) => mail.envelope.to.includes(email));
  const before = mailTo().length;
  const asked = await deskApp(enquiries).post('/desk/sign-in').type('form').send({ email }).expect(200);
  const browser = setCookie(asked, signInCookie)?.value ?? '';
  const pattern = new RegExp(`${site.url.replace(/\./g, '\\.')}(/desk/sign-in/[\\w-]{43})`);
  // The link's own email: another to the same address (a booking's notice to its director) may land first.
  const linkIn = () =>
    mailTo()
      .slice(before)
      .flatMap((mail) => pattern.exec(mail.parsed.text ?? '')?.[1] ?? [])
      .at(-1);
  await until(() => linkIn() !== undefined);
  const link = linkIn() ?? '';
  const signed = await deskApp(enquiries)
    .post(link)
    .set('cookie', `${signInCookie}=${browser}`)
    .type('form')
    .send('')
    .expect(303);
  const cookie = `${sessionCookie}=${setCookie(signed, sessionCookie)?.value ?? ''}`;
  const diary = await deskApp(enquiries).get('/desk/diary').set('cookie', cookie).expect(200);
  return { cookie, csrf: csrfIn(diary.text) };
}

/** The sign-in link's path in an email's text. */
export const linkIn = (text: string) =>
  new RegExp(`${site.url.replace(/\./g, '\\.')}(/desk/sign-in/[\\w-]{43})`).exec(text)?.[1];

/** The desk as a test drives it: asking for links, signing in by the emailed link, booking as a visitor. */
export function deskDriver(services: ReturnType<typeof bookingServices>) {
  // What an address received, but a consultation's invitation (to its director, the firm's inbox in copy).
  const mailTo = (address: string) =>
    services.sink.messages.filter((mail) => mail.envelope.to.includes(address) && !toFirm(mail));

  /** Asks for a link for `email` from `network`; the browser's sign-in cookie set in answer. */
  async function askForLink(enquiries: TestEnquiries, email: string, network = '198.51.100.7') {
    const answer = await deskApp(enquiries)
      .post('/desk/sign-in')
      .set('x-forwarded-for', network)
      .type('form')
      .send({ email })
      .expect(200);
    return { answer, browser: setCookie(answer, signInCookie)?.value ?? '' };
  }

  /** Signs `email` in, reading the link from the email: the session's cookie and its form token. */
  async function signIn(enquiries: TestEnquiries, email: string) {
    const before = mailTo(email).length;
    const { browser } = await askForLink(enquiries, email);
    await until(() => mailTo(email).length > before);
    const link = linkIn(mailTo(email).at(-1)?.parsed.text ?? '') ?? '';
    expect(link).toMatch(/^\/desk\/sign-in\//);
    const signed = await deskApp(enquiries)
      .post(link)
      .set('cookie', `${signInCookie}=${browser}`)
      .type('form')
      .send('');
    expect(signed.status).toBe(303);
    expect(signed.headers.location).toBe('/desk/diary');
    const cookie = setCookie(signed, sessionCookie)?.value ?? '';
    const diary = await deskApp(enquiries).get('/desk/diary').set('cookie', `${sessionCookie}=${cookie}`).expect(200);
    return { cookie, csrf: csrfIn(diary.text), diary };
  }

  /** Books and (unless `held`) confirms a consultation, as a visitor does; its id. */
  async function book(enquiries: TestEnquiries, slot: string, details = {}, held = false): Promise<string> {
    const answer = await deskApp(enquiries).post('/api/bookings').send(bookingBody(slot, details)).expect(201);
    if (!held) {
      const path = await holdLink(enquiries.service, answer.body.id, services.sink);
      await deskApp(enquiries).post(`${path}/confirm`).type('form').send('').expect(303);
    }
    return answer.body.id as string;
  }

  return { mailTo, askForLink, signIn, book };
}
