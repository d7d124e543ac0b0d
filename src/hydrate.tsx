/** Starts React on the page: hydrates the prerendered HTML, or renders into an empty root on the dev server. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { loadPage, routeFor } from './app/pageStore';

const container = document.getElementById('root')!;

// The page's chunk is loaded before React starts, so hydration never shows the "Loading..." fallback.
await loadPage(routeFor(window.location.pathname));

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (container.firstElementChild) {
  // A mismatch between the static HTML and the first client render is a bug of ours; say so where tests look.
  hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration problem:', error) });
} else {
  createRoot(container).render(app);
}
