import { createHash } from 'node:crypto';
import { leadingZeroBits, proofText } from '../src/features/booking/proof-of-work';

/**
 * Solves a proof-of-work challenge as a bot would: Node's native SHA-256 in a tight loop (the
 * browser's solver, src/features/booking/solve-proof.ts, is the visitor's). Returns the text the
 * form posts as `proof`, and how many hashes it took.
 */
export function solveNatively(challenge: string, difficulty: number): { proof: string; hashes: number } {
  for (let counter = 0; ; counter++) {
    const text = proofText(challenge, counter);
    if (leadingZeroBits(createHash('sha256').update(text).digest()) >= difficulty)
      return { proof: text, hashes: counter + 1 };
  }
}
