/**
 * Draws the default link-preview picture (1200 x 630 PNG) with Chromium, so it can be redrawn when the brand or
 * tagline changes: `npx tsx scripts/make-share-image.ts`. Link previews do not show SVG, hence a PNG.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './browser.ts';

const output = join(import.meta.dirname, '../public/images/share-default.png');
const font = readFileSync(
  join(import.meta.dirname, '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'),
).toString('base64');

const html = `<!doctype html><html><head><style>
@font-face { font-family: Jakarta; src: url(data:font/woff2;base64,${font}); font-weight: 200 800; }
body { margin: 0; width: 1200px; height: 630px; font-family: Jakarta, sans-serif; color: #fff;
  background: radial-gradient(circle at 85% 20%, #3730a3 0, transparent 45%), radial-gradient(circle at 10% 90%, #0e7490 0, transparent 40%), #0b1026;
  display: flex; flex-direction: column; justify-content: center; padding: 0 96px; box-sizing: border-box; }
.brand { display: flex; align-items: center; gap: 22px; font-size: 56px; font-weight: 800; letter-spacing: -0.03em; }
h1 { font-size: 64px; line-height: 1.08; letter-spacing: -0.03em; margin: 48px 0 24px; max-width: 960px; }
p { font-size: 30px; color: #b8bfd9; margin: 0; }
</style></head><body>
<div class="brand"><svg width="72" height="72" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#4338ca"/>
<path d="M9 13v6M13 10v12M17 8v16M21 11v10M25 14v4" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>Ringwell</div>
<h1>Every call answered. Every booking made.</h1>
<p>Voice AI phone answering for small businesses, 24/7.</p>
</body></html>`;

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html, { waitUntil: 'networkidle' });
await page.screenshot({ path: output });
await browser.close();
console.log(`Wrote ${output}`);
