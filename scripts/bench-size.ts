/**
 * `npm run bench:size`: the JavaScript and CSS every built route loads, gzipped, measured in Chromium against the
 * site served as a static host would serve it: every page the build wrote, in every language. Run `npm run build` first.
 *
 * First-load JS is what a visitor's browser fetches before anyone touches the page: on a phone (390 x 844) and on a
 * desktop (1440 x 900). Islands further down the page load their code as they come into view; "scrolled" is the JS
 * once the phone has scrolled through the whole page.
 * Targets: at most 12 KB of first-load JS on a route whose first screen holds no island (on either screen), and at
 * most 75 KB on every route.
 *
 * "doc B" is the page's document as the phone received it, headers and compressed body; one larger than a phone's
 * first round trip (FIRST_ROUND_TRIP_BYTES) is marked, since its first words wait for a second. Not a budget: long
 * copy (an article, a page in a wordier language) may need it, but the owner of the words should know.
 *
 * `-- --routes=/,/de/features` measures only those routes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { NEAR_VIEWPORT_PX } from '../src/runtime/islands.ts';
import { launchChromium } from './browser.ts';
import { outputPathOf, routeOfOutputPath } from './builder/outputPath.ts';
import { FIRST_ROUND_TRIP_BYTES } from './phoneNetwork.ts';
import { startStaticServer } from './staticServer.ts';

const PORT = 4186;
const origin = `http://localhost:${PORT}`;
const outDir = join(import.meta.dirname, '../dist');
const NO_ISLAND_BUDGET_KB = 12;
const JS_BUDGET_KB = 75;
const SCREENS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } };
/** Pages measured at once: most of a route's time is waiting for the network to go quiet, not work. */
const CONCURRENT_ROUTES = 4;
const chosenRoutes = process.argv.find((arg) => arg.startsWith('--routes='))?.slice('--routes='.length).split(',');

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

/** Every page the build wrote, in every language, the 404 pages included; alias pages that only redirect are not pages. */
const builtRoutes = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
  .map((file) => `/${file.split(sep).join('/')}`)
  .filter((path) => path.endsWith('.html') && !readFileSync(join(outDir, path), 'utf8').includes('http-equiv="refresh"'))
  .map(routeOfOutputPath)
  .sort();
const unknownRoutes = chosenRoutes?.filter((route) => !builtRoutes.includes(route)) ?? [];
if (unknownRoutes.length) {
  console.error(`The build has no page for ${unknownRoutes.join(', ')}.`);
  process.exit(1);
}
const routes = chosenRoutes ?? builtRoutes;

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

/** Runs in the page: the islands that start on the first screen (at once, or near the viewport, as the loader decides). */
function firstScreenIslands(nearViewportPx: number): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .filter(
      (island) =>
        island.dataset.when !== 'visible' ||
        [...island.children].some((child) => {
          const { top, bottom } = child.getBoundingClientRect();
          return bottom > -nearViewportPx && top < innerHeight + nearViewportPx;
        }),
    )
    .map((island) => island.dataset.island!);
}

/** The scripts a route loads before anyone touches it on a screen of the given size, and the islands that caused them. */
async function firstLoad(route: string, viewport: { width: number; height: number }, then?: (page: Page) => Promise<void>) {
  const page = await browser.newPage({ viewport });
  const scripts = collectScripts(page);
  const response = await page.goto(origin + route);
  const { responseHeadersSize, responseBodySize } = await response!.request().sizes();
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await settle(page);
  const firstLoadScripts = new Set(scripts);
  const islands = await page.evaluate(firstScreenIslands, NEAR_VIEWPORT_PX);
  await then?.(page);
  await page.close();
  return { firstLoad: firstLoadScripts, islands, all: scripts, documentBytes: responseHeadersSize + responseBodySize };
}

/** Scrolls through the page as a reader would, so every island comes into view and loads its code. */
async function scrollThrough(page: Page) {
  while (await page.evaluate(() => scrollY + innerHeight < document.documentElement.scrollHeight - 1)) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(60);
  }
  await settle(page);
}

/**
 * The page's stylesheets and its inline styles (the fallback faces, styled-components' server sheet), from the built
 * file; what only a browser without scripts reads (in noscript) is left out.
 */
function styleSizes(route: string) {
  const html = readFileSync(join(outDir, outputPathOf(route)), 'utf8').replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g)].map(([, href]) => href);
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css).join('');
  return { css: sum(sheets), inlineCss: gzipSync(inline).length };
}

const browser = await launchChromium();
interface Row {
  route: string;
  phone: Set<string>;
  desktop: Set<string>;
  scrolled: Set<string>;
  /** The islands on the first screen of the phone or the desktop. */
  islands: string[];
  css: number;
  inlineCss: number;
  /** The document on the wire, headers included. */
  documentBytes: number;
}
async function measureRoute(route: string): Promise<Row> {
  const phone = await firstLoad(route, SCREENS.phone, scrollThrough);
  const desktop = await firstLoad(route, SCREENS.desktop);
  const islands = [...new Set([...phone.islands, ...desktop.islands])];
  return { route, phone: phone.firstLoad, desktop: desktop.firstLoad, scrolled: phone.all, islands, ...styleSizes(route), documentBytes: phone.documentBytes };
}

const rows: Row[] = [];
/** Every 25 routes, and at the end, how far it is: measuring every built route takes many minutes. */
const PROGRESS_EVERY = 25;
try {
  const waiting = [...routes];
  const measureNext = async (): Promise<void> => {
    for (let route = waiting.shift(); route !== undefined; route = waiting.shift()) {
      rows.push(await measureRoute(route));
      if (rows.length % PROGRESS_EVERY === 0 || rows.length === routes.length) console.error(`${rows.length} of ${routes.length} routes measured`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_ROUTES }, measureNext));
  rows.sort((a, b) => (a.route < b.route ? -1 : 1));
} finally {
  await browser.close();
  server.kill();
}

const columns = ['phone JS', 'desktop JS', 'budget', 'scrolled', 'CSS', 'inline CSS', 'doc B'];
console.log(`${'route'.padEnd(46)}${columns.map((name) => name.padStart(12)).join('')}  first-screen islands`);
let over = 0;
const secondRoundTrip = (row: Row) => row.documentBytes > FIRST_ROUND_TRIP_BYTES;
for (const row of rows) {
  const { route, phone, desktop, scrolled, islands, css, inlineCss, documentBytes } = row;
  const budget = islands.length === 0 ? NO_ISLAND_BUDGET_KB : JS_BUDGET_KB;
  const isOver = Math.max(sum(phone), sum(desktop)) > budget * 1024;
  if (isOver) over++;
  const cells = [kb(sum(phone)), kb(sum(desktop)), String(budget), kb(sum(scrolled)), kb(css), kb(inlineCss), String(documentBytes)].map((cell) => cell.padStart(12));
  const marks = [isOver && 'OVER BUDGET', secondRoundTrip(row) && 'second round trip'].filter(Boolean).join(', ');
  console.log(`${route.padEnd(46)}${cells.join('')}  ${islands.join(', ') || '-'}${marks ? `  ${marks}` : ''}`);
}
const largest = (pick: (row: Row) => Set<string>, among = rows) => kb(Math.max(...among.map((row) => sum(pick(row)))));
const withoutIslands = rows.filter((row) => row.islands.length === 0);
console.log(
  `\n${rows.length} routes, ${withoutIslands.length} with no island on their first screen. Largest first-load JS: ` +
    `${largest((row) => row.phone, withoutIslands)} KB on a phone and ${largest((row) => row.desktop, withoutIslands)} KB on a desktop ` +
    `without a first-screen island (budget ${NO_ISLAND_BUDGET_KB}); ${largest((row) => row.phone)} KB and ${largest((row) => row.desktop)} KB ` +
    `on any route (budget ${JS_BUDGET_KB}); largest after scrolling through ${largest((row) => row.scrolled)} KB.`,
);
const twoRoundTrips = rows.filter(secondRoundTrip);
console.log(
  `${twoRoundTrips.length} of ${rows.length} documents are larger than the ${FIRST_ROUND_TRIP_BYTES} B a phone receives in its first round trip` +
    (twoRoundTrips.length ? ` (the largest ${Math.max(...twoRoundTrips.map((row) => row.documentBytes))} B): their first words wait for a second.` : '.'),
);
console.log(over === 0 ? 'Every route is within budget.' : `${over} routes over budget.`);
