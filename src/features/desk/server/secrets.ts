import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url (43 characters): a link's token, a cookie's value, a form's token. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What is kept of a secret: its SHA-256, hex. A token is random, so no salt is needed. */
export const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Whether two secrets are the same, in a time that does not depend on where they differ. */
export function sameSecret(given: unknown, kept: string): boolean {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(hashOf(given)), Buffer.from(hashOf(kept))];
  return timingSafeEqual(a, b);
}

/** A token as a link or a cookie carries it: exactly 43 base64url characters, else nothing to look up. */
export const wellFormedToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{43}$/.test(value);
