import { lazy, type ComponentType } from 'react';
import { blockRegistry } from '../blocks/registry';
import type { Block, BlockType } from '../generated/schema-types';

/**
 * On the page a visitor opens first, a block type's code loads only when one of its blocks comes near the viewport,
 * or at the visitor's first action (a tap, a click, a key, a step through history). Until then React keeps the block's
 * prerendered HTML as it is, so a phone downloads and runs only what it shows.
 *
 * The first action loads everything: a navigation re-renders the page, React then hydrates every block still
 * waiting first, and it must not wait on a block far down the page that nobody scrolls to.
 */
export const NEAR_VIEWPORT_PX = 300;
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
