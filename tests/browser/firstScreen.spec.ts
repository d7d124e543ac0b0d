import { expect, test } from './fixtures.ts';

/** Routes with the header's, the footer's and blocks' icons, in English and in another language. */
const ROUTES = ['/', '/features', '/blog', '/blog/guide-to-ai-phone-answering', '/plumbers-electricians', '/book-demo', '/de/features'];

test.use({ viewport: { width: 390, height: 844 } });

test('a page draws its icons from symbols it carries, with no request for them', async ({ page }) => {
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
  }
  expect(requested.filter((path) => path.endsWith('.svg') && path.startsWith('/assets/'))).toEqual([]);
});
