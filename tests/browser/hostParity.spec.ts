/**
 * What ships is what the host serves: the built site (dist/, which `npm test` builds before the browser tests) is
 * served by `npm run serve` and by Cloudflare's own runtime (`wrangler pages dev`, offline, which reads `_headers` and
 * `_redirects` with the code Cloudflare Pages runs), and both must answer every route, alias, internal link, an
 * unknown path and a file of each type alike and as the build meant. Netlify's rules are read with Netlify's parsers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import type { Page } from '@playwright/test';
import { notFoundOutputPath, outputPathOf } from '../../scripts/builder/outputPath.ts';
import { inlineScriptHashes } from '../../scripts/builder/prerender.ts';
import { COMMON_HEADERS, contentSecurityPolicy, IMMUTABLE, REVALIDATE } from '../../scripts/builder/securityHeaders.ts';
import { isCompressible } from '../../scripts/serve/compressedCopies.ts';
import { createSiteServer } from '../../scripts/serve/siteServer.ts';
import { WIDGET_ORIGIN } from '../../src/blocks/Booking/bookingWidget.ts';
import { thirdPartyOrigins } from '../../src/blocks/registry.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { siteDataOf } from '../../src/content/vitePlugin.ts';
import { localizedRoute } from '../../src/i18n/routes.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

const root = join(import.meta.dirname, '..', '..');
const dist = join(root, 'dist');

/** The date the runtime that wrangler bundles (workerd 1.20260426) supports; pinned so a run never asks for a newer one. */
const COMPATIBILITY_DATE = '2026-04-01';

const checker = createContentChecker(root);
const { manifest, pages, notFoundPages } = siteDataOf({ checker, content: checker.check() });
const site = manifest.site;
/** The third parties each page embeds, in every language: /book-demo and /de/book-demo alike. */
const embeds = new Map(pages.map((page) => [page.route, thirdPartyOrigins(page.doc.blocks)]));

/** Every file the build wrote, as site paths, without the hosts' own files. */
const builtFiles = (readdirSync(dist, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[])
  .filter((entry) => entry.isFile())
  .map((entry) => `/${join(entry.parentPath, entry.name).slice(dist.length + 1).split('\\').join('/')}`)
  .filter((path) => !['/_headers', '/_redirects'].includes(path));

/** Every inline script of every page, which the site-wide policy must allow. */
const scriptHashes = [...new Set(builtFiles.filter((path) => path.endsWith('.html')).flatMap((path) => inlineScriptHashes(readFileSync(join(dist, path), 'utf8'))))].sort();

/** The policy the build means a route to have: the booking pages' or the strict site-wide one. */
const intendedPolicy = (path: string) => contentSecurityPolicy(site, { thirdPartyOrigins: embeds.get(path) ?? [], scriptHashes });

/** The files that are not pages, one of each type. */
const oneOfEachType = [...new Map(builtFiles.filter((path) => !path.endsWith('.html')).map((path) => [`${path.startsWith('/assets/')}${extname(path)}`, path])).values()];

/** Every internal link in the built pages. */
const internalLinks = [
  ...new Set(
    builtFiles
      .filter((path) => path.endsWith('.html'))
      .flatMap((path) => [...readFileSync(join(dist, path), 'utf8').matchAll(/\shref="(\/(?!\/)[^"#]*)/g)].map((match) => match[1].replaceAll('&amp;', '&'))),
  ),
];

type Policy = Map<string, Set<string>>;
const FETCH_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'object-src'];

function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const directive of text.split(';').map((part) => part.trim()).filter(Boolean)) {
    const [name, ...sources] = directive.split(/\s+/);
    policy.set(name.toLowerCase(), new Set(sources));
  }
  for (const name of FETCH_DIRECTIVES) if (!policy.has(name) && policy.has('default-src')) policy.set(name, policy.get('default-src')!);
  return policy;
}

/**
 * What a browser enforces of a `Content-Security-Policy` header: a header joined with commas is several policies, and
 * a load must pass each, so a directive allows the sources every policy allows (a directive no policy names is left out).
 */
function effectivePolicy(header: string | null): string {
  const policies = (header ?? '').split(',').filter((text) => text.trim()).map(parsePolicy);
  const names = [...new Set(policies.flatMap((policy) => [...policy.keys()]))].sort();
  return names
    .map((name) => {
      const allowed = policies.filter((policy) => policy.has(name)).map((policy) => policy.get(name)!);
      const sources = [...allowed[0]].filter((source) => allowed.every((set) => set.has(source)));
      return `${name} ${sources.length ? sources.sort().join(' ') : "'none'"}`;
    })
    .join('; ');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts a process in a process group of its own and resolves with it and its origin once its output matches `ready`;
 * rejects if it stops first.
 */
function startServer(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv }, ready: RegExp, log: string[]) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return new Promise<{ child: ChildProcess; origin: string }>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      log.push(chunk.toString());
      const match = log.join('').replace(/\x1b\[[0-9;]*m/g, '').match(ready);
      if (match) resolve({ child, origin: match[1] });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${command} ${args.join(' ')} stopped (exit ${code}):\n${log.join('')}`)));
  });
}

/**
 * Cloudflare Pages' runtime serving `folder`, offline: no telemetry, no update check (the banner's), no download of
 * the `Request.cf` object; its state and its worker's bundle go to `home`, a temporary folder.
 */
async function startCloudflare(folder: string, home: string, log: string[]) {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  return startServer(
    join(root, 'node_modules', '.bin', 'wrangler'),
    ['pages', 'dev', folder, '--ip=127.0.0.1', `--port=${port}`, `--inspector-port=${inspectorPort}`, `--compatibility-date=${COMPATIBILITY_DATE}`, `--persist-to=${join(home, 'state')}`],
    { cwd: home, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_HIDE_BANNER: 'true', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1', CI: '1' } },
    /Ready on (http:\/\/\S+)/,
    log,
  );
}

/**
 * Stops a server started by startServer, with the processes it started (wrangler runs its CLI and two workerd
 * processes, and does not always end on SIGTERM): the whole group, killed outright if it is still there after 5 s.
 */
async function stopServer(server: { child: ChildProcess } | undefined): Promise<void> {
  const group = server?.child.pid;
  if (!server || group === undefined) return;
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-group, signal);
    } catch {
      // The group is gone already.
    }
  };
  if (server.child.exitCode === null && server.child.signalCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve));
    signalGroup('SIGTERM');
    const timer = setTimeout(() => signalGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }
  // Its workerd processes outlive the CLI unless the group goes too.
  signalGroup('SIGKILL');
}

let project: { child: ChildProcess; origin: string };
let cloudflare: { child: ChildProcess; origin: string };
const cloudflareLog: string[] = [];
let wranglerHome: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  wranglerHome = mkdtempSync(join(tmpdir(), 'wrangler-'));
  [project, cloudflare] = await Promise.all([
    startServer(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'serve.ts'), '--port=0'], { cwd: root }, /Serving dist\/ at (http:\/\/\S+)/, []),
    startCloudflare(dist, wranglerHome, cloudflareLog),
  ]);
});

test.afterAll(async () => {
  await Promise.all([stopServer(project), stopServer(cloudflare)]);
  if (wranglerHome) rmSync(wranglerHome, { recursive: true, force: true });
});

interface Answer {
  status: number;
  location: string | null;
  policy: string;
  security: Record<string, string | null>;
  type: string | null;
  caching: string | null;
  encoding: string | null;
}

async function answer(origin: string, path: string): Promise<Answer> {
  const response = await fetch(origin + path, { redirect: 'manual', headers: { 'Accept-Encoding': 'br, gzip' } });
  await response.arrayBuffer();
  const redirected = response.status >= 300 && response.status < 400;
  return {
    status: response.status,
    location: response.headers.get('location'),
    policy: effectivePolicy(response.headers.get('content-security-policy')),
    security: Object.fromEntries(Object.keys(COMMON_HEADERS).map((name) => [name, response.headers.get(name)])),
    // A redirect's body is the host's own text; what it says is where to go.
    type: redirected ? null : response.headers.get('content-type'),
    caching: redirected ? null : response.headers.get('cache-control'),
    encoding: redirected ? null : response.headers.get('content-encoding'),
  };
}

test('Cloudflare reads every header and redirect rule the build wrote', () => {
  const log = cloudflareLog.join('');
  expect(log).not.toMatch(/invalid (header|redirect) rule/i);
  expect(log).toMatch(/Parsed \d+ valid header rules/);
  expect(log).toMatch(new RegExp(`Parsed ${manifest.redirects.length} valid redirect rules`));
});

test('every route, alias and file answers alike on the host and on npm run serve, as the build meant', async () => {
  test.setTimeout(120_000);
  const expected = new Map<string, Partial<Answer>>();
  const security = Object.fromEntries(Object.entries(COMMON_HEADERS));
  for (const { path } of manifest.routes) {
    expected.set(path, { status: 200, location: null, policy: effectivePolicy(intendedPolicy(path)), security, type: 'text/html; charset=utf-8', caching: REVALIDATE });
  }
  for (const { from, to } of manifest.redirects) expected.set(from, { status: 301, location: to, policy: effectivePolicy(intendedPolicy(from)), security });
  expected.set('/no-such-page', { status: 404, policy: effectivePolicy(intendedPolicy('/no-such-page')), security });
  for (const path of oneOfEachType) {
    expected.set(path, { status: 200, policy: effectivePolicy(intendedPolicy(path)), security, caching: path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE });
  }
  expect(oneOfEachType.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThanOrEqual(4);

  const differences: string[] = [];
  for (const [path, meant] of expected) {
    const [host, local] = await Promise.all([answer(cloudflare.origin, path), answer(project.origin, path)]);
    for (const key of Object.keys(host) as (keyof Answer)[]) {
      const [a, b] = [JSON.stringify(host[key]), JSON.stringify(local[key])];
      if (a !== b) differences.push(`${path} ${key}: Cloudflare ${a}, npm run serve ${b}`);
      if (key in meant && JSON.stringify(meant[key]) !== a) differences.push(`${path} ${key}: Cloudflare ${a}, meant ${JSON.stringify(meant[key])}`);
    }
  }
  expect(differences).toEqual([]);
});

test("an unknown address under a language's folder answers that language's 404 page, with status 404, on every host", async () => {
  const [primary, ...localized] = notFoundPages;
  expect(localized.map(({ language }) => language.code)).toEqual(site.locales.slice(1).map(({ code }) => code));
  const unknown = (prefix: string) => `${prefix}/no-such-page/deeper`;
  const langOf = async (origin: string, path: string) => {
    const response = await fetch(origin + path);
    return { status: response.status, lang: /<html lang="([^"]*)"/.exec(await response.text())?.[1] };
  };
  for (const { language } of [primary, ...localized]) {
    const prefix = localizedRoute('/', language.code, primary.language.code).replace(/\/$/, '');
    for (const origin of [cloudflare.origin, project.origin]) {
      expect(await langOf(origin, unknown(prefix)), `${origin}${unknown(prefix)}`).toEqual({ status: 404, lang: language.intl });
    }
  }

  // Netlify answers every unknown address with the root's 404.html unless a rule says otherwise. Its rules for the
  // languages are in netlify.toml (Cloudflare refuses status 404 in _redirects); a rule applies only where no file
  // answers, so it shadows no page.
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(dist, '_redirects')], netlifyConfigPath: join(root, 'netlify.toml'), configRedirects: [], minimal: true });
  expect(errors).toEqual([]);
  const notFoundRules = (redirects as { from: string; to: string; status: number; force: boolean }[]).filter(({ status }) => status === 404);
  expect(notFoundRules).toEqual(
    localized.map(({ language }) => {
      const prefix = localizedRoute('/', language.code, primary.language.code);
      return expect.objectContaining({ from: `${prefix}/*`, to: notFoundOutputPath(prefix), status: 404, force: false });
    }),
  );
  for (const { to } of notFoundRules) expect(readFileSync(join(dist, to), 'utf8'), to).toMatch(/^<!doctype html>/i);
});

test('every internal link answers 200 on the host, with no redirect', async () => {
  test.setTimeout(120_000);
  expect(internalLinks.length).toBeGreaterThan(50);
  const redirected: string[] = [];
  for (const link of internalLinks) {
    const response = await fetch(cloudflare.origin + link, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status !== 200) redirected.push(`${link}: ${response.status} ${response.headers.get('location') ?? ''}`);
  }
  expect(redirected).toEqual([]);
});

test('npm run serve compresses every text file the build wrote, as hosts do, and sends the rest as it is', async () => {
  test.setTimeout(120_000);
  const pathOf = new Map([...manifest.routes.map(({ path }) => [outputPathOf(path), path] as const), ['/404.html', '/no-such-page'] as const]);
  const aliases = new Set(manifest.redirects.map(({ from }) => outputPathOf(from)));
  const wrong: string[] = [];
  let compressed = 0;
  for (const file of builtFiles.filter((path) => path !== '/vercel.json' && !aliases.has(path))) {
    const text = isCompressible(file);
    const encoding = compressed % 2 === 0 ? 'br' : 'gzip';
    const response = await fetch(project.origin + (pathOf.get(file) ?? file), { headers: { 'Accept-Encoding': encoding } });
    // fetch decodes what it is sent: the body must be the file, whichever the encoding.
    const body = Buffer.from(await response.arrayBuffer());
    if (response.headers.get('content-encoding') !== (text ? encoding : null)) wrong.push(`${file}: encoding ${response.headers.get('content-encoding')}`);
    if (!body.equals(readFileSync(join(dist, file)))) wrong.push(`${file}: a body other than the file`);
    if (text) compressed++;
  }
  expect(compressed).toBeGreaterThan(100);
  expect(wrong).toEqual([]);
});

test('Netlify reads the same header and redirect rules, and gives each page the policy the build meant', async () => {
  const headers = await parseAllHeaders({ headersFiles: [join(dist, '_headers')], configHeaders: [], minimal: false });
  const redirects = await parseAllRedirects({ redirectsFiles: [join(dist, '_redirects')], configRedirects: [], minimal: true });
  expect(headers.errors).toEqual([]);
  expect(redirects.errors).toEqual([]);
  expect((redirects.redirects as { from: string; to: string; status: number }[]).map(({ from, to, status }) => ({ from, to, status }))).toEqual(manifest.redirects.map(({ from, to }) => ({ from, to, status: 301 })));
  // Netlify applies every matching rule, a later rule's header replacing an earlier one's (as `netlify dev` does).
  const netlifyHeaders = (path: string) =>
    Object.assign({}, ...(headers.headers as Header[]).filter(({ forRegExp }) => forRegExp.test(path)).map(({ values }) => values)) as Record<string, string>;
  for (const { path } of manifest.routes) {
    expect(effectivePolicy(netlifyHeaders(path)['Content-Security-Policy']), path).toBe(effectivePolicy(intendedPolicy(path)));
  }
  const asset = oneOfEachType.find((path) => path.startsWith('/assets/'))!;
  expect(netlifyHeaders(asset)['Cache-Control']).toBe(IMMUTABLE);
});

/** Records the page's Content Security Policy violations, from before its first script runs. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

const article = manifest.routes.find((route) => route.kind === 'article')!.path;

for (const path of ['/', '/book-demo', '/contact', article]) {
  test(`Chromium loads ${path} from the host with no policy violation`, async ({ page, consoleErrors }) => {
    // Alone a page takes 4-8 s here; in a full run on a busy machine, /book-demo once took over 30.
    test.setTimeout(60_000);
    const violations = await recordViolations(page);
    await page.goto(cloudflare.origin + path);
    await waitForHydration(page);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(consoleErrors.filter((error) => /Content Security Policy/i.test(error))).toEqual([]);
  });
}

test('the host blocks the booking widget on a page that does not embed it, and allows it on one that does', async ({ page, consoleErrors }) => {
  const frame = `${WIDGET_ORIGIN}/ringwell/demo`;
  const picture = `${WIDGET_ORIGIN}/logo.png`;
  const inject = () =>
    page.evaluate(
      ([frameUrl, pictureUrl]) => {
        const element = document.createElement('iframe');
        element.src = frameUrl;
        const image = document.createElement('img');
        image.src = pictureUrl;
        document.body.append(element, image);
      },
      [frame, picture],
    );
  const violations = await recordViolations(page);
  await page.goto(`${cloudflare.origin}/features`);
  await inject();
  // A frame's violation names its origin only.
  await expect.poll(async () => (await violations()).sort()).toEqual([`frame-src ${WIDGET_ORIGIN}`, `img-src ${picture}`]);
  expect(consoleErrors.some((error) => /Content Security Policy/i.test(error))).toBe(true);

  // Where the widget belongs, both load (and reach the network, where the test's offline stub turns them away).
  await page.goto(`${cloudflare.origin}/book-demo`);
  await Promise.all([page.waitForRequest(frame), page.waitForRequest(picture), inject()]);
  expect(await violations()).toEqual([]);
});

test.describe('a route that is also a folder\'s name', () => {
  // Localized sites have routes such as /de beside /de/about: /de is written as de.html, next to the folder de/.
  const routes = ['/', '/de', '/de/about', '/de/book-demo'];
  let folder: string;
  let home: string;
  let nested: { child: ChildProcess; origin: string };
  let local: Server;
  let localOrigin: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    folder = mkdtempSync(join(tmpdir(), 'nested-routes-'));
    home = mkdtempSync(join(tmpdir(), 'wrangler-'));
    for (const route of routes) {
      mkdirSync(dirname(join(folder, outputPathOf(route))), { recursive: true });
      writeFileSync(join(folder, outputPathOf(route)), `<!doctype html><title>${route}</title><h1>${route}</h1>`);
    }
    writeFileSync(join(folder, '404.html'), '<!doctype html><title>Not found</title>');
    local = createSiteServer(folder);
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    localOrigin = `http://127.0.0.1:${(local.address() as { port: number }).port}`;
    nested = await startCloudflare(folder, home, []);
  });

  test.afterAll(async () => {
    await stopServer(nested);
    await new Promise((resolve) => local?.close(resolve));
    for (const temporary of [folder, home]) if (temporary) rmSync(temporary, { recursive: true, force: true });
  });

  test('each route answers 200 from its own file on the host and on npm run serve, and its folder form redirects to it', async () => {
    for (const origin of [nested.origin, localOrigin]) {
      for (const route of routes) {
        const response = await fetch(origin + route, { redirect: 'manual' });
        expect(response.status, `${origin}${route}`).toBe(200);
        expect(await response.text(), `${origin}${route}`).toContain(`<h1>${route}</h1>`);
      }
      const slashed = await fetch(`${origin}/de/`, { redirect: 'manual' });
      expect([slashed.status, slashed.headers.get('location')], origin).toEqual([308, '/de']);
    }
  });
});
