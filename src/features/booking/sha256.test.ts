import { createHash, randomBytes } from 'node:crypto';
import { sha256 } from './sha256';

/** The solver's SHA-256 is the service's: the standard's test vectors, and random inputs of every padding case. */
describe('sha256', () => {
  const node = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
  const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

  it('gives the standard test vectors', () => {
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hex(sha256(new Uint8Array()))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('agrees with Node’s SHA-256 for every length from 0 to 200 bytes', () => {
    for (let length = 0; length <= 200; length++) {
      const bytes = randomBytes(length);
      expect(hex(sha256(bytes))).toBe(node(bytes));
    }
  });

  it('hashes the first `length` bytes into the array it is given, as the solver reuses them', () => {
    const out = new Uint8Array(32);
    const bytes = randomBytes(100);
    for (const length of [0, 10, 55, 56, 64, 100]) {
      expect(sha256(bytes, length, out)).toBe(out);
      expect(hex(out)).toBe(node(bytes.subarray(0, length)));
    }
  });
});
