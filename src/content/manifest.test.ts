import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../tests/unit/checkFixture';
import { buildSiteData, readingMinutes } from './manifest';
import { pageExtras } from './pageExtras';
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

  it('gives a page with an article index every article', () => {
    const blog = page('/blog');
    expect(pageExtras(blog, collections).articles).toEqual(collections.articles);
  });
});
