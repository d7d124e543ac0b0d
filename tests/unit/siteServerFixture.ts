import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { COMMON_HEADERS, headersFile, IMMUTABLE } from '../../scripts/builder/securityHeaders.ts';
import { redirectsFile } from '../../scripts/builder/siteFiles.ts';
import { createSiteServer } from '../../scripts/serve/siteServer.ts';

/** In files the server must never send: beside the site's folder, and dot-files inside it. */
export const SECRET = 'the-secret-7f3a9c';

/** Text long enough that compressing it makes it smaller. */
const filler = (words: string) => `<p>${`${words} `.repeat(80)}</p>`;
const page = (title: string) => `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${filler(title)}</body></html>`;

export const ASSET = '/assets/app-a1b2c3.js';
export const PAGE_POLICY = "default-src 'self'; frame-ancestors 'none'";
export const SITE_POLICY = "default-src 'self' https://widget.example; frame-ancestors 'none'";

export interface SiteServerFixture {
  origin: string;
  port: number;
  siteDir: string;
  /** What the server logged as faults, one entry each. */
  faults: string[];
  close(): Promise<void>;
}

/**
 * A small built site in a temporary folder, with a secret beside it and symbolic links
 * that lead out of it, served by the site server on a free loopback port.
 */
export async function startFixtureServer(): Promise<SiteServerFixture> {
  const dir = mkdtempSync(join(tmpdir(), 'site-server-'));
  const siteDir = join(dir, 'dist');
  const files: Record<string, string> = {
    'secret.txt': SECRET,
    'dist/index.html': page('Home'),
    'dist/about.html': page('About'),
    'dist/faulty.html': page('Faulty'),
    'dist/404.html': page('Page not found'),
    'dist/de/404.html': page('Seite nicht gefunden'),
    [`dist${ASSET}`]: `console.log(${JSON.stringify(filler('script'))});`,
    'dist/robots.txt': 'User-agent: *\nAllow: /\n',
    'dist/share/about.png': page('not really a picture, but named as one'),
    'dist/.env': SECRET,
    'dist/.git/config': SECRET,
    'dist/_headers': headersFile([
      { path: '/*', headers: { ...COMMON_HEADERS, 'Content-Security-Policy': SITE_POLICY } },
      { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
      { path: '/about', detach: ['Content-Security-Policy'], headers: { 'Content-Security-Policy': PAGE_POLICY } },
      // A header value no HTTP response can carry: answering /faulty throws, as a broken build could make it.
      { path: '/faulty', headers: { 'X-Broken': 'a\u0001b' } },
    ]),
    'dist/_redirects': redirectsFile([{ from: '/old-about', to: '/about' }]),
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  symlinkSync(join(dir, 'secret.txt'), join(siteDir, 'secret-link.txt'));
  symlinkSync('../../secret.txt', join(siteDir, 'assets', 'secret.js'));
  symlinkSync(dir, join(siteDir, 'outside'));

  const faults: string[] = [];
  const server: Server = createSiteServer(siteDir, (message) => faults.push(message), join(dir, 'compressed'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    siteDir,
    faults,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface RawResponse {
  /** Undefined when the connection closed without a status line. */
  status?: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Every byte received, head and body. */
  raw: Buffer;
}

/**
 * Sends bytes as they are over a TCP connection and reads one response: until the connection closes, or the head and
 * `Content-Length` bytes of body have arrived. Rejects when nothing more comes for `timeoutMs`.
 */
export function rawRequest(port: number, request: string | Buffer, { head = false, timeoutMs = 5000 } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      socket.destroy();
      resolve(parseResponse(Buffer.concat(chunks)));
    };
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`No complete answer within ${timeoutMs} ms to ${JSON.stringify(String(request).slice(0, 120))}`));
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const response = parseResponse(Buffer.concat(chunks));
      if (response.status === undefined) return;
      const bodiless = head || response.status === 304;
      if (bodiless || response.body.length >= Number(response.headers['content-length'] ?? NaN)) finish();
    });
    socket.on('error', () => finish());
    socket.on('close', () => finish());
    socket.write(request);
  });
}

/** The final response in `raw`: an interim one such as 100 Continue is passed over. */
function parseResponse(raw: Buffer): RawResponse {
  if (/^HTTP\/1\.[01] 1\d\d /.test(raw.toString('latin1', 0, 13)) && raw.includes('\r\n\r\n')) {
    const rest = parseResponse(raw.subarray(raw.indexOf('\r\n\r\n') + 4));
    return { ...rest, raw };
  }
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) return { headers: {}, body: Buffer.alloc(0), raw };
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const status = Number(statusLine.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? NaN);
  return { status: Number.isNaN(status) ? undefined : status, headers, body: raw.subarray(end + 4), raw };
}
