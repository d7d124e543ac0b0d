import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { manifest } from 'virtual:site';
import { notFound, pages } from 'virtual:pages';
import { SitePage } from './app/SitePage';
import { withoutTrailingSlash } from './constants';
import type { SitePageData } from './content/virtualPages';

export { collections } from 'virtual:collections';
export { manifest, notFound, pages };

export interface RenderedPage {
  /** The page's body, with its title, meta and link elements first (see splitHoisted). */
  html: string;
  /** The page's styles as style elements for the head. */
  styles: string;
}

const byRoute = new Map(pages.map((page) => [page.route, page]));
const redirects = new Map(manifest.redirects.map(({ from, to }) => [from, to]));

/** What an address shows: a page of the site, a redirect (an article's old address), or the 404 page. */
export function pageAt(pathname: string): { page: SitePageData } | { redirect: string } {
  const path = withoutTrailingSlash(pathname);
  const redirect = redirects.get(path);
  return redirect ? { redirect } : { page: byRoute.get(path) ?? notFound };
}

/** Renders one page to static HTML with its styles. */
export function renderPage(page: SitePageData): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<SitePage page={page} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
