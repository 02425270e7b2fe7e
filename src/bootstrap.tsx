import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { preloadRoute } from './app/routes';

/**
 * Makes the page interactive. Prerendered pages arrive with their content and are hydrated once
 * the page's own chunks are here; the app shell, served for URLs not known at build time, arrives
 * empty and is rendered.
 */
export async function start(container: HTMLElement): Promise<void> {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    await preloadRoute(window.location.pathname).catch(() => undefined);
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
  }
}
