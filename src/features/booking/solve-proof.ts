import { challengePath, leadingZeroBits, proofText, type ProofChallenge } from './proof-of-work';
import { sha256 } from './sha256';

/**
 * The visitor's side of the hold request's proof of work (server/proofs.ts): loaded when the form
 * books while the service asks for one, never with a page. Hashes are tried in slices of at most
 * `sliceMs`, each followed by a whole task's yield (a message to itself: no timer's clamping), so
 * the page keeps answering the visitor and no long task is run. Not crypto.subtle: its digests are
 * asynchronous, but Chromium settled a whole solve's in one long task (2 s at difficulty 16,
 * npm run bench:proof), and its per-call cost made it slower than ./sha256.ts.
 */
const sliceMs = 10;

/** Lets the browser run its other tasks (input, rendering) before going on. */
const yieldToBrowser = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** The text posted as `proof`: `challenge:counter` whose SHA-256 starts with `difficulty` zero bits. */
export async function solveProof(challenge: string, difficulty: number): Promise<string> {
  const encoder = new TextEncoder();
  for (let counter = 0; ; await yieldToBrowser()) {
    const sliceEnds = performance.now() + sliceMs;
    do {
      const text = proofText(challenge, counter++);
      if (leadingZeroBits(sha256(encoder.encode(text))) >= difficulty) return text;
      // The clock is read every 64 hashes: reading it costs more than a hash.
    } while (counter % 64 !== 0 || performance.now() < sliceEnds);
  }
}

/** A new challenge from the service, solved: the hold's `proof`; null when none is asked for now. */
export async function proveRequest(): Promise<string | null> {
  const response = await fetch(challengePath, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`No challenge could be had (${response.status}).`);
  const { challenge, difficulty } = (await response.json()) as ProofChallenge;
  return challenge && difficulty > 0 ? solveProof(challenge, difficulty) : null;
}
