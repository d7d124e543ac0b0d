import { use, useSyncExternalStore } from 'react';
import { notFoundLoaders, pageLoaders } from 'virtual:site';
import { loadBlockComponents, type BlockComponents } from '../blocks/registry';
import type { PageExtras } from '../content/manifest';
import type { BlockType, PageDocument } from '../generated/schema-types';

export interface LoadedPage {
  route: string;
  doc: PageDocument;
  extras: PageExtras;
  components: BlockComponents;
}

/** The key under which the 404 document is stored; no route can look like it. */
export const NOT_FOUND = '(not-found)';

interface Entry {
  promise: Promise<LoadedPage>;
  value?: LoadedPage;
}

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

export const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The route that serves a path, ignoring a trailing slash; NOT_FOUND when none does. */
export function routeFor(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  return path in pageLoaders ? path : NOT_FOUND;
}

async function resolvePage(route: string, doc: PageDocument, extras: PageExtras): Promise<LoadedPage> {
  return { route, doc, extras, components: await loadBlockComponents(doc.blocks.map((block) => block.type)) };
}

/**
 * Loads a page's document and the components of its blocks; resolves at once when already loaded. The first page's
 * hydration starts differently, given the block types to load now: it loads the page's outline (static blocks stay as
 * prerendered) and only those types; the page's other blocks load their code when they come near the viewport
 * (deferredBlocks.ts).
 */
export function loadPage(route: string, blockTypesNow?: ReadonlySet<BlockType>): Promise<LoadedPage> {
  const existing = entries.get(route);
  if (existing) return existing.promise;
  const loaders = route === NOT_FOUND ? notFoundLoaders : pageLoaders[route];
  const promise = blockTypesNow
    ? Promise.all([loaders.outline(), loadBlockComponents(blockTypesNow)]).then(
        ([module, components]): LoadedPage => ({ route, doc: module.default, extras: module.extras, components }),
      )
    : loaders.page().then((module) => resolvePage(route, module.default, module.extras));
  const entry: Entry = { promise };
  entry.promise.then(
    (page) => (entry.value = page),
    () => entries.delete(route),
  );
  entries.set(route, entry);
  return entry.promise;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getVersion = () => version;

/** The loaded page for a route; suspends while it loads, and re-renders when the dev server replaces it. */
export function usePage(route: string): LoadedPage {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  loadPage(route);
  const entry = entries.get(route)!;
  return entry.value ?? use(entry.promise);
}

/** Called by the dev server's hot update when a page document changes. */
async function replacePageDocument(route: string, doc: PageDocument, extras: PageExtras): Promise<void> {
  const page = await resolvePage(route, doc, extras);
  entries.set(route, { promise: Promise.resolve(page), value: page });
  version++;
  for (const listener of listeners) listener();
}

// Dev server: a hot-updated page module sends its new document with this event (src/content/vitePlugin.ts).
if (import.meta.hot) {
  addEventListener('site:page-document', (event) => {
    const { route, doc, extras } = (event as CustomEvent<{ route: string; doc: PageDocument; extras: PageExtras }>).detail;
    replacePageDocument(route, doc, extras);
  });
}
