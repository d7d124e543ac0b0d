/**
 * `npm run build`: validates the content, builds the browser's script (the chrome and the islands) and a server bundle,
 * writes every route as static HTML (content and CSS inline; React only in the islands), the 404 page, redirect pages
 * for aliases, sitemap, robots.txt, the articles' feed and the security headers, then checks every internal link in
 * what it wrote.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest as ViteManifest } from 'vite';
import { checkContent } from './build/checkContent';
import { brokenLinks, type WrittenPage } from './build/checkLinks';
import { compressFiles } from './build/compress';
import { devOnlyLeaks } from './build/devOnly';
import { fillTemplate, renderingFault, splitHoisted } from './build/prerender';
import { COMMON_HEADERS, contentSecurityPolicy, headersFile, vercelConfig, type HeaderRule } from './build/securityHeaders';
import { writeShareImages } from './build/shareImages';
import { atomFeed, FEED_PATH, redirectPage, robotsTxt, sitemap } from './build/siteFiles';

const root = join(import.meta.dirname, '..');
const outDir = join(root, 'dist');
const serverDir = join(root, '.ssr');
const started = performance.now();

function fail(message: string): never {
  console.error(`\nBuild failed: ${message}`);
  process.exit(1);
}

// --strict (as in `npm test` and CI) also fails on content-lint warnings.
if (!(await checkContent(root, undefined, { strict: process.argv.includes('--strict') }))) process.exit(1);

try {
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, manifest: true } });
  await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

type ServerEntry = typeof import('../src/entry-server');
const server: ServerEntry = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
const { manifest, collections, pages, notFound } = server;
const viteManifest: ViteManifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const template = readFileSync(join(outDir, 'index.html'), 'utf8');

const fontPreloads = Object.values(viteManifest)
  .flatMap((chunk) => chunk.assets ?? [])
  .filter((asset) => /(inter|plus-jakarta-sans)-latin-wght-normal/.test(asset))
  .map((asset) => `<link rel="preload" href="/${asset}" as="font" type="font/woff2" crossorigin>`)
  .join('');

const written: WrittenPage[] = [];
const pageHeaderRules: HeaderRule[] = [];
const everyScriptHash = new Set<string>();
// Scripts the browser runs: inline scripts without a type or of type module or speculationrules, not data blocks.
const inlineScriptHashes = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `sha256-${createHash('sha256').update(code).digest('base64')}`,
  );

function write(path: string, content: string) {
  const file = join(outDir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

for (const page of [...pages, notFound]) {
  const rendered = server.renderPage(page);
  const { head, body } = splitHoisted(rendered.html);
  const fault = renderingFault(body);
  if (fault) fail(`${page.file} (${page.route}) cannot be prerendered: ${fault}`);
  const html = fillTemplate(template, { head: head + fontPreloads, styles: rendered.styles, body });
  const path = page === notFound ? '/404.html' : page.route === '/' ? '/index.html' : `${page.route}/index.html`;
  const builtRoute = page === notFound ? '/404.html' : page.route;
  write(path, html);
  written.push({ route: builtRoute, html });
  const scriptHashes = inlineScriptHashes(html);
  for (const hash of scriptHashes) everyScriptHash.add(hash);
  const booking = page.doc.blocks.some((block) => block.type === 'booking');
  pageHeaderRules.push({ path: builtRoute, headers: { 'Content-Security-Policy': contentSecurityPolicy(manifest.site, { booking, scriptHashes }) } });
}

// Static hosts match header rules by the request path, so a 404 for an unknown path gets only the rule for '/*'. That
// rule carries a policy too: the widest of the site's, the booking pages' with every inline script's hash. Netlify and
// Cloudflare send it beside a page's own policy and a browser enforces both, so each page keeps its own; Vercel and
// `npm start` let the page's rule replace it.
const widestPolicy = contentSecurityPolicy(manifest.site, { booking: true, scriptHashes: [...everyScriptHash] });
const headerRules = [{ path: '/*', headers: { ...COMMON_HEADERS, 'Content-Security-Policy': widestPolicy } }, ...pageHeaderRules];

for (const { from, to } of manifest.redirects) write(`${from}/index.html`, redirectPage(manifest.site.origin, to));
write('/sitemap.xml', sitemap(manifest.site.origin, pages));
write('/robots.txt', robotsTxt(manifest.site.origin));
write(FEED_PATH, atomFeed(manifest.site, collections.articles));
write('/_headers', headersFile(headerRules));
write('/vercel.json', vercelConfig(headerRules));
await writeShareImages(outDir, manifest.site, pages);

const problems = brokenLinks(outDir, written);
if (problems.length > 0) fail(`${problems.length} broken internal links:\n${problems.map((line) => `  ${line}`).join('\n')}`);
const leaks = devOnlyLeaks(outDir);
if (leaks.length > 0) fail(`dev-server-only code reached the build:\n${leaks.map((line) => `  ${line}`).join('\n')}`);
await compressFiles(outDir);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Built ${pages.length} routes, the 404 page and ${manifest.redirects.length} redirects into dist/ in ${seconds} s.`);
