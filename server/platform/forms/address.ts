import { createHash } from 'node:crypto';
import { getDomain } from 'tldts';

/*
 * One rule for every email address a form takes (enquiries, bookings, alerts): what it may
 * contain, the mailbox every limit and the list of addresses never to mail again count it as,
 * and the address the mail transport is given, all from one parsed value (parseAddress).
 *
 * What it may contain: printable ASCII only, in the shape the browser's email input checks
 * (WHATWG's "valid e-mail address"), with a dotted domain. So no control characters
 * (U+0000–U+001F, U+007F: nodemailer read `a\x01victim@gmail.com` as the name "a" and the address
 * victim@gmail.com, while the key covered the whole string), no spaces, quotes or angle brackets
 * (which a mail library reads as a display name and an address), no invisible or reordering
 * characters (U+00AD, U+200B, U+202E, U+FEFF…), and no look-alike letters (Cyrillic "а",
 * fullwidth "ａ"). Look-alikes are refused, not folded: folding `ａda@…` to `ada@…` would mail an
 * address other than the one typed, and refusing them is what the browser's own check does.
 * Internationalised addresses are refused with them (a known limit: nodemailer would send them as
 * raw 8-bit bytes, which a server without SMTPUTF8 refuses for good).
 */

/** WHATWG's local part: RFC 5322's atext and dots. */
const localPart = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;
/** A dotted host name of letters, digits and inner hyphens, at most 63 to a label. */
const domainPart =
  /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
/** Printable ASCII and the space (which the shape then refuses): the only characters an address may hold. */
const printableAscii = /^[\x20-\x7e]*$/;
/** RFC 5321's limit on a path, less its angle brackets. */
const maxLength = 254;

/**
 * Mail domains where `+` is part of a mailbox's name rather than the start of a tag (none known):
 * everywhere else `name+anything@` counts as `name@`, since most mail servers deliver it there
 * and a bot's catch-all domain certainly does. Add a domain here to count its tags apart.
 */
const keepsTags = new Set<string>([]);
/** Providers that also ignore dots before the @. */
const ignoresDots = new Set(['gmail.com', 'googlemail.com']);
/** Another name for a provider's own domain. */
const sameAs: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/**
 * Mail domains that many unrelated people share (the UK's and the world's large providers): a
 * limit per mail domain would count strangers together there, so it applies only to other
 * domains, a firm's own or a bot's.
 */
const sharedDomains = new Set([
  'aol.com',
  'btinternet.com',
  'fastmail.com',
  'gmail.com',
  'gmx.co.uk',
  'gmx.com',
  'hotmail.co.uk',
  'hotmail.com',
  'icloud.com',
  'live.co.uk',
  'live.com',
  'mail.com',
  'me.com',
  'msn.com',
  'ntlworld.com',
  'outlook.com',
  'proton.me',
  'protonmail.com',
  'sky.com',
  'talktalk.net',
  'virginmedia.com',
  'yahoo.co.in',
  'yahoo.co.uk',
  'yahoo.com',
  'yandex.com',
  'zoho.com',
]);

/** Whether many unrelated people have addresses at the registered domain `domain`, as at gmail.com. */
export const isSharedMailDomain = (domain: string) => sharedDomains.has(domain);

/**
 * A mail domain as who holds it: its registered domain by the public suffix list's ICANN section
 * (tldts, whose copy of the list is in the package: nothing is fetched), so `s1.onebot.example`
 * and `s2.onebot.example` are both `onebot.example`, and `a.b.co.uk` is `b.co.uk`. The private
 * section is left out on purpose: under it every `name.duckdns.org` would be a domain of its own,
 * free to a bot by the thousand.
 */
export const registeredDomain = (domain: string): string => getDomain(domain.toLowerCase()) ?? domain.toLowerCase();

/** An address a form accepted: what is mailed and what every count keys it by, from one parse. */
export interface MailAddress {
  /** What the mail transport is given, envelope and header alike: as typed, its domain in lower case. */
  readonly address: string;
  /** The mailbox it reaches (mailboxOf): the key of every limit and of the list never to mail again. */
  readonly mailbox: string;
  /** The registered domain of its domain (registeredDomain): the key of the limits per mail domain. */
  readonly domain: string;
}

/** Why an address is refused: not an address's shape, or a character no address may hold. */
export type AddressProblem = 'shape' | 'characters';

/** The mailbox `local@domain` reaches: lower case, `+tags` folded, and a provider's own folds. */
function mailboxKey(local: string, domain: string): string {
  const host = domain.toLowerCase();
  const provider = sameAs[host] ?? host;
  let name = local.toLowerCase();
  // A tag needs a name before it: "+x@" is a name of its own.
  if (!keepsTags.has(provider)) name = name.replace(/(?<=.)\+.*$/, '');
  if (ignoresDots.has(provider)) name = name.replace(/\./g, '');
  return `${name}@${provider}`;
}

/**
 * An address as a visitor typed it, checked and parsed (surrounding white space dropped), or why
 * it is refused: 'characters' when the part before the @ holds anything but printable ASCII (a
 * control, invisible, reordering or look-alike character: the visitor is told which part to
 * retype), 'shape' when it is not local@domain.tld (a domain with such a character included).
 */
export function parseAddress(typed: string): MailAddress | AddressProblem {
  const value = typed.trim();
  const at = value.lastIndexOf('@');
  const [local, domain] = [value.slice(0, Math.max(at, 0)), value.slice(at + 1)];
  if (!printableAscii.test(local)) return 'characters';
  if (at < 0 || value.length > maxLength || !localPart.test(local) || !domainPart.test(domain)) return 'shape';
  const mailbox = mailboxKey(local, domain);
  return {
    address: `${local}@${domain.toLowerCase()}`,
    mailbox,
    domain: registeredDomain(mailbox.slice(mailbox.lastIndexOf('@') + 1)),
  };
}

/**
 * The mailbox of an address kept before (a booking's, a subscription's): parseAddress's key for
 * any address it accepts, and for older rows, the same folds of whatever is there.
 */
export function mailboxOf(address: string): string {
  const parsed = parseAddress(address);
  if (typeof parsed !== 'string') return parsed.mailbox;
  const at = address.lastIndexOf('@');
  return at < 0 ? address.trim().toLowerCase() : mailboxKey(address.slice(0, at).trim(), address.slice(at + 1).trim());
}

/** A mailbox as a one-way hash: to recognise an address again without keeping it. */
export const mailboxHash = (address: string) => createHash('sha256').update(mailboxOf(address)).digest('hex');
