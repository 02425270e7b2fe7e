import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { leadingZeroBits, type ProofChallenge } from '../proof-of-work';
import { proofOfWorkRules } from '../rules';
import type { BookingSchema } from './tables';

/**
 * The hold request's proof of work (BOOKING_PROOF_OF_WORK; docs/bookings.md, "A stronger check").
 * A challenge is `expiry.difficulty.nonce.signature`: signed with a key the database keeps (made
 * once, so every process on it agrees and none can be forged), good until its expiry, and once:
 * the hold that uses it records it (`booking_proofs`), so a second use is refused until it has
 * expired and housekeeping deletes it. Issuing one writes nothing, so asking for challenges costs
 * the service a hash and fills no table.
 */

/** Why a hold's proof was refused, or `ok`. */
export type ProofCheck = 'ok' | 'missing' | 'forged' | 'stale' | 'unsolved' | 'spent';

const keyName = 'proof-of-work';
const posted = /^((\d{1,15})\.(\d{1,2})\.[A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43}):\d{1,15}$/;

export class BookingProofs {
  private key: Promise<Buffer> | undefined;

  constructor(
    private readonly db: Kysely<BookingSchema>,
    /** The difficulty asked for now, in leading zero bits; 0: none. */
    readonly difficulty: number,
    private readonly now: () => Date,
  ) {}

  /** A new challenge at the difficulty asked for now (none while it is 0). */
  async issue(): Promise<ProofChallenge> {
    if (this.difficulty === 0) return { difficulty: 0, challenge: null };
    const expires = this.now().getTime() + proofOfWorkRules.lifeMinutes * 60_000;
    const signed = `${expires}.${this.difficulty}.${randomBytes(16).toString('base64url')}`;
    return { difficulty: this.difficulty, challenge: `${signed}.${await this.sign(signed)}` };
  }

  /** Whether `proof` (the form's `proof` field) is a solved challenge of ours, live and unused; an `ok` one is used up. */
  async check(proof: unknown): Promise<ProofCheck> {
    if (typeof proof !== 'string' || proof === '') return 'missing';
    const [, signed, expires, difficulty, signature] = posted.exec(proof) ?? [];
    if (!signed || !signature) return 'forged';
    const expected = Buffer.from(await this.sign(signed));
    if (expected.length !== signature.length || !timingSafeEqual(expected, Buffer.from(signature))) return 'forged';
    // One signed before the difficulty was raised is as good as expired.
    if (Number(expires) <= this.now().getTime() || Number(difficulty) < this.difficulty) return 'stale';
    if (leadingZeroBits(createHash('sha256').update(proof).digest()) < Number(difficulty)) return 'unsolved';
    const challenge = proof.slice(0, proof.lastIndexOf(':'));
    const used = await this.db
      .insertInto('booking_proofs')
      .values({ challenge, expires_at: Number(expires) })
      .onConflict((conflict) => conflict.column('challenge').doNothing())
      .returning('challenge')
      .executeTakeFirst();
    return used ? 'ok' : 'spent';
  }

  /** Deletes the used challenges that have expired (a second use is refused as stale by then). */
  async purge(): Promise<number> {
    const deleted = await this.db
      .deleteFrom('booking_proofs')
      .where('expires_at', '<=', this.now().getTime())
      .executeTakeFirst();
    return Number(deleted.numDeletedRows);
  }

  private async sign(text: string): Promise<string> {
    this.key ??= this.loadKey().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return createHmac('sha256', await this.key)
      .update(text)
      .digest('base64url');
  }

  /** The signing key: made by the first process that needs it, read by every other. */
  private async loadKey(): Promise<Buffer> {
    await this.db
      .insertInto('booking_secrets')
      .values({ name: keyName, key: randomBytes(32).toString('hex') })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const { key } = await this.db
      .selectFrom('booking_secrets')
      .select('key')
      .where('name', '=', keyName)
      .executeTakeFirstOrThrow();
    return Buffer.from(key, 'hex');
  }
}
