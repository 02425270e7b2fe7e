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

/**
 * Writes `counter` in decimal (as `${counter}` would) into `bytes` from `at`; the end. Digits
 * straight into the reused input, not a string a hash: garbage makes the collector pause, and its
 * pauses had stretched 10 ms slices past 50 ms.
 */
function writeCounter(bytes: Uint8Array, at: number, counter: number): number {
  let digits = 1;
  for (let rest = Math.floor(counter / 10); rest > 0; rest = Math.floor(rest / 10)) digits++;
  for (let index = at + digits - 1, rest = counter; index >= at; index--, rest = Math.floor(rest / 10))
    bytes[index] = 48 + (rest % 10);
  return at + digits;
}

/** The text posted as `proof`: `challenge:counter` whose SHA-256 starts with `difficulty` zero bits. */
export async function solveProof(challenge: string, difficulty: number): Promise<string> {
  const prefix = new TextEncoder().encode(proofText(challenge, 0).slice(0, -1));
  const input = new Uint8Array(prefix.length + 16);
  input.set(prefix);
  const digest = new Uint8Array(32);
  for (let counter = 0; ; await yieldToBrowser()) {
    const sliceEnds = performance.now() + sliceMs;
    do {
      const length = writeCounter(input, prefix.length, counter);
      if (leadingZeroBits(sha256(input, length, digest)) >= difficulty) return proofText(challenge, counter);
      counter++;
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
