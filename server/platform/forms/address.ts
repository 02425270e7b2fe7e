import { createHash } from 'node:crypto';

/**
 * Mail providers that deliver `name+anything@` to `name@`, and those that also ignore dots before
 * the @: one person's variants of their address, which a limit per address must count as one.
 */
const ignoresTags = new Set([
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.com',
  'hotmail.co.uk',
  'live.com',
  'live.co.uk',
  'icloud.com',
  'me.com',
  'fastmail.com',
  'proton.me',
  'protonmail.com',
  'yahoo.com',
  'yahoo.co.uk',
]);
const ignoresDots = new Set(['gmail.com', 'googlemail.com']);

/**
 * Mail domains that many unrelated people share (the providers above, and the UK's and the world's
 * other large ones): a limit per mail domain would count strangers together there, so it applies
 * only to other domains, a firm's own or a bot's.
 */
const sharedDomains = new Set([
  ...ignoresTags,
  'aol.com',
  'btinternet.com',
  'gmx.com',
  'gmx.co.uk',
  'mail.com',
  'msn.com',
  'ntlworld.com',
  'sky.com',
  'talktalk.net',
  'virginmedia.com',
  'yahoo.co.in',
  'yandex.com',
  'zoho.com',
]);

/** Whether many unrelated people have addresses at `domain` (lower case), as at gmail.com. */
export const isSharedMailDomain = (domain: string) => sharedDomains.has(domain);

/**
 * An address as its mailbox: lower case; for the providers above, without a `+tag` (Yahoo's `-tag`
 * is left, since a hyphen is an ordinary character there) and, for Gmail, without dots, and
 * googlemail.com as gmail.com. For limits and the list of addresses never to mail again; the address
 * a visitor gave is what is mailed.
 */
export function mailboxOf(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase();
  if (ignoresTags.has(domain)) local = local.replace(/\+.*$/, '');
  if (ignoresDots.has(domain)) local = local.replace(/\./g, '');
  if (domain === 'googlemail.com') domain = 'gmail.com';
  return `${local}@${domain}`;
}

/** A mailbox as a one-way hash: to recognise an address again without keeping it. */
export const mailboxHash = (address: string) => createHash('sha256').update(mailboxOf(address)).digest('hex');
