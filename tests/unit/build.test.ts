import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, pageLinks } from '../../scripts/build/checkLinks';
import { devOnlyLeaks } from '../../scripts/build/devOnly';
import { fillTemplate, renderingFault, splitHoisted } from '../../scripts/build/prerender';
import { contentSecurityPolicy, headersFile, headersForPath, parseHeadersFile, type HeaderRule } from '../../scripts/build/securityHeaders';
import { redirectPage, sitemap } from '../../scripts/build/siteFiles';
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
      { route: '/about', html: '<h2 id="team">Team</h2><a href="/?ref=about">Home</a><a href="/about/">Self</a><a href="mailto:a@b.c">Mail</a>' },
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

  it('writes a _headers file that the local server reads back into the same headers per path', () => {
    const rules: HeaderRule[] = [
      { path: '/*', headers: { 'X-Content-Type-Options': 'nosniff' } },
      { path: '/book-demo', headers: { 'Content-Security-Policy': 'booking' } },
      { path: '/', headers: { 'Content-Security-Policy': 'home' } },
    ];
    const parsed = parseHeadersFile(headersFile(rules));
    expect(parsed).toEqual(rules);
    expect(headersForPath(parsed, '/book-demo/')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'booking' });
    expect(headersForPath(parsed, '/')).toEqual({ 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'home' });
    expect(headersForPath(parsed, '/assets/index.js')).toEqual({ 'X-Content-Type-Options': 'nosniff' });
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
