/**
 * `npm run bench:lighthouse [-- --runs=3 --routes=/,/features --port=4185]`: Lighthouse 12 (mobile preset) on representative routes of the built site, served as a
 * static host would serve it, third-party hosts blocked; the median of three runs of each variant of each route, the
 * variants' runs alternating so a busy moment of the machine falls on all of them:
 * - the page as built, with its scripts, to a first visitor (the cookie banner enters 1 s after load);
 * - the same page with consent already stored (no banner), so the banner's cost shows apart;
 * - the same HTML with its scripts removed, the floor any page of this content could reach;
 * - a bare document with only the route's largest text (its LCP element, found in Chromium at Lighthouse's phone
 *   size): no styles, no fonts, no scripts, the physical floor of putting those words on a phone's screen;
 * - a bare document with all the words the page shows, one paragraph for each of its lines: the floor for a page that
 *   carries its whole text, as any page readable without scripts must. Printed beside the target, not held to it: a
 *   long article's words alone take more than the first round trip.
 * Run `npm run build` first. Targets: performance >= 0.98, within 0.02 of the scriptless copy, TBT within 50 ms of
 * it and LCP within 5 %, and LCP within 1.25 times the bare document's; accessibility 1, best practices >= 0.95, SEO 1
 * on indexed routes, CLS 0.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CONSENT_STORAGE_KEY } from '../src/runtime/consent.ts';
import { chromiumLaunchOptions, launchChromium, lighthouseChromeFlags } from './browser.ts';
import { outputPathOf } from './builder/outputPath.ts';
import { FIRST_ROUND_TRIP_BYTES } from './phoneNetwork.ts';
import { startStaticServer } from './staticServer.ts';

const PORT = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice('--port='.length) ?? 4185);
const origin = `http://localhost:${PORT}`;
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const ALL_ROUTES = ['/', '/features', '/blog', '/blog/guide-to-ai-phone-answering', '/plumbers-electricians', '/book-demo'];
/** `-- --routes=/,/features` measures only those. */
const ROUTES = process.argv.find((arg) => arg.startsWith('--routes='))?.slice('--routes='.length).split(',') ?? ALL_ROUTES;
const NOINDEX = new Set(['/book-demo']);
const THIRD_PARTY = ['*cal.com*', '*googletagmanager.com*', '*google-analytics.com*'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The scriptless copies and bare documents live beside the build while this runs, so the same server serves all alike. */
const SCRIPTLESS_DIR = '_scriptless';
const BARE_DIR = '_bare';
const WHOLE_DIR = '_whole';
const LCP_FLOOR_RATIO = 1.25;
const outDir = join(import.meta.dirname, '../dist');

/** Every script element that runs, or that tells the browser to (speculation rules), and module preloads. */
const withoutScripts = (html: string) =>
  html
    .replace(/<script(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');

/** A route's copy under a folder: /_scriptless/x/y for /x/y, and /_scriptless for the home page. */
const routeIn = (dir: string, route: string) => `/${dir}${route === '/' ? '' : route}`;
const urlIn = (dir: string, route: string) => origin + routeIn(dir, route);

/**
 * Writes a route's copy under a folder, in the same layout as the site (the server answers /_scriptless/x/y from
 * _scriptless/x/y.html).
 */
function writeCopy(dir: string, route: string, html: string): void {
  const target = join(outDir, outputPathOf(routeIn(dir, route)));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, html);
}

/** Removes a folder's copies, the home page's beside the folder included. */
function removeCopies(dir: string): void {
  rmSync(join(outDir, dir), { recursive: true, force: true });
  rmSync(join(outDir, `${dir}.html`), { force: true });
}

function writeScriptlessCopy(): void {
  removeCopies(SCRIPTLESS_DIR);
  for (const route of ROUTES) writeCopy(SCRIPTLESS_DIR, route, withoutScripts(readFileSync(join(outDir, outputPathOf(route)), 'utf8')));
}

interface LcpElement {
  tag: string;
  text: string;
  /** The page's language, so the bare document's text is laid out and hyphenated alike. */
  lang: string;
  /** Every word the page shows, as the browser renders it to text (`innerText`): one line for each block. */
  wholeText: string;
}

/** Each route's largest contentful element as Chromium sees it at Lighthouse's phone size: its tag and its text. */
async function lcpElements(): Promise<Map<string, LcpElement>> {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  const found = new Map<string, LcpElement>();
  for (const route of ROUTES) {
    await page.goto(urlIn(SCRIPTLESS_DIR, route));
    const element = await page.evaluate(
      () =>
        new Promise<LcpElement | undefined>((resolve) => {
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
            resolve(
              last.element
                ? { tag: last.element.localName, text: last.element.textContent ?? '', lang: document.documentElement.lang, wholeText: document.body.innerText }
                : undefined,
            );
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    if (!element?.text.trim()) throw new Error(`The largest paint of ${route} is not text; the bare document measures text.`);
    found.set(route, element);
  }
  await browser.close();
  return found;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The bare documents: each route's LCP text in its own element, and nothing else a page needs to show it. The empty
 * icon keeps Chromium from asking for /favicon.ico: that request, answered by the 404 page, would otherwise count
 * toward the floor's LCP in the runs where it ends before the paint.
 */
function writeBareDocuments(elements: Map<string, LcpElement>): void {
  removeCopies(BARE_DIR);
  removeCopies(WHOLE_DIR);
  const bare = (lang: string, body: string) =>
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<link rel="icon" href="data:,"><title>Floor</title></head><body>${body}</body></html>`;
  for (const [route, { tag, text, lang, wholeText }] of elements) {
    writeCopy(BARE_DIR, route, bare(lang, `<${tag}>${escapeHtml(text)}</${tag}>`));
    const lines = wholeText.split('\n').filter((line) => line.trim());
    writeCopy(WHOLE_DIR, route, bare(lang, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')));
  }
}

/**
 * Asks the server once for each page the runs load and each asset: it compresses a file the first time it is asked for
 * and keeps the copy, as hosts do, so no run pays for compressing.
 */
async function warmUp(): Promise<void> {
  const assets = readdirSync(join(outDir, 'assets')).map((file) => `${origin}/assets/${file}`);
  const pages = ROUTES.flatMap((route) => [origin + route, ...[SCRIPTLESS_DIR, BARE_DIR, WHOLE_DIR].map((dir) => urlIn(dir, route))]);
  for (const url of [...pages, ...assets]) await (await fetch(url, { headers: { 'Accept-Encoding': 'br' } })).arrayBuffer();
}

interface Run {
  scores: number[];
  cls: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  /** The document's bytes on the wire, headers included, as Lighthouse's simulation counts them. */
  documentBytes: number;
  failing: string[];
}

/** Of the runs that measured it: now and then Lighthouse reports no LCP (NaN) for a run. */
function median(values: number[]): number {
  const measured = values.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)];
}

const server = await startStaticServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: lighthouseChromeFlags(chromeLauncher.Launcher.defaultFlags()),
  ignoreDefaultFlags: true,
  // Stopped with Ctrl-C, the run stops its browser itself (below), after the copies are gone.
  handleSIGINT: false,
});

/** The copies live inside dist/: a run must not leave them there for a host to publish, nor its server running. */
function stopServing(): void {
  server.kill();
  removeCopies(SCRIPTLESS_DIR);
  removeCopies(BARE_DIR);
  removeCopies(WHOLE_DIR);
}
// Synchronously: a run stopped from the terminal gets its signal twice (npx's and tsx's, relayed).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    chrome.process.kill();
    stopServing();
    process.exit(1);
  });
}

/** Stores an acceptance in the browser Lighthouse drives, for the runs that keep storage. */
async function storeConsent(): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/robots.txt`);
  // The policy version the banner asks under, as the build wrote it on the banner's template.
  const policyVersion = /data-policy-version="([^"]+)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'))![1];
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [CONSENT_STORAGE_KEY, JSON.stringify({ value: 'accepted', decidedAt: new Date().toISOString(), policyVersion })] as const,
  );
  await page.close();
  await browser.close();
}

async function measure(url: string, keepStorage: boolean): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    blockedUrlPatterns: THIRD_PARTY,
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories, audits } = result.lhr;
  return {
    scores: CATEGORIES.map((category) => categories[category].score ?? 0),
    cls: audits['cumulative-layout-shift'].numericValue ?? 0,
    lcp: audits['largest-contentful-paint'].numericValue ?? 0,
    tbt: audits['total-blocking-time'].numericValue ?? 0,
    speedIndex: audits['speed-index'].numericValue ?? 0,
    documentBytes: (audits['network-requests'].details as { items: { resourceType?: string; transferSize?: number }[] }).items.find((item) => item.resourceType === 'Document')?.transferSize ?? NaN,
    failing: Object.values(audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

function summary(runs: Run[]) {
  const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index])));
  const pick = (key: 'cls' | 'lcp' | 'tbt' | 'speedIndex' | 'documentBytes') => median(runs.map((run) => run[key]));
  return {
    performance,
    accessibility,
    bestPractices,
    seo,
    cls: pick('cls'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    speedIndex: pick('speedIndex'),
    documentBytes: pick('documentBytes'),
  };
}

let failed = false;
try {
  writeScriptlessCopy();
  writeBareDocuments(await lcpElements());
  await warmUp();
  const header = ['perf', 'no JS', 'gap', 'TBT', 'no JS', 'LCP', 'no JS', 'bare', 'ratio', 'whole', 'ratio', 'SI', 'stored', 'SI', 'a11y', 'best', 'seo', 'CLS', 'doc B'];
  console.log(`${'route'.padEnd(36)}${header.map((name) => name.padStart(7)).join('')}`);
  for (const route of ROUTES) {
    const variants = { scripts: [] as Run[], scriptless: [] as Run[], consented: [] as Run[], floor: [] as Run[], wholeFloor: [] as Run[] };
    for (let run = 0; run < RUNS; run++) {
      variants.scripts.push(await measure(origin + route, false));
      variants.scriptless.push(await measure(urlIn(SCRIPTLESS_DIR, route), false));
      variants.floor.push(await measure(urlIn(BARE_DIR, route), false));
      variants.wholeFloor.push(await measure(urlIn(WHOLE_DIR, route), false));
      await storeConsent();
      variants.consented.push(await measure(origin + route, true));
    }
    const page = summary(variants.scripts);
    const bare = summary(variants.scriptless);
    const consented = summary(variants.consented);
    const floor = summary(variants.floor);
    const wholeFloor = summary(variants.wholeFloor);
    const floorRatio = page.lcp / floor.lcp;
    const gap = bare.performance - page.performance;
    const cells = [
      page.performance.toFixed(2),
      bare.performance.toFixed(2),
      gap.toFixed(2),
      Math.round(page.tbt),
      Math.round(bare.tbt),
      Math.round(page.lcp),
      Math.round(bare.lcp),
      Math.round(floor.lcp),
      floorRatio.toFixed(2),
      Math.round(wholeFloor.lcp),
      (page.lcp / wholeFloor.lcp).toFixed(2),
      Math.round(page.speedIndex),
      consented.performance.toFixed(2),
      Math.round(consented.speedIndex),
      page.accessibility.toFixed(2),
      page.bestPractices.toFixed(2),
      page.seo.toFixed(2),
      page.cls.toFixed(3),
      page.documentBytes,
    ].map((cell) => String(cell).padStart(7));
    const misses = [
      page.performance < 0.98 && 'performance',
      gap > 0.02 && 'gap to the scriptless copy',
      page.tbt - bare.tbt > 50 && 'TBT',
      page.lcp > bare.lcp * 1.05 && 'LCP',
      floorRatio > LCP_FLOOR_RATIO && `LCP over ${LCP_FLOOR_RATIO} times the bare document's`,
      page.accessibility < 1 && 'accessibility',
      page.bestPractices < 0.95 && 'best practices',
      !NOINDEX.has(route) && page.seo < 1 && 'SEO',
      page.cls > 0 && 'CLS',
    ].filter(Boolean);
    console.log(`${route.padEnd(36)}${cells.join('')}${misses.length ? `  misses: ${misses.join(', ')}` : ''}`);
    const failing = [...new Set(variants.scripts.flatMap((run) => run.failing))];
    if (failing.length) console.log(`${''.padEnd(36)}failing audits: ${failing.join(', ')}`);
    if (misses.length) failed = true;
  }
  console.log(
    '\nperf, TBT, LCP (ms) and SI (Speed Index, ms): the page as built and its scriptless copy ("no JS"); "stored": with consent already stored;' +
      `\n"bare": LCP of a bare document with only the route's LCP text, and "ratio" the page's LCP to it (target <= ${LCP_FLOOR_RATIO});` +
      '\n"whole": LCP of a bare document with every word the page shows, and "ratio" the page\'s LCP to it (not a target);' +
      `\n"doc B": the page's document on the wire, headers included; the simulated phone receives ${FIRST_ROUND_TRIP_BYTES} B in the` +
      '\nfirst round trip, and a larger document waits another for its paint (the cause when one route\'s ratio jumps).',
  );
} finally {
  await chrome.kill();
  stopServing();
}
if (failed) process.exitCode = 1;
