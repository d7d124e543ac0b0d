import { lazy, type ComponentType } from 'react';
import { blockRegistry } from '../blocks/registry';
import { STATIC_BLOCK_TYPES } from '../blocks/staticBlocks';
import type { Block, BlockType } from '../generated/schema-types';

/**
 * On the page a visitor opens first, a block type's code loads only when one of its blocks comes near the viewport,
 * or at the visitor's first action (a tap, a click, a key, a step through history). Until then React keeps the block's
 * prerendered HTML as it is, so a phone downloads and runs only what it shows.
 *
 * The first action loads everything: a navigation re-renders the page, React then hydrates every block still
 * waiting first, and it must not wait on a block far down the page that nobody scrolls to.
 */
const NEAR_VIEWPORT_PX = 300;
const FIRST_ACTIONS = ['pointerdown', 'keydown', 'touchstart', 'popstate'];

interface Gate {
  opened: Promise<void>;
  open: () => void;
  isOpen: boolean;
}

const gates = new Map<BlockType, Gate>();
let visitorActed = false;
const deferred = new Map<BlockType, ComponentType<Block>>();

function gate(type: BlockType): Gate {
  let found = gates.get(type);
  if (!found) {
    let resolve!: () => void;
    const opened = new Promise<void>((done) => (resolve = done));
    const created: Gate = { opened, isOpen: false, open: () => ((created.isOpen = true), resolve()) };
    if (visitorActed) created.open();
    gates.set(type, (found = created));
  }
  return found;
}

/** A component for a block type whose code has not loaded yet: it suspends until the type's gate opens. */
export function deferredBlock(type: BlockType): ComponentType<Block> {
  let component = deferred.get(type);
  if (!component) {
    const { opened } = gate(type);
    component = lazy(async () => {
      await opened;
      return (await blockRegistry[type]()) as { default: ComponentType<Block> };
    });
    deferred.set(type, component);
  }
  return component;
}

function revealAll() {
  visitorActed = true;
  for (const { open } of gates.values()) open();
  for (const name of FIRST_ACTIONS) removeEventListener(name, revealAll, true);
}

let prerendered: { route: string; html: (string | undefined)[]; jsonLd?: string } | undefined;

/**
 * Called before hydrating a prerendered page: returns the block types near the viewport, whose code is worth loading
 * before hydration starts, and keeps a copy of the HTML of each block that will wait or stays static (see
 * `prerenderedHtml`), and of the page's structured data. Static blocks never load their code on this page
 * (src/blocks/staticBlocks.ts).
 */
export function preparePrerenderedBlocks(route: string, root: ParentNode): Set<BlockType> {
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
  const html = slots.map((slot) => (typesNow.has(typeOf(slot)) ? undefined : slot.innerHTML));
  prerendered = { route, html, jsonLd: root.querySelector('script[type="application/ld+json"]')?.textContent ?? undefined };
  return typesNow;
}

/**
 * The prerendered HTML of a block of the first page. A static block shows it for good. For a block that waits for its
 * code: a step through history (back, forward, an in-page link) updates the page at once; React then cannot wait for
 * the code and draws the block anew instead of hydrating it. Until the code arrives, this copy stands in for it, so
 * the block does not blink.
 */
export function prerenderedHtml(route: string, index: number): string | undefined {
  return prerendered?.route === route ? prerendered.html[index] : undefined;
}

/** The first page's structured data as prerendered; see PageHead. */
export function prerenderedJsonLd(route: string): string | undefined {
  return prerendered?.route === route ? prerendered.jsonLd : undefined;
}

/** Reveals a block's type once any element of the block comes near the viewport; returns a function that stops watching. */
export function revealWhenNear(slot: HTMLElement, type: BlockType): () => void {
  const { isOpen, open } = gate(type);
  if (isOpen) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      open();
    },
    { rootMargin: `${NEAR_VIEWPORT_PX}px` },
  );
  for (const child of slot.children) observer.observe(child);
  return () => observer.disconnect();
}

if (typeof window !== 'undefined') {
  for (const name of FIRST_ACTIONS) addEventListener(name, revealAll, { capture: true, passive: true });
}
