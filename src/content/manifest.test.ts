import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../tests/unit/checkFixture';
import { STATIC_BLOCK_TYPES } from '../blocks/staticBlocks';
import { buildSiteData, pageExtras, pageOutline, readingMinutes } from './manifest';
import { collectionCategories } from './schemas';
import { createContentChecker } from './siteContent';

const checker = createContentChecker(repoRoot);
const content = checker.check();
const { manifest, collections } = buildSiteData(content.site!, content.pages, collectionCategories(checker.schemas));
const page = (route: string) => content.pages.find((entry) => entry.route === route)!;

describe('site data', () => {
  it('keeps the summaries of the collections out of the manifest every route loads', () => {
    expect(Object.keys(manifest).sort()).toEqual(['categories', 'counts', 'redirects', 'routes', 'site']);
    expect(manifest.counts).toEqual({
      articles: collections.articles.length,
      pillarArticles: collections.articles.filter((article) => article.pillar).length,
      industries: collections.industries.length,
      industryCategories: new Set(collections.industries.map((industry) => industry.category)).size,
    });
  });

  it("gives a page the summaries of its related articles and use cases, in the document's order", () => {
    const article = page('/blog/cost-of-missed-calls');
    const { doc } = article;
    const extras = pageExtras(article, collections);
    expect(extras.relatedArticles.map((article) => article.slug)).toEqual(doc.article!.relatedArticles);
    expect(extras.relatedIndustries.map((industry) => industry.slug)).toEqual(doc.article!.relatedUseCases);
    expect(extras.readingMinutes).toBe(readingMinutes(doc));

    const industry = page('/plumbers-electricians');
    expect(pageExtras(industry, collections).relatedArticles.map((summary) => summary.slug)).toEqual(industry.doc.industry!.relatedArticles);
    expect(pageExtras(industry, collections).readingMinutes).toBeUndefined();
    expect(pageExtras(industry, collections).articles, 'only a page with an article index lists every article').toBeUndefined();
  });

  it('gives a page with an article index every article, and leaves them out of its outline', () => {
    const blog = page('/blog');
    const extras = pageExtras(blog, collections);
    expect(extras.articles).toEqual(collections.articles);
    expect(pageOutline(blog.doc, extras).extras.articles).toBeUndefined();
  });

  it("leaves the static blocks' content out of a page's outline, and keeps the rest of the document", () => {
    const article = page('/blog/cost-of-missed-calls');
    const extras = pageExtras(article, collections);
    const outline = pageOutline(article.doc, extras);
    expect(outline.doc.blocks.map((block) => block.type)).toEqual(article.doc.blocks.map((block) => block.type));
    article.doc.blocks.forEach((block, index) => {
      expect(outline.doc.blocks[index]).toEqual(STATIC_BLOCK_TYPES.has(block.type) ? { type: block.type } : block);
    });
    expect(article.doc.blocks.some((block) => !STATIC_BLOCK_TYPES.has(block.type)), 'the article has an interactive block').toBe(true);
    expect({ ...outline.doc, blocks: [] }).toEqual({ ...article.doc, blocks: [] });
    expect(outline.extras).toEqual({ readingMinutes: extras.readingMinutes, relatedArticles: [], relatedIndustries: [] });
  });
});
