/**
 * What jsdom lacks and a browser has, filled in before each unit test file: matchMedia (nothing
 * matches: a phone-sized, no-preference viewport), scrollTo and scrollIntoView (jsdom does no
 * layout; the router's scroll restoration calls one on every navigation, forms bring an error
 * summary or an answer into view with the other). The Fetch and encoding APIs come from the test
 * environment itself.
 */
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

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
