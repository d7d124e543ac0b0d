/**
 * Hostile and malformed requests against the real site server: each must get an answer below 500 in time, none may
 * read a file outside the site or a dot-file, and the server must go on serving.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rawRequest, SECRET, startFixtureServer, type SiteServerFixture } from './siteServerFixture.ts';

let site: SiteServerFixture;
beforeAll(async () => {
  site = await startFixtureServer();
});
afterAll(() => site.close());

const get = (target: string, headers: string[] = []) => [`GET ${target} HTTP/1.1`, 'Host: localhost', ...headers, 'Connection: close', '', ''].join('\r\n');

const HOSTILE_PATHS = [
  '/%E0%A4%A',
  '/%c0%ae%c0%ae/',
  '/%c0%ae%c0%ae/secret.txt',
  '/%c0%af',
  '/%e0%80%af',
  '/%',
  '/%zz',
  '/%00',
  '/index.html%00.txt',
  '/%ff%fe',
  '/../secret.txt',
  '/../../../../etc/passwd',
  '/..%2fsecret.txt',
  '/%2e%2e/secret.txt',
  '/%2e%2e%2fsecret.txt',
  '/.%2e/secret.txt',
  '/%252e%252e%252fsecret.txt',
  '/%25%32%65%25%32%65/secret.txt',
  '/assets/../../secret.txt',
  '/assets/..%2f..%2fsecret.txt',
  '/assets%2f..%2f..%2fsecret.txt',
  '/..\\secret.txt',
  '/..%5csecret.txt',
  '/%2e%2e%5csecret.txt',
  '/assets\\..\\..\\secret.txt',
  '//secret.txt',
  '//etc/passwd',
  '///../secret.txt',
  '/./.././secret.txt',
  '/secret-link.txt',
  '/assets/secret.js',
  '/outside/secret.txt',
  '/outside/dist/index.html',
  '/.env',
  '/.git/config',
  '/.git/',
  '/%2eenv',
  '/about/.%65nv',
  '/_headers',
  '/index.html.br',
  '/assets/app-a1b2c3.js.gz',
  '/about?x=%E0%A4%A',
  '/about#%zz',
  `/${'a'.repeat(4000)}`,
  `/${'%'.repeat(3000)}`,
  `/${'a/'.repeat(2000)}`,
  `/${'../'.repeat(1000)}secret.txt`,
  `/${'a'.repeat(300)}/${'b'.repeat(300)}`,
];

const HOSTILE_REQUESTS: string[] = [
  ...HOSTILE_PATHS.map((path) => get(path)),
  get(`/${'a'.repeat(64 * 1024)}`),
  get(`/${'x'.repeat(12 * 1024)}`),
  get('/', [`X-Huge: ${'h'.repeat(64 * 1024)}`]),
  get('/', Array.from({ length: 3000 }, (_, index) => `X-Many-${index}: y`)),
  get('/', ['Range: bytes=garbage']),
  get('/', ['Range: bytes=5-2']),
  get('/', ['Range: bytes=-0']),
  get('/', ['Range: bytes=0-0,2-3,1-1']),
  get('/', ['Range: bytes=99999999999999999999999-']),
  get('/', ['Range: pages=1-2']),
  get('/', ['If-None-Match: garbage']),
  get('/', ['If-None-Match: *']),
  get('/', [`If-None-Match: ${'"x", '.repeat(2000)}`]),
  get('/', ['If-Modified-Since: not a date']),
  get('/', ['If-Modified-Since: Tue, 99 Foo 99999 99:99:99 GMT']),
  get('/', ['If-Match: "nope"']),
  get('/', ['If-Unmodified-Since: yesterday']),
  get('/', ['If-Range: garbage', 'Range: bytes=0-1']),
  get('/', ['Accept-Encoding: garbage']),
  get('/', ['Accept-Encoding: br;q=abc, gzip;q=-1, *;q=NaN']),
  get('/', ['Accept-Encoding: ,,;;,q=,']),
  get('/', [`Accept-Encoding: ${'gzip, '.repeat(3000)}`]),
  get('/', ['Upgrade: websocket', 'Connection: Upgrade', 'Sec-WebSocket-Key: x', 'Sec-WebSocket-Version: 13']),
  get('/', ['Transfer-Encoding: chunked', '', 'zz']),
  get('/', ['Content-Length: 5', 'Transfer-Encoding: chunked']),
  get('/', ['Content-Length: -1']),
  get('/', ['Expect: 100-continue']),
  get('/', ['Host: evil.example']),
  'GET / HTTP/1.1\r\nConnection: close\r\n\r\n',
  'GET /about HTTP/1.0\r\n\r\n',
  'GET /../secret.txt HTTP/1.0\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n',
  'GET http://evil.example/secret.txt HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
  'GET http://localhost/../secret.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET http://localhost/%2e%2e/secret.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET file:///etc/passwd HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET secret.txt HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n',
  'TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'PROPFIND / HTTP/1.1\r\nHost: localhost\r\nDepth: 1\r\nConnection: close\r\n\r\n',
  'DELETE /index.html HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'PUT /index.html HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello',
  'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 3\r\nConnection: close\r\n\r\na=b',
  'BREW /pot HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'get / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'GET\r\n\r\n',
  `\r\n\r\n${get('/')}`,
  'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header Without Colon\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\x00b\r\n\r\n',
  'GET /\x00 HTTP/1.1\r\nHost: localhost\r\n\r\n',
  'GET /caf\xe9 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'HEAD /%c0%ae%c0%ae/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'HEAD /.env HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
  'HEAD /about HTTP/1.1\r\nHost: localhost\r\nRange: bytes=garbage\r\nIf-None-Match: ,,,\r\nConnection: close\r\n\r\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03garbage-tls-hello\r\n\r\n',
];

it('answers every hostile request below 500, in time, without the secret, and goes on serving', async () => {
  for (const request of HOSTILE_REQUESTS) {
    const what = JSON.stringify(request.slice(0, 100));
    const response = await rawRequest(site.port, request, { head: request.startsWith('HEAD ') });
    expect(response.status, `an answer to ${what}`).toBeDefined();
    expect(response.status, what).toBeLessThan(500);
    expect(response.raw.includes(SECRET), what).toBe(false);
  }
  expect(site.faults).toEqual([]);
  expect((await fetch(`${site.origin}/about`)).status).toBe(200);
}, 60_000);

it('answers hostile requests over fetch the same way', async () => {
  const requests: [string, RequestInit?][] = [
    ...HOSTILE_PATHS.slice(0, 40).map((path): [string] => [path]),
    ['/', { method: 'PROPFIND' }],
    ['/', { method: 'OPTIONS' }],
    ['/', { method: 'DELETE' }],
    ['/', { method: 'PATCH', body: 'x' }],
    ['/', { method: 'POST', body: 'x'.repeat(100_000) }],
    ['/', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0, identity;q=0' } }],
    ['/', { headers: { Range: 'bytes=1-0' } }],
    ['/about', { headers: { 'If-None-Match': 'W/"garbage"', 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' } }],
  ];
  for (const [path, init] of requests) {
    const response = await fetch(site.origin + path, { ...init, signal: AbortSignal.timeout(5000) });
    const what = `${init?.method ?? 'GET'} ${path.slice(0, 100)}`;
    expect(response.status, what).toBeLessThan(500);
    expect(await response.text(), what).not.toContain(SECRET);
  }
  expect(site.faults).toEqual([]);
  expect((await fetch(`${site.origin}/`)).status).toBe(200);
}, 60_000);

it('answers a request it fails on with 500, logs the fault, and serves the next request', async () => {
  const response = await rawRequest(site.port, get('/faulty'));
  expect(response.status).toBe(500);
  expect(site.faults).toHaveLength(1);
  expect(site.faults[0]).toContain('GET /faulty');
  site.faults.length = 0;
  expect((await fetch(`${site.origin}/about`)).status).toBe(200);
});
