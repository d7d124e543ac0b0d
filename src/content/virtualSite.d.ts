// The types of `virtual:site`, which the site-pages Vite plugin generates from pages/ (tsconfig maps the name here).
import type { PageDocument } from '../generated/schema-types';
import type { Manifest, PageExtras } from './manifest.ts';

export interface PageModule {
  default: PageDocument;
  extras: PageExtras;
}

export interface PageLoaders {
  page: () => Promise<PageModule>;
  /** The page as the first page a visitor opens loads it: without its static blocks' content (see pageOutline). */
  outline: () => Promise<PageModule>;
}

export declare const manifest: Manifest;
/** Loads one page document, keyed by route; each is its own chunk. */
export declare const pageLoaders: Record<string, PageLoaders>;
export declare const notFoundLoaders: PageLoaders;
