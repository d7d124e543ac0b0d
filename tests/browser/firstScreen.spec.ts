import { expect, test } from './fixtures.ts';

/** Routes with the header's, the footer's and blocks' icons, in English and in another language; the first holds icons below its first screen. */
const ROUTES = ['/', '/features', '/blog', '/blog/guide-to-ai-phone-answering', '/plumbers-electricians', '/book-demo', '/de/features'];

test.use({ viewport: { width: 390, height: 844 } });

test('a page draws its first screen\'s icons from symbols it carries, the rest from the sprite fetched once, and its favicon from a data: URL', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // What the server sent, as against what the browser took from its cache.
  const sentByServer: string[] = [];
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  const fromCache = new Set<string>();
  network.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  network.on('Network.responseReceived', ({ requestId, response }) => {
    if (!fromCache.has(requestId) && !response.fromDiskCache) sentByServer.push(new URL(response.url).pathname);
  });
  for (const route of ROUTES) {
    await page.goto(route);
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll('use')].map((use) => ({
        href: use.getAttribute('href')!,
        symbol: document.getElementById(use.getAttribute('href')!.split('#')[1])?.localName,
        onFirstScreen: use.parentElement!.getBoundingClientRect().top < innerHeight,
      })),
    );
    expect(icons.filter((icon) => icon.onFirstScreen).length, route).toBeGreaterThan(0);
    for (const { href, symbol, onFirstScreen } of icons) {
      if (href.startsWith('#')) expect(symbol, `${route} carries ${href}`).toBe('symbol');
      else expect(onFirstScreen ? href : 'below the first screen', `${route}: ${href}`).toBe('below the first screen');
    }
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
  // Seven pages, one sprite, sent once: the pages after the first take it from the browser's cache.
  expect(sentByServer.filter((path) => path.startsWith('/assets/') && path.endsWith('.svg'))).toEqual([expect.stringMatching(/^\/assets\/icons-[\w-]+\.svg$/)]);
  expect(requested.filter((path) => path.startsWith('/favicon'))).toEqual([]);
});
