/**
 * The language a page is in, and the words of its frame in that language. Rendered pages get it from their data
 * (src/app/SitePage.tsx); an island reads it from the page (src/runtime/reactIsland.tsx), so it ships only its own
 * language's words.
 */
import { createContext, useContext } from 'react';
import type { SiteConfig, UiStrings } from '../generated/schema-types';
import type { Currency } from '../lib/prices';

export interface PageLanguage {
  /** The language's code: en, de... */
  code: string;
  /** The locale that formats numbers, prices and dates: en-GB, de-DE... */
  intl: string;
  /** The currency prices show in until the visitor chooses another. */
  currency: Currency;
  /** The site configuration with its words in this language. */
  site: SiteConfig;
  strings: UiStrings;
  /** Words listed with the places they may break at a line's end (src/i18n/hyphenation.ts). */
  hyphenation: readonly string[];
}

export const LanguageContext = createContext<PageLanguage | null>(null);

export function useLanguage(): PageLanguage {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage must be used inside a page (LanguageContext).');
  return language;
}

export const useStrings = (): UiStrings => useLanguage().strings;

/** The words a page shows in the default language for want of a translation, and that language's `Intl` locale. */
export interface FallbackWords {
  lang: string;
  texts: readonly string[];
}

export const FallbackContext = createContext<FallbackWords>({ lang: '', texts: [] });

/**
 * What the `lang` attribute of an element that shows `text` must be: the default language's where the page shows the
 * text for want of a translation, so that screen readers and search engines read it as that language; else none.
 */
export function useLangOf(): (text: string | undefined) => string | undefined {
  const { lang, texts } = useContext(FallbackContext);
  return (text) => (text !== undefined && texts.includes(text) ? lang : undefined);
}

/** The id of the script element that carries an island page's language (src/app/SitePage.tsx). */
export const LANGUAGE_DATA_ID = 'page-language';
