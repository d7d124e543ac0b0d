import { expect, it, vi } from 'vitest';
import { renderPage } from '../../src/entry-server';
import { realSiteData } from './realSite';

vi.mock('virtual:site', async () => ({ manifest: (await import('./realSite')).realSiteData().manifest }));

/** Text as React writes it in markup. */
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[char]};`);

/**
 * The parts of the chrome that many pages of a language share are rendered once for each (src/app/Reused.tsx). A page
 * whose language is a copy shares no part with another page, so it is rendered whole.
 */
it('leave each page as it renders whole, in its own words, in turns between languages and between the sections the header marks current', () => {
  const { pages } = realSiteData();
  const routes = ['/', '/features', '/blog', '/blog/reduce-no-shows-smart-reminders', '/de', '/de/features', '/de/blog', '/fr/features'];
  const sample = routes.map((route) => pages.find((page) => page.route === route)!);
  for (const page of [...sample, ...sample]) {
    const { html, styles } = renderPage(page, '/banner');
    expect({ html, styles }, page.route).toEqual(renderPage({ ...page, language: structuredClone(page.language) }, '/banner'));
    const { chrome } = page.language.strings;
    for (const words of [chrome.openMenu, chrome.footerTagline]) expect(html, page.route).toContain(escaped(words));
  }
});
