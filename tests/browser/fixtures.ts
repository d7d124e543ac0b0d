import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { BRAND_FONTS } from '../../src/theme/fontFamilies.ts';

/**
 * Every browser test runs offline: requests to other hosts are aborted unless a test stubs them first,
 * and console errors are collected so a test can assert there were none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
    await use(errors);
  },
});

export { expect };

/**
 * Runs in the page: whether the page's script has started and every island is live. An island waiting for its
 * schedule (most wait to come into view) is started as a keyboard user's focus would start it, without scrolling.
 */
function isFullyHydrated(): boolean {
  if (document.documentElement.dataset.ready !== 'true') return false;
  const waiting = document.querySelectorAll('[data-island]:not([data-hydrated])');
  for (const island of waiting) island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  return waiting.length === 0;
}

/**
 * Opens a page with the clock installed and paused, so only `page.clock.runFor` moves time, and steps it a frame at
 * a time until the page's script and its islands are live.
 */
export async function openWithPausedClock(page: Page, path: string, time = new Date('2026-03-02T09:00:00Z')): Promise<void> {
  await page.clock.install({ time });
  await page.clock.pauseAt(new Date(time.getTime() + 1000));
  await page.goto(path);
  const deadline = Date.now() + 10_000;
  while (!(await page.evaluate(isFullyHydrated))) {
    if (Date.now() > deadline) throw new Error(`${path} did not start within 10 seconds.`);
    await page.clock.runFor(16);
  }
}

/** Waits until the page's script has started: the chrome works, islands wait for their schedule. */
export async function waitForPageScript(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
}

/** Waits until the page's script and every island are live, so clicks and focus reach their handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(isFullyHydrated);
}

/** The brand typefaces' families, as the page's fonts name them. */
export const BRAND_FAMILIES: string[] = Object.values(BRAND_FONTS).map(({ family }) => family);

/**
 * Waits until the page draws its text in the brand typefaces: the page script adds their faces once their files have
 * arrived (src/runtime/brandFaces.ts), so the document's fonts are not "ready" for them before.
 */
export async function brandFacesDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    (families) => families.every((family) => [...document.fonts].some((face) => face.family.replaceAll('"', '') === family && face.status === 'loaded')),
    BRAND_FAMILIES,
    // Polled on a timer: a test may have paused the page's clock, and with it its animation frames.
    { polling: 100 },
  );
  await page.evaluate(() => document.fonts.ready);
}

/** Records the scripts the page downloads; the function returned gives their text since it was last called. */
export function recordScripts(page: Page): () => Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return async () => (await Promise.all(bodies.splice(0))).join('\n');
}

/** Whether a tap at the middle of the element would reach it, and not something drawn over it. */
export const takesTapAtCentre = (locator: Locator): Promise<boolean> =>
  locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(x + width / 2, y + height / 2));
  });

/** Opens a page and waits until its script and its islands are live. */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until no entrance (a CSS animation that runs once) is running: entrances pass through low opacity and moved positions. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations !== 1),
  );
}

/**
 * Every WCAG 2.2 AA violation axe finds on the page as it is now, or within `selector`, as "rule: elements".
 * Legacy mode runs axe in the page itself, where the default opens a second page for each run to merge the results
 * of frames: these pages have none (the booking widget's is stubbed), and a run takes half the time.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    // After options(), which would replace the rules to run.
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const { violations } = await (selector ? builder.include(selector) : builder).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(' | ')}`);
}
