import type { Manifest as ViteManifest } from 'vite';

/**
 * React 19 renders a page's title, meta and link elements first in its output; in the static file they belong in the
 * head, where hydration finds and adopts them.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function splitHoisted(appHtml: string): { head: string; body: string } {
  const head = HOISTED.exec(appHtml)?.[0] ?? '';
  return { head, body: appHtml.slice(head.length) };
}

/** Why a rendered page would hydrate badly or show a spinner, or undefined when it is sound. */
export function renderingFault(body: string): string | undefined {
  if (body.includes('<!--$!-->')) return 'React gave up rendering part of it on the server (a client-rendering bail-out).';
  if (body.includes('>Loading...</')) return 'it holds the "Loading..." fallback instead of the page.';
  if (!body.includes('<h1')) return 'it has no h1, so the page content is missing.';
  return undefined;
}

/**
 * The JavaScript files a route loads beyond the entry's own imports: the app, its page chunk and its blocks' chunks.
 * They are not preloaded from the HTML: on a slow connection they would compete with the page's own first paint, and
 * the app asks for them in parallel once the page is painted. The size benchmark reads them from the build's report.
 */
export const ROUTE_SCRIPTS_FILE = '/.vite/route-scripts.json';

export function routeScripts(manifest: ViteManifest, moduleIds: readonly string[]): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const alreadyLoaded = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client build has no chunk for ${key}.`);
    if (alreadyLoaded.has(chunk.file) || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const id of moduleIds) visit(id);
  return [...files];
}

export interface PageParts {
  head: string;
  styles: string;
  body: string;
}

/** Fills the client build's index.html with one page. */
export function fillTemplate(template: string, { head, styles, body }: PageParts): string {
  return template.replace('</head>', `${head}${styles}</head>`).replace('<!--app-->', body);
}
