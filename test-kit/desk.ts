import request from 'supertest';
import { createEnquiryApp } from '../server/app/enquiry-server';
import { site } from '../src/config/site';
import { sessionCookie, signInCookie } from '../src/features/desk/server/routes';
import { bookingBody, holdLink, toFirm } from './booking';
import type { bookingServices } from './booking-service';
import type { TestEnquiries } from './enquiry-service';
import type { SmtpSink } from './smtp-sink';
import { until } from './until';

/** The desk's administrator in the tests, and the desk's settings listing them alone. */
export const administrator = 'sam.clerk@harbourline.example';
export const withAdministrator = {
  staff: [{ name: 'Sam Clerk', email: administrator, role: 'administrator' as const }],
};

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

/** The sign-in link's path in an email's text. */
export const linkIn = (text: string) =>
  new RegExp(`${site.url.replace(/\./g, '\\.')}(/desk/sign-in/[\\w-]{43})`).exec(text)?.[1];

/** A form body with a field repeated where its value is a list, as a browser sends checked boxes of one name. */
const formBody = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of ([] as string[]).concat(value)) body.append(name, one);
  return body.toString();
};

/** A member signed in at the desk: the session's Cookie header, its form token, and requests that carry both. */
export interface SignedIn {
  cookie: string;
  csrf: string;
  /** The diary page the sign-in landed on. */
  diary: request.Response;
  get: (path: string) => request.Test;
  /** A form post with the session's token. */
  post: (path: string, fields: Record<string, string | string[]>) => request.Test;
}

/**
 * Signs `email` in at the desk as a browser does, from `network` where given (X-Forwarded-For),
 * reading the link from the email the real SMTP server received.
 */
export async function deskSignIn(
  enquiries: TestEnquiries,
  sink: SmtpSink,
  email: string,
  network?: string,
): Promise<SignedIn> {
  const mailTo = () => sink.messages.filter((mail) => mail.envelope.to.includes(email));
  const before = mailTo().length;
  const asking = deskApp(enquiries).post('/desk/sign-in');
  if (network) asking.set('x-forwarded-for', network);
  const asked = await asking.type('form').send({ email }).expect(200);
  const browser = setCookie(asked, signInCookie)?.value ?? '';
  // The link's own email: another to the same address (a booking's notice to its director) may land first.
  const link = () =>
    mailTo()
      .slice(before)
      .flatMap((mail) => linkIn(mail.parsed.text ?? '') ?? [])
      .at(-1);
  await until(() => link() !== undefined);
  const signed = await deskApp(enquiries)
    .post(link() ?? '')
    .set('cookie', `${signInCookie}=${browser}`)
    .type('form')
    .send('')
    .expect(303);
  expect(signed.headers.location).toBe('/desk/diary');
  const cookie = `${sessionCookie}=${setCookie(signed, sessionCookie)?.value ?? ''}`;
  const diary = await deskApp(enquiries).get('/desk/diary').set('cookie', cookie).expect(200);
  const csrf = csrfIn(diary.text);
  return {
    cookie,
    csrf,
    diary,
    get: (path) => deskApp(enquiries).get(path).set('cookie', cookie),
    post: (path, fields) =>
      deskApp(enquiries)
        .post(path)
        .set('cookie', cookie)
        .type('form')
        .send(formBody({ csrf, ...fields })),
  };
}

/** The desk as a test drives it: asking for links, signing in by the emailed link, booking as a visitor. */
export function deskDriver(services: ReturnType<typeof bookingServices>) {
  /** Where the driver's browser is, unless a step says otherwise. */
  const network = '198.51.100.7';
  // What an address received, but a consultation's invitation (to its director, the firm's inbox in copy).
  const mailTo = (address: string) =>
    services.sink.messages.filter((mail) => mail.envelope.to.includes(address) && !toFirm(mail));

  /** Asks for a link for `email` from `network`; the browser's sign-in cookie set in answer. */
  async function askForLink(enquiries: TestEnquiries, email: string, from = network) {
    const answer = await deskApp(enquiries)
      .post('/desk/sign-in')
      .set('x-forwarded-for', from)
      .type('form')
      .send({ email })
      .expect(200);
    return { answer, browser: setCookie(answer, signInCookie)?.value ?? '' };
  }

  /** Signs `email` in from the driver's network, reading the link from the email. */
  const signIn = (enquiries: TestEnquiries, email: string) => deskSignIn(enquiries, services.sink, email, network);

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
