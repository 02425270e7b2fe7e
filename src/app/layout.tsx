import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { ChatLink } from '../platform/components/chat-link';
import { ErrorBoundary } from '../platform/components/error-boundary';
import { Footer } from '../platform/components/footer';
import { mobileMenuId, Navbar } from '../platform/components/navbar';
import { mainContentId, SkipLink } from '../platform/components/skip-link';
import { notePageShown } from '../platform/pages-shown';
import { useToastsWanted } from '../platform/components/toasts';
import { usePopover } from '../platform/hooks/use-popover';
import { ErrorPage } from './error-page';

const AppToaster = lazy(() =>
  import(/* webpackChunkName: "toasts" */ '../platform/components/app-toaster').then(({ AppToaster }) => ({
    default: AppToaster,
  })),
);

/**
 * A new page starts at the top after a client-side navigation (back and forward leave the
 * browser to restore the position; a #hash is scrolled to by its page). Focus moves to the new
 * page's heading when it arrives: see PageHero.
 */
/**
 * Whether a URL's fragment is an anchor on the page. A form's prefill also travels in the fragment
 * (src/platform/forms/prefill.ts), and a page opened with one arrives as any other page does.
 */
const namesAnElement = (hash: string) =>
  hash.length > 1 && document.getElementById(decodeURIComponent(hash.slice(1))) !== null;

function useScrollToTopOnNewPage(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== 'POP' && !namesAnElement(hash)) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}

/**
 * A link followed in the mobile menu: the page arrives while the menu still covers it (the page is
 * inert, so PageHero cannot focus its heading), then the menu closes and, as a dialog does, hands
 * focus back to its toggle. Once it has closed, focus goes to the new page's heading, as after any
 * other navigation.
 */
function useHeadingFocusAfterMenu(menuOpen: boolean): void {
  const { key, hash } = useLocation();
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    if (menuOpen) {
      openedAt.current ??= key;
      return;
    }
    const navigated = openedAt.current !== null && openedAt.current !== key;
    openedAt.current = null;
    if (!navigated || namesAnElement(hash)) return;
    const heading = document.querySelector<HTMLElement>(`#${mainContentId} h1[tabindex="-1"]`);
    (heading ?? document.getElementById(mainContentId))?.focus({ preventScroll: true });
  }, [menuOpen, key, hash]);
}

/** The frame around every page: skip link, navigation, main landmark, footer, chat link, toasts. */
export function Layout() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = usePopover(mobileMenuId);
  useScrollToTopOnNewPage();
  useHeadingFocusAfterMenu(menuOpen);
  useEffect(() => notePageShown(pathname), [pathname]);

  return (
    <>
      <SkipLink />
      <Navbar menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
      {/* While the mobile menu covers the page, the page behind is inert: no focus, no clicks. */}
      <main id={mainContentId} tabIndex={-1} inert={menuOpen} className="min-h-[60vh]">
        <ErrorBoundary resetKey={pathname} fallback={<ErrorPage />}>
          {/* Pages load as their own chunks; a navigation keeps the old page up meanwhile. */}
          <Suspense fallback={<div className="min-h-screen bg-ink-900" />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <div inert={menuOpen}>
        {/* The chat link floats, but sits in the footer's landmark, last in the page as before. */}
        <Footer>
          <ChatLink />
        </Footer>
      </div>
      {useToastsWanted() && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
    </>
  );
}
