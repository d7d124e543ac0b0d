import { listsAny } from '../blocks/registry.ts';
import type { PageDocument } from '../generated/schema-types';
import type { Collections, PageExtras } from './manifest.ts';

// Apart from manifest.ts, which reads files, so that the editor's preview in the browser picks a draft's extras too.
/** The page's reading time comes from its own summary, so its header and its cards always agree. */
export function pageExtras({ route, doc }: { route: string; doc: PageDocument }, collections: Collections): PageExtras {
  const pick = <T extends { slug: string }>(items: T[], slugs: readonly string[] = []) =>
    slugs.map((slug) => items.find((item) => item.slug === slug)).filter((item) => item !== undefined);
  return {
    readingMinutes: collections.articles.find((article) => article.route === route)?.readingMinutes,
    relatedArticles: pick(collections.articles, doc.article?.relatedArticles ?? doc.industry?.relatedArticles),
    relatedIndustries: pick(collections.industries, doc.article?.relatedUseCases),
    ...(listsAny(doc.blocks, 'articles') && { articles: collections.articles }),
    ...(listsAny(doc.blocks, 'industries') && { industries: collections.industries }),
    ...(listsAny(doc.blocks, 'jobs') && { jobs: collections.jobs }),
  };
}
