/**
 * The one script of every page. It runs the site's chrome without React (menu, cookie banner, consent, analytics,
 * hash scrolling) and schedules the page's islands, whose code, React included, loads only when they need it.
 */
import './theme/fonts.css';
import { OPEN_COOKIE_SETTINGS_EVENT } from './constants';
import { islandLoaders } from './generated/islands';
import { startBrandFaces } from './runtime/brandFaces';
import { startCookieBanner } from './runtime/cookieBanner';
import { startDevPreview } from './runtime/devPreview';
import { startHashScroll } from './runtime/hashScroll';
import { startIslands } from './runtime/islands';
import { startLanguageSuggestion } from './runtime/languageSuggestion';
import { startMenu } from './runtime/menu';
import { startPageAnalytics } from './runtime/pageAnalytics';

/** Resolves when the visitor sees the page: at once, or when a prerendered page is activated by the click on its link. */
const shown = new Promise<void>((resolve) => {
  if ((document as Document & { prerendering?: boolean }).prerendering) addEventListener('prerenderingchange', () => resolve(), { once: true });
  else resolve();
});

/** What the body's HTML needs to work; the dev server runs it again on a body rendered anew. */
function startBody(): void {
  for (const year of document.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear());
  startIslands(islandLoaders);
}

startBrandFaces();
document.addEventListener('click', (event) => {
  if (event.target instanceof Element && event.target.closest('[data-open-cookie-settings]')) dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
});
startMenu();
startHashScroll();
startBody();
if (document.querySelector('main[data-not-found]')) console.error('404 Error: User attempted to access non-existent route:', location.pathname);

await shown;
// Consent first: a stored acceptance is re-asserted before the page view's first event.
startCookieBanner();
const main = document.querySelector('main');
startLanguageSuggestion();
startPageAnalytics({ isIndustryPage: main?.dataset.pageKind === 'industry', route: main?.dataset.route });
document.documentElement.dataset.ready = 'true';
if (import.meta.hot) startDevPreview(import.meta.hot, startBody);
