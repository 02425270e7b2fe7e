import type { Request } from 'express';
import { deskCookies } from '../content/privacy';

/** The session's cookie, and the sign-in cookie that binds a link to the browser that asked for it. */
export const { session: sessionCookie, signIn: signInCookie } = deskCookies;

/** Only this page's own forms: `__Host-` (Secure, Path=/, no Domain), HttpOnly, SameSite=Strict. */
export const cookieOptions = { secure: true, httpOnly: true, sameSite: 'strict', path: '/' } as const;

/** A cookie's value from the request's Cookie header (the desk reads only its own two). */
export function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
