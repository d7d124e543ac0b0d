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
  if (!html.has(page)) html.set(page, renderPage(page).html);
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
});
