import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { fillTemplate, splitHoisted } from '../build/prerender.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');

/** The block catalogue, a dev-only page that React draws in the browser (src/catalogue/). */
const CATALOGUE_PATH = '/_blocks';
/** The page editor, dev-only too (src/editor/); `/_edit?file=pages/about.yaml` opens a page. */
const EDITOR_PATH = '/_edit';

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
            const template = await server.transformIndexHtml(url.pathname, readFileSync(join(root, 'index.html'), 'utf8'));
            let status = 200;
            let html: string;
            if (url.pathname === CATALOGUE_PATH) {
              html = fillTemplate(template.replace('/src/entry-client.ts', '/src/catalogue/main.tsx'), { head: '', styles: '', body: '' });
            } else if (url.pathname === EDITOR_PATH) {
              html = fillTemplate(template.replace('/src/entry-client.ts', '/src/editor/main.tsx'), { head: '', styles: '', body: '' });
            } else {
              const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
              const found = entry.pageAt(url.pathname);
              if ('redirect' in found) {
                response.writeHead(302, { Location: found.redirect }).end();
                return;
              }
              const rendered = entry.renderPage(found.page);
              const { head, body } = splitHoisted(rendered.html);
              html = fillTemplate(template, { head, styles: rendered.styles, body });
              if (found.page === entry.notFound) status = 404;
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
