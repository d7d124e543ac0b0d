import { localizedRoute } from '../i18n/routes';
import type { Manifest, RouteSummary } from './manifest';

/**
 * What rendering a page read of the manifest besides the site configuration and the categories, which every page
 * reads: whether the pages its links lead to are published in its language, the routes it named whole (for its
 * islands), whether it showed the collections' counts, whether it named the pages that embed a third party. The
 * manifest changes as pages are added and translated; a page built before is kept while what it read is the same
 * (readValues).
 */
export interface ManifestReads {
  /** Pairs of a language's code and a route, as `de /terms`. */
  published: string[];
  routes: string[];
  counts: boolean;
  embedding: boolean;
}

/** A read of whether the page at `route` is published in the language `code`. */
export const publishedRead = (route: string, code: string) => `${code} ${route}`;

/** What two renderings read together. */
export function joinReads(a: ManifestReads, b: ManifestReads): ManifestReads {
  const union = (key: 'published' | 'routes') => [...new Set([...a[key], ...b[key]])].sort();
  return { published: union('published'), routes: union('routes'), counts: a.counts || b.counts, embedding: a.embedding || b.embedding };
}

export const routesByPathOf = (manifest: Manifest) => new Map(manifest.routes.map((route) => [route.path, route]));

/** Whether the page at `route` is published in the language `code`, besides the default (in which every page is). */
export const publishedInLanguage = (routesByPath: ReadonlyMap<string, RouteSummary>, route: string, code: string) =>
  routesByPath.get(route)?.languages?.includes(code) ?? false;

const embeddingPagesByManifest = new WeakMap<Manifest, string[]>();

/**
 * The pages that embed a third party (the booking widget), in each language they are published in. Every page reads
 * them: they are found once for each manifest, not by going through every route for each page (~0.2 s of CPU time
 * at 5,000 pages, in the workers and the build's main thread).
 */
export function pagesEmbeddingThirdParty(manifest: Manifest): string[] {
  let pages = embeddingPagesByManifest.get(manifest);
  if (!pages) {
    const defaultCode = manifest.site.locales[0].code;
    pages = manifest.routes
      .filter((route) => route.embedsThirdParty)
      .flatMap((route) => [route.path, ...(route.languages ?? []).map((code) => localizedRoute(route.path, code, defaultCode))]);
    embeddingPagesByManifest.set(manifest, pages);
  }
  return pages;
}

/** What the reads find in a manifest, as one string: it differs from one manifest to another where what they read does. */
export function readValues(manifest: Manifest, routesByPath: ReadonlyMap<string, RouteSummary>, reads: ManifestReads): string {
  return JSON.stringify([
    reads.published.map((read) => {
      const [code, route] = read.split(' ');
      return publishedInLanguage(routesByPath, route, code);
    }),
    reads.routes.map((path) => routesByPath.get(path) ?? null),
    reads.counts ? manifest.counts : null,
    reads.embedding ? pagesEmbeddingThirdParty(manifest) : null,
  ]);
}
