import { pageShownBefore } from './pages-shown';

/**
 * The page on this site that brought the visitor to a form, for the firm's records (which pages
 * bring enquiries and bookings, and which tools' answers became one): the page shown before the
 * form's when the visitor came within the app, else the path of the referring page when it was
 * this site's, else the form's own page. A path only: no query or fragment (a tool's answer
 * travels in the fragment, and stays there), nothing from other sites, no cookie.
 */
export function sourcePage(): string {
  const before = pageShownBefore(location.pathname);
  if (before !== null) return before;
  try {
    const referrer = new URL(document.referrer);
    if (referrer.origin === location.origin && referrer.pathname !== location.pathname) return referrer.pathname;
  } catch {
    // No referrer, or not a URL: the form's own page.
  }
  return location.pathname;
}
