import request from 'supertest';
import { createEnquiryApp } from '../server/app/enquiry-server';
import { site } from '../src/config/site';
import { sessionCookie, signInCookie } from '../src/features/desk/server/routes';
import type { TestEnquiries } from './enquiry-service';
import type { SmtpSink } from './smtp-sink';
import { until } from './until';

/** The service's app as a desk test's browser asks it. */
export const deskApp = (enquiries: TestEnquiries) => request(createEnquiryApp(enquiries.service));

/** A cookie's value from a response's Set-Cookie headers. */
export function setCookieValue(response: request.Response, name: string): string | undefined {
  const headers = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const header = headers.find((line) => line.startsWith(`${name}=`));
  return header?.slice(name.length + 1).split(';')[0];
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
  const browser = setCookieValue(asked, signInCookie) ?? '';
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
  const cookie = `${sessionCookie}=${setCookieValue(signed, sessionCookie) ?? ''}`;
  const diary = await deskApp(enquiries).get('/desk/diary').set('cookie', cookie).expect(200);
  return { cookie, csrf: csrfIn(diary.text) };
}
