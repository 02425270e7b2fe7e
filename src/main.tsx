import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './app/routes';
import './styles/main.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <RouterProvider router={createBrowserRouter(routes)} />
  </StrictMode>
);

// Prerendered pages arrive with their content and are hydrated; the app shell, served for URLs
// not known at build time, arrives empty and is rendered here.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
