import { apiPaths } from '../../config/paths';

/**
 * The proof of work's one rule, shared by the browser that solves it (./solve-proof.ts) and the
 * service that checks it (server/proofs.ts): the SHA-256 of `challenge:counter`, as UTF-8, must
 * start with the challenge's difficulty in zero bits. What the form posts is that text, as `proof`.
 */
export const proofField = 'proof';

/** Where the form asks for a challenge (server/routes/challenge.ts). */
export const challengePath = `${apiPaths.bookings}/challenge`;

/** The text hashed and posted: the service's challenge and the solver's counter. */
export const proofText = (challenge: string, counter: number) => `${challenge}:${counter}`;

/** How many zero bits `hash` starts with. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** What GET /api/bookings/challenge answers: a challenge to solve, and its difficulty (0 and none: not asked for). */
export interface ProofChallenge {
  difficulty: number;
  challenge: string | null;
}
