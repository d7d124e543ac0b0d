/**
 * `npm run bench:size`: first-load JavaScript and CSS of every built route, gzipped: the HTML's module script, module
 * preloads, stylesheets and inline styles, plus the scripts the app then loads for the route (the build's report).
 * Run `npm run build` first.
 * Targets: first-load JS at most 110 KB per route, and at most 15 KB of it the route's own: what no other route
 * loads (app shell and block components are code that routes share).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTE_SCRIPTS_FILE } from './build/prerender';

const outDir = join(import.meta.dirname, '../dist');
const JS_BUDGET_KB = 110;
const OWN_JS_BUDGET_KB = 15;

if (!existsSync(join(outDir, 'index.html'))) {
  console.error('dist/ has no build yet. Run `npm run build` first.');
  process.exit(1);
}

/** What each route loads after its entry script: the app, its page chunk and its blocks (written by the build). */
const routeScripts: Record<string, string[]> = JSON.parse(readFileSync(join(outDir, ROUTE_SCRIPTS_FILE), 'utf8'));
const gzipCache = new Map<string, number>();
const gzipSize = (file: string) => {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(outDir, file))).length);
  return gzipCache.get(file)!;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const attributes = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1].replace(/^\//, ''));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const routes = htmlFiles(outDir)
  .map((file) => ({ file, html: readFileSync(file, 'utf8') }))
  .filter(({ html }) => html.includes('type="module"'))
  .map(({ file, html }) => {
    const route = `/${relative(outDir, file).replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
    const js = [
      ...attributes(html, /<script type="module"[^>]* src="([^"]+)"/g),
      ...attributes(html, /<link rel="modulepreload"[^>]* href="([^"]+)"/g),
      ...(routeScripts[route] ?? []),
    ];
    const css = attributes(html, /<link rel="stylesheet"[^>]* href="([^"]+)"/g);
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    return { route, js, css, inlineCss: gzipSync(inlineCss).length };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

// Code every route loads is the app shell; a chunk only this route loads is its own (its page data); the rest is
// block code that some routes share.
const shell = routes.map((route) => new Set(route.js)).reduce((common, files) => new Set([...common].filter((file) => files.has(file))));
const routesUsing = new Map<string, number>();
for (const { js } of routes) for (const file of js) routesUsing.set(file, (routesUsing.get(file) ?? 0) + 1);
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
const shellJs = sum([...shell]);

console.log(`App shell (JS every route loads): ${kb(shellJs)} KB gzip in ${shell.size} files\n`);
console.log(`${'route'.padEnd(42)}${'JS KB'.padStart(8)}${'blocks'.padStart(8)}${'own'.padStart(8)}${'CSS KB'.padStart(8)}${'inline CSS'.padStart(12)}`);
const rows = routes.map(({ route, js, css, inlineCss }) => {
  const own = sum(js.filter((file) => routesUsing.get(file) === 1));
  const blocks = sum(js.filter((file) => !shell.has(file) && routesUsing.get(file)! > 1));
  return { route, total: sum(js), blocks, own, css: sum(css), inlineCss };
});
for (const { route, total, blocks, own, css, inlineCss } of rows) {
  const flag = total > JS_BUDGET_KB * 1024 || own > OWN_JS_BUDGET_KB * 1024 ? '  OVER BUDGET' : '';
  console.log(`${route.padEnd(42)}${kb(total).padStart(8)}${kb(blocks).padStart(8)}${kb(own).padStart(8)}${kb(css).padStart(8)}${kb(inlineCss).padStart(12)}${flag}`);
}
const largest = Math.max(...rows.map((row) => row.total));
const largestOwn = Math.max(...rows.map((row) => row.own));
const over = rows.filter((row) => row.total > JS_BUDGET_KB * 1024 || row.own > OWN_JS_BUDGET_KB * 1024).length;
console.log(
  `\n${rows.length} routes. Largest first-load JS ${kb(largest)} KB (budget ${JS_BUDGET_KB}); largest own JS ${kb(largestOwn)} KB (budget ${OWN_JS_BUDGET_KB}).`,
);
if (over > 0) {
  console.log(`${over} routes over budget.`);
  process.exitCode = 1;
}
