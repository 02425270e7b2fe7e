/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into fixed-length typed arrays (64 words, 8 words), always in range: the checks would cost the hot loop. */
/**
 * SHA-256 (FIPS 180-4) in plain JavaScript, for the proof of work's solver (./solve-proof.ts):
 * synchronous, so that the solver decides how long each slice of work runs and then yields. The
 * browser's crypto.subtle.digest is asynchronous, but Chromium settled a whole solve's digests in
 * one long task (npm run bench:proof measured 2-second tasks); here no task runs past its slice.
 * It allocates nothing for a short input given an output array: the solver hashes hundreds of
 * thousands, and the garbage collector's pauses had made slices of 10 ms last 100 ms. The service
 * checks with Node's own SHA-256; sha256.test.ts holds the two equal.
 */

const isPrime = (n: number) => {
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
};
/** The first 64 primes' cube roots' and the first 8 primes' square roots' fractional parts, as the standard defines them. */
const primes = Array.from({ length: 311 }, (_, index) => index + 2).filter(isPrime);
const fraction = (value: number) => Math.floor((value - Math.floor(value)) * 2 ** 32) >>> 0;
const K = Uint32Array.from(primes.slice(0, 64), (p) => fraction(Math.cbrt(p)));
const H = Uint32Array.from(primes.slice(0, 8), (p) => fraction(Math.sqrt(p)));

const w = new Uint32Array(64);
const h = new Uint32Array(8);
/** The padded message of a short input (up to 119 bytes: two blocks), reused. */
const scratch = new Uint8Array(128);
const scratchView = new DataView(scratch.buffer);
const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** One 64-byte block of `view` at `offset` into the state `h`. */
function compress(view: DataView, offset: number): void {
  for (let t = 0; t < 16; t++) w[t] = view.getUint32(offset + t * 4);
  for (let t = 16; t < 64; t++) {
    const s0 = rotr(w[t - 15]!, 7) ^ rotr(w[t - 15]!, 18) ^ (w[t - 15]! >>> 3);
    const s1 = rotr(w[t - 2]!, 17) ^ rotr(w[t - 2]!, 19) ^ (w[t - 2]! >>> 10);
    w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0;
  }
  let a = h[0]!,
    b = h[1]!,
    c = h[2]!,
    d = h[3]!,
    e = h[4]!,
    f = h[5]!,
    g = h[6]!,
    k = h[7]!;
  for (let t = 0; t < 64; t++) {
    const t1 = (k + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[t]! + w[t]!) >>> 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
    k = g;
    g = f;
    f = e;
    e = (d + t1) >>> 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) >>> 0;
  }
  h[0] = h[0]! + a;
  h[1] = h[1]! + b;
  h[2] = h[2]! + c;
  h[3] = h[3]! + d;
  h[4] = h[4]! + e;
  h[5] = h[5]! + f;
  h[6] = h[6]! + g;
  h[7] = h[7]! + k;
}

/** The SHA-256 digest of the first `length` bytes of `bytes`, written into `out` (and returned). */
export function sha256(bytes: Uint8Array, length = bytes.length, out = new Uint8Array(32)): Uint8Array {
  // The message, a 1 bit, zeros, and its length in bits (64 bits, big-endian), in 64-byte blocks.
  const size = Math.ceil((length + 9) / 64) * 64;
  const padded = size <= scratch.length ? scratch : new Uint8Array(size);
  const view = size <= scratch.length ? scratchView : new DataView(padded.buffer);
  padded.fill(0, 0, size);
  padded.set(length === bytes.length ? bytes : bytes.subarray(0, length));
  padded[length] = 0x80;
  view.setUint32(size - 8, Math.floor((length * 8) / 2 ** 32));
  view.setUint32(size - 4, (length * 8) >>> 0);
  h.set(H);
  for (let offset = 0; offset < size; offset += 64) compress(view, offset);
  for (let index = 0; index < 8; index++) {
    const word = h[index]!;
    out[index * 4] = word >>> 24;
    out[index * 4 + 1] = (word >>> 16) & 0xff;
    out[index * 4 + 2] = (word >>> 8) & 0xff;
    out[index * 4 + 3] = word & 0xff;
  }
  return out;
}
