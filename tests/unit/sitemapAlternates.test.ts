import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { isIndexed, sitemapFiles } from '../../scripts/builder/siteFiles';
import type { SitePageData } from '../../src/content/virtualPages';
import { PageHead } from '../../src/layout/PageHead';
import { hreflangLinks, realSiteData, type HreflangLink } from './realSite';

/** The sitemaps the build writes for the real site in every language, against the hreflang links of its pages' heads. */
vi.mock('virtual:site', async () => ({ manifest: (await import('./realSite')).realSiteData().manifest }));

const data = realSiteData();
const { site } = data.manifest;
const codes = site.locales.map((locale) => locale.code);
const files = sitemapFiles(site.origin, codes, data.pages);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].replace(/&amp;/g, '&'));

/** Each `<url>` of a sitemap: its address and the versions it names. */
function urls(xml: string): Map<string, HreflangLink[]> {
  return new Map(
    [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, url]) => [
      locs(url)[0],
      [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, hreflang, href]) => ({ hreflang, href: href.replace(/&amp;/g, '&') })),
    ]),
  );
}

const sorted = (links: HreflangLink[]) => [...links].sort((a, b) => a.hreflang.localeCompare(b.hreflang));
const headLinks = (page: SitePageData) => hreflangLinks(renderToString(createElement(PageHead, { page })));

describe('the sitemaps', () => {
  it('are an index at /sitemap.xml naming one sitemap for each language, and those sitemaps', () => {
    expect(locs(files.get('/sitemap.xml')!)).toEqual(codes.map((code) => `${site.origin}/sitemap-${code}.xml`));
    expect([...files.keys()].sort()).toEqual(['/sitemap.xml', ...codes.map((code) => `/sitemap-${code}.xml`)].sort());
  });

  it.each(codes)("of %s list that language's indexed pages, each with the versions its hreflang links name", (code) => {
    const pages = data.pages.filter((page) => page.language.code === code && isIndexed(page.doc));
    const listed = urls(files.get(`/sitemap-${code}.xml`)!);
    expect([...listed.keys()].sort()).toEqual(pages.map((page) => `${site.origin}${page.route}`).sort());
    let withVersions = 0;
    for (const page of pages) {
      const versions = listed.get(`${site.origin}${page.route}`)!;
      expect(sorted(versions), page.route).toEqual(sorted(headLinks(page)));
      if (versions.length > 0) withVersions++;
    }
    expect(withVersions).toBeGreaterThan(10);
  });
});
