/*
 * What a part of the system keeps about a visitor, declared once beside it (a feature's
 * `content/privacy.ts`, the servers' in `servers.ts` here): the privacy policy's lists are built
 * from these, and a test holds them to the database's tables and the servers' log formats, so a
 * column or a log field added without saying so fails.
 */

/** Who, outside the firm, receives it: each is named once, in `recipientNames`. */
export type Recipient = 'host' | 'mail' | 'calendar' | 'video';

/** UK GDPR Article 6(1): the bases the site relies on. */
export type LawfulBasis = 'consent' | 'contract' | 'legitimate-interests';

/** One thing kept: what it is, the fields that hold it, for how long, and why that long. */
export interface KeptItem {
  /** In plain words: "your name, email address and message". */
  what: string;
  /**
   * Where it is held, each exactly once across all declarations: a database column as
   * `table.column`, a log field as `nginx:$variable` or `service:name`; what is held elsewhere as
   * `memory:`, `backup:` or `copy:` (the firm's inbox and calendars) and a name.
   */
  fields: readonly string[];
  /** How long, as a sentence's end: "30 days after it reaches our inbox". */
  kept: string;
  /**
   * Where this item rests on a basis other than its declaration's (a consent record is kept after
   * consent is withdrawn): that basis, and for legitimate interests the interest pursued, as a
   * sentence's end (UK GDPR Article 13(1)(c) and (d)).
   */
  ownBasis?: { basis: LawfulBasis; interest: string };
}

export interface PrivacyDeclaration {
  /** The policy's heading for it. */
  heading: string;
  /** Why it is kept, in a sentence. */
  purpose: string;
  basis: LawfulBasis;
  keeps: readonly KeptItem[];
  /** Who else receives what, each in a sentence's end: "carries the email to our inbox". */
  recipients: readonly { who: Recipient; what: string }[];
}

export const recipientNames: Record<Recipient, string> = {
  host: 'Our hosting provider',
  mail: 'Our email provider',
  calendar: 'The calendar providers of the director and of your own address',
  video: 'The video-call provider of the director’s meeting room',
};

export const basisNames: Record<LawfulBasis, string> = {
  consent: 'your consent (UK GDPR Article 6(1)(a)), which you can withdraw at any time',
  contract: 'taking steps at your request before a contract (Article 6(1)(b))',
  'legitimate-interests': 'our legitimate interests (Article 6(1)(f))',
};

/** A declaration as the policy prints it: the purpose and basis, then one line per item kept and per recipient. */
export function declarationSection(declaration: PrivacyDeclaration): {
  heading: string;
  paragraphs: string[];
  list: string[];
} {
  return {
    heading: declaration.heading,
    paragraphs: [`${declaration.purpose} Our lawful basis: ${basisNames[declaration.basis]}.`],
    list: [
      ...declaration.keeps.map(
        (item) =>
          `${capitalise(item.what)}: kept ${item.kept}.` +
          (item.ownBasis
            ? ` Our lawful basis for this: ${basisNames[item.ownBasis.basis]}, ${item.ownBasis.interest}.`
            : ''),
      ),
      ...declaration.recipients.map(({ who, what }) => `${recipientNames[who]} ${what}.`),
    ],
  };
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
