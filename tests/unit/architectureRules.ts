import { readdirSync, readFileSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { join, relative } from 'node:path';
import { runtimeImports } from '../../scripts/importGraph';
import { readSchemas } from '../../src/content/schemas';

/**
 * The rules of the source tree's layers, read from the import statements themselves and checked over everything a
 * file runs, through any number of other files:
 * - blocks render content; they never reach the build's scripts;
 * - the content checker runs in Node and in editors' tooling; it never needs React;
 * - the browser runtime runs the chrome and the islands; it knows no block;
 * - nothing Node-only reaches the browser: the page script, the islands, the catalogue and the editor;
 * - no module imports itself through others, in src/ or scripts/;
 * - only a block's own folder and the registry branch on a particular block type;
 * - the build's bundler never loads the content checker or the dev server's editor, which it never runs.
 */
export interface Graph {
  root: string;
  /** Every source file of src/ and scripts/, with what it loads. */
  modules: Map<string, ReturnType<typeof runtimeImports>>;
  /** The block types, from schemas/blocks/. */
  blockTypes: string[];
}

function sourcesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourcesUnder(path) : /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

export function readGraph(root: string): Graph {
  const files = ['src', 'scripts'].flatMap((dir) => sourcesUnder(join(root, dir)));
  return { root, modules: new Map(files.map((file) => [file, runtimeImports(file)])), blockTypes: readSchemas(join(root, 'schemas')).blockTypes };
}

const nameIn = (graph: Graph, file: string) => relative(graph.root, file).split('\\').join('/');
const under = (graph: Graph, file: string, dir: string) => nameIn(graph, file).startsWith(`${dir}/`);

/**
 * Every file `start` runs, through imports, dynamic imports and worker threads, each with the chain of files that
 * leads to it from `start`.
 */
function closure(graph: Graph, start: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const imports = graph.modules.get(file);
    for (const next of [...(imports?.files ?? []), ...(imports?.workers ?? [])]) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(file)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

/** What the files under `from` reach that `isForbidden` says they must not, each with the chain that gets there. */
function reachViolations(graph: Graph, from: (file: string) => boolean, isForbidden: (reached: { file?: string; packageName?: string }) => boolean): string[] {
  const found = new Set<string>();
  for (const start of [...graph.modules.keys()].filter(from)) {
    for (const [file, chain] of closure(graph, start)) {
      const via = chain.map((step) => nameIn(graph, step)).join(' -> ');
      if (file !== start && isForbidden({ file })) found.add(via);
      for (const packageName of graph.modules.get(file)?.packages ?? []) if (isForbidden({ packageName })) found.add(`${via} -> ${packageName}`);
    }
  }
  return [...found].sort();
}

const REACT = /^(react|react-dom|styled-components)(\/|$)/;

export const rules = {
  blocksNeverImportScripts: (graph: Graph) =>
    reachViolations(graph, (file) => under(graph, file, 'src/blocks'), ({ file }) => file !== undefined && !under(graph, file, 'src')),

  checkerNeverImportsReact: (graph: Graph) =>
    reachViolations(
      graph,
      (file) => under(graph, file, 'src/content'),
      ({ file, packageName }) => REACT.test(packageName ?? '') || (file !== undefined && file.endsWith('.tsx')),
    ),

  runtimeNeverImportsABlock: (graph: Graph) =>
    reachViolations(graph, (file) => under(graph, file, 'src/runtime'), ({ file }) => file !== undefined && under(graph, file, 'src/blocks')),

  browserNeverImportsNodeModules: (graph: Graph) =>
    reachViolations(
      graph,
      (file) => ['src/entry-client.ts', 'src/catalogue/main.tsx', 'src/editor/main.tsx'].includes(nameIn(graph, file)),
      ({ packageName }) => packageName !== undefined && isBuiltin(packageName),
    ),

  bundlerLoadsNoDevServerCode: (graph: Graph) =>
    reachViolations(
      graph,
      (file) => nameIn(graph, file) === 'scripts/builder/bundles.ts',
      ({ file }) => file !== undefined && (nameIn(graph, file) === 'src/content/siteContent.ts' || under(graph, file, 'src/editor')),
    ),

  noImportCycles(graph: Graph): string[] {
    const cycles: string[] = [];
    const state = new Map<string, 'visiting' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'visiting') {
        cycles.push([...path.slice(path.indexOf(file)), file].map((step) => nameIn(graph, step)).join(' -> '));
        return;
      }
      state.set(file, 'visiting');
      // A worker thread runs apart from the file that starts it, so it makes no cycle.
      for (const imported of graph.modules.get(file)?.files ?? []) visit(imported, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.modules.keys()) visit(file, []);
    return cycles;
  },

  onlyABlocksFolderBranchesOnItsType(graph: Graph): string[] {
    const pascalCase = (type: string) => type.replace(/(?:^|-)([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
    const types = graph.blockTypes.map((type) => type.replace(/[-]/g, '\\-')).join('|');
    if (!types) return [];
    const quoted = `['"\`](${types})['"\`]`;
    // A comparison with the type's name, either way round, a switch case on it, or a list of names asked to include it.
    const branch = new RegExp(
      `(?:[!=]==?\\s*${quoted})|(?:${quoted}\\s*[!=]==?)|(?:\\bcase\\s+${quoted}\\s*:)|(?:${quoted}[^\\]]*\\]\\s*\\)?\\s*\\.(?:includes|has)\\()`,
      'g',
    );
    const isRegistry = (file: string) => ['src/blocks/registry.ts', 'src/blocks/defineBlock.ts'].includes(nameIn(graph, file)) || under(graph, file, 'src/generated');
    const found: string[] = [];
    for (const file of graph.modules.keys()) {
      if (isRegistry(file)) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, index) => {
        for (const match of line.matchAll(branch)) {
          const type = match[1] ?? match[2] ?? match[3] ?? match[4];
          if (!under(graph, file, `src/blocks/${pascalCase(type)}`)) found.push(`${nameIn(graph, file)}:${index + 1} branches on the block type "${type}"`);
        }
      });
    }
    return found;
  },
};
