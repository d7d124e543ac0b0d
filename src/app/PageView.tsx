import { memo, Suspense, useEffect, useMemo, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { blockRegistry, type BlockComponents } from '../blocks/registry';
import { STATIC_BLOCK_TYPES } from '../blocks/staticBlocks';
import type { Block } from '../generated/schema-types';
import { ArticleHeader } from '../layout/ArticleHeader';
import { Breadcrumbs } from '../layout/Breadcrumbs';
import { PageHead } from '../layout/PageHead';
import { useScrollOnNavigation } from '../runtime/scroll';
import { deferredBlock, revealWhenNear } from './deferredBlocks';
import { prerenderedHtml } from './firstPage';
import { PageContext } from './PageContext';
import { BlockIndexContext } from './StaticPart';
import { NOT_FOUND, usePage } from './pageStore';

const Missing = styled.div`
  margin: 1rem;
  padding: 1rem;
  border: 2px dashed #b91c1c;
  color: #b91c1c;
`;

// Takes no room of its own, so pages lay out as if the blocks were the main element's children.
const Slot = styled.div`
  display: contents;
`;

function BlockView({ block, components }: { block: Block; components: BlockComponents }) {
  if (!(block.type in blockRegistry)) {
    const message = `No block component found for type "${block.type}".`;
    if (import.meta.env.DEV && import.meta.env.MODE !== 'test') return <Missing role="alert">{message}</Missing>;
    throw new Error(message);
  }
  const Component = (components[block.type] ?? deferredBlock(block.type)) as React.ComponentType<Block>;
  return <Component {...block} />;
}

/** Marks the block's slot once its content has hydrated, or is known to stay static (browser tests wait for it). */
function MarkHydrated({ slot }: { slot: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    // Written to the element directly: re-rendering the slot would make React hydrate a waiting block at once.
    slot.current?.setAttribute('data-hydrated', 'true');
  }, [slot]);
  return null;
}

/**
 * One block in a boundary of its own, so React hydrates the page block by block: a block whose code has not loaded
 * yet keeps its prerendered HTML until it comes near the viewport (see deferredBlocks.ts), and a static block of the
 * first page keeps it for good. Memoised, like the page context: a re-render reaching a block that still waits would
 * make React draw it anew instead of hydrating it.
 */
const BlockSlot = memo(function BlockSlot({ block, index, components, html }: { block: Block; index: number; components: BlockComponents; html?: string }) {
  const slot = useRef<HTMLDivElement>(null);
  const staysStatic = html !== undefined && STATIC_BLOCK_TYPES.has(block.type);
  const loaded = staysStatic || block.type in components;
  useEffect(() => (loaded ? undefined : revealWhenNear(slot.current!, block.type)), [loaded, block.type]);
  if (staysStatic) {
    return (
      <>
        <Slot ref={slot} data-block={block.type} dangerouslySetInnerHTML={{ __html: html }} />
        <MarkHydrated slot={slot} />
      </>
    );
  }
  return (
    <Slot ref={slot} data-block={block.type}>
      <Suspense fallback={html ? <Slot dangerouslySetInnerHTML={{ __html: html }} /> : null}>
        <BlockIndexContext value={index}>
          <BlockView block={block} components={components} />
        </BlockIndexContext>
        <MarkHydrated slot={slot} />
      </Suspense>
    </Slot>
  );
});

/** Renders any page from its document: head, breadcrumbs, article header, then each block in order. */
export function PageView({ route }: { route: string }) {
  const { doc, extras, components } = usePage(route);
  useScrollOnNavigation();
  // The page's content hydrates after the shell; once its effects run, the whole page is interactive (tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const page = useMemo(() => ({ route, doc, extras }), [route, doc, extras]);
  return (
    <PageContext value={page}>
      <PageHead route={route} doc={doc} />
      {doc.breadcrumbs && <Breadcrumbs items={doc.breadcrumbs} />}
      {doc.article && <ArticleHeader article={doc.article} readingMinutes={extras.readingMinutes ?? 1} />}
      {doc.blocks.map((block, index) => (
        <BlockSlot key={`${block.type}-${index}`} block={block} index={index} components={components} html={prerenderedHtml(route, index)} />
      ))}
    </PageContext>
  );
}

export function NotFoundView() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return <PageView route={NOT_FOUND} />;
}
