import type { PageContextValue } from '../app/PageContext';
import type { Collections, Manifest } from '../content/manifest';
import type { ArticleFields, Block, PageDocument } from '../generated/schema-types';

/**
 * The page every block example is shown on, for the blocks that draw on their page: an article whose text is the
 * given blocks (a table of contents lists the prose examples' headings), which is related to the site's first
 * three articles and first four industries, and which has every article, industry and role for the indexes.
 */
export function examplePage(manifest: Manifest, collections: Collections, route: string, blocks: Block[]): PageContextValue {
  const relatedArticles = collections.articles.slice(0, 3);
  const relatedIndustries = collections.industries.slice(0, 4);
  const article: ArticleFields = {
    title: 'Block examples',
    excerpt: 'Every block type, rendered from the examples in its schema.',
    author: { name: manifest.site.brand, role: 'Editor' },
    publishDate: '2026-01-05',
    category: manifest.categories.article[0] as ArticleFields['category'],
    image: { ...manifest.site.shareImage, alt: 'Block examples' },
    relatedArticles: relatedArticles.map((summary) => summary.slug),
    relatedUseCases: relatedIndustries.map((summary) => summary.slug),
  };
  const doc: PageDocument = { kind: 'article', meta: { title: article.title, description: article.excerpt }, article, blocks };
  return { route, doc, extras: { relatedArticles, relatedIndustries, ...collections } };
}
