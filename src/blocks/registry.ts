import type { ComponentType } from 'react';
import type { Block, BlockType } from '../generated/schema-types';

export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

export type BlockRegistry = { [T in BlockType]: () => Promise<{ default: ComponentType<BlockOf<T>> }> };

/**
 * One entry per block type, each loaded on demand. A schema without a component here, or a component
 * without a schema in schemas/blocks/, fails the type check.
 */
export const blockRegistry = {
  hero: () => import('./Hero'),
  cards: () => import('./Cards'),
  stats: () => import('./Stats'),
  cta: () => import('./Cta'),
  prose: () => import('./Prose'),
  faq: () => import('./Faq'),
  transcript: () => import('./Transcript'),
  steps: () => import('./Steps'),
  checklist: () => import('./Checklist'),
  related: () => import('./Related'),
  booking: () => import('./Booking'),
  'article-index': () => import('./ArticleIndex'),
  'industry-index': () => import('./IndustryIndex'),
  newsletter: () => import('./Newsletter'),
  testimonial: () => import('./Testimonial'),
  'feature-cards': () => import('./FeatureCards'),
  integrations: () => import('./Integrations'),
  countries: () => import('./Countries'),
  'contact-form': () => import('./ContactForm'),
  'job-list': () => import('./JobList'),
  toc: () => import('./Toc'),
  pricing: () => import('./Pricing'),
  'roi-calculator': () => import('./RoiCalculator'),
} satisfies BlockRegistry;

export type BlockComponents = { [T in BlockType]?: ComponentType<BlockOf<T>> };

/** Loads the components of the given block types, once each; types without a component are left out. */
export async function loadBlockComponents(blockTypes: Iterable<BlockType>): Promise<BlockComponents> {
  const types = [...new Set(blockTypes)].filter((type) => type in blockRegistry);
  const entries = await Promise.all(types.map(async (type) => [type, (await blockRegistry[type]()).default] as const));
  return Object.fromEntries(entries) as BlockComponents;
}
