/**
 * An email as a feature writes it: the platform's own shape, which every transport sends
 * (./transport.ts). Plain data; a feature never sees the library a transport uses.
 */
/** A mailbox already parsed: a transport takes it as it is. */
export interface Mailbox {
  name: string;
  address: string;
}

export interface Email {
  /** The sender, `Name <address>` or an address. */
  from: string;
  /**
   * The firm's inbox as configured (`Name <address>`), or a visitor's mailbox as the address rule
   * parsed it (server/platform/forms/address.ts), which a transport sends as it is, never parsing
   * it again: the envelope is then the mailbox every limit counted.
   */
  to: string | Mailbox;
  /** Who is sent a copy, in the envelope and the Cc header: the firm's inbox beside a director. */
  cc?: string | Mailbox;
  /** Where a reply goes: the visitor, for the firm's copy of what they sent. */
  replyTo?: string | { name: string; address: string };
  subject: string;
  /** The body, plain text. */
  text: string;
  /** Its Message-ID, `<id@domain>`: the same one each time the same email is sent. */
  messageId?: string;
  /** Headers of the feature's own (`X-Booking-Reference`, `Auto-Submitted`, `List-Unsubscribe`). */
  headers?: Record<string, string>;
  /**
   * Text files sent with it (a calendar invitation), each delivered byte for byte as written
   * (a transport encodes them so that line endings such as iCalendar's CRLF arrive unchanged).
   */
  attachments?: { filename: string; contentType: string; content: string }[];
}
