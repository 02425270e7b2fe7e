import { challengePath, leadingZeroBits, proofText, type ProofChallenge } from './proof-of-work';

/**
 * The visitor's side of the hold request's proof of work (server/proofs.ts): loaded when the form
 * books while the service asks for one, never with a page. The browser's own SHA-256
 * (crypto.subtle, native and asynchronous) in batches: each batch's digests are awaited, which
 * hands the main thread back between batches, so the page keeps answering the visitor and no
 * long task is run (tests/e2e measures it).
 */
const batch = 256;

/** The text posted as `proof`: `challenge:counter` whose SHA-256 starts with `difficulty` zero bits. */
export async function solveProof(challenge: string, difficulty: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let start = 0; ; start += batch) {
    const texts = Array.from({ length: batch }, (_, index) => proofText(challenge, start + index));
    const hashes = await Promise.all(texts.map((text) => crypto.subtle.digest('SHA-256', encoder.encode(text))));
    const found = texts.find((_, index) => leadingZeroBits(new Uint8Array(hashes[index] as ArrayBuffer)) >= difficulty);
    if (found !== undefined) return found;
  }
}

/** A new challenge from the service, solved: the hold's `proof`; null when none is asked for now. */
export async function proveRequest(): Promise<string | null> {
  const response = await fetch(challengePath, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`No challenge could be had (${response.status}).`);
  const { challenge, difficulty } = (await response.json()) as ProofChallenge;
  return challenge && difficulty > 0 ? solveProof(challenge, difficulty) : null;
}
