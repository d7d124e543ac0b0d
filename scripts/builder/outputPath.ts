/**
 * Where a route's page is written in dist/, the one rule the build, the site server, the link check and the tests
 * share. `/` is `/index.html` and every other route `/x/y` is `/x/y.html`: Cloudflare Pages, Netlify and Vercel (with
 * `cleanUrls`) all answer `/x/y` from `x/y.html` with 200, so a canonical URL without a trailing slash costs no
 * redirect, and a route may also be a folder's name (`/de` is `de.html` beside `de/about.html`). A page written as
 * `x/y/index.html` is answered at `/x/y/` instead, and `/x/y` costs a redirect there.
 */
export function outputPathOf(route: string): string {
  return route === '/' ? '/index.html' : `${route}.html`;
}

/** The route whose page `outputPathOf` writes at `path` (`/index.html` is `/`, `/x/y.html` is `/x/y`). */
export function routeOfOutputPath(path: string): string {
  return path === '/index.html' ? '/' : path.slice(0, -'.html'.length);
}

/**
 * Where a language's page for unknown addresses is written: `/404.html` for the default language, `/de/404.html` for
 * German, where the hosts look for it (the nearest one up the address's folders).
 */
export function notFoundOutputPath(languagePrefix = ''): string {
  return `${languagePrefix}/404.html`;
}
