/**
 * The parts of the manifest that grow with the site, as pages read them: while a page renders on the server, what it
 * reads is recorded (recordingReads), so that the build renders it again only when that changes.
 */
import { manifest } from 'virtual:site';
import type { RouteSummary } from '../content/manifest';
import { pagesEmbeddingThirdParty, publishedInLanguage, publishedRead, routesByPathOf, type ManifestReads } from '../content/manifestReads';

/** The routes by path (searching the routes instead took milliseconds a page on a site of thousands). */
const routesByPath = routesByPathOf(manifest);

let recording: { published: Set<string>; routes: Set<string>; counts: boolean; embedding: boolean } | undefined;

/** Runs `render`, and says what it read of the manifest. */
export function recordingReads<T>(render: () => T): { result: T; reads: ManifestReads } {
  const outer = recording;
  const reads = (recording = { published: new Set<string>(), routes: new Set<string>(), counts: false, embedding: false });
  try {
    const result = render();
    return { result, reads: { ...reads, published: [...reads.published].sort(), routes: [...reads.routes].sort() } };
  } finally {
    recording = outer;
  }
}

/** The route at `path`, as the manifest has it. In the browser, only the routes the page's islands link to. */
export function routeAt(path: string): RouteSummary | undefined {
  recording?.routes.add(path);
  return routesByPath.get(path);
}

/** Whether the page at `route` is published in the language `code` (besides the default, in which every page is). */
export function publishedIn(route: string, code: string): boolean {
  recording?.published.add(publishedRead(route, code));
  return publishedInLanguage(routesByPath, route, code);
}

/** The sizes of the collections. Only the server has them: they change as pages are added. */
export function collectionCounts(): typeof manifest.counts {
  if (recording) recording.counts = true;
  return manifest.counts;
}

/** The pages that embed a third party, in each language they are published in. */
export function embeddingPages(): string[] {
  if (recording) recording.embedding = true;
  return pagesEmbeddingThirdParty(manifest);
}
