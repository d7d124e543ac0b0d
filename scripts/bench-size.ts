/**
 * `npm run bench:size`: the JavaScript and CSS every built route loads, gzipped, measured in Chromium against the
 * site served as a static host would serve it. Run `npm run build` first.
 *
 * First-load JS is what a visitor's browser fetches before anyone touches the page: on a phone (412 x 823, the
 * Lighthouse mobile screen) and on a desktop (1440 x 900). Blocks further down the page load their code as they come
 * into view, or at the visitor's first action; "whole page" is the JS once every block has loaded.
 * Targets: first-load JS at most 110 KB per route on both screens, and at most 15 KB of the whole page the route's
 * own: what no other route loads (its page document, mostly).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { launchChromium } from './browser.ts';
import { startStaticServer } from './staticServer.ts';

const PORT = 4186;
const origin = `http://localhost:${PORT}`;
const outDir = join(import.meta.dirname, '../dist');
const JS_BUDGET_KB = 110;
const OWN_JS_BUDGET_KB = 15;
const SCREENS = { phone: { width: 412, height: 823 }, desktop: { width: 1440, height: 900 } };

if (!existsSync(join(outDir, 'sitemap.xml'))) {
  console.error('dist/ has no build yet. Run `npm run build` first.');
  process.exit(1);
}

const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file))).length);
  return gzipCache.get(file)!;
};
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// Every route the sitemap names, the ones it leaves out on purpose, and the 404 page.
const sitemapRoutes = [...readFileSync(join(outDir, 'sitemap.xml'), 'utf8').matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map(
  ([, path]) => path || '/',
);
const routes = [...new Set([...sitemapRoutes, '/book-demo', '/demo-confirmed', '/privacy', '/terms', '/404'])].sort();

const server = await startStaticServer(PORT);

/** The site's own scripts a page requests, as paths inside dist/. */
function collectScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(origin) && request.resourceType() === 'script') scripts.add(new URL(url).pathname.slice(1));
  });
  return scripts;
}

const settle = (page: Page) => page.waitForLoadState('networkidle');
const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

/** The scripts a route loads before anyone touches it, on a screen of the given size. */
async function firstLoad(route: string, viewport: { width: number; height: number }, then?: (page: Page) => Promise<void>) {
  const page = await browser.newPage({ viewport });
  const scripts = collectScripts(page);
  await page.goto(origin + route);
  await hydrated(page);
  await settle(page);
  const firstLoadScripts = new Set(scripts);
  await then?.(page);
  await page.close();
  return { firstLoad: firstLoadScripts, all: scripts };
}

/** After a key press, every block loads its code; the page then has all the JS it will ever need. */
async function loadEverything(page: Page) {
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => document.querySelectorAll('[data-block]:not([data-hydrated])').length === 0);
  await settle(page);
}

/** The page's stylesheets and its inline styles (styled-components' server sheet), from the built file. */
function styleSizes(route: string) {
  const file = route === '/404' ? '404.html' : route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  const html = readFileSync(join(outDir, file), 'utf8');
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map(([, href]) => href);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
  return { css: sum(sheets), inlineCss: gzipSync(inline).length };
}

const browser = await launchChromium();
interface Row {
  route: string;
  phone: Set<string>;
  desktop: Set<string>;
  whole: Set<string>;
  css: number;
  inlineCss: number;
}
const rows: Row[] = [];
try {
  for (const route of routes) {
    const phone = await firstLoad(route, SCREENS.phone);
    const desktop = await firstLoad(route, SCREENS.desktop, loadEverything);
    rows.push({ route, phone: phone.firstLoad, desktop: desktop.firstLoad, whole: desktop.all, ...styleSizes(route) });
  }
} finally {
  await browser.close();
  server.kill();
}

const routesUsing = new Map<string, number>();
for (const { whole } of rows) for (const file of whole) routesUsing.set(file, (routesUsing.get(file) ?? 0) + 1);
const shell = [...routesUsing].filter(([, count]) => count === rows.length).map(([file]) => file);

console.log(`App shell (JS every route loads): ${kb(sum(shell))} KB gzip in ${shell.length} files\n`);
const columns = ['phone JS', 'desktop JS', 'whole page', 'own', 'CSS', 'inline CSS'];
console.log(`${'route'.padEnd(46)}${columns.map((name) => name.padStart(12)).join('')}`);
let over = 0;
for (const { route, phone, desktop, whole, css, inlineCss } of rows) {
  const own = sum([...whole].filter((file) => routesUsing.get(file) === 1));
  const firstLoadMax = Math.max(sum(phone), sum(desktop));
  const isOver = firstLoadMax > JS_BUDGET_KB * 1024 || own > OWN_JS_BUDGET_KB * 1024;
  if (isOver) over++;
  const cells = [sum(phone), sum(desktop), sum(whole), own, css, inlineCss].map((bytes) => kb(bytes).padStart(12));
  console.log(`${route.padEnd(46)}${cells.join('')}${isOver ? '  OVER BUDGET' : ''}`);
}
const largest = (pick: (row: Row) => Set<string>) => kb(Math.max(...rows.map((row) => sum(pick(row)))));
console.log(
  `\n${rows.length} routes. Largest first-load JS: ${largest((row) => row.phone)} KB on a phone, ${largest((row) => row.desktop)} KB on a desktop ` +
    `(budget ${JS_BUDGET_KB}); largest whole page ${largest((row) => row.whole)} KB.`,
);
console.log(over === 0 ? 'Every route is within budget.' : `${over} routes over budget.`);
