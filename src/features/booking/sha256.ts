/* eslint-disable @typescript-eslint/no-non-null-assertion -- indices into fixed-length typed arrays (64 words, 8 words), always in range: the checks would cost the hot loop. */
/**
 * SHA-256 (FIPS 180-4) in plain JavaScript, for the proof of work's solver (./solve-proof.ts):
 * synchronous, so that the solver decides how long each slice of work runs and then yields. The
 * browser's crypto.subtle.digest is asynchronous, but Chromium settled a whole solve's digests in
 * one long task (npm run bench:proof measured 2-second tasks); here no task runs past its slice.
 * The service checks with Node's own SHA-256; sha256.test.ts holds the two equal.
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
/** The padded message of a short input (up to 119 bytes: two blocks), reused: the solver hashes millions, and garbage costs it time. */
const scratch = new Uint8Array(128);
const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The SHA-256 digest of `bytes`. */
export function sha256(bytes: Uint8Array): Uint8Array {
  // The message, a 1 bit, zeros, and its length in bits (64 bits, big-endian), in 64-byte blocks.
  const blocks = Math.ceil((bytes.length + 9) / 64);
  const padded = blocks * 64 <= scratch.length ? scratch.subarray(0, blocks * 64).fill(0) : new Uint8Array(blocks * 64);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer, padded.byteOffset, padded.length);
  view.setUint32(padded.length - 8, Math.floor((bytes.length * 8) / 2 ** 32));
  view.setUint32(padded.length - 4, (bytes.length * 8) >>> 0);
  const h = H.slice();
  for (let block = 0; block < blocks; block++) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block * 64 + t * 4);
    for (let t = 16; t < 64; t++) {
      const s0 = rotr(w[t - 15]!, 7) ^ rotr(w[t - 15]!, 18) ^ (w[t - 15]! >>> 3);
      const s1 = rotr(w[t - 2]!, 17) ^ rotr(w[t - 2]!, 19) ^ (w[t - 2]! >>> 10);
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[];
    for (let t = 0; t < 64; t++) {
      const t1 = (hh! + (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) + ((e! & f!) ^ (~e! & g!)) + K[t]! + w[t]!) >>> 0;
      const t2 = ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d! + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((value, index) => (h[index] = (h[index]! + value!) >>> 0));
  }
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  h.forEach((value, index) => out.setUint32(index * 4, value));
  return digest;
}
