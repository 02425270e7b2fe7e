import { notePageShown } from './pages-shown';
import { sourcePage } from './source-page';

/**
 * The page a form records as where the visitor came from: within the app a link followed leaves
 * document.referrer as the first page's, so the app tells it each page it shows (layout.tsx).
 */
describe('the source page', () => {
  it('is the form’s own page when the visitor arrived straight at it', () => {
    window.history.pushState(null, '', '/contact');
    notePageShown('/contact');
    expect(sourcePage()).toBe('/contact');
  });

  it('is the page shown before the form’s when the visitor came within the app, a tool’s answer among them', () => {
    window.history.pushState(null, '', '/tools/mtd-income-tax');
    notePageShown('/tools/mtd-income-tax');
    // The answer's link: the booking page, the answer in the fragment (which is never recorded).
    window.history.pushState(null, '', '/book#topic=mtd&note=Income%2052000');
    notePageShown('/book');
    expect(sourcePage()).toBe('/tools/mtd-income-tax');
    // The fragment changing (the form filled in again) is the same page: still the tool's.
    notePageShown('/book');
    expect(sourcePage()).toBe('/tools/mtd-income-tax');
  });
});
