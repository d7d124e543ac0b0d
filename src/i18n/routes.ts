/**
 * Where each language's pages live: the default language's at the documents' own routes, every other language's
 * under /<code>/ (/de for the home page, /de/about for /about).
 */
export function localizedRoute(route: string, code: string, defaultCode: string): string {
  if (code === defaultCode) return route;
  return route === '/' ? `/${code}` : `/${code}${route}`;
}

/** The language prefix of a site path and the route without it, given the site's language codes. */
export function splitLanguage(path: string, codes: readonly string[], defaultCode: string): { code: string; route: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (match && match[1] !== defaultCode && codes.includes(match[1])) return { code: match[1], route: match[2] ?? '/' };
  return { code: defaultCode, route: path };
}
