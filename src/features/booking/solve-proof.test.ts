import { solveNatively } from '../../../test-kit/proof';
import { solveProof } from './solve-proof';

/**
 * The browser's solver finds what the service's own SHA-256 finds: the first counter that makes
 * the zero bits, so every counter before it (1 to 5 digits here) was hashed as the service would.
 */
describe('solveProof', () => {
  it.each(['a-challenge', '1764000000000.12.AAAAAAAAAAAAAAAAAAAAAA.signature'])(
    'finds the first solution Node’s SHA-256 finds, for %s',
    async (challenge) => {
      for (const difficulty of [0, 4, 12, 14])
        expect(await solveProof(challenge, difficulty)).toBe(solveNatively(challenge, difficulty).proof);
    },
  );
});
