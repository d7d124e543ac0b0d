import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { fragmentStyled, pageStyled } from './app/pageStyles';
import { PartReuseContext, type PartReuse } from './app/Reused';
import { SitePage } from './app/SitePage';
import type { SitePageData } from './content/virtualPages';
import { LanguageContext, type PageLanguage } from './i18n/language';
import { CookieBannerDock } from './layout/CookieBanner';
import type { CookieBannerAsset } from './runtime/cookieBanner';
import { theme } from './theme/theme';
import { iconSymbols, withIconsInline } from './ui/iconSymbols';

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
 * in the same order, and so writes the same styles. `asked` hears each question.
 */
function styleSheet(asked?: (id: string, name: string) => void): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  const { instance } = sheet;
  const hasNameForId = instance.hasNameForId.bind(instance);
  const insertRules = instance.insertRules.bind(instance);
  instance.hasNameForId = (id, name) => {
    asked?.(id, name);
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

/** A part of the chrome as first rendered (src/app/Reused.tsx): its markup, and the styles it asked for, in order. */
interface Part {
  id: string;
  html: string;
  asked: [id: string, name: string][];
}

/** A language's parts, by number, and the number of each whose markup is known, by the part's id. */
interface LanguageParts {
  parts: Part[];
  numbers: Map<string, number>;
}

/** The parts rendered so far, by language: a build's worker has one object for each language, which its pages share. */
const partsByLanguage = new WeakMap<PageLanguage, LanguageParts>();

function partsOf(language: PageLanguage): LanguageParts {
  let known = partsByLanguage.get(language);
  if (!known) partsByLanguage.set(language, (known = { parts: [], numbers: new Map() }));
  return known;
}

/** The marks of parts (src/app/Reused.tsx) as React writes them: for a part rendered before, or around one rendered. */
const PART_MARKS = /<template data-part="(\d+)"><\/template>|<template data-part-start="(\d+)"><\/template>([\s\S]*?)<template data-part-end=""><\/template>/g;

/** The markup with each part in place of its marks; a part's markup is kept once it has been rendered whole. */
function withParts(html: string, known: LanguageParts): string {
  return html.replace(PART_MARKS, (_, reused: string | undefined, started: string | undefined, markup: string) => {
    if (reused !== undefined) return known.parts[Number(reused)].html;
    const part = known.parts[Number(started)];
    part.html = markup;
    known.numbers.set(part.id, Number(started));
    return markup;
  });
}

/**
 * Renders one page to static HTML with its styles. The page comes from the caller (the build, or the dev server's
 * `virtual:pages`), so the server bundle holds the site's code and manifest but no page's document.
 */
export function renderPage(page: SitePageData, cookieBanner: string): RenderedPage {
  const known = partsOf(page.language);
  let noting: Part | undefined;
  const sheet = styleSheet((id, name) => noting?.asked.push([id, name]));
  const reuse: PartReuse = {
    reused(id) {
      const number = known.numbers.get(id);
      if (number !== undefined) for (const [componentId, name] of known.parts[number].asked) sheet.instance.hasNameForId(componentId, name);
      return number;
    },
    start: (id) => known.parts.push((noting = { id, html: '', asked: [] })) - 1,
    end: () => (noting = undefined),
  };
  try {
    const rendered = renderToString(
      sheet.collectStyles(
        <PartReuseContext value={reuse}>
          <SitePage page={page} cookieBanner={cookieBanner} />
        </PartReuseContext>,
      ),
    );
    const { html, styles } = pageStyled(withParts(rendered, known), sheet.instance.toString());
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
