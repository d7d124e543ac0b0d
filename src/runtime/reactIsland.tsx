import { useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { StaticPartsContext, staticPartsIn } from '../app/StaticPart';
import { theme } from '../theme/theme';
import { manifest } from 'virtual:site';
import { FallbackContext, LANGUAGE_DATA_ID, LanguageContext, type FallbackWords, type PageLanguage } from '../i18n/language';
import type { HydrateIsland } from './islands';

/**
 * The page's language and its words, as the server wrote them once for the page's islands (src/app/PageView.tsx): only
 * those their block records name. The site configuration is the default language's: islands use only what no language
 * changes (prices, addresses).
 */
function pageLanguage(): { language: PageLanguage; fallback: FallbackWords } {
  const data = JSON.parse(document.getElementById(LANGUAGE_DATA_ID)?.textContent ?? 'null') as (Omit<PageLanguage, 'site'> & { fallback: FallbackWords }) | null;
  if (!data) throw new Error(`The page has islands but no #${LANGUAGE_DATA_ID}.`);
  const { fallback, ...language } = data;
  return { language: { ...language, site: manifest.site }, fallback };
}

/** Resolves the island's start once React has committed the hydrated tree, so a held action reaches live handlers. */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/** An island whose code is a React component: React hydrates the component's prerendered HTML with the same props. */
export function reactIsland<Props extends object>(Component: ComponentType<Props>): HydrateIsland<Props> {
  return (root, props) =>
    new Promise<void>((resolve) => {
      const parts = staticPartsIn(root);
      const { language, fallback } = pageLanguage();
      hydrateRoot(
        root,
        <Live onLive={resolve}>
          <LanguageContext value={language}>
            <FallbackContext value={fallback}>
              <ThemeProvider theme={theme}>
                <StaticPartsContext value={parts}>
                  <Component {...props} />
                </StaticPartsContext>
              </ThemeProvider>
            </FallbackContext>
          </LanguageContext>
        </Live>,
        // A mismatch between the static HTML and the first client render is a bug of ours; say so where tests look.
        { onRecoverableError: (error) => console.error('Hydration problem:', error) },
      );
    });
}
