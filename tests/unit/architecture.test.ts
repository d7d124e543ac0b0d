import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeImports } from '../../scripts/importGraph';
import { repoRoot } from './checkFixture';

/**
 * The rules of the source tree's layers, read from the import statements themselves:
 * - blocks render content; they never reach into the build's scripts;
 * - the content checker runs in Node and in editors' tooling; it never needs React;
 * - the browser runtime runs the chrome and the islands; it knows no block;
 * - nothing Node-only reaches the browser: the page script, the islands and everything they import;
 * - no module imports itself through others.
 */
const SRC = join(repoRoot, 'src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

const graph = new Map(filesUnder(SRC).map((file) => [file, runtimeImports(file)]));
const name = (file: string) => relative(repoRoot, file);
const inDir = (file: string, dir: string) => name(file).startsWith(`src/${dir}/`);

function violations(from: string, isForbidden: (imported: { file?: string; packageName?: string }) => boolean): string[] {
  return [...graph]
    .filter(([file]) => inDir(file, from))
    .flatMap(([file, { files, packages }]) => [
      ...files.filter((imported) => isForbidden({ file: imported })).map((imported) => `${name(file)} imports ${name(imported)}`),
      ...packages.filter((packageName) => isForbidden({ packageName })).map((packageName) => `${name(file)} imports ${packageName}`),
    ]);
}

describe('the layers of src/', () => {
  it('blocks never import the build scripts', () => {
    expect(violations('blocks', ({ file }) => file !== undefined && !file.startsWith(SRC))).toEqual([]);
  });

  it('the content checker never imports React', () => {
    expect(violations('content', ({ file, packageName }) => /^(react|react-dom|styled-components)(\/|$)/.test(packageName ?? '') || (file !== undefined && file.endsWith('.tsx')))).toEqual([]);
  });

  it('the browser runtime never imports a block', () => {
    expect(violations('runtime', ({ file }) => file !== undefined && inDir(file, 'blocks'))).toEqual([]);
  });

  it('nothing the browser loads imports a Node-only module', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of graph.get(file)?.files ?? []) visit(imported);
    };
    visit(join(SRC, 'entry-client.ts'));
    expect(seen.size, 'the walk reaches the islands through their loaders').toBeGreaterThan(20);
    const nodeOnly = [...seen].flatMap((file) =>
      graph.get(file)!.packages.filter((packageName) => packageName.startsWith('node:')).map((packageName) => `${name(file)} imports ${packageName}`),
    );
    expect(nodeOnly).toEqual([]);
  });

  it('has no import cycles', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].map(name).join(' -> '));
        return;
      }
      state.set(file, 'visiting');
      for (const imported of graph.get(file)?.files ?? []) visit(imported, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
