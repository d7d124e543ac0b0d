import { thirdPartyOrigins } from '../blocks/registry.ts';
import type { ArticleFields, Icon, IndustryFields, PageDocument, SiteConfig } from '../generated/schema-types';
import { plainText } from '../lib/inlineText.ts';
import { aliasRouteOf, slugOf } from './linker.ts';
import type { Segment } from './problems.ts';
import type { CollectionCategories } from './schemas.ts';
import { forEachValue } from './walk.ts';

/** What an index or a related-articles list needs to show an article without loading it. */
export interface ArticleSummary {
  slug: string;
  route: string;
  title: string;
  excerpt: string;
  category: ArticleFields['category'];
  pillar: boolean;
  publishDate: string;
  readingMinutes: number;
  /** The featured picture without its alt text: on a card it sits beside the title, which already names the article. */
  image: Omit<ArticleFields['image'], 'alt'>;
}

export interface IndustrySummary {
  slug: string;
  route: string;
  name: string;
  summary: string;
  icon: Icon;
  category: IndustryFields['category'];
}

export interface JobSummary {
  route: string;
  title: string;
  summary: string;
  locations: string[];
}

export interface RouteSummary {
  path: string;
  kind: NonNullable<PageDocument['kind']>;
  /** The page embeds a third party (the booking widget), so its security policy allows that third party's origins. */
  embedsThirdParty: boolean;
  /** The other languages the page is published in (under /<code>/), besides the default. */
  languages?: string[];
}

/**
 * What the site's code knows of its content besides the pages' documents. The build's bundles hold only its site
 * configuration and categories, not what grows with the site (src/content/bundledSite.ts).
 */
export interface Manifest {
  site: SiteConfig;
  routes: RouteSummary[];
  /** Old or alternative addresses and the routes they lead to. */
  redirects: Redirect[];
  /** The article and industry categories, in the order indexes show them. */
  categories: CollectionCategories;
  /** The sizes of the collections, which page heroes may show. */
  counts: { articles: number; pillarArticles: number; industries: number; industryCategories: number };
}

export interface Redirect {
  from: string;
  to: string;
}

/** The summaries the index pages list; only the pages that show an index load them. */
export interface Collections {
  articles: ArticleSummary[];
  industries: IndustrySummary[];
  jobs: JobSummary[];
}

/** What a page's chunk carries besides its document: the summaries it shows of other pages, and its reading time. */
export interface PageExtras {
  readingMinutes?: number;
  relatedArticles: ArticleSummary[];
  relatedIndustries: IndustrySummary[];
  /** Every article's summary, on a page with an article index. */
  articles?: ArticleSummary[];
  /** Every industry's summary, on a page with an industry index. */
  industries?: IndustrySummary[];
  /** Every open role's summary, on a page with a job list. */
  jobs?: JobSummary[];
}

const WORDS_PER_MINUTE = 230;

/** Fields that hold names and addresses rather than words a reader reads. */
const NOT_READ = new Set<Segment>(['type', 'id', 'href']);

/** Reading time from the words of every block's text, so no article can claim a time its text does not support. */
export function readingMinutes(doc: PageDocument): number {
  let words = 0;
  forEachValue(doc.blocks, (text, path) => {
    if (typeof text === 'string' && !NOT_READ.has(path.at(-1)!)) words += plainText(text).match(/\S+/g)?.length ?? 0;
  });
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}


interface ManifestPage {
  file: string;
  route: string;
  doc: PageDocument;
}

export function buildSiteData(
  site: SiteConfig,
  pages: readonly ManifestPage[],
  categories: CollectionCategories,
): { manifest: Manifest; collections: Collections } {
  const articles: ArticleSummary[] = [];
  const industries: IndustrySummary[] = [];
  const jobs: JobSummary[] = [];
  const redirects: Redirect[] = [];
  for (const { route, doc } of pages) {
    if (doc.kind === 'job' && doc.job) {
      const { title, summary, locations } = doc.job;
      jobs.push({ route, title, summary, locations });
    }
    if (doc.kind === 'article' && doc.article) {
      const { title, excerpt, category, pillar = false, publishDate } = doc.article;
      const { src, width, height } = doc.article.image;
      for (const alias of doc.article.aliases ?? []) redirects.push({ from: aliasRouteOf(route, alias), to: route });
      articles.push({
        slug: slugOf(route),
        route,
        title,
        excerpt,
        category,
        pillar,
        publishDate,
        readingMinutes: readingMinutes(doc),
        image: { src, width, height },
      });
    }
    if (doc.kind === 'industry' && doc.industry) {
      const { name, summary, icon, category } = doc.industry;
      industries.push({ slug: slugOf(route), route, name, summary, icon, category });
    }
  }
  const routes = pages.map(({ route, doc }) => ({
    path: route,
    kind: doc.kind ?? 'page',
    embedsThirdParty: thirdPartyOrigins(doc.blocks).length > 0,
  }));
    const counts = {
    articles: articles.length,
    pillarArticles: articles.filter((article) => article.pillar).length,
    industries: industries.length,
    industryCategories: new Set(industries.map((industry) => industry.category)).size,
  };
  return { manifest: { site, routes, redirects, categories, counts }, collections: { articles, industries, jobs } };
}
