import type { BlockType } from '../generated/schema-types';

/**
 * Block types that are only their HTML: no state, no effects and no handlers of their own (their site links navigate
 * through the app's link handler, src/app/useLinkNavigation.ts). On the page a visitor opens first they stay as
 * prerendered, and neither their code nor their content downloads: the first page loads its outline, the document
 * without their content (src/content/vitePlugin.ts). A page reached by navigation renders them as usual.
 */
export const STATIC_BLOCK_TYPES: ReadonlySet<BlockType> = new Set<BlockType>([
  'hero',
  'cards',
  'stats',
  'cta',
  'prose',
  'transcript',
  'steps',
  'checklist',
  'related',
  'testimonial',
  'integrations',
  'countries',
  'job-list',
  'toc',
  'industry-index',
]);
