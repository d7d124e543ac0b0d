import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SitePageData } from '../../src/content/virtualPages';
import { renderPage } from '../../src/entry-server';
import { localizedRoute, splitLanguage } from '../../src/i18n/routes';
import { attributeOf, hreflangLinks, realSiteData, tagsOf } from './realSite';

/**
 * The real site in every language, rendered as the build renders it: what search engines read of its languages
 * (hreflang, canonical), where its links lead, and whether its frame speaks the page's language.
 */
vi.mock('virtual:site', async () => ({ manifest: (await import('./realSite')).realSiteData().manifest }));

const data = realSiteData();
const { site } = data.manifest;
const [defaultLocale] = site.locales;
const codes = site.locales.map((locale) => locale.code);
const localized = (page: SitePageData) => page.language.code !== defaultLocale.code;
const pageByRoute = new Map(data.pages.map((page) => [page.route, page]));
const html = new Map<SitePageData, string>();
const rendered = (page: SitePageData) => {
  if (!html.has(page)) html.set(page, renderPage(page, '/_cookie-banner').html);
  return html.get(page)!;
};

// Rendering some three hundred pages takes a busy machine a while.
beforeAll(() => {
  for (const page of [...data.pages, ...data.notFoundPages]) rendered(page);
}, 120_000);

const metaContents = (markup: string, property: string) =>
  tagsOf(markup, 'meta').filter((tag) => attributeOf(tag, 'property') === property).map((tag) => attributeOf(tag, 'content'));

describe('every page names its versions in other languages', () => {
  it('the site has pages in every language it declares', () => {
    for (const code of codes) expect(data.pages.filter((page) => page.language.code === code).length, code).toBeGreaterThan(1);
  });

  it('each version, itself included, once per language, and every version names the same ones back', () => {
    const urlOf = (page: SitePageData) => `${site.origin}${page.route}`;
    const pageByUrl = new Map(data.pages.map((page) => [urlOf(page), page]));
    const sorted = (links: { hreflang: string; href: string }[]) => [...links].sort((a, b) => a.hreflang.localeCompare(b.hreflang));
    let translated = 0;
    for (const page of data.pages) {
      const links = hreflangLinks(rendered(page));
      const versions = data.pages.filter((other) => other.file === page.file);
      if (versions.length === 1) {
        // A page in one language only (an article) has nothing to name.
        expect(links, page.route).toEqual([]);
        continue;
      }
      translated++;
      const named = links.filter((link) => link.hreflang !== 'x-default');
      expect(new Set(named.map((link) => link.hreflang)).size, `${page.route} names a language twice`).toBe(named.length);
      expect(sorted(named), page.route).toEqual(sorted(versions.map((version) => ({ hreflang: version.language.intl, href: urlOf(version) }))));
      expect(named, `${page.route} names itself`).toContainEqual({ hreflang: page.language.intl, href: urlOf(page) });
      const english = versions.find((version) => version.language.code === defaultLocale.code)!;
      expect(links.filter((link) => link.hreflang === 'x-default'), page.route).toEqual([{ hreflang: 'x-default', href: urlOf(english) }]);
      for (const link of named) {
        const version = pageByUrl.get(link.href)!;
        expect(version.language.intl, link.href).toBe(link.hreflang);
        expect(sorted(hreflangLinks(rendered(version))), `${link.href} names ${page.route} back`).toEqual(sorted(links));
      }
    }
    expect(translated).toBeGreaterThan(codes.length * 10);
  });

  it("a translation's canonical address is its own, and its og:locale is its language with the others as alternates", () => {
    for (const page of data.pages.filter(localized)) {
      const markup = rendered(page);
      const canonical = tagsOf(markup, 'link').filter((tag) => attributeOf(tag, 'rel') === 'canonical');
      expect(canonical.map((tag) => attributeOf(tag, 'href')), page.route).toEqual([`${site.origin}${page.route}`]);
      const underscored = (intl: string) => intl.replace('-', '_');
      expect(metaContents(markup, 'og:locale'), page.route).toEqual([underscored(page.language.intl)]);
      const others = page.alternates.filter((version) => version.code !== page.language.code).map((version) => underscored(version.intl));
      expect(metaContents(markup, 'og:locale:alternate').sort(), page.route).toEqual(others.sort());
    }
  });
});

describe("a translated page's links", () => {
  const anchors = (markup: string) => tagsOf(markup, 'a').filter((tag) => /^\/(?!\/)/.test(attributeOf(tag, 'href') ?? ''));
  const routeOf = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');

  it("lead to the page in the page's language wherever it is published in it", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const page of [...data.pages, ...data.notFoundPages].filter(localized)) {
      const { code, intl } = page.language;
      const where = page.route.startsWith('/') ? page.route : `${page.route} (${code})`;
      for (const tag of anchors(rendered(page))) {
        const href = attributeOf(tag, 'href')!;
        const target = pageByRoute.get(routeOf(href));
        if (!target) continue;
        checked++;
        if (target.language.code === code) continue;
        const inOwnLanguage = localizedRoute(splitLanguage(target.route, codes, defaultLocale.code).route, code, defaultLocale.code);
        if (!pageByRoute.has(inOwnLanguage)) continue;
        // The language switcher's links lead to this page (or the home page) in another language, and say so.
        const other = target.language.intl;
        const switcher =
          attributeOf(tag, 'lang') === other &&
          attributeOf(tag, 'hreflang') === other &&
          (page.alternates.some((version) => version.route === target.route) || target.route === localizedRoute('/', target.language.code, defaultLocale.code));
        if (!switcher) wrong.push(`${where} (${intl}) links to ${href}, but ${inOwnLanguage} is its version in ${code}`);
      }
    }
    expect(wrong.length, `${wrong.length} links lead to another language, such as:\n${wrong.slice(0, 10).join('\n')}`).toBe(0);
    expect(checked).toBeGreaterThan(1000);
  });

  it('name the language of the page they lead to, where they name one', () => {
    const wrong: string[] = [];
    for (const page of [...data.pages, ...data.notFoundPages].filter(localized)) {
      for (const tag of anchors(rendered(page))) {
        const target = pageByRoute.get(routeOf(attributeOf(tag, 'href')!));
        const named = attributeOf(tag, 'hreflang');
        if (target && named !== undefined && named !== target.language.intl) wrong.push(`${page.route}: ${tag} leads to a page in ${target.language.intl}`);
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

/** A message's words that the site does not fill in: "{minutes} min read" gives "min read". */
function literalParts(message: string): string[] {
  const parts: string[] = [];
  const walk = (elements: MessageFormatElement[]) => {
    let text = '';
    for (const element of elements) {
      if (element.type === TYPE.literal) {
        text += element.value;
        continue;
      }
      parts.push(text);
      text = '';
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) walk(option.value);
    }
    parts.push(text);
  };
  walk(parse(message));
  return parts.map((part) => part.trim()).filter((part) => part.length > 0);
}

/** Every string of the catalogue by its path (chrome.menu). */
function flatten(value: unknown, path = ''): Map<string, string> {
  if (typeof value === 'string') return new Map([[path, value]]);
  if (value === null || typeof value !== 'object') return new Map();
  return new Map(Object.entries(value).flatMap(([key, item]) => [...flatten(item, path ? `${path}.${key}` : key)]));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, name: string) =>
    name.startsWith('#') ? String.fromCodePoint(Number(name.replace(/^#x/i, '0x').replace(/^#/, ''))) : (ENTITIES[name] ?? entity),
  );

/** Markup without the elements that say they are in `lang` (an English article's card on a German page). */
function withoutLanguage(markup: string, lang: string): string {
  const opening = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\slang="${lang}"[^>]*>`, 'i');
  let rest = markup;
  for (let match = opening.exec(rest); match; match = opening.exec(rest)) {
    const tagName = match[1].toLowerCase();
    const tags = new RegExp(`<(/?)${tagName}\\b[^>]*>`, 'gi');
    tags.lastIndex = match.index;
    let depth = 0;
    let end = rest.length;
    for (let tag = tags.exec(rest); tag; tag = tags.exec(rest)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    rest = rest.slice(0, match.index) + rest.slice(end);
  }
  return rest;
}

/**
 * What a reader meets on a page: its text, the labels of its controls and pictures, and the alt text of its link
 * preview's picture. Scripts and styles are not read, nor metadata no one reads (keywords).
 */
function readableText(markup: string): string {
  const body = withoutLanguage(markup.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ''), defaultLocale.intl);
  const labels = [...body.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/gi)].map((match) => match[1]);
  const previewAlts = tagsOf(body, 'meta')
    .filter((tag) => /image:alt$/.test(attributeOf(tag, 'property') ?? attributeOf(tag, 'name') ?? ''))
    .map((tag) => attributeOf(tag, 'content')!);
  // Soft hyphens and word joiners (src/app/lineBreaks.ts) are invisible: they say only where a line may break.
  return decode([...labels, ...previewAlts, body.replace(/<[^>]*>/g, '\n')].join('\n'))
    .replace(/[ \t]+/g, ' ')
    .replace(/[\u00ad\u2060]/g, '');
}

/** Every string of a value: a page's document and the summaries it lists. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/**
 * What the page's frame says: its readable text without the words of its document and of the pages it lists, which the
 * translation gives (and which may name an English product, "Salesforce Financial Services Cloud"). A value that is
 * one of `phrases` stays: a name the catalogue translates (an industry's category) must show translated.
 */
function frameText(page: SitePageData, phrases: ReadonlySet<string>): string {
  const words = [...new Set(stringsOf([page.doc, page.extras]))].filter((text) => text.length > 2 && !phrases.has(text)).sort((a, b) => b.length - a.length);
  return words.reduce((text, content) => text.split(content).join('\n'), readableText(rendered(page)));
}

describe("a translated page's frame", () => {
  const englishStrings = flatten(data.languages[0].strings);
  const hasPhrase = (text: string, phrase: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u').test(text);

  it.each(data.languages.slice(1).map((language) => [language.code, language] as const))(
    'in %s shows none of the English words the catalogue translates',
    (code, language) => {
      const translated = flatten(language.strings);
      // Only what this language says differently; words the same in both (a brand, "Menu" in French) are not English.
      const english = [...englishStrings].filter(([path, value]) => translated.get(path) !== value);
      expect(english.length, `the catalogue is not translated into ${code}`).toBeGreaterThan(englishStrings.size / 2);
      const phrases = english.flatMap(([path, value]) => {
        const parts = value.includes('{') ? literalParts(value).filter((part) => part.includes(' ')) : [value.trim()];
        return parts.filter((part) => !literalParts(translated.get(path) ?? '').includes(part)).map((phrase) => ({ path, phrase }));
      });
      const found: string[] = [];
      const catalogued = new Set(phrases.map(({ phrase }) => phrase));
      for (const page of [...data.pages, ...data.notFoundPages].filter((page) => page.language === language)) {
        const text = frameText(page, catalogued);
        for (const { path, phrase } of phrases) if (hasPhrase(text, phrase)) found.push(`${page.route}: "${phrase}" (${path})`);
      }
      expect(found.length, `${found.length} English words, such as:\n${found.slice(0, 20).join('\n')}`).toBe(0);
    },
  );
});

describe("a customer's words", () => {
  const quotationText = (markup: string) =>
    [...markup.matchAll(/<blockquote\b[^>]*>([\s\S]*?)<\/blockquote>/gi)].map(([, inner]) =>
      decode(inner.replace(/<[^>]*>/g, '')).replaceAll('\u00ad', '').replaceAll('\u00a0', ' ').trim(),
    );

  it.each(data.languages.map((language) => [language.code, language] as const))('in %s stand between its own quotation marks', (code, language) => {
    const [opening, closing] = language.strings.testimonial.quoted.split('{quote}').map((mark) => mark.trim());
    const quoting = data.pages.filter((page) => page.language === language && page.doc.blocks.some((block) => block.type === 'testimonial'));
    const quotations = quoting.flatMap((page) => quotationText(rendered(page)));
    expect(quotations.length, `no page in ${code} quotes a customer`).toBeGreaterThan(0);
    for (const quotation of quotations) {
      expect(quotation.startsWith(opening) && quotation.endsWith(closing), quotation).toBe(true);
    }
  });
});

describe("a translated page's long words", () => {
  it("break where their language's list of word breaks says, the longest entry a word starts with", () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const page of data.pages) {
      // Each entry's letters and the offsets of its breaks, longest first.
      const entries = page.language.hyphenation
        .map((entry) => {
          let at = 0;
          const parts = entry.toLowerCase().split('-');
          return { entry, letters: parts.join(''), breaks: parts.slice(0, -1).map((part) => (at += part.length)) };
        })
        .sort((a, b) => b.letters.length - a.letters.length);
      if (entries.length === 0) continue;
      const body = rendered(page).replace(/<(script|style|title)\b[^>]*>[\s\S]*?<\/\1>/gi, '').replace(/<[^>]*>/g, ' ');
      // Only words the page breaks somewhere: an island's text, or English shown for want of a translation, has no breaks.
      for (const [shown] of body.matchAll(/[\p{L}\u00ad]*\u00ad[\p{L}\u00ad]*/gu)) {
        const word = shown.replaceAll('\u00ad', '');
        const listed = entries.find(({ letters }) => word.toLowerCase().startsWith(letters));
        if (!listed) continue;
        checked++;
        const breaks = [...shown.matchAll(/\u00ad/g)].map((match, index) => match.index - index);
        const expected = listed.breaks.filter((at) => at < word.length);
        if (breaks.join() !== expected.join()) wrong.push(`${page.route}: ${shown.replaceAll('\u00ad', '·')} (listed: ${listed.entry})`);
      }
    }
    expect(checked, 'no word on any page starts with a listed one').toBeGreaterThan(100);
    expect(wrong.slice(0, 20)).toEqual([]);
  });
});
