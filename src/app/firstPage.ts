import { STATIC_BLOCK_TYPES } from '../blocks/staticBlocks';
import type { BlockType } from '../generated/schema-types';
import { NEAR_VIEWPORT_PX } from './deferredBlocks';

/**
 * Copies of the prerendered HTML of the page a visitor opens first, taken before React hydrates it. With them, what
 * is only HTML there (static blocks, static parts of other blocks, structured data) needs neither code nor content
 * downloaded, and a block waiting for its code keeps showing while React cannot hydrate it.
 */
interface FirstPage {
  route: string;
  blocks: { html?: string; parts: Map<string, string> }[];
  jsonLd?: string;
}

let firstPage: FirstPage | undefined;

/**
 * Called before hydrating a prerendered page: returns the block types near the viewport, whose code is worth loading
 * before hydration starts, and keeps the copies: the HTML of each block that will wait or stays static, of each
 * block's static parts (src/app/StaticPart.tsx) and of the page's structured data. Static blocks never load their
 * code on this page (src/blocks/staticBlocks.ts).
 */
export function prepareFirstPage(route: string, root: ParentNode): Set<BlockType> {
  const slots = [...root.querySelectorAll<HTMLElement>('[data-block]')];
  const typeOf = (slot: HTMLElement) => slot.dataset.block as BlockType;
  const inView = slots.filter(
    (slot) =>
      !STATIC_BLOCK_TYPES.has(typeOf(slot)) &&
      [...slot.children].some((child) => {
        const { top, bottom } = child.getBoundingClientRect();
        return bottom > -NEAR_VIEWPORT_PX && top < innerHeight + NEAR_VIEWPORT_PX;
      }),
  );
  const typesNow = new Set(inView.map(typeOf));
  firstPage = {
    route,
    blocks: slots.map((slot) => ({
      html: typesNow.has(typeOf(slot)) ? undefined : slot.innerHTML,
      parts: new Map([...slot.querySelectorAll<HTMLElement>('[data-static-part]')].map((part) => [part.dataset.staticPart!, part.innerHTML])),
    })),
    jsonLd: root.querySelector('script[type="application/ld+json"]')?.textContent ?? undefined,
  };
  return typesNow;
}

/**
 * The prerendered HTML of a block of the first page. A static block shows it for good. For a block that waits for its
 * code: a step through history (back, forward, an in-page link) updates the page at once; React then cannot wait for
 * the code and draws the block anew instead of hydrating it. Until the code arrives, this copy stands in for it, so
 * the block does not blink.
 */
export function prerenderedHtml(route: string, index: number): string | undefined {
  return firstPage?.route === route ? firstPage.blocks[index]?.html : undefined;
}

/** The prerendered HTML of a static part of a block of the first page. */
export function prerenderedPart(route: string, index: number, name: string): string | undefined {
  return firstPage?.route === route ? firstPage.blocks[index]?.parts.get(name) : undefined;
}

/** The first page's structured data as prerendered; see PageHead. */
export function prerenderedJsonLd(route: string): string | undefined {
  return firstPage?.route === route ? firstPage.jsonLd : undefined;
}
