import type { CookieDeclaration } from '../../../platform/privacy/cookies';
import type { PrivacyDeclaration } from '../../../platform/privacy/declaration';

/**
 * How long the staff desk keeps what it keeps: the desk's settings read these
 * (src/features/desk/server/config.ts), so the policy and the service cannot differ.
 */
export const deskRetention = {
  linkMinutes: 15,
  idleMinutes: 30,
  absoluteHours: 12,
  auditDays: 365,
  /** The window of the limits on sign-in requests: each request is counted this long, then deleted. */
  limitMinutes: 15,
  /** A passkey's challenge (adding one or signing in) may be answered this long. */
  challengeMinutes: 5,
} as const;

/** The desk's two cookies (the only ones the site sets, and only for staff): the cookie policy names them. */
export const deskCookies = { session: '__Host-desk', signIn: '__Host-desk-sign-in' } as const;

/** What the firm's staff desk keeps (src/features/desk/server/tables.ts): about staff, and about anyone who asks to sign in. */
export const deskPrivacy: PrivacyDeclaration = {
  heading: 'The staff desk (for the firm’s staff)',
  purpose:
    'To let the firm’s directors and staff sign in to run the diary, and to keep a record of every sign-in and action so that the firm can show who did what. Visitors never sign in and get no cookie.',
  basis: 'legitimate-interests',
  keeps: [
    {
      what: 'for a member of staff who asks to sign in: their work address, and one-way hashes of the emailed link’s key and of a random value in their browser’s sign-in cookie',
      fields: [
        'desk_links.token_hash',
        'desk_links.email',
        'desk_links.browser_hash',
        'desk_links.created_at',
        'desk_links.expires_at',
        'desk_links.used_at',
      ],
      kept: `${deskRetention.linkMinutes} minutes, then deleted by the next hourly clean-up`,
    },
    {
      what: 'for a member of staff who is signed in: their work address, a one-way hash of their session cookie, the form token of the session and the network (the first three parts of an IPv4 address, or the first three groups of an IPv6 one) they signed in from',
      fields: [
        'desk_sessions.id_hash',
        'desk_sessions.email',
        'desk_sessions.csrf',
        'desk_sessions.network',
        'desk_sessions.created_at',
        'desk_sessions.seen_at',
      ],
      kept: `until they sign out, ${deskRetention.idleMinutes} minutes unused, or ${deskRetention.absoluteHours} hours after signing in, whichever comes first`,
    },
    {
      what: 'for anyone who asks for a sign-in link, to hold a network or a mailbox to its limit of requests: the network they asked from (as above) and a one-way hash of the address they gave',
      fields: ['desk_limits.id', 'desk_limits.kind', 'desk_limits.key', 'desk_limits.at'],
      kept: `${deskRetention.limitMinutes} minutes, then deleted by the next hourly clean-up`,
    },
    {
      what: 'for a member of staff who adds a passkey: its public key (never the private key, which stays on their device), its identifier, how their browser reaches it, its signature counter and when it was added and last used',
      fields: [
        'desk_passkeys.id',
        'desk_passkeys.email',
        'desk_passkeys.public_key',
        'desk_passkeys.counter',
        'desk_passkeys.transports',
        'desk_passkeys.created_at',
        'desk_passkeys.last_used_at',
      ],
      kept: 'until they remove it, or are taken off the staff list and an administrator removes it',
    },
    {
      what: 'while a passkey is being added or used: the random challenge the browser must sign, and for adding, the member of staff’s work address',
      fields: [
        'desk_challenges.challenge',
        'desk_challenges.purpose',
        'desk_challenges.email',
        'desk_challenges.expires_at',
      ],
      kept: `${deskRetention.challengeMinutes} minutes, or until it is answered, whichever comes first`,
    },
    {
      what: 'the desk’s audit log: each sign-in and action, who (a member of staff’s work address; never the address of anyone else who asks), what, when and from which network',
      fields: [
        'desk_audit.id',
        'desk_audit.at',
        'desk_audit.email',
        'desk_audit.action',
        'desk_audit.detail',
        'desk_audit.network',
      ],
      kept: `${deskRetention.auditDays} days`,
    },
    {
      what: 'a director’s blocked time (a holiday, a training day): when, why, and the work address of who blocked it',
      fields: [
        'diary_blocks.id',
        'diary_blocks.diary',
        'diary_blocks.starts_at',
        'diary_blocks.ends_at',
        'diary_blocks.reason',
        'diary_blocks.created_by',
        'diary_blocks.created_at',
      ],
      kept: 'until the block is over or removed, then deleted by the next hourly clean-up',
    },
  ],
  recipients: [
    { who: 'host', what: 'runs the server and database that hold it' },
    { who: 'mail', what: 'carries the sign-in link to the member of staff’s work address' },
  ],
};

/** The desk's cookies as the cookie policy says them (src/content/pages/cookie-policy.ts). */
export const deskCookiePolicy: CookieDeclaration = {
  heading: 'The staff desk’s cookie (the firm’s staff only)',
  paragraphs: [
    `The firm’s directors and staff sign in to a private desk, at its own address, to run the diary. Signing in sets one cookie, named ${deskCookies.session}, that keeps them signed in: it holds a random value that the server recognises, nothing about the person, and it is sent only to this website, only over a secure connection, never to a script and never with a request from another site. It ends when they sign out, after ${deskRetention.idleMinutes} minutes unused, or ${deskRetention.absoluteHours} hours after signing in. While they ask for a sign-in link, a second cookie, ${deskCookies.signIn}, holds a random value for ${deskRetention.linkMinutes} minutes so that the link works only in the browser that asked for it.`,
    'A member of staff who signs in with a passkey instead of an emailed link gets the same session cookie and no other: the passkey stays on their device, and the desk keeps only its public half.',
    'These are strictly necessary for a service the member of staff has asked for (signing in), so they need no consent. No visitor is ever given either: the desk is not linked from the site, and nothing else on the site sets a cookie.',
  ],
};
