import path from 'node:path';
import { site } from '../config/site';
import { findPlaceholders } from '../../scripts/launch/placeholders';

/**
 * The demo notice ("the firm is fictional") stays in every page's footer while the site carries any
 * other placeholder, so a demo deployment is never mistaken for a real firm; it is a placeholder
 * itself, so `npm run check:launch` refuses to launch until it is gone. At launch the last
 * placeholders are replaced and the notice is set to `null` with its tag deleted (src/config/site.ts):
 * these tests hold before and after, and fail in between (a notice gone while placeholders remain,
 * a notice left once none do, a notice and its tag out of step).
 */
const placeholders = findPlaceholders(path.resolve(__dirname, '../..'));
const others = placeholders.filter((placeholder) => placeholder.field !== 'site.demoNotice');
const { demoNotice } = site;

describe('the demo notice', () => {
  it('is set exactly while any other placeholder remains', () => {
    expect({ noticeSet: demoNotice !== null }).toEqual({ noticeSet: others.length > 0 });
  });

  it('is listed by check:launch exactly while it is set', () => {
    expect(placeholders.some((placeholder) => placeholder.field === 'site.demoNotice')).toBe(demoNotice !== null);
  });

  // Before launch only: after it there is no notice to read.
  (demoNotice === null ? it.skip : it)(
    'names what is not real: the firm, its registration numbers, the insurer, the people and their sign-offs',
    () => {
      expect(demoNotice).toMatch(/fictional firm/);
      for (const word of ['company', 'VAT', 'audit register', 'ICO', 'insurer', 'directors', 'sign-offs'])
        expect(demoNotice).toContain(word);
    },
  );
});
