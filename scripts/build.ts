/**
 * `npm run build [-- --strict] [-- --clean]`: validates the content, builds the browser's script (the chrome and the
 * islands) and a server bundle, writes every route as static HTML (content and CSS inline; React only in the islands)
 * with its share image, the 404 page, redirect pages for aliases, sitemap, robots.txt, the articles' feed and the
 * security headers, then checks every internal link in what it wrote.
 *
 * It is incremental: the bundles, each page and each share image are kept in a cache (node_modules/.cache/site-build)
 * under the hash of everything they are made from (scripts/builder/buildInputs.ts; a page also with what it read of
 * the other pages as it rendered, src/content/manifestReads.ts), so a rebuild renders only what changed and copies
 * the rest. `--clean` empties the cache first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { thirdPartyOrigins } from '../src/blocks/registry';
import { bundledSiteOf, provideManifest } from '../src/content/bundledSite';
import { joinReads, readValues, routesByPathOf, type ManifestReads } from '../src/content/manifestReads';
import { siteDataOf } from '../src/content/vitePlugin';
import type { SitePageData } from '../src/content/virtualPages';
import { shareCard, shareImagePath, type ShareCard } from '../src/seo/shareImage';
import { BRAND_FONTS } from '../src/theme/fontFamilies';
import { bundleKey, checkerKey, codeKey, pageKey, shareImageCodeKey, shareImageKey } from './builder/buildInputs';
import { Bin, CacheShelf, emptyOfFiles, hashOf, place, readKept, rememberedResults, removeEmptyFolders, restore, writeKept } from './builder/buildCache';
import { checkContent } from './builder/checkContent';
import { brokenLinks, pageLinks, type PageLinks } from './builder/checkLinks';
import { drawAhead, renderInWorkers, startPictureWorker, type PageSetup, type RenderTask, type TaskResult } from './builder/renderPages';
import { hostLimitProblems } from './builder/hostLimits';
import { notFoundOutputPath, outputPathOf } from './builder/outputPath';
import { headersFile, siteHeaderRules, vercelConfig } from './builder/securityHeaders';
import { atomFeed, FEED_PATH, redirectPage, redirectsFile, robotsTxt, sitemapFiles } from './builder/siteFiles';
import { tsxBoot } from '../src/content/tsxBoot';
import { untranslatedFieldWarnings } from './builder/untranslatedWarnings';

// React's and styled-components' production code: the development builds render pages half as fast again.
process.env.NODE_ENV = 'production';

/**
 * How much bytecode a function runs before V8 optimizes it: three times V8's default (66 KB). The build runs the same
 * code hot in this thread and in two workers, each of which optimizes it for itself, and React's renderer is
 * optimized again after each of its many deoptimizations: with the default, V8's optimizing compiler took 14 % of a
 * 1,000-page build's CPU time, with this 8 %, and the build takes ~7 % less time (alternating runs). Set before the
 * workers start; a flag of V8's, so it holds for every thread of the process.
 */
setFlagsFromString('--interrupt-budget=200000');
/*
 * Two more of V8's flags are given where the build is started (package.json's script), as they size and set up the
 * heap of this thread as well as the workers':
 * - `--max-semi-space-size=32`: young generations twice V8's default. The check and the renderer make many short-lived
 *   objects, and fewer collections of a larger young generation copy fewer of them.
 * - `--single-threaded-gc`: no helper threads for the collector. The build starts a worker for each core, and they and
 *   this thread keep every core busy, so the helpers only took turns with them.
 * A clean build of 5,069 pages on 2 cores (`npm run bench:build`, medians of three) took 43.3 s of CPU with the first,
 * 48.6 s without; with both, and the paths of untranslated fields shared (src/i18n/translations.ts), 42.0 s, at a
 * peak of 930 MB of memory.
 */

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'dist');
const cacheDir = join(root, 'node_modules', '.cache', 'site-build');
const started = performance.now();
/** Where the build's time went, phase by phase, for its last line. */
const phases: string[] = [];
let phaseStarted = started;
const phaseDone = (name: string) => {
  const now = performance.now();
  phases.push(`${name} ${((now - phaseStarted) / 1000).toFixed(1)} s`);
  phaseStarted = now;
};

function fail(message: string): never {
  console.error(`\nBuild failed: ${message}`);
  process.exit(1);
}

const bin = new Bin(join(root, 'node_modules', '.cache', 'site-build-bin'));
if (process.argv.includes('--clean')) bin.throwAway(cacheDir);

/**
 * The bundler runs beside the worker drawing pictures, so what it holds adds to the build's peak memory. Its allocators
 * keep freed memory for reuse unless told otherwise: Rolldown's (mimalloc) for a while after it is freed, glibc's in an
 * arena per thread; and V8 a young generation of 48 MB. Told to give memory back, it peaks about 100 MB lower (430 MB
 * instead of 530 MB at 5,000 pages), in the same time.
 */
const BUNDLER_MEMORY = { flags: ['--max-semi-space-size=1'], env: { MIMALLOC_PURGE_DELAY: '0', MALLOC_ARENA_MAX: '1' } };

/** Vite and its React plugin, which the bundler loads before tsx's loader (see tsxBoot). */
const BUNDLER_PACKAGES = ['vite', '@vitejs/plugin-react'];

/**
 * Starts the bundler's process (scripts/builder/bundles.ts), which loads its code, then waits for the folder to build
 * the bundles into (`build`, which resolves with its exit code), or to be stopped.
 */
function startBundler(): { build: (folder: string) => Promise<number | null>; stop: () => void } {
  const boot = tsxBoot(pathToFileURL(join(import.meta.dirname, 'builder', 'bundles.ts')).href, BUNDLER_PACKAGES);
  const bundling = spawn(process.execPath, [...BUNDLER_MEMORY.flags, '--eval', boot], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, ...BUNDLER_MEMORY.env },
  });
  const exited = new Promise<number | null>((resolve) => {
    bundling.once('close', resolve);
    bundling.once('error', () => resolve(null));
  });
  return {
    build: (folder) => {
      bundling.send(folder);
      return exited;
    },
    stop: () => void bundling.kill(),
  };
}

const bundleShelf = new CacheShelf(cacheDir, 'bundles');
const pageShelf = new CacheShelf(cacheDir, 'pages');

// With no bundle built yet (a clean or first build), the bundles will be: their process loads Vite on the core the check
// leaves idle, and builds once the check has made the manifest.
const bundler = bundleShelf.empty ? startBundler() : undefined;
const shareShelf = new CacheShelf(cacheDir, 'share');

const shareCode = shareImageCodeKey(root);

// With no picture drawn yet, every page's will be: the worker that draws them starts on the other core while the
// content is checked, with the pictures of the cards it reads from the documents themselves.
const pictureWorker = shareShelf.empty ? startPictureWorker() : undefined;
const drawingAhead = pictureWorker && drawAhead(pictureWorker, { pagesDir: join(root, 'pages'), shelf: shareShelf.dir, shareCode });

// --strict (as in `npm test` and CI) also fails on content-lint warnings.
const results = rememberedResults(join(cacheDir, 'check-results'), checkerKey(root));
const checked = await checkContent(root, undefined, { strict: process.argv.includes('--strict'), results });
if (!checked) process.exit(1);
phaseDone('check');
const { manifest, collections, pages, notFoundPages } = siteDataOf(checked);
// A language not yet complete may show some words in the default language; say where, so it is never a surprise.
for (const warning of untranslatedFieldWarnings([...pages, ...notFoundPages.slice(1)])) console.warn(warning);
const { site } = manifest;
/** The pages' languages by code: each language is one object, which its pages share. */
const pageLanguages = new Map([...pages, ...notFoundPages].map(({ language }) => [language.code, language]));
const host = new URL(site.origin).host;

// The bundles: built once for each state of the code and of what they hold of the site.
const bundledSite = bundledSiteOf(manifest);
const bundles = bundleKey(codeKey(root), bundledSite);
const bundleDir = bundleShelf.entry(bundles);
const clientDir = join(bundleDir, 'client');
const serverEntry = join(bundleDir, 'server', 'entry-server.js');
const template = join(bundleDir, 'template.html');

/** Builds the bundles unless the cache has them, in the bundler's process. */
async function bundlesBuilt(): Promise<void> {
  if (existsSync(join(bundleDir, 'complete'))) return bundler?.stop();
  mkdirSync(bundleDir, { recursive: true });
  writeFileSync(join(bundleDir, 'site.json'), JSON.stringify(bundledSite));
  if ((await (bundler ?? startBundler()).build(bundleDir)) !== 0) fail('the bundles could not be built (see above).');
}

/** Once the bundles are there: the client's files in dist/, and what the workers need to render pages. */
async function pageSetup(): Promise<PageSetup> {
  await Promise.all([bundlesBuilt(), lastOutputEmptied]);
  restore(clientDir, outDir);
  return {
    serverEntry,
    template: withStylesheetInline(readFileSync(template, 'utf8')),
    cookieBanners: await writeCookieBanners(),
    languages: Object.fromEntries(pageLanguages),
    manifest,
  };
}

/**
 * The cookie banner in each language, as an asset named by its content's hash (browsers keep it for good), and each
 * one's address by language code. Its address is made from what the page's cache key holds (the code, the site
 * configuration and the page's language) and from what the banner read of the manifest, which counts as read by each
 * page of its language: so a page taken from the cache names an asset this build writes.
 */
async function writeCookieBanners(): Promise<Record<string, string>> {
  provideManifest(manifest);
  const { renderCookieBanner, recordingReads }: typeof import('../src/entry-server') = await import(pathToFileURL(serverEntry).href);
  return Object.fromEntries(
    [...pageLanguages].map(([code, language]) => {
      const { result: banner, reads } = recordingReads(() => renderCookieBanner(language));
      cookieBannerReads.set(code, reads);
      const json = JSON.stringify(banner);
      const path = `/assets/cookie-banner-${code}-${hashOf(json).slice(0, 8)}.json`;
      write(path, json);
      cookieBannerLinks.push(pageLinks(path, banner.html));
      return [code, path];
    }),
  );
}
/** The cookie banners' links, checked with the pages'. */
const cookieBannerLinks: PageLinks[] = [];
/** What each language's cookie banner read of the manifest. */
const cookieBannerReads = new Map<string, ManifestReads>();

/**
 * The page's one stylesheet (the typefaces' @font-face rules): the fallback faces go into its head, a request fewer
 * before the first paint. The brand faces' rules stay out of the page: the page script brings them once the page has
 * painted (src/runtime/brandFaces.ts), so the font files never compete with the first paint and are swapped in over
 * fallback faces sized like them; in every page they were ~350 bytes of brotli, enough to keep some forty translated
 * pages out of a phone's first round trip. A browser without scripts links the stylesheet at the page's end, where it
 * holds back no paint, and swaps the faces in when they arrive.
 */
function withStylesheetInline(html: string): string {
  const link = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/.exec(html);
  if (!link) fail('the page template links no stylesheet to inline.');
  const faces = readFileSync(join(clientDir, link[1]), 'utf8').match(/@font-face\{[^}]*\}/g) ?? [];
  const fallbackNames = Object.values(BRAND_FONTS).flatMap(({ fallbacks }) => Object.values(fallbacks));
  const isFallback = (face: string) => fallbackNames.some((name) => face.includes(`font-family:${name};`) || face.includes(`font-family:"${name}";`));
  return html
    .replace(link[0], () => `<style>${faces.filter(isFallback).join('')}</style>`)
    .replace('</body>', () => `<noscript><link rel="stylesheet" href="/${link[1]}"></noscript></body>`);
}

// The last build's files are deleted while this one's pages are rendered; its folders are kept for them.
const lastOutputEmptied = emptyOfFiles(outDir);
// Pictures are drawn while the bundles are built; pages wait for them.
const pagesReady = pageSetup();

/** A page's result, and a hash of what it (and its cookie banner) read of the manifest, as this build's manifest has it. */
type RenderedPage = Extract<TaskResult, { kind: 'page' }> & { readHash: string };

/**
 * What the last build's pages rendered to (their links, ids, inline scripts' hashes), by their cache keys: kept in one
 * file, and an entry's HTML is taken from the cache only when its result is there.
 */
const pageResultsFile = join(cacheDir, 'page-results');
const keptResults = readKept<Map<string, RenderedPage>>(pageResultsFile) ?? new Map<string, RenderedPage>();
/** This build's pages' results: the kept ones it uses, and those it renders. */
const pageResults = new Map<string, RenderedPage>();

interface PageOutput {
  page: SitePageData;
  /** The page's cache key. */
  key: string;
  /** The site path the file answers: the route, or where the 404 page is written. */
  builtRoute: string;
  /** Where it is written in dist/. */
  path: string;
  /** The cache entry: `<entry>.html`. */
  entry: string;
  /** Whether the cache holds the page already. */
  cached: boolean;
  /** The share image's card, cache file, whether it is there already, and where it goes in dist/; the 404 page shows the site's own. */
  shareImage?: { card: ShareCard; file: string; cached: boolean; path: string };
}

const routesByPath = routesByPathOf(manifest);
/** A hash of what `reads` find in this build's manifest. */
const readHashOf = (reads: ManifestReads) => hashOf(readValues(manifest, routesByPath, reads));

const notFoundPath = (page: SitePageData) => notFoundOutputPath(page === notFoundPages[0] ? '' : `/${page.language.code}`);
const outputs: PageOutput[] = [...pages, ...notFoundPages].map((page) => {
  const isNotFound = notFoundPages.includes(page);
  const key = pageKey(bundles, page);
  const card = shareCard(page.doc, site.brand, page.language.strings);
  const shareKey = shareImageKey(shareCode, card, site.brand, host);
  const kept = keptResults.get(key);
  // The manifest may have changed since (pages added, translated, removed): kept while what the page read has not.
  const cached = kept !== undefined && pageShelf.had(`${key}.html`) && readHashOf(kept.reads) === kept.readHash;
  if (cached) pageResults.set(key, kept);
  return {
    page,
    key,
    builtRoute: isNotFound ? notFoundPath(page) : page.route,
    path: isNotFound ? notFoundPath(page) : outputPathOf(page.route),
    entry: pageShelf.entry(key),
    cached,
    shareImage: isNotFound
      ? undefined
      : { card, file: `${shareShelf.entry(shareKey)}.png`, cached: shareShelf.had(`${shareKey}.png`), path: shareImagePath(page.route) },
  };
});

const tasks: RenderTask[] = [];
const pending = new Map<RenderTask, PageOutput>();
// The pictures drawn while the content was checked are there already.
const drawing = (await drawingAhead?.stop()) ?? new Set<string>();
for (const output of outputs) {
  if (!output.cached) {
    const task: RenderTask = { kind: 'page', page: output.page, builtRoute: output.builtRoute, file: `${output.entry}.html` };
    tasks.push(task);
    pending.set(task, output);
  }
  // The same picture may serve two pages; it is drawn once.
  if (output.shareImage && !output.shareImage.cached && !drawing.has(output.shareImage.file)) {
    drawing.add(output.shareImage.file);
    tasks.push({ kind: 'share', card: output.shareImage.card, file: output.shareImage.file });
  }
}
/** Keeps what the workers rendered for the next build: the pages' results, and the shelves as they wrote them. */
function keepRendered(): void {
  writeKept(pageResultsFile, pageResults);
  for (const shelf of [pageShelf, shareShelf]) shelf.seal();
}

try {
  await renderInWorkers(pictureWorker, { brand: site.brand, host }, pagesReady, tasks, (task, result) => {
    const output = pending.get(task);
    // A worker sends the result once it has written the page's files.
    if (output && result.kind === 'page') {
      const reads = joinReads(result.reads, cookieBannerReads.get(output.page.language.code)!);
      pageResults.set(output.key, { ...result, reads, readHash: readHashOf(reads) });
    }
  });
  await pagesReady;
} catch (error) {
  // The pages rendered before the failure stay in the cache for the next build.
  keepRendered();
  fail(error instanceof Error ? error.message : String(error));
}
keepRendered();

phaseDone(`rendering ${tasks.length} pages and pictures`);

const written: PageLinks[] = [];
const devOnlyCode: string[] = [];
const everyScriptHash = new Set<string>();
const embeds: { route: string; origins: string[] }[] = [];

function write(path: string, content: string) {
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

for (const { page, key, builtRoute, path, entry, shareImage } of outputs) {
  const rendered = pageResults.get(key)!;
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  place(`${entry}.html`, file);
  if (shareImage) {
    mkdirSync(dirname(join(outDir, shareImage.path)), { recursive: true });
    place(shareImage.file, join(outDir, shareImage.path));
  }
  written.push(rendered.links);
  devOnlyCode.push(...rendered.devOnlyCode);
  for (const hash of rendered.scriptHashes) everyScriptHash.add(hash);
  embeds.push({ route: builtRoute, origins: thirdPartyOrigins(page.doc.blocks) });
}

// Security headers by policy, not by page: the rules stay a handful whatever the number of pages, within what the
// hosts read. The pages that embed a third party (the booking widget, in every language) get that party's origins.
const headerRules = siteHeaderRules(site, { embeds: embeds.filter((embed) => embed.origins.length > 0), scriptHashes: [...everyScriptHash].sort() });
const hostFiles = { headers: headersFile(headerRules), redirects: redirectsFile(manifest.redirects) };
const overLimits = hostLimitProblems(hostFiles);
if (overLimits.length > 0) fail(`the host files pass what the hosts read:\n${overLimits.map((line) => `  ${line}`).join('\n')}`);

// Hosts answer an alias with a redirect (_redirects, vercel.json); its page is the fallback for a server that reads neither.
for (const { from, to } of manifest.redirects) write(outputPathOf(from), redirectPage(site.origin, to));
for (const [path, xml] of sitemapFiles(site.origin, site.locales.map(({ code }) => code), pages)) write(path, xml);
write('/robots.txt', robotsTxt(site.origin));
write(FEED_PATH, atomFeed(site, collections.articles));
write('/_headers', hostFiles.headers);
write('/_redirects', hostFiles.redirects);
write('/vercel.json', vercelConfig(headerRules, manifest.redirects));

written.push(...cookieBannerLinks);
removeEmptyFolders(outDir);
const problems = brokenLinks(outDir, written, manifest.redirects);
if (problems.length > 0) fail(`${problems.length} broken internal links:\n${problems.map((line) => `  ${line}`).join('\n')}`);
if (devOnlyCode.length > 0) fail(`dev-server-only code reached the build:\n${devOnlyCode.map((line) => `  ${line}`).join('\n')}`);
phaseDone('writing dist/ and checking its links');
for (const shelf of [bundleShelf, pageShelf, shareShelf]) shelf.prune();
await bin.emptied();

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const rendered = tasks.filter((task) => task.kind === 'page').length;
console.log(
  `Built ${pages.length} routes, the 404 page and ${manifest.redirects.length} redirects into dist/ in ${seconds} s ` +
    `(${rendered} rendered, ${outputs.length - rendered} unchanged from the cache; ${phases.join(', ')}).`,
);
