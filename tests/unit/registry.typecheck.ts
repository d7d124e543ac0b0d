// Checked by `npm run typecheck`: each @ts-expect-error must stay an error, or the type check fails.
import type { ComponentType } from 'react';
import { blockRegistry, type BlockRegistry } from '../../src/blocks/registry.ts';

const { hero: _hero, ...withoutHero } = blockRegistry;

// @ts-expect-error A block type with a schema but no component is refused.
export const missingComponent: BlockRegistry = withoutHero;

export const componentWithoutSchema = {
  ...blockRegistry,
  // @ts-expect-error A component for a block type that has no schema is refused.
  carousel: async () => ({ default: (() => null) as ComponentType<{ type: 'carousel' }> }),
} satisfies BlockRegistry;
