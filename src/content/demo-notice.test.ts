import path from 'node:path';
import { site } from '../config/site';
import { findPlaceholders } from '../../scripts/launch/placeholders';

/**
 * The demo notice ("the firm is fictional") stays in every page's footer while the site carries any
 * other placeholder, so a demo deployment is never mistaken for a real firm; it is a placeholder
 * itself, so `npm run check:launch` refuses to launch until it is gone.
 */
const placeholders = findPlaceholders(path.resolve(__dirname, '../..'));

describe('the demo notice', () => {
  it('is set while any other placeholder remains', () => {
    const others = placeholders.filter((placeholder) => placeholder.field !== 'site.demoNotice');
    // Without the notice, no placeholder may be left; with it, it says the firm is fictional.
    expect(site.demoNotice === null ? others : []).toEqual([]);
    if (site.demoNotice !== null) expect(site.demoNotice).toMatch(/fictional firm/);
  });

  it('is itself a placeholder that check:launch lists', () => {
    expect(placeholders.map((placeholder) => placeholder.field)).toContain('site.demoNotice');
  });

  it('names what is not real: the registration numbers, the insurer, the people and their sign-offs', () => {
    for (const word of ['company', 'VAT', 'audit register', 'ICO', 'insurer', 'directors', 'sign-offs'])
      expect(site.demoNotice).toContain(word);
  });
});
