import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { withoutTrailingSlash } from '../../src/constants.ts';
import { splitLanguage } from '../../src/i18n/routes.ts';
import type { SitePageData } from '../../src/content/virtualPages';
import { fillTemplate, splitHoisted } from '../builder/prerender.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');
type SiteModule = typeof import('virtual:site');
type PagesModule = typeof import('virtual:pages');

/** What an address shows: a page of the site, a redirect (an article's old address), or the 404 page. */
function pageAt(pathname: string, { manifest }: SiteModule, { pages, notFoundPages }: PagesModule): { page: SitePageData; found: boolean } | { redirect: string } {
  const path = withoutTrailingSlash(pathname);
  const redirect = manifest.redirects.find(({ from }) => from === path)?.to;
  if (redirect) return { redirect };
  const page = pages.find(({ route }) => route === path);
  if (page) return { page, found: true };
  // An unknown address under a language's prefix gets that language's 404 page, as the hosts serve it.
  const codes = manifest.site.locales.map((locale) => locale.code);
  const { code } = splitLanguage(path, codes, codes[0]);
  return { page: notFoundPages.find((notFound) => notFound.language.code === code) ?? notFoundPages[0], found: false };
}

/** The block catalogue, a dev-only page that React draws in the browser (src/catalogue/). */
const CATALOGUE_PATH = '/_blocks';
/** The page editor, dev-only too (src/editor/); `/_edit?file=pages/about.yaml` opens a page. */
const EDITOR_PATH = '/_edit';

/** index.html's one script (src/entry-client.ts), as its tag names it. */
export const PAGE_SCRIPT = '/src/entry-client.ts';

/**
 * `npm run dev` renders every page on the server as the build does, from the same entry, so what an author previews
 * is what ships: static HTML, with islands hydrated in the browser. A content problem shows in Vite's overlay.
 */
export function servePages(root: string): Plugin {
  return {
    name: 'serve-pages',
    apply: 'serve',
    configureServer(server) {
      // Added after Vite's own middlewares, so modules and public files are served first.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          if (request.method !== 'GET' && request.method !== 'HEAD') return next();
          try {
            const url = new URL(request.url ?? '/', 'http://localhost');
            const indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
            // The catalogue and the editor are apps with a script of their own in place of the page script.
            const appPage = (script: string) =>
              server.transformIndexHtml(url.pathname, indexHtml.replace(PAGE_SCRIPT, script)).then((template) => fillTemplate(template, { head: '', styles: '', body: '' }));
            let status = 200;
            let html: string;
            if (url.pathname === CATALOGUE_PATH) {
              html = await appPage('/src/catalogue/main.tsx');
            } else if (url.pathname === EDITOR_PATH) {
              html = await appPage('/src/editor/main.tsx');
            } else {
              const template = await server.transformIndexHtml(url.pathname, indexHtml);
              const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
              const content = (await server.ssrLoadModule('virtual:pages')) as PagesModule;
              const found = pageAt(url.pathname, (await server.ssrLoadModule('virtual:site')) as SiteModule, content);
              if ('redirect' in found) {
                response.writeHead(302, { Location: found.redirect }).end();
                return;
              }
              // The banner's asset comes with the page, in its address: rendered with the page from the same modules, so
              // no second request can find them in the middle of a change.
              const cookieBanner = `data:application/json,${encodeURIComponent(JSON.stringify(entry.renderCookieBanner(found.page.language)))}`;
              const rendered = entry.renderPage(found.page, cookieBanner);
              const { head, body } = splitHoisted(rendered.html);
              html = fillTemplate(template, { head, styles: rendered.styles, body, lang: found.page.language.intl });
              if (!found.found) status = 404;
            }
            response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
