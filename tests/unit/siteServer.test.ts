import { readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE, REVALIDATE } from '../../scripts/builder/securityHeaders.ts';
import { ASSET, PAGE_POLICY, rawRequest, SITE_POLICY, startFixtureServer, type SiteServerFixture } from './siteServerFixture.ts';

let site: SiteServerFixture;
beforeAll(async () => {
  site = await startFixtureServer();
});
afterAll(() => site.close());

const request = (method: string, target: string, headers: string[] = []) =>
  rawRequest(site.port, [`${method} ${target} HTTP/1.1`, 'Host: localhost', ...headers, 'Connection: close', '', ''].join('\r\n'), {
    head: method === 'HEAD',
  });
const built = (path: string) => readFileSync(join(site.siteDir, path));

describe('pages and files', () => {
  it('serves a route from its page file, and redirects the file name and a trailing slash to the route', async () => {
    for (const target of ['/about', '/about?ref=nav']) {
      const response = await request('GET', target);
      expect(response.status, target).toBe(200);
      expect(response.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(response.body.equals(built('about.html')), target).toBe(true);
    }
    expect((await request('GET', '/')).body.equals(built('index.html'))).toBe(true);
    for (const [target, location] of [['/about/', '/about'], ['/about.html', '/about'], ['/about/?ref=nav', '/about?ref=nav'], ['/index.html', '/']]) {
      const response = await request('GET', target);
      expect(response.status, target).toBe(308);
      expect(response.headers.location, target).toBe(location);
    }
  });

  it('answers an old address with the redirect of _redirects, keeping the query', async () => {
    const response = await request('GET', '/old-about?ref=mail');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/about?ref=mail');
    expect(response.headers['content-security-policy']).toBe(SITE_POLICY);
  });

  it('answers an unknown path with the 404 page and status 404, and the policy for every path', async () => {
    const response = await request('GET', '/no-such-page');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain('<h1>Page not found</h1>');
    expect(response.headers['content-security-policy']).toBe(SITE_POLICY);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers an unknown path under a language with that language\'s 404 page, the nearest, as Cloudflare Pages does', async () => {
    for (const path of ['/de/no-such-page', '/de/deeper/no-such-page']) {
      const response = await request('GET', path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toContain('<h1>Seite nicht gefunden</h1>');
    }
    expect((await request('GET', '/fr/no-such-page')).body.toString()).toContain('<h1>Page not found</h1>');
  });

  it('sends the security headers, with a page’s own policy in place of the site-wide one', async () => {
    const about = await request('GET', '/about');
    expect(about.headers['content-security-policy']).toBe(PAGE_POLICY);
    expect(about.headers['x-content-type-options']).toBe('nosniff');
    expect(about.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    expect(about.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect((await request('GET', '/')).headers['content-security-policy']).toBe(SITE_POLICY);
  });

  it('answers dot-files, links out of the site and climbs out of it with the 404 page, and bad encodings with 400', async () => {
    for (const target of ['/.env', '/.git/config', '/secret-link.txt', '/assets/secret.js', '/outside/secret.txt', '/%2e%2e/secret.txt', '/_headers', '/_redirects']) {
      expect((await request('GET', target)).status, target).toBe(404);
    }
    for (const target of ['/%E0%A4%A', '/%c0%ae%c0%ae/', '/a%00b']) expect((await request('GET', target)).status, target).toBe(400);
  });

  it('answers methods other than GET and HEAD with 405 and the methods allowed', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH']) {
      const response = await request(method, '/about');
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const target of ['/about', '/no-such-page']) {
      const [head, get] = await Promise.all([request('HEAD', target), request('GET', target)]);
      expect(head.status, target).toBe(get.status);
      expect(head.headers['content-length'], target).toBe(get.headers['content-length']);
      expect(head.headers['content-type'], target).toBe(get.headers['content-type']);
      expect(head.body.length, target).toBe(0);
    }
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets for a year, and has them check pages and other files each time', async () => {
    expect((await request('GET', ASSET)).headers['cache-control']).toBe(IMMUTABLE);
    expect((await request('GET', '/about')).headers['cache-control']).toBe(REVALIDATE);
    expect((await request('GET', '/robots.txt')).headers['cache-control']).toBe(REVALIDATE);
  });

  it('sends a range, unless If-Range names an entity tag: the server\'s are weak, and If-Range compares strongly', async () => {
    const whole = await request('GET', '/about', ['Accept-Encoding: identity']);
    const partial = await request('GET', '/about', ['Accept-Encoding: identity', 'Range: bytes=0-9']);
    expect(partial.status).toBe(206);
    expect(partial.body.equals(built('about.html').subarray(0, 10))).toBe(true);
    expect(whole.headers.etag).toMatch(/^W\//);
    const conditional = await request('GET', '/about', ['Accept-Encoding: identity', 'Range: bytes=0-9', `If-Range: ${whole.headers.etag}`]);
    expect(conditional.status).toBe(200);
    expect(conditional.body.equals(built('about.html'))).toBe(true);
  });

  it('answers 304 without a body when the ETag or the modification date still match', async () => {
    const first = await request('GET', '/about', ['Accept-Encoding: br']);
    const { etag, 'last-modified': lastModified } = first.headers;
    expect(etag).toBeTruthy();
    for (const condition of [`If-None-Match: ${etag}`, `If-None-Match: "other", ${etag}`, `If-Modified-Since: ${lastModified}`]) {
      const again = await request('GET', '/about', ['Accept-Encoding: br', condition]);
      expect(again.status, condition).toBe(304);
      expect(again.body.length, condition).toBe(0);
      expect(again.headers.etag, condition).toBe(etag);
    }
    expect((await request('GET', '/about', ['Accept-Encoding: br', 'If-None-Match: "other"'])).status).toBe(200);
  });

  it('gives each encoding its own ETag, so a cache never answers with the wrong one', async () => {
    const tags = await Promise.all(['br', 'gzip', 'identity'].map(async (encoding) => (await request('GET', '/about', [`Accept-Encoding: ${encoding}`])).headers.etag));
    expect(new Set(tags).size).toBe(3);
  });
});

describe('compression', () => {
  const original = () => built('about.html');

  it('prefers brotli, with the length of what it sends', async () => {
    const response = await request('GET', '/about', ['Accept-Encoding: gzip, deflate, br']);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(original().length);
    expect(brotliDecompressSync(response.body).equals(original())).toBe(true);
  });

  it('falls back to gzip, then to no compression', async () => {
    const gzipped = await request('GET', '/about', ['Accept-Encoding: gzip, br;q=0']);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(gunzipSync(gzipped.body).equals(original())).toBe(true);

    for (const acceptEncoding of ['Accept-Encoding: identity', 'Accept-Encoding: deflate', 'Accept-Encoding: *;q=0']) {
      const plain = await request('GET', '/about', [acceptEncoding]);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.headers.vary, acceptEncoding).toBe('Accept-Encoding');
      expect(plain.body.equals(original()), acceptEncoding).toBe(true);
      expect(Number(plain.headers['content-length']), acceptEncoding).toBe(original().length);
    }
  });

  it('compresses the 404 page and assets too, with their own content type', async () => {
    const missing = await request('GET', '/no-such-page', ['Accept-Encoding: br']);
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.body).equals(built('404.html'))).toBe(true);
    const asset = await request('GET', ASSET, ['Accept-Encoding: gzip']);
    expect(asset.headers['content-type']).toBe('application/javascript');
    expect(gunzipSync(asset.body).equals(built(ASSET))).toBe(true);
  });

  it('compresses what a page holds now, after a build puts an older file at its path', async () => {
    const file = join(site.siteDir, 'about.html');
    const before = brotliDecompressSync((await request('GET', '/about', ['Accept-Encoding: br'])).body);
    expect(before.equals(built('about.html'))).toBe(true);
    // As an incremental build does: a new file, linked from its cache, whose time is older than the copy made above.
    const rebuilt = join(site.siteDir, 'about.rebuilt');
    writeFileSync(rebuilt, before.toString().replaceAll('About', 'Über uns'));
    utimesSync(rebuilt, new Date(2020, 0, 1), new Date(2020, 0, 1));
    renameSync(rebuilt, file);
    for (const encoding of ['br', 'gzip']) {
      const response = await request('GET', '/about', [`Accept-Encoding: ${encoding}`]);
      const decoded = encoding === 'br' ? brotliDecompressSync(response.body) : gunzipSync(response.body);
      expect(decoded.toString(), encoding).toContain('Über uns');
    }
  });

  it('sends pictures and fonts as they are', async () => {
    const response = await request('GET', '/share/about.png', ['Accept-Encoding: br']);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.equals(built('share/about.png'))).toBe(true);
  });
});
