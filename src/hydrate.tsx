/** Starts React on the page: hydrates the prerendered HTML, or renders into an empty root on the dev server. */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { prepareFirstPage } from './app/firstPage';
import { loadPage, routeFor } from './app/pageStore';

const container = document.getElementById('root')!;
const prerendered = container.firstElementChild !== null;

// The page's chunk is loaded before React starts, so hydration never shows the "Loading..." fallback. Of a
// prerendered page's blocks, only those on screen bring their code now; the others hydrate as they come into view.
const route = routeFor(window.location.pathname);
await loadPage(route, prerendered ? prepareFirstPage(route, container) : undefined);

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

if (prerendered) {
  // As a transition, hydration gives the browser a turn every few milliseconds instead of holding it in one long
  // task. A mismatch between the static HTML and the first client render is a bug of ours; say so where tests look.
  startTransition(() => {
    hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration problem:', error) });
  });
} else {
  createRoot(container).render(app);
}
