// The types of `virtual:pages`, which the site-pages Vite plugin generates from pages/ for the server render
// (tsconfig maps the name here).
import type { PageDocument } from '../generated/schema-types';
import type { PageExtras } from './manifest.ts';

export interface SitePageData {
  route: string;
  /** The document's file, as problems name it: pages/about.yaml. */
  file: string;
  doc: PageDocument;
  extras: PageExtras;
}

/** Every page of the site, by route. */
export declare const pages: SitePageData[];
/** The page shown for unknown addresses; its route is NOT_FOUND_ROUTE. */
export declare const notFound: SitePageData;
