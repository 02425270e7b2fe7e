import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { AppToaster } from '../components/app-toaster';
import { ChatLink } from '../components/chat-link';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';
import { mainContentId, SkipLink } from '../components/skip-link';
import { useOpenOnThisPage } from '../hooks/use-open-on-this-page';

/**
 * After a client-side navigation to another page, focus moves to its main heading (else the main
 * landmark), so screen readers announce the new page. In-page hash links keep the page as it is.
 */
function useFocusOnNewPage(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = document.getElementById('page-title') ?? document.getElementById(mainContentId);
    target?.focus({ preventScroll: true });
  }, [pathname]);
}

/** The frame around every page: skip link, navigation, main landmark, footer, chat link, toasts. */
export function Layout({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useOpenOnThisPage();
  const onMenuOpenChange = useCallback((open: boolean) => setMenuOpen(open), [setMenuOpen]);
  useFocusOnNewPage();

  return (
    <>
      <SkipLink />
      <Navbar menuOpen={menuOpen} onMenuOpenChange={onMenuOpenChange} />
      {/* While the mobile menu covers the page, the page behind is inert: no focus, no clicks. */}
      <main id={mainContentId} tabIndex={-1} inert={menuOpen} className="min-h-[60vh]">
        {children ?? <Outlet />}
      </main>
      <div inert={menuOpen}>
        <Footer />
        <ChatLink />
      </div>
      <AppToaster />
      {/* A new page starts at the top; back and forward return to where the visitor was. */}
      <ScrollRestoration />
    </>
  );
}
