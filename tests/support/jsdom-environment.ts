/**
 * What jsdom lacks and a browser has, filled in before each unit test file: matchMedia (nothing
 * matches: a phone-sized, no-preference viewport) and scrollTo (jsdom does no layout; the router's
 * scroll restoration calls it on every navigation). The Fetch and encoding APIs come from the test
 * environment itself.
 */
window.scrollTo = () => undefined;

window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
});
