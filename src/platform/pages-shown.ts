/**
 * The page the app showed before this one (for source-page.ts): a link followed in the app leaves
 * document.referrer as it was. Its own module, the only part of the firm's sources report in every
 * page's first load: the layout tells it each page it shows, and the form reads it when it sends.
 */
let current: string | null = null;
let previous: string | null = null;

/** The app tells each page it shows (src/app/layout.tsx). */
export function notePageShown(pathname: string): void {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The page shown before `pathname`, when `pathname` is the one the app shows now. */
export const pageShownBefore = (pathname: string): string | null => (current === pathname ? previous : null);
