import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, pageLinks } from '../../scripts/builder/checkLinks';
import { devOnlyLeaks } from '../../scripts/builder/devOnly';
import { fillTemplate, renderingFault, splitHoisted } from '../../scripts/builder/prerender';
import { hostLimitProblems } from '../../scripts/builder/hostLimits';
import { contentSecurityPolicy, headersFile, headersForPath, IMMUTABLE, parseHeadersFile, siteHeaderRules, vercelConfig, type HeaderRule } from '../../scripts/builder/securityHeaders';
import { redirectPage, sitemap } from '../../scripts/builder/siteFiles';
import { WIDGET_ORIGIN } from '../../src/blocks/Booking/bookingWidget';
import { thirdPartyOrigins } from '../../src/blocks/registry';
import type { PageDocument, SiteConfig } from '../../src/generated/schema-types';

const site = { origin: 'https://ringwell.ai' } as SiteConfig;
const doc = (robots?: PageDocument['meta']['robots']) => ({ meta: { title: 't', description: 'd', robots }, blocks: [] }) as unknown as PageDocument;

describe('prerender', () => {
  it('moves the title, meta and link elements React renders first into the head, and keeps the rest', () => {
    const appHtml = '<title>About | Ringwell</title><meta name="description" content="x"/><link rel="canonical" href="https://ringwell.ai/about"/><a href="#main">Skip</a><main><h1>About</h1></main>';
    const { head, body } = splitHoisted(appHtml);
    expect(head).toBe('<title>About | Ringwell</title><meta name="description" content="x"/><link rel="canonical" href="https://ringwell.ai/about"/>');
    expect(body).toBe('<a href="#main">Skip</a><main><h1>About</h1></main>');
    const page = fillTemplate('<html><head><meta charset="utf-8"></head><body><div id="root"><!--app--></div></body></html>', {
      head,
      styles: '<style>a{}</style>',
      body,
    });
    expect(page).toBe(
      `<html><head><meta charset="utf-8">${head}<style>a{}</style></head><body><div id="root">${body}</div></body></html>`,
    );
  });

  it("keeps a page's dollar signs as they are, patterns of replacement text included", () => {
    const body = "<p>Plans from $49 ($&amp; taxes); $' and $& stay.</p>";
    const page = fillTemplate('<html lang="en"><head></head><body><!--app--></body></html>', { head: '<title>$1 $$</title>', styles: '', body, lang: 'de-DE' });
    expect(page).toBe(`<html lang="de-DE"><head><title>$1 $$</title></head><body>${body}</body></html>`);
  });

  it('refuses a page that shows the loading fallback, bailed out to client rendering, or lost its content', () => {
    expect(renderingFault('<main><h1>About</h1></main>')).toBeUndefined();
    expect(renderingFault('<main><!--$!--><template></template><p role="status">Loading...</p><!--/$--></main>')).toMatch(/bail-out/);
    expect(renderingFault('<main><p role="status">Loading...</p></main>')).toMatch(/Loading/);
    expect(renderingFault('<main></main>')).toMatch(/no h1/);
  });
});

describe('link check of the written HTML', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'built-site-'));
  mkdirSync(join(outDir, 'images'));
  writeFileSync(join(outDir, 'images', 'logo.svg'), '<svg/>');
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('accepts links to pages, ids on them and files, and names every link that lands nowhere', () => {
    const pages = [
      { route: '/', html: '<a href="/about#team">Team</a><a href="#top">Top</a><p id="top"></p><img src="/images/logo.svg"><a href="/images/logo.svg">Logo</a><a href="https://example.com">Out</a>' },
      { route: '/about', html: '<h2 id="team">Team</h2><a href="/?ref=about">Home</a><a href="mailto:a@b.c">Mail</a>' },
      { route: '/blog', html: '<a href="/about#people">People</a><a href="/careers">Jobs</a><a href="#missing">Nowhere</a><a href="/images/logo.png">Logo</a><a href="//evil.example/x">Evil</a>' },
    ];
    expect(brokenLinks(outDir, pages.map(({ route, html }) => pageLinks(route, html)))).toEqual([
      '/blog: /about#people points to #people, which is not an id on /about.',
      '/blog: /careers points to /careers, which is neither a page nor a file of the site.',
      '/blog: #missing points to #missing, which is not an id on /blog.',
      '/blog: /images/logo.png points to /images/logo.png, which is neither a page nor a file of the site.',
      '/blog: //evil.example/x leaves the site without a scheme.',
    ]);
  });

  it('names every link that lands only after a redirect, with the address to link to instead', () => {
    writeFileSync(join(outDir, 'about.html'), '<h2 id="team">Team</h2>');
    mkdirSync(join(outDir, 'de'));
    writeFileSync(join(outDir, 'de.html'), 'Willkommen');
    const pages = [
      { route: '/', html: '<a href="/about/">About</a><a href="/about.html#team">Team</a><a href="/index.html">Home</a><a href="/old-about?ref=x">Old</a><a href="/de">Deutsch</a>' },
      { route: '/about', html: '<h2 id="team">Team</h2>' },
      { route: '/de', html: '<a href="/de/">Deutsch</a>' },
    ];
    expect(brokenLinks(outDir, pages.map(({ route, html }) => pageLinks(route, html)), [{ from: '/old-about', to: '/about' }])).toEqual([
      '/: /about/ costs visitors a redirect to /about. Link to /about instead.',
      '/: /about.html#team costs visitors a redirect to /about. Link to /about#team instead.',
      '/: /index.html costs visitors a redirect to /. Link to / instead.',
      '/: /old-about?ref=x costs visitors a redirect to /about. Link to /about instead.',
      '/de: /de/ costs visitors a redirect to /de. Link to /de instead.',
    ]);
  });
});

describe('security headers', () => {
  it('allows the booking widget only on pages that embed it, and inline scripts only by hash', () => {
    const plain = contentSecurityPolicy(site, { thirdPartyOrigins: [], scriptHashes: [] });
    const booking = contentSecurityPolicy(site, { thirdPartyOrigins: thirdPartyOrigins([{ type: 'booking' }]), scriptHashes: ['sha256-abc='] });
    expect(plain).toContain("script-src 'self';");
    expect(plain).toContain("frame-src 'none'");
    expect(plain).toContain("frame-ancestors 'none'");
    expect(plain).not.toContain('cal.com');
    expect(booking).toContain("script-src 'self' 'sha256-abc=' https://app.cal.com;");
    expect(booking).toContain('frame-src https://app.cal.com;');
    expect(`${plain}${booking}`).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows a configured tag manager and form endpoint, and nothing else', () => {
    const policy = contentSecurityPolicy(
      { ...site, formEndpoint: 'https://forms.example.com/contact', analytics: { consentPolicyVersion: '1', tagManagerId: 'GTM-ABC123' } } as SiteConfig,
      { thirdPartyOrigins: [], scriptHashes: [] },
    );
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/forms\.example\.com /);
  });

  it('writes a _headers file that the local server reads back and applies as Cloudflare Pages does', () => {
    const rules: HeaderRule[] = [
      { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'strict' } },
      { path: '/assets/*', headers: { 'Cache-Control': 'immutable' } },
      { path: '/book-demo', detach: ['Content-Security-Policy'], headers: { 'Content-Security-Policy': 'booking' } },
      { path: '/about', headers: { 'Content-Security-Policy': 'more' } },
    ];
    const text = headersFile(rules);
    expect(text).toContain('/book-demo\n  ! Content-Security-Policy\n  Content-Security-Policy: booking\n');
    const parsed = parseHeadersFile(text);
    expect(parsed).toEqual(rules);
    expect(headersForPath(parsed, '/book-demo')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'booking' });
    // Without a detach, a second rule's value joins the first's: a browser enforces both policies.
    expect(headersForPath(parsed, '/about')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'strict, more' });
    expect(headersForPath(parsed, '/assets/index.js')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'strict', 'Cache-Control': 'immutable' });
  });

  it('gives the booking pages their policy by rule, a handful of rules whatever the number of pages', () => {
    const rules = siteHeaderRules(site, { embeds: ['/book-demo', '/de/book-demo'].map((route) => ({ route, origins: [WIDGET_ORIGIN] })), scriptHashes: ['sha256-abc'] });
    expect(rules.map(({ path }) => path)).toEqual(['/*', '/assets/*', '/book-demo', '/de/book-demo']);
    const parsed = parseHeadersFile(headersFile(rules));
    expect(headersForPath(parsed, '/de/book-demo')['Content-Security-Policy']).toBe(contentSecurityPolicy(site, { thirdPartyOrigins: [WIDGET_ORIGIN], scriptHashes: ['sha256-abc'] }));
    expect(headersForPath(parsed, '/de/about')['Content-Security-Policy']).toBe(contentSecurityPolicy(site, { thirdPartyOrigins: [], scriptHashes: ['sha256-abc'] }));
    expect(headersForPath(parsed, '/assets/app.js')['Cache-Control']).toBe(IMMUTABLE);
    const vercel = JSON.parse(vercelConfig(rules, [{ from: '/old', to: '/new' }]));
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.headers.map(({ source }: { source: string }) => source)).toEqual(['/(.*)', '/assets/(.*)', '/book-demo', '/de/book-demo']);
    expect(vercel.redirects).toEqual([{ source: '/old', destination: '/new', statusCode: 301 }]);
  });

  it('fails the build past what Cloudflare Pages reads: 100 header rules, 2,000 characters a line', () => {
    const fits = siteHeaderRules(site, { embeds: Array.from({ length: 98 }, (_, index) => ({ route: `/book-${index}`, origins: [WIDGET_ORIGIN] })), scriptHashes: [] });
    expect(hostLimitProblems({ headers: headersFile(fits), redirects: '' })).toEqual([]);
    const tooMany = siteHeaderRules(site, { embeds: Array.from({ length: 99 }, (_, index) => ({ route: `/book-${index}`, origins: [WIDGET_ORIGIN] })), scriptHashes: [] });
    expect(hostLimitProblems({ headers: headersFile(tooMany), redirects: '' })).toEqual([
      '_headers has 101 rules; Cloudflare Pages reads the first 100. Give pages a policy by kind, not one rule each.',
    ]);
    const longPolicy = siteHeaderRules(site, { embeds: [], scriptHashes: Array.from({ length: 40 }, (_, index) => `sha256-${String(index).padStart(44, 'x')}`) });
    expect(hostLimitProblems({ headers: headersFile(longPolicy), redirects: '' })).toEqual([
      expect.stringMatching(/^_headers:7 is \d{4} characters long; Cloudflare Pages skips lines over 2000\.$/),
    ]);
  });
});

describe('site files', () => {
  it('lists only indexed routes in the sitemap', () => {
    const xml = sitemap(site.origin, [
      { route: '/', doc: doc() },
      { route: '/privacy', doc: doc('noindex, follow') },
      { route: '/features', doc: doc('index, follow') },
    ]);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual(['https://ringwell.ai/', 'https://ringwell.ai/features']);
  });

  it('writes redirect pages that work without JavaScript and are not indexed', () => {
    const html = redirectPage(site.origin, '/blog/guide-to-ai-phone-answering');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/blog/guide-to-ai-phone-answering">');
    expect(html).toContain('<link rel="canonical" href="https://ringwell.ai/blog/guide-to-ai-phone-answering">');
    expect(html).toContain('<meta name="robots" content="noindex, follow">');
    expect(html).toContain('<a href="/blog/guide-to-ai-phone-answering">');
  });
});

describe('dev-server-only code', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'built-site-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('finds the block catalogue\'s route, its code and the schemas in the output, and nothing in a clean one', () => {
    mkdirSync(join(outDir, 'assets'));
    mkdirSync(join(outDir, 'images'));
    writeFileSync(join(outDir, 'index.html'), '<a href="/about">About</a>');
    writeFileSync(join(outDir, 'assets', 'index.js'), 'const routes=["/about"];');
    writeFileSync(join(outDir, 'images', 'logo.png'), 'Block catalogue');
    expect(devOnlyLeaks(outDir)).toEqual([]);

    mkdirSync(join(outDir, '_blocks'));
    writeFileSync(join(outDir, '_blocks', 'index.html'), '<h1>Block catalogue</h1>');
    writeFileSync(join(outDir, 'assets', 'App.js'), 'path:"/_blocks",element:lazy(()=>import("./BlockCatalogue.js"))');
    writeFileSync(join(outDir, 'assets', 'hero.schema.js'), '{"$schema":"http://json-schema.org/draft-07/schema#"}');
    expect(devOnlyLeaks(outDir)).toEqual([
      '_blocks is the dev server\'s block catalogue.',
      '_blocks/index.html is the dev server\'s block catalogue.',
      '_blocks/index.html contains "Block catalogue", from the block catalogue page.',
      'assets/App.js contains "/_blocks", from the block catalogue route.',
      'assets/hero.schema.js contains "json-schema.org", from a JSON Schema.',
    ]);
  });
});
