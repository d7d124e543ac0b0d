import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { fragmentStyled, pageStyled } from './app/pageStyles';
import { SitePage } from './app/SitePage';
import { withLineBreakRules } from './app/lineBreaks';
import type { SitePageData } from './content/virtualPages';
import { LanguageContext, type PageLanguage } from './i18n/language';
import { CookieBannerDock } from './layout/CookieBanner';
import type { CookieBannerAsset } from './runtime/cookieBanner';
import { theme } from './theme/theme';
import { iconSymbols, withIconsInline } from './ui/iconSymbols';

/** What a rendering read of the manifest's growing parts, for the build's cache (src/app/recordedManifest.ts). */
export { recordingReads } from './app/recordedManifest';

export interface RenderedPage {
  /** The page's body, with its title, meta and link elements first (see splitHoisted). */
  html: string;
  /** The page's styles as style elements for the head. */
  styles: string;
}

/**
 * The rules stylis made of each class's CSS, by component and class name. A class's name is the hash of its component
 * and CSS, so its rules are the same on every page; but every page's style sheet starts empty, and styled-components
 * would run the CSS of each class a page shows through stylis again, on every page.
 */
const compiledRules = new Map<string, string[]>();

/**
 * A page's style sheet that gives a class the rules compiled for an earlier page when styled-components asks whether
 * the sheet has that class yet, where it would otherwise compile and insert them itself: the sheet gets the same rules
 * in the same order, and so writes the same styles.
 */
function styleSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  const { instance } = sheet;
  const hasNameForId = instance.hasNameForId.bind(instance);
  const insertRules = instance.insertRules.bind(instance);
  instance.hasNameForId = (id, name) => {
    if (hasNameForId(id, name)) return true;
    const rules = compiledRules.get(`${id} ${name}`);
    if (rules) insertRules(id, name, rules);
    return rules !== undefined;
  };
  instance.insertRules = (id, name, rules) => {
    compiledRules.set(`${id} ${name}`, rules);
    insertRules(id, name, rules);
  };
  return sheet;
}

/**
 * Renders one page to static HTML with its styles. The page comes from the caller (the build, or the dev server's
 * `virtual:pages`), so the server bundle holds the site's code and configuration but no page's document.
 */
export function renderPage(page: SitePageData, cookieBanner: string): RenderedPage {
  const sheet = styleSheet();
  try {
    const rendered = renderToString(sheet.collectStyles(<SitePage page={page} cookieBanner={cookieBanner} />));
    const { html, styles } = pageStyled(withLineBreakRules(rendered, page.language.code, page.language.hyphenation), sheet.instance.toString());
    return { html: html + iconSymbols(html), styles };
  } finally {
    sheet.seal();
  }
}

/** The cookie banner in a language, for the asset a page's `cookieBanner` address names. */
export function renderCookieBanner(language: PageLanguage): CookieBannerAsset {
  const sheet = styleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <LanguageContext value={language}>
          <ThemeProvider theme={theme}>
            <CookieBannerDock />
          </ThemeProvider>
        </LanguageContext>,
      ),
    );
    const banner = fragmentStyled(html, sheet.instance.toString());
    return { ...banner, html: withIconsInline(banner.html) };
  } finally {
    sheet.seal();
  }
}
