import type { Page } from '@playwright/test';

// Installed clocks keep flowing until paused; these tests pause them so only runFor moves time.
const START = new Date('2026-03-02T09:00:00Z');
const PAUSED = new Date('2026-03-02T09:00:01Z');

/** A gtag() command, pushed as an Arguments object, or an event object. */
export type Entry = { gtag: unknown[] } | Record<string, unknown>;

interface DataLayerRecord {
  /** The (controlled) clock's time of each page_view push. */
  pageViewTimes: number[];
}

/** Notes when each page view is pushed: a page's timers start with its page view. */
function recordDataLayer() {
  const record: DataLayerRecord = { pageViewTimes: [] };
  let layer: unknown[] | undefined;
  Object.defineProperty(window, 'dataLayer', {
    configurable: true,
    get: () => layer,
    set(next: unknown[]) {
      layer = next;
      const push = next.push;
      next.push = function (...items: unknown[]) {
        for (const item of items) if ((item as { event?: unknown })?.event === 'page_view') record.pageViewTimes.push(Date.now());
        return push.apply(this, items);
      };
    },
  });
  (window as unknown as { dataLayerRecord: DataLayerRecord }).dataLayerRecord = record;
}

export function dataLayerRecord(page: Page): Promise<DataLayerRecord> {
  return page.evaluate(() => (window as unknown as { dataLayerRecord: DataLayerRecord }).dataLayerRecord);
}

/**
 * window.dataLayer as data. A gtag() command comes back as `{ gtag: [...] }` only when it really is an Arguments
 * object, which is what Google's tags require; an array pushed by mistake would stay an array.
 */
export function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? { gtag: Array.from(entry as IArguments) } : entry,
    ),
  ) as Promise<Entry[]>;
}

export async function events(page: Page, name?: string): Promise<Record<string, unknown>[]> {
  return (await dataLayer(page)).filter((entry) => 'event' in entry && (name === undefined || entry.event === name));
}

/** Opens a page with the clock paused, and waits until its page view has been counted (the app has started). */
export async function openPaused(page: Page, path: string): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(PAUSED);
  await page.addInitScript(recordDataLayer);
  await page.goto(path);
  // A built page starts the app at its first contentful paint, which no clock controls. Keeping the clock still until
  // the page view makes every timer the app starts on load (the cookie banner's delay) start at the page view's time.
  await waitForPageView(page, path, { stillForMs: 5_000 });
}

/**
 * Waits until the latest page view is `path`. React reveals a page loaded by a client-side navigation on a throttling
 * timer, and the dev server's first render waits on timers too, so the paused clock is moved on in small steps
 * meanwhile (after `stillForMs` of real time without them).
 */
export async function waitForPageView(page: Page, path: string, { stillForMs = 0 } = {}): Promise<void> {
  const start = Date.now();
  // Generous: a dev server that has just started compiles on the first request.
  const deadline = start + 15_000;
  while ((await events(page, 'page_view')).at(-1)?.page_path !== path) {
    if (Date.now() > deadline) throw new Error(`No page_view for ${path} within 15 seconds.`);
    if (Date.now() > start + stillForMs) await page.clock.runFor(16);
    await page.waitForTimeout(20);
  }
}

/** Moves the clock on to `ms` after the latest page view, when the page's timers started. */
export async function runSincePageView(page: Page, ms: number): Promise<void> {
  const { pageViewTimes } = await dataLayerRecord(page);
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor(pageViewTimes.at(-1)! + ms - now);
}

export function consentCommand(action: 'default' | 'update', state: 'granted' | 'denied'): Entry {
  return {
    gtag: ['consent', action, { ad_storage: state, ad_user_data: state, ad_personalization: state, analytics_storage: state }],
  };
}
