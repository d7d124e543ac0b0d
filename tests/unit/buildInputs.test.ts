import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleKey, checkerKey, codeKey, pageKey, shareImageCodeKey } from '../../scripts/builder/buildInputs';
import { scratchProject } from '../../scripts/scratchProject';
import { bundledSiteOf } from '../../src/content/bundledSite';
import type { Manifest } from '../../src/content/manifest';
import type { SitePageData } from '../../src/content/virtualPages';

/** The cache keys of code are found from imports: a change to any file the code runs changes the key. */
describe('the build cache keys of code', () => {
  const project = scratchProject('build-inputs-');
  afterAll(() => rmSync(project, { recursive: true, force: true }));

  const changes = (key: (root: string) => string, file: string) => {
    const before = key(project);
    appendFileSync(join(project, file), '\n// changed\n');
    return key(project) !== before;
  };

  it('of share images follow the code that draws them, down to the PNG writer and the theme', () => {
    expect(changes(shareImageCodeKey, 'scripts/builder/png.ts')).toBe(true);
    expect(changes(shareImageCodeKey, 'src/theme/theme.ts')).toBe(true);
    expect(changes(shareImageCodeKey, 'src/blocks/Cta/Cta.tsx')).toBe(false);
  });

  it("of check results follow the checker's code, its worker thread and the schemas", () => {
    expect(changes(checkerKey, 'src/content/lint.ts')).toBe(true);
    expect(changes(checkerKey, 'src/content/checkWorker.ts')).toBe(true);
    expect(changes(checkerKey, 'schemas/blocks/cta.schema.json')).toBe(true);
    expect(changes(checkerKey, 'src/blocks/Cta/Cta.tsx')).toBe(false);
    expect(changes(checkerKey, 'src/blocks/Hero/block.ts'), "a block's record says what the checker counts as the page's h1").toBe(true);
  });
});

/** A page is rendered again exactly when something it shows changes; the bundles, when the manifest they hold does. */
describe('the build cache keys of pages and bundles', () => {
  const page = {
    route: '/about',
    file: 'pages/about.yaml',
    doc: { meta: { title: 'About', description: 'Who we are.' }, blocks: [{ type: 'hero', title: 'Built for you' }] },
    extras: { relatedArticles: [], relatedIndustries: [] },
    language: { code: 'en', intl: 'en-GB', site: { brand: 'Ringwell' }, strings: { chrome: { menu: 'Menu' } } },
  } as unknown as SitePageData;
  const changed = (change: (copy: SitePageData) => void) => {
    const copy = structuredClone(page);
    change(copy);
    return pageKey('bundles', copy) !== pageKey('bundles', page);
  };

  it("of a page follow its document, the summaries it shows, its language's words and the bundles", () => {
    expect(pageKey('bundles', structuredClone(page))).toBe(pageKey('bundles', page));
    expect(changed((copy) => ((copy.doc.blocks[0] as { title: string }).title = 'Made for you'))).toBe(true);
    expect(changed((copy) => (copy.doc.meta.description = 'Who we are, and why.'))).toBe(true);
    expect(changed((copy) => copy.extras.relatedArticles.push({ slug: 'a', title: 'A' } as never))).toBe(true);
    expect(changed((copy) => (copy.language.strings.chrome.menu = 'Menü'))).toBe(true);
    expect(changed((copy) => (copy.language.site.brand = 'Ringwell UK'))).toBe(true);
    expect(pageKey('other bundles', page)).not.toBe(pageKey('bundles', page));
  });

  it('of the bundles follow the code and what they hold of the site, not what grows as pages are added', () => {
    const project = scratchProject('bundle-key-');
    try {
      const code = codeKey(project);
      const manifest = {
        site: { brand: 'Ringwell' },
        routes: [{ path: '/about', kind: 'page', embedsThirdParty: false }],
        redirects: [],
        categories: { article: ['Guides'], industry: ['Trades'] },
        counts: { articles: 1, pillarArticles: 0, industries: 1, industryCategories: 1 },
      } as unknown as Manifest;
      const key = bundleKey(code, bundledSiteOf(manifest));
      expect(bundleKey(code, bundledSiteOf(structuredClone(manifest)))).toBe(key);
      const grown = [
        { ...manifest, routes: [...manifest.routes, { path: '/careers', kind: 'page', embedsThirdParty: false }] },
        { ...manifest, redirects: [{ from: '/blog/old', to: '/blog/new' }] },
        { ...manifest, counts: { ...manifest.counts, industries: 2 } },
      ] as Manifest[];
      // What a page reads of these is recorded as it renders (src/content/manifestReads.ts).
      for (const changed of grown) expect(bundleKey(code, bundledSiteOf(changed))).toBe(key);
      const reconfigured = [{ ...manifest, site: { ...manifest.site, brand: 'Ringwell AI' } }, { ...manifest, categories: { ...manifest.categories, industry: ['Trades', 'Care'] } }] as Manifest[];
      for (const changed of reconfigured) expect(bundleKey(code, bundledSiteOf(changed))).not.toBe(key);
      appendFileSync(join(project, 'src/blocks/Cta/Cta.tsx'), '\n// changed\n');
      expect(bundleKey(codeKey(project), bundledSiteOf(manifest))).not.toBe(key);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
