// The types of `virtual:pages`, which the site-pages Vite plugin generates from pages/ for the server render
// (tsconfig maps the name here).
import type { PageDocument } from '../generated/schema-types';
import type { PageLanguage } from '../i18n/language.ts';
import type { PageExtras } from './manifest.ts';

export interface SitePageData {
  route: string;
  /** The document's file, as problems name it: pages/about.yaml. */
  file: string;
  doc: PageDocument;
  extras: PageExtras;
  /** The page's language, with the site's frame in its words. */
  language: PageLanguage;
  /** The page in every language it is published in, itself included, for hreflang links and the language switcher. */
  alternates: { code: string; intl: string; route: string }[];
  /** The paths of the fields that show the default language's words for want of a translation. */
  untranslated: string[];
  /** The default language's words at those paths: each element that shows one is marked as in that language. */
  untranslatedTexts: string[];
  /**
   * On the default language's home page: for each other language its home page is published in, a note in that
   * language that the site speaks it (src/layout/LanguageSuggestion.tsx).
   */
  suggestions?: { code: string; intl: string; href: string; text: string; link: string; dismiss: string }[];
}

/** Every page of the site, by route. */
export declare const pages: SitePageData[];
/** The page shown for unknown addresses, in each language it is published in (the default first); its route is NOT_FOUND_ROUTE. */
export declare const notFoundPages: SitePageData[];
