import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import type { Kysely } from 'kysely';
import type { StaffMember } from '../../../../server/platform/firm';
import type { DeskSchema } from './tables';

/** One of a member's passkeys, as their passkeys page lists it. */
export interface Passkey {
  id: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** Where the desk's passkeys belong: the site's host (the relying party) and origin, and its name. */
export interface PasskeyParty {
  /** The site's public origin (scheme, host and any port; no path). */
  origin: string;
  /** What the browser shows beside the passkey. */
  name: string;
  /** How long a challenge may be answered. */
  challengeMs: number;
}

const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
const toBase64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * Passkeys (WebAuthn) for the desk, by @simplewebauthn/server: a signed-in member adds one, and
 * later signs in with it instead of waiting for an email. The database keeps each passkey's public
 * key and counter, and each challenge until it is answered once (no cookie carries it), so every
 * process of the service can check any answer. Nothing here is hand-written WebAuthn: options and
 * verification are the library's.
 */
export class DeskPasskeys {
  private readonly rpID: string;

  constructor(
    private readonly db: Kysely<DeskSchema>,
    private readonly now: () => Date,
    private readonly party: PasskeyParty,
  ) {
    this.rpID = new URL(party.origin).hostname;
  }

  /** The options for adding a passkey for `member` (their existing ones excluded). */
  async registrationOptions(member: StaffMember): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.rows(member.email);
    const options = await generateRegistrationOptions({
      rpName: this.party.name,
      rpID: this.rpID,
      userName: member.email,
      userDisplayName: member.name,
      userID: new TextEncoder().encode(member.email),
      attestationType: 'none',
      excludeCredentials: existing.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as string[] })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: this.party.challengeMs,
    });
    await this.issue(options.challenge, 'register', member.email);
    return options;
  }

  /** Verifies a browser's answer to adding a passkey; keeps the passkey if it holds. */
  async register(member: StaffMember, response: RegistrationResponseJSON): Promise<boolean> {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => this.answer(challenge, 'register', member.email),
      expectedOrigin: this.party.origin,
      expectedRPID: this.rpID,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verified?.verified) return false;
    const { credential } = verified.registrationInfo;
    await this.db
      .insertInto('desk_passkeys')
      .values({
        id: credential.id,
        email: member.email,
        public_key: toBase64url(credential.publicKey),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created_at: this.now().getTime(),
        last_used_at: null,
      })
      .execute();
    return true;
  }

  /** The options for signing in with any passkey the browser holds for this site. */
  async authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: this.rpID,
      userVerification: 'required',
      timeout: this.party.challengeMs,
    });
    await this.issue(options.challenge, 'sign-in', '');
    return options;
  }

  /** Verifies a browser's answer to signing in: whose passkey it was, or undefined. */
  async authenticate(response: AuthenticationResponseJSON): Promise<string | undefined> {
    if (typeof response?.id !== 'string') return undefined;
    const row = await this.db.selectFrom('desk_passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
    if (!row) return undefined;
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => this.answer(challenge, 'sign-in', ''),
      expectedOrigin: this.party.origin,
      expectedRPID: this.rpID,
      credential: {
        id: row.id,
        publicKey: fromBase64url(row.public_key),
        counter: Number(row.counter),
        transports: JSON.parse(row.transports) as WebAuthnCredential['transports'],
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verified?.verified) return undefined;
    await this.db
      .updateTable('desk_passkeys')
      .set({ counter: verified.authenticationInfo.newCounter, last_used_at: this.now().getTime() })
      .where('id', '=', row.id)
      .execute();
    return row.email;
  }

  /** A member's passkeys, oldest first. */
  async list(email: string): Promise<Passkey[]> {
    return (await this.rows(email)).map((row) => ({
      id: row.id,
      createdAt: new Date(Number(row.created_at)),
      lastUsedAt: row.last_used_at === null ? null : new Date(Number(row.last_used_at)),
    }));
  }

  /** Removes one of `email`'s passkeys (only their own); says whether there was one. */
  async remove(email: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('desk_passkeys')
      .where('email', '=', email)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  /** Deletes challenges past their time; says how many. */
  async purge(): Promise<number> {
    const result = await this.db
      .deleteFrom('desk_challenges')
      .where('expires_at', '<=', this.now().getTime())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private rows(email: string) {
    return this.db.selectFrom('desk_passkeys').selectAll().where('email', '=', email).orderBy('created_at').execute();
  }

  private async issue(challenge: string, purpose: string, email: string): Promise<void> {
    await this.db
      .insertInto('desk_challenges')
      .values({ challenge, purpose, email, expires_at: this.now().getTime() + this.party.challengeMs })
      .execute();
  }

  /** Whether `challenge` was handed out for this purpose (and person) and is still open: used up if so. */
  private async answer(challenge: string, purpose: string, email: string): Promise<boolean> {
    const taken = await this.db
      .deleteFrom('desk_challenges')
      .where('challenge', '=', challenge)
      .where('purpose', '=', purpose)
      .where('email', '=', email)
      .where('expires_at', '>', this.now().getTime())
      .executeTakeFirst();
    return Number(taken.numDeletedRows) === 1;
  }
}
