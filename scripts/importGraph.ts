import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** Imports that load code; `import type` is erased before anything runs, so it is left out. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
/** A file a worker thread is started from: `new URL('./worker.ts', import.meta.url)`. */
const WORKER = /\bnew URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url/g;

function resolveFile(file: string, specifier: string): string | undefined {
  const base = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path) && statSync(path).isFile());
  return found && /\.tsx?$/.test(found) ? found : undefined;
}

/**
 * What a TypeScript file loads at run time: the files of the tree it imports, the packages or Node modules, and the
 * files it starts worker threads from (which run apart, so they make no import cycle).
 */
export function runtimeImports(file: string): { files: string[]; packages: string[]; workers: string[] } {
  const text = readFileSync(file, 'utf8');
  const files: string[] = [];
  const packages: string[] = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier.startsWith('.')) packages.push(specifier.replace(/\?.*$/, ''));
    else files.push(...[resolveFile(file, specifier)].filter((found) => found !== undefined));
  }
  const workers = [...text.matchAll(WORKER)].map((match) => resolveFile(file, match[1])).filter((found) => found !== undefined);
  return { files, packages, workers };
}

/** The files that `entries` run, themselves included, following imports and worker threads through the tree. */
export function runtimeClosure(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { files, workers } = runtimeImports(file);
    for (const next of [...files, ...workers]) visit(next);
  };
  for (const entry of entries) visit(entry);
  return [...seen].sort();
}
