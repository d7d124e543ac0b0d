// The types of `virtual:site`, which the site-pages Vite plugin generates from pages/ (tsconfig maps the name here).
import type { PageDocument } from '../generated/schema-types';
import type { Manifest } from './manifest.ts';

export declare const manifest: Manifest;
/** Loads one page document, keyed by route; each is its own chunk. */
export declare const pageLoaders: Record<string, () => Promise<{ default: PageDocument }>>;
export declare const loadNotFound: () => Promise<{ default: PageDocument }>;
