import type { Image, PageDocument, UiStrings } from '../generated/schema-types';

export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/**
 * The site path of the link-preview picture the build draws for a page: /share/index.png for the home page,
 * /share/blog/<slug>.png for an article. "index" is a name no page can have, so the home page's picture cannot
 * collide with another page's.
 */
export function shareImagePath(route: string): string {
  return `/share${route === '/' ? '/index' : route}.png`;
}

/** What a page's picture shows: its headline and, for an article, an industry page or a job, a label above it. */
export interface ShareCard {
  headline: string;
  label?: string;
}

/**
 * Read from the page's metadata and collection fields only, never its blocks: the first page a visitor opens loads
 * an outline of its document without the static blocks' content, and its head must render as it was prerendered.
 */
export function shareCard(doc: PageDocument, brand: string, strings: UiStrings): ShareCard {
  const headline = doc.article?.title ?? withoutBrand(doc.meta.title, brand);
  const label =
    (doc.article && strings.articleCategories[doc.article.category]) ??
    (doc.industry && strings.industryCategories[doc.industry.category]) ??
    (doc.job ? strings.industries.careersLabel : undefined);
  return label ? { headline, label } : { headline };
}

/** "AI Phone Answering for Restaurants | Ringwell" → "AI Phone Answering for Restaurants": the picture shows the brand. */
function withoutBrand(title: string, brand: string): string {
  const parts = title.split(' | ').filter((part) => !part.includes(brand));
  return parts.length > 0 ? parts.join(' | ') : title;
}

/** The page's own link-preview picture, as the build draws it (scripts/builder/shareImages.ts). */
export function pageShareImage(route: string, doc: PageDocument, brand: string, strings: UiStrings): Image {
  const { headline, label } = shareCard(doc, brand, strings);
  return {
    src: shareImagePath(route),
    alt: `${brand}${label ? `, ${label}` : ''}: ${headline}`,
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
  };
}
