import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Routes with the header's, the footer's and blocks' icons, in English and in another language. */
const ROUTES = ['/', '/features', '/blog', '/blog/guide-to-ai-phone-answering', '/plumbers-electricians', '/book-demo', '/de/features'];

test.use({ viewport: { width: 390, height: 844 } });

test('a page draws its icons from symbols it carries and its favicon from a data: URL, with no request for them', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  for (const route of ROUTES) {
    await page.goto(route);
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll('use')].map((use) => ({
        href: use.getAttribute('href')!,
        symbol: document.getElementById(use.getAttribute('href')!.slice(1))?.localName,
      })),
    );
    expect(icons.length, route).toBeGreaterThan(0);
    for (const { href, symbol } of icons) expect(symbol, `${route} carries ${href}`).toBe('symbol');
    // The phone menu's icon, on the first screen: drawn, not an empty box.
    const menuIcon = await page.locator('header use').first().evaluate((use: SVGUseElement) => use.getBBox().width);
    expect(menuIcon, route).toBeGreaterThan(0);
    // The favicon, which Chromium would otherwise ask for before the first paint: a picture that decodes, square.
    const favicon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(favicon, route).toMatch(/^data:image\/svg\+xml,/);
    const drawn = await page.evaluate(async (href) => {
      const image = new Image();
      image.src = href;
      await image.decode();
      return { width: image.naturalWidth, height: image.naturalHeight };
    }, favicon!);
    expect(drawn.width, route).toBeGreaterThan(0);
    expect(drawn.width, route).toBe(drawn.height);
  }
  expect(requested.filter((path) => path.endsWith('.svg') && path.startsWith('/assets/'))).toEqual([]);
  expect(requested.filter((path) => path.startsWith('/favicon'))).toEqual([]);
});

/**
 * Loads a route with its parser held for a while after `where` (by a script inserted there), and returns when the page
 * was first painted and when the parser was let go.
 */
async function paintWithParserHeld(page: Page, route: string, where: string): Promise<{ painted: number; parserLetGo: number }> {
  await page.unrouteAll();
  await page.route('**/held-parser.js', async (held) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await held.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route(
    (url) => url.pathname === route,
    async (document) => {
      const response = await document.fetch();
      const html = await response.text();
      expect(html, `${route} has ${where}`).toContain(where);
      await document.fulfill({ response, body: html.replace(where, `${where}<script src="/held-parser.js"></script>`) });
    },
  );
  await page.goto(route);
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => ({
    painted: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    parserLetGo: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.endsWith('/held-parser.js'))!.responseEnd,
  }));
}

for (const route of ['/', '/blog/guide-to-ai-phone-answering', '/de/features']) {
  test(`${route}: the first paint waits for the whole first screen, though the parser pauses within it, and not for the rest of the page`, async ({ page }) => {
    // Right after the page's heading, where a slow phone's parser may pause: without the wait, the header alone was painted.
    const withinFirstScreen = await paintWithParserHeld(page, route, '</h1>');
    expect(withinFirstScreen.painted).toBeGreaterThan(withinFirstScreen.parserLetGo);
    // At the end of the page's content, far below the first screen.
    const belowIt = await paintWithParserHeld(page, route, '</main>');
    expect(belowIt.painted).toBeLessThan(belowIt.parserLetGo);
  });
}
