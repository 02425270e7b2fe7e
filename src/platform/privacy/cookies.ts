/**
 * A cookie a feature sets, as the cookie policy says it: its own section, with the cookie's name,
 * what it holds, how long it lasts, who is given it and why it needs no consent. The cookie policy
 * (src/content/pages/cookie-policy.ts) prints every feature's, put together at the root
 * (src/app/site-pages.ts), so a feature that sets a cookie says so where it sets it.
 */
export interface CookieDeclaration {
  heading: string;
  paragraphs: string[];
}
