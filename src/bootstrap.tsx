import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';

/**
 * Makes the page interactive. A prerendered page is hydrated at once, in slices that leave the
 * browser free between them: the frame around it (the navigation, the footer) straight away, the
 * page itself once its lazily loaded chunks are here, its prerendered HTML left as it is meanwhile. The app shell, served for URLs not known at build
 * time, arrives empty and is rendered.
 */
export function start(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    // In a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of holding the main thread for the whole page (one long task).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
