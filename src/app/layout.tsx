import { useCallback, type ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppToaster } from '../components/app-toaster';
import { ChatLink } from '../components/chat-link';
import { Footer } from '../components/footer';
import { Navbar } from '../components/navbar';
import { mainContentId, SkipLink } from '../components/skip-link';
import { useOpenOnThisPage } from '../hooks/use-open-on-this-page';

/** The frame around every page: skip link, navigation, main landmark, footer, chat link, toasts. */
export function Layout({ children }: { children?: ReactNode }) {
  const [menuOpen, setMenuOpen] = useOpenOnThisPage();
  const onMenuOpenChange = useCallback((open: boolean) => setMenuOpen(open), [setMenuOpen]);

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
