/**
 * `node scripts/runBundled.mjs <entry.ts> [arguments]`: runs a TypeScript entry as one JavaScript module, bundled by
 * esbuild with the packages left out, instead of through tsx's loader. The loader runs in a thread of its own, through
 * which every module is loaded: in a build of 5,069 pages that thread held ~50 MB of the peak memory, and the build
 * took ~4 % longer (alternating runs). The build is run this way (`npm run build`); the other scripts, which load fewer
 * modules and start more often, through tsx.
 *
 * A module's `import.meta.url`, `.dirname` and `.filename` stay those of its source file, so what it finds beside
 * itself is found. The bundle is kept in node_modules, where the packages it leaves out are found, under the hash of
 * its code: builds started at once, or from an older checkout, never run each other's.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, stop } from 'esbuild';

const [entry] = process.argv.splice(2, 1);
if (!entry?.endsWith('.ts')) {
  console.error('Usage: node scripts/runBundled.mjs <entry.ts> [arguments]');
  process.exit(2);
}

const entryName = basename(entry, '.ts');
const root = join(import.meta.dirname, '..');
const bundleDir = join(root, 'node_modules', '.cache', 'run-bundled');

/** Gives each module its own file's `import.meta` paths, which bundled it would otherwise take from the bundle's. */
const sourceImportMeta = {
  name: 'source-import-meta',
  setup(builder) {
    builder.onLoad({ filter: /\.tsx?$/ }, ({ path }) => ({
      contents: readFileSync(path, 'utf8')
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path)),
      loader: path.endsWith('x') ? 'tsx' : 'ts',
    }));
  },
};

const { outputFiles } = await build({
  entryPoints: [resolve(entry)],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  target: `node${process.versions.node}`,
  packages: 'external',
  plugins: [sourceImportMeta],
  logLevel: 'error',
}).catch(() => {
  // esbuild has printed each error with its file, line and column.
  process.exit(1);
});
// esbuild's process would otherwise stay for as long as the build runs, holding its memory.
await stop();
const code = outputFiles[0].contents;
const name = `${entryName}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`;
const bundle = join(bundleDir, name);
mkdirSync(bundleDir, { recursive: true });
// Written under a name of its own first, so that a build started meanwhile never runs half a file.
const partial = `${bundle}.${process.pid}`;
writeFileSync(partial, code);
renameSync(partial, bundle);
await import(pathToFileURL(bundle).href);
// Once it has run, the entry's other bundles go: older code, or that of a run that has long since loaded its own.
for (const file of readdirSync(bundleDir)) {
  if (file !== name && file.startsWith(`${entryName}-`) && file.endsWith('.mjs')) rmSync(join(bundleDir, file), { force: true });
}
