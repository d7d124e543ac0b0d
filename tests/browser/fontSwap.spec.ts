import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { BRAND_FAMILIES, brandFacesDrawn, expect, test } from './fixtures.ts';

/**
 * The brand typefaces never hold back the first paint, and are swapped in on the same page once they arrive: each
 * page is opened with its font files held back until it has painted, then they are let through. The fallback faces
 * (src/generated/fontFallbacks.css) are sized like the brand faces, weight by weight, so the swap moves text far
 * less than it would with the browser's default face. Not nothing: a line that fits in one face may wrap in the other.
 */
const ROUTES = ['/', '/features', '/plumbers-electricians', '/de', '/fi/restaurants', '/fr/contact'];
const WIDTHS = [390, 1440];

/** The font files the page asked for, held until `release` is called. */
async function holdFonts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.woff2', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sums the page's layout shifts from its start, as Cumulative Layout Shift counts them on load. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
      })[])
        page.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The typefaces Chromium draws an element's text in, by family name. */
async function drawnIn(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector,
  });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', {
    nodeId,
  });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

/** Opens a page with its fonts held back until it has painted, lets them through, and returns its layout shift. */
async function swapShift(page: Page, path: string, check?: () => Promise<void>): Promise<number> {
  await recordLayoutShifts(page);
  const release = await holdFonts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await check?.();
  release();
  await brandFacesDrawn(page);
  // Layout shifts are reported after the frame that made them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** The brand faces the page's fonts hold, each as its family and status. */
const brandFacesHeld = (page: Page) =>
  page.evaluate(
    (families) =>
      [...document.fonts]
        .filter((face) => families.includes(face.family.replaceAll('"', '')))
        .map((face) => `${face.family.replaceAll('"', '')} ${face.status}`)
        .sort(),
    BRAND_FAMILIES,
  );

test('text is painted before the brand faces are requested, and they are swapped in on the same page', async ({ page }) => {
  const requested = page.waitForRequest('**/*.woff2');
  await swapShift(page, '/', async () => {
    expect(await drawnIn(page, 'h1'), 'the heading before the fonts arrive').not.toContain('Plus Jakarta Sans');
    expect(await drawnIn(page, 'main p'), 'the text before the fonts arrive').not.toContain('Inter');
    // A face in the page's fonts while its file loads has the browser lay the page out in the fallback face once more.
    await requested;
    expect(await brandFacesHeld(page), 'brand faces in the page while their files load').toEqual([]);
  });
  expect(await drawnIn(page, 'h1')).toEqual(['Plus Jakarta Sans']);
  expect(await drawnIn(page, 'main p')).toEqual(['Inter']);
  // The Latin Extended files are not downloaded for a page without such letters, and are there for one with them.
  expect(await brandFacesHeld(page)).toEqual([
    'Inter Variable loaded',
    'Inter Variable unloaded',
    'Plus Jakarta Sans Variable loaded',
    'Plus Jakarta Sans Variable unloaded',
  ]);
  const { fontRequests, paint } = await page.evaluate(() => ({
    fontRequests: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime),
    paint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
  }));
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const start of fontRequests) expect(start, 'a font file requested before the first paint').toBeGreaterThanOrEqual(paint);
});

test("a page's document carries the fallback faces only: the page script brings the brand faces' rules", async ({ request }) => {
  const html = await (await request.get('/de/features')).text();
  const inlineFaces = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].flatMap(([, css]) => css.match(/@font-face\{font-family:[^;]*/g) ?? []);
  expect(inlineFaces.length).toBeGreaterThan(0);
  for (const family of BRAND_FAMILIES) expect(inlineFaces, `${family}'s faces are bytes every page would carry`).not.toContain(`@font-face{font-family:${family}`);
});

test("the breadcrumb trail keeps to one line in every language, so the brand faces' arrival cannot rewrap it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const prefix of ['', '/de', '/nl', '/fr', '/it', '/fi']) {
    await page.goto(`${prefix}/plumbers-electricians`);
    const tops = await page.locator('main nav ol > li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${prefix || '/'}: the trail's items on one line`).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'nothing sticks out sideways').toBeLessThanOrEqual(390);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the brand faces still arrive and are drawn', async ({ page }) => {
    await page.goto('/de');
    await page.evaluate(() => document.fonts.ready);
    expect(await drawnIn(page, 'h1')).toEqual(['Plus Jakarta Sans']);
    expect(await drawnIn(page, 'main p')).toEqual(['Inter']);
  });
});

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the fallback faces shift the page less, when the brand faces arrive, than the default face would', async ({ browser }) => {
      // Two page loads a route.
      test.setTimeout(120_000);
      let withFallbacks = 0;
      let withoutFallbacks = 0;
      for (const path of ROUTES) {
        const page = await browser.newPage({
          viewport: { width, height: 900 },
        });
        withFallbacks += await swapShift(page, path);
        await page.close();
        const plain = await browser.newPage({
          viewport: { width, height: 900 },
        });
        // The same page without the fallback faces: text is drawn in the next face of the stack until the fonts come.
        await plain.route(/^[^?]*\/[^./?]*$/, async (route) => {
          const response = await route.fetch();
          const html = (await response.text()).replace(/@font-face\{font-family:[^;}]* Fallback;[^}]*\}/g, '');
          await route.fulfill({ response, body: html });
        });
        withoutFallbacks += await swapShift(plain, path);
        await plain.close();
      }
      console.log(
        `${width} px: layout shift of the swap over ${ROUTES.length} pages, ${withFallbacks.toFixed(4)} with the fallback faces, ${withoutFallbacks.toFixed(4)} without`,
      );
      expect(withoutFallbacks, 'the swap shifts pages without the fallback faces').toBeGreaterThan(0);
      expect(withFallbacks).toBeLessThan(withoutFallbacks / 4);
    });
  });
}

/** Serves a page's documents rewritten by `rewrite`. */
const rewriteDocuments = (page: Page, rewrite: (html: string) => string) =>
  page.route(/^[^?]*\/[^./?]*$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, body: rewrite(await response.text()) });
  });

test.describe('on a phone whose only sans-serif font is Roboto (Android)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('text waits in Roboto sized like the brand faces, and the swap shifts the page less than the default face would', async ({ browser }) => {
    test.setTimeout(120_000);
    const fontFiles = execFileSync('fc-list', [':family=Roboto', 'file'], { encoding: 'utf8' });
    expect(fontFiles, 'Roboto is installed (Debian: fonts-roboto-unhinted; .ci/run installs it)').toMatch(/Roboto-Regular/);
    let withRoboto = 0;
    let withoutFallbacks = 0;
    for (const path of ['/', '/features', '/de']) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // Without the fallback faces drawn in the fonts Android lacks: Arial and the fonts drawn to its metrics.
      await rewriteDocuments(page, (html) => html.replace(/@font-face\{font-family:[^;}]*(?<!Roboto) Fallback;[^}]*\}/g, ''));
      withRoboto += await swapShift(page, path, async () => {
        expect(await drawnIn(page, 'h1')).toEqual(['Roboto']);
        expect(await drawnIn(page, 'main p')).toEqual(['Roboto']);
      });
      await page.close();
      const plain = await browser.newPage({ viewport: { width: 390, height: 844 } });
      // As a phone draws the page without them: in its system face, Roboto, at Roboto's size.
      await rewriteDocuments(plain, (html) => html.replace(/@font-face\{font-family:[^;}]* Fallback;[^}]*\}/g, '').replaceAll('system-ui', 'Roboto'));
      withoutFallbacks += await swapShift(plain, path, async () => expect(await drawnIn(plain, 'main p')).toEqual(['Roboto']));
      await plain.close();
    }
    console.log(`Roboto: layout shift of the swap over 3 pages, ${withRoboto.toFixed(4)} with the fallback faces, ${withoutFallbacks.toFixed(4)} without`);
    expect(withoutFallbacks, 'the swap shifts pages without the fallback faces').toBeGreaterThan(0);
    expect(withRoboto).toBeLessThan(withoutFallbacks / 4);
  });
});
