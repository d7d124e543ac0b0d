import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { SitePage } from './app/SitePage';
import type { SitePageData } from './content/virtualPages';

export interface RenderedPage {
  /** The page's body, with its title, meta and link elements first (see splitHoisted). */
  html: string;
  /** The page's styles as style elements for the head. */
  styles: string;
}

/**
 * Renders one page to static HTML with its styles. The page comes from the caller (the build, or the dev server's
 * `virtual:pages`), so the server bundle holds the site's code and manifest but no page's document.
 */
export function renderPage(page: SitePageData): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<SitePage page={page} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
