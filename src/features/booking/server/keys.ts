import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Transaction } from 'kysely';
import { londonDate } from '../../../platform/calendar/london-time';
import { clientNetwork, plainAddress, wideNetwork } from '../../../../server/platform/forms/client-network';
import type { BookingSchema } from './tables';

/** A manage link's token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
export const isToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/**
 * A booking's receipt: what its maker's own answer carries (the plain form's 303 address, the
 * app's JSON), so that the booking's page opens for them and for no one holding only its id. It
 * is the SHA-256 of the manage link's stored hash: nothing to store, and it opens nothing else
 * (the manage link cannot be worked back from it).
 */
export const receiptOf = (manageTokenHash: string) =>
  createHash('sha256').update(`receipt ${manageTokenHash}`).digest('base64url');

/** Whether `receipt` is `expected`, in time that does not depend on where they differ. */
export const sameReceipt = (receipt: unknown, expected: string) =>
  typeof receipt === 'string' &&
  receipt.length === expected.length &&
  timingSafeEqual(Buffer.from(receipt), Buffer.from(expected));

/**
 * A client address, and a client network as the day's key hashes them: the network as
 * clientNetwork or wideNetwork writes it, whose prefix keeps a /24's hash from ever being a /16's.
 */
export const addressHash = (key: string, address: string) =>
  createHmac('sha256', key).update(plainAddress(address)).digest('hex');
export const networkHash = (key: string, network: string) =>
  createHmac('sha256', key).update(`network ${network}`).digest('hex');

/** A client address, its network and its wider network (`widePrefix`), as a booking keeps them. */
export interface ClientKeys {
  client: string;
  network: string;
  wide: string;
}

/**
 * A client address, its network and its wider network as a booking keeps them: keyed hashes, with
 * a key for each London day kept in the database only for that day (housekeeping deletes it, and
 * clears the hashes it made), so an address can be matched against today's bookings and never
 * recovered afterwards.
 */
export async function clientKeys(tx: Transaction<BookingSchema>, address: string, now: Date): Promise<ClientKeys> {
  const day = londonDate(now);
  await tx
    .insertInto('client_keys')
    .values({ day, key: randomBytes(32).toString('hex') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  const { key } = await tx.selectFrom('client_keys').select('key').where('day', '=', day).executeTakeFirstOrThrow();
  return {
    client: addressHash(key, address),
    network: networkHash(key, clientNetwork(address)),
    wide: networkHash(key, wideNetwork(address)),
  };
}
