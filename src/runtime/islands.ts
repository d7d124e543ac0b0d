/**
 * Pages are static HTML; an interactive block is an island (src/app/renderBlock.tsx): prerendered like any block, with
 * its props on its root element. This loader brings each island's code when its schedule says (`island` in the block's
 * record) and hands it the root and the props. A visitor who taps, clicks, submits, focuses or types inside an island
 * before its code has come loses nothing: the island starts at once, and the tap, click, submit or typing is replayed
 * once it is live.
 */
import type { IslandSchedule } from '../constants';
import { whenIdle } from './scheduling';

/** Makes an island live on its prerendered root, given its block's fields. */
export type HydrateIsland<Props> = (root: HTMLElement, props: Props) => void | Promise<void>;
/** Each island type's code; each takes the props of its own block type, which only the server knows to match. */
export type IslandLoaders = Record<string, () => Promise<HydrateIsland<never>>>;

/** How far from the viewport an island scheduled `visible` starts loading. */
export const NEAR_VIEWPORT_PX = 300;
/** Set on an island's root once its code has made it live. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The path from the island's root to an element, as child indexes, to find its counterpart after hydration. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

const elementAt = (root: Element, path: number[]): Element | undefined =>
  path.reduce<Element | undefined>((node, index) => node?.children[index], root);

/**
 * Holds the first click or submit inside an island that is not live yet: the event is stopped (a link keeps its way)
 * and replayed on the same element once the island has hydrated. A click is replayed with the pointer that made it
 * (a control may answer a touch and a mouse apart, as an info tip does), and acts as a click does: a dispatched click
 * runs the element's activation behaviour too.
 */
function holdEarlyActions(root: HTMLElement, start: () => Promise<void>): () => void {
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || (event.type === 'click' && target.closest('a[href]'))) return;
    const control = event.type === 'submit' ? target : target.closest('button, input, select, textarea, label, summary, [role]');
    if (!control || !root.contains(control)) return;
    event.preventDefault();
    event.stopPropagation();
    const path = pathFrom(root, control);
    const pointerType = event instanceof PointerEvent ? event.pointerType : '';
    start().then(() => {
      const live = elementAt(root, path);
      if (live instanceof HTMLFormElement) live.requestSubmit();
      else live?.dispatchEvent(new PointerEvent('click', { bubbles: true, cancelable: true, composed: true, pointerType }));
    }, reportFailure(root));
  };
  const startNow = () => void start().catch(reportFailure(root));
  root.addEventListener('click', hold, true);
  root.addEventListener('submit', hold, true);
  root.addEventListener('focusin', startNow);
  root.addEventListener('pointerdown', startNow, { passive: true });
  return () => {
    root.removeEventListener('click', hold, true);
    root.removeEventListener('submit', hold, true);
    root.removeEventListener('focusin', startNow);
    root.removeEventListener('pointerdown', startNow);
  };
}

/**
 * Text typed into an island's fields before its code came. React hydrates a field keeping the text, but its state keeps
 * the server's value: what follows the field (the calculator's sums) would not follow it, and the island's next render
 * would put the server's value back. So each field whose text differs from the server's gets it again, as typing would.
 * The site's islands have text fields and sliders only, no checkboxes or menus.
 */
function replayEarlyTyping(root: HTMLElement): void {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
    (field) => field.value !== field.defaultValue && !['checkbox', 'radio', 'file'].includes(field.type),
  );
  // Read before any is replayed: the render that one input sets off writes the state's values into the other fields.
  for (const [field, typed] of fields.map((field) => [field, field.value] as const)) {
    // React watches a field through its value property and reports only a change from what it last saw there: it is
    // shown the server's value first, and the typed text is then set past it, as the browser sets what a visitor types.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

const reportFailure = (root: HTMLElement) => (error: unknown) => console.error(`The ${root.dataset.island} block could not start:`, error);

function whenNearViewport(root: HTMLElement, start: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    },
    { rootMargin: `${NEAR_VIEWPORT_PX}px` },
  );
  // An island's root takes no room of its own (display: contents), so its children are watched.
  for (const child of root.children) observer.observe(child);
  return () => observer.disconnect();
}

function schedule(root: HTMLElement, loaders: IslandLoaders): void {
  const type = root.dataset.island!;
  const load = loaders[type];
  if (!load) {
    console.error(`No island code for the block type "${type}".`);
    return;
  }
  let started: Promise<void> | undefined;
  let stopSchedule = () => {};
  const start = () =>
    (started ??= (async () => {
      stopSchedule();
      const hydrate = await load();
      // The props are the island's own block, as the server wrote them beside its HTML (src/app/PageView.tsx).
      await hydrate(root, JSON.parse(root.dataset.props ?? '{}') as never);
      replayEarlyTyping(root);
      stopHolding();
      root.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    })());
  const stopHolding = holdEarlyActions(root, start);
  const startQuietly = () => void start().catch(reportFailure(root));
  const when = root.dataset.when as IslandSchedule;
  if (when === 'load') startQuietly();
  else stopSchedule = when === 'idle' ? whenIdle(startQuietly) : whenNearViewport(root, startQuietly);
}

/** Schedules every island on the page. */
export function startIslands(loaders: IslandLoaders): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-island]')) schedule(root, loaders);
}
