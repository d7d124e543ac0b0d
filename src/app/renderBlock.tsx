import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';
import { recordOf } from '../blocks/registry';
import { blockComponents } from '../generated/blocks';
import type { Block } from '../generated/schema-types';
import { IslandLinksContext } from '../ui/SmartLink';
import { PreviewPlaceholder, type PlaceholderComponent } from './previewPlaceholder';

// Takes no room of its own, so an island lays out as if its block were the main element's child.
const IslandRoot = styled.div`
  display: contents;
`;

/**
 * One block, as the page, the block catalogue and the editor's preview show it. On a page a static block is its HTML
 * and nothing else, and an interactive block is an island: the same HTML inside a root that names its type, when its
 * code loads (`island` in its record) and the props it hydrates with (src/runtime/islands.ts). A preview starts no
 * island and shows `Placeholder` where a block would embed a third party. An island's links add the routes they look up
 * to `islandLinks`.
 */
export function renderBlock(block: Block, preview?: { Placeholder: PlaceholderComponent }, islandLinks?: Set<string>): ReactNode {
  const Component = blockComponents[block.type] as ComponentType<Block> | undefined;
  if (!Component) throw new Error(`There is no block type "${String(block.type)}".`);
  if (preview) {
    return (
      <PreviewPlaceholder value={preview.Placeholder}>
        <Component {...block} />
      </PreviewPlaceholder>
    );
  }
  const schedule = recordOf(block.type)?.island?.when;
  if (!schedule) return <Component {...block} />;
  return (
    <IslandRoot data-island={block.type} data-when={schedule} data-props={JSON.stringify(block)}>
      <IslandLinksContext value={islandLinks}>
        <Component {...block} />
      </IslandLinksContext>
    </IslandRoot>
  );
}
