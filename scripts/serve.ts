/**
 * `npm run serve`: serves dist/ the way a static host does, for trying the build and for the browser tests:
 * folder indexes, gzip, the 404 page with status 404, and the headers from dist/_headers.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMMON_HEADERS, headersForPath, parseHeadersFile } from './build/securityHeaders';

const outDir = join(import.meta.dirname, '../dist');
const port = Number(process.argv.find((arg) => arg.startsWith('--port='))?.slice(7) ?? process.env.PORT ?? 4174);

if (!existsSync(join(outDir, 'index.html'))) {
  console.error('dist/ has no build yet. Run `npm run build` first.');
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);
const headerRules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
const gzipped = new Map<string, Buffer>();

/** The file that answers a path: the file itself, or the folder's index.html; undefined when there is none. */
function fileFor(pathname: string): string | undefined {
  const relative = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(outDir, relative), join(outDir, relative, 'index.html')]) {
    if (candidate.startsWith(outDir) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

const server = createServer((request, response) => {
  let pathname: string;
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    pathname = '/';
  }
  const found = fileFor(pathname);
  const file = found ?? join(outDir, '404.html');
  const extension = extname(file);
  let body: Buffer = readFileSync(file);
  const headers: Record<string, string> = {
    ...COMMON_HEADERS,
    ...headersForPath(headerRules, found ? pathname : '/404.html'),
    'Content-Type': TYPES[extension] ?? 'application/octet-stream',
    'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    // Keyed by modification time too, so a rebuild while the server runs is served fresh.
    const key = `${file}@${statSync(file).mtimeMs}`;
    if (!gzipped.has(key)) gzipped.set(key, gzipSync(body));
    body = gzipped.get(key)!;
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  response.writeHead(found ? 200 : 404, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
});

server.listen(port, () => console.log(`Serving dist/ at http://localhost:${port}`));
