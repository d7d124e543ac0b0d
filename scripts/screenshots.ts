/**
 * `npm run shots -- [base URL] [path ...]`: full-page screenshots at 390 px and 1440 px wide into screenshots/,
 * for looking at what a change did. Defaults to the dev server and the home page. `--no-js` shows the pages as a
 * visitor without JavaScript sees them (against a build: `npm run serve`).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from './browser.ts';

const args = process.argv.slice(2);
const javaScriptEnabled = !args.includes('--no-js');
const [base = 'http://localhost:5173', ...paths] = args.filter((arg) => !arg.startsWith('--'));
const outDir = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await launchChromium();
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled });
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    // A full-page picture shows what lies below the first view, where lazy images would not have loaded yet.
    await page.evaluate(() =>
      Promise.all(
        [...document.images].map((image) => {
          image.loading = 'eager';
          return image.decode().catch(() => undefined);
        }),
      ),
    );
    const name = `${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}${javaScriptEnabled ? '' : '-nojs'}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: true });
    console.log(join('screenshots', name));
  }
  await page.close();
}
await browser.close();
