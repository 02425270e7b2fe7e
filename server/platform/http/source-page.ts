/**
 * The page on this site a visitor sent a form from, so the firm can see which pages bring
 * enquiries and bookings: a path only (no query or fragment, which could carry personal data), and
 * only this site's (nothing from other sites). The app sends it as `sourcePage`; a plain form post
 * is read from its Referer, which the browser sends for same-origin posts.
 */
const maxLength = 200;
const pathShape = /^\/[A-Za-z0-9\-._~/]*$/;

/** A path as the firm's records keep it, or null when `value` is not a path on this site. */
export function sourcePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > maxLength) return null;
  return pathShape.test(value) && !value.startsWith('//') ? value : null;
}

/** The path of a Referer header from this host, or null. */
export function refererPath(referer: string | undefined, host: string | undefined): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? sourcePath(url.pathname) : null;
  } catch {
    return null;
  }
}

/** The source page of a form post: the app's `sourcePage`, else the Referer's path. */
export function formSource(body: unknown, referer: string | undefined, host: string | undefined): string | null {
  const given = (body as { sourcePage?: unknown } | undefined)?.sourcePage;
  return sourcePath(given) ?? refererPath(referer, host);
}
