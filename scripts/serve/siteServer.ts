/**
 * Serves a built site (dist/) the way Cloudflare Pages does: `/x/y` from `x/y.html` (scripts/builder/outputPath.ts) and
 * a permanent redirect from `/x/y/` and `/x/y.html` to it, the redirects of `_redirects`, the headers of `_headers` and
 * nothing else (a file no rule gives a `Cache-Control` is revalidated each time), the 404 page with status 404,
 * conditional requests, and text compressed with brotli or gzip as the request accepts. The host-parity test
 * (tests/browser/hostParity.spec.ts) compares it with Cloudflare's own runtime. Whatever a request holds, it gets an
 * answer, and only files inside the site's folder are ever read.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname, extname, join, relative, sep } from 'node:path';
import send from 'send';
import { withoutTrailingSlash } from '../../src/constants';
import { notFoundOutputPath, outputPathOf, routeOfOutputPath } from '../builder/outputPath';
import { headersForPath, parseHeadersFile, REVALIDATE, type Headers } from '../builder/securityHeaders';
import { parseRedirectsFile } from '../builder/siteFiles';
import { compressedCopy, DEFAULT_COPIES_DIR, ENCODINGS, isCompressible, type Encoding } from './compressedCopies';

/** Media types as Cloudflare Pages sends them. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Files in the output that configure Cloudflare Pages and Netlify, which do not serve them. (Both serve vercel.json.) */
const HOST_FILES = new Set(['_headers', '_redirects']);

/** Longer addresses are refused before they reach the file system (Node refuses requests with over 16 KB of head). */
const MAX_URL_LENGTH = 8 * 1024;

const ALLOWED_METHODS = 'GET, HEAD';

/** What Cloudflare Pages sends with the 404 page: an unknown address may be a page tomorrow. */
const NOT_STORED = 'no-store';

export type ErrorLog = (message: string, error: unknown) => void;

/**
 * An HTTP server for the built site in `outDir`, not yet listening. A fault while answering one request answers that
 * request with 500 and goes to `logError`; the server goes on. Compressed copies of the files it sends are kept in
 * `copiesDir`.
 */
export function createSiteServer(
  outDir: string,
  logError: ErrorLog = (message, error) => console.error(message, error),
  copiesDir = DEFAULT_COPIES_DIR,
): Server {
  // Every file served must resolve, symbolic links followed, to a path inside this folder.
  const root = realpathSync(outDir);
  const headerRules = parseHeadersFile(readOptional(join(root, '_headers')));
  const redirects = new Map(parseRedirectsFile(readOptional(join(root, '_redirects'))).map((rule) => [rule.from, rule]));
  /** What `_headers` gives a path, with the caching hosts give an answer of this kind where the rules set none. */
  const headersFor = (path: string, caching?: string): Headers => {
    const headers = headersForPath(headerRules, path);
    const setsCaching = Object.keys(headers).some((name) => name.toLowerCase() === 'cache-control');
    return setsCaching || !caching ? headers : { 'Cache-Control': caching, ...headers };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return respondWithText(response, 405, 'Method Not Allowed', { Allow: ALLOWED_METHODS });
    }
    const url = request.url ?? '';
    if (url.length > MAX_URL_LENGTH) return respondWithText(response, 414, 'URI Too Long');
    const path = sitePath(url);
    if (path === undefined) return respondWithText(response, 400, 'Bad Request');

    const query = url.includes('?') ? url.slice(url.indexOf('?')).split('#')[0] : '';
    const redirect = redirects.get(path);
    if (redirect) return respondWithRedirect(response, path, redirect.status, redirect.to + query);
    const canonical = await canonicalRoute(root, path);
    if (canonical !== undefined) return respondWithRedirect(response, path, 308, canonical + query);

    const file = await servedFile(root, path);
    if (!file) return respondWithNotFoundPage(request, response, path);
    const { body, encodingHeader } = await representation(file, request.headers['accept-encoding'], copiesDir);

    setHeaders(response, {
      ...headersFor(path, REVALIDATE),
      ...(TYPES[extname(file)] ? { 'Content-Type': TYPES[extname(file)] } : {}),
      Vary: 'Accept-Encoding',
      ...encodingHeader,
    });
    // send's ETags are weak, and If-Range compares strongly (RFC 9110, 13.1.5): an entity-tag there never matches, so
    // the whole file is sent.
    if (/^\s*(W\/)?"/.test(String(request.headers['if-range'] ?? ''))) delete request.headers.range;
    // send answers conditional and range requests and HEAD, with the ETag and Last-Modified of the file it sends.
    const bodyRoot = body === file ? root : dirname(body);
    const stream = send(request, urlPathOf(relative(bodyRoot, body)), {
      root: bodyRoot,
      dotfiles: 'ignore',
      index: false,
      cacheControl: false,
    });
    // Called with 412 or 416 for a condition or range that the file does not meet, 404 should the file go, 500 else.
    stream.on('error', (error: { status?: number; headers?: Headers }) => {
      const fail = (fault: unknown) => failRequest(request, response, fault);
      if (error.status === 404) respondWithNotFoundPage(request, response, path).catch(fail);
      else if (error.status && error.status < 500) respondWithText(response, error.status, String(error.status), error.headers);
      else fail(error);
    });
    stream.pipe(response);
  };

  /** The 404 page nearest the address, as Cloudflare Pages finds it: /de/x gets de/404.html, the German one. */
  const nearestNotFoundPage = async (path: string) => {
    const folders = path.split('/').slice(1, -1);
    for (let depth = folders.length; depth >= 0; depth--) {
      const page = await fileInside(root, join(root, notFoundOutputPath(folders.slice(0, depth).map((folder) => `/${folder}`).join(''))));
      if (page) return page;
    }
    return undefined;
  };

  const respondWithNotFoundPage = async (request: IncomingMessage, response: ServerResponse, path: string) => {
    const page = await nearestNotFoundPage(path);
    if (!page) return respondWithText(response, 404, 'Not Found');
    const { body: file, encodingHeader } = await representation(page, request.headers['accept-encoding'], copiesDir);
    const body = await readFile(file);
    clearHeaders(response);
    response.writeHead(404, {
      ...headersFor(path, NOT_STORED),
      'Content-Type': TYPES['.html'],
      Vary: 'Accept-Encoding',
      ...encodingHeader,
      'Content-Length': String(body.length),
    });
    response.end(body);
  };

  const failRequest = (request: IncomingMessage, response: ServerResponse, error: unknown) => {
    logError(`Could not answer ${request.method} ${request.url?.slice(0, 200)}:`, error);
    if (response.headersSent) response.destroy();
    else respondWithText(response, 500, 'Internal Server Error');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => failRequest(request, response, error));
  });
  // Node closes a CONNECT request's connection unanswered unless something listens for it.
  server.on('connect', (_request, socket) => {
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOWED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
  return server;

  /** A short answer in plain text, with the headers of a path that is not one of the site's pages. */
  function respondWithText(response: ServerResponse, status: number, text: string, extra: Headers = {}) {
    clearHeaders(response);
    response.writeHead(status, {
      ...headersFor(notFoundOutputPath(), NOT_STORED),
      ...extra,
      'Content-Type': TYPES['.txt'],
      'Content-Length': String(Buffer.byteLength(text)),
    });
    response.end(text);
  }

  /** A redirect with no body and the headers of the path asked for, as hosts answer. */
  function respondWithRedirect(response: ServerResponse, path: string, status: number, location: string) {
    response.writeHead(status, { ...headersFor(path), Location: location, 'Content-Length': '0' });
    response.end();
  }
}

/**
 * The decoded path of a request's target, such as /about, with the query left off; undefined when it is not a path:
 * bad percent-encoding, a NUL byte, or a target that is neither a path nor an http(s) URL (`*`, `host:443`).
 */
function sitePath(target: string): string | undefined {
  let encoded: string;
  if (target.startsWith('/')) {
    encoded = target.split(/[?#]/)[0];
  } else {
    // The absolute form, http://host/path, which HTTP/1.1 servers must accept.
    const url = URL.canParse(target) ? new URL(target) : undefined;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
    encoded = url.pathname;
  }
  try {
    const decoded = decodeURIComponent(encoded);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/**
 * The file that answers a site path: the file of that name, or the page written for the path as a route; undefined
 * when none does. Paths with a segment starting with "." (dot-files, "..") or holding a backslash name no file of the
 * site.
 */
async function servedFile(root: string, path: string): Promise<string | undefined> {
  if (namesNoFile(path)) return undefined;
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 1 && HOST_FILES.has(segments[0])) return undefined;
  return (await fileInside(root, join(root, ...segments))) ?? (await fileInside(root, join(root, outputPathOf(`/${segments.join('/')}`))));
}

/**
 * The route a path redirects to, as hosts redirect: a page's own file name (`/about.html`, `/index.html`) and a
 * trailing slash (`/about/`) lead to its route; undefined for any other path.
 */
async function canonicalRoute(root: string, path: string): Promise<string | undefined> {
  let route: string;
  if (withoutTrailingSlash(path) !== path) route = withoutTrailingSlash(path) || '/';
  else if (path.endsWith('.html')) route = routeOfOutputPath(path);
  else return undefined;
  if (namesNoFile(route)) return undefined;
  return (await fileInside(root, join(root, outputPathOf(route)))) ? route : undefined;
}

/** Whether a path has a segment starting with "." (dot-files, "..") or holding a backslash, which name no file of the site. */
function namesNoFile(path: string): boolean {
  return path.split('/').some((segment) => segment.startsWith('.') || segment.includes('\\'));
}

/** The real path of `candidate` when it is a file inside `root`, after following symbolic links. */
async function fileInside(root: string, candidate: string): Promise<string | undefined> {
  try {
    const real = await realpath(candidate);
    if (!real.startsWith(root + sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/** What to send for `file`: text compressed in the encoding the request prefers, or else the file itself. */
async function representation(
  file: string,
  acceptEncoding: string | undefined,
  copiesDir: string,
): Promise<{ body: string; encodingHeader: Headers }> {
  const encoding = isCompressible(file) ? preferredEncoding(acceptEncoding) : undefined;
  if (!encoding) return { body: file, encodingHeader: {} };
  return { body: await compressedCopy(file, encoding, copiesDir), encodingHeader: { 'Content-Encoding': encoding } };
}

/**
 * The encoding to answer with: brotli whenever the request accepts it, as it is the smaller, then gzip; undefined for
 * none. An encoding is accepted when named, or covered by `*`, with a weight (q) above zero.
 */
function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = quality === undefined ? 1 : Number(quality.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0);
}

/** A path relative to the site's folder as the URL path send expects: each segment percent-encoded. */
function urlPathOf(relativePath: string): string {
  return `/${relativePath.split(sep).map(encodeURIComponent).join('/')}`;
}

function setHeaders(response: ServerResponse, headers: Headers) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
}

/** Drops the headers set for a file, when the answer turns out to be another. */
function clearHeaders(response: ServerResponse) {
  for (const name of response.getHeaderNames()) response.removeHeader(name);
}

function readOptional(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
