import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readGraph, rules, type Graph } from './architectureRules';
import { repoRoot } from './checkFixture';

describe('the layers of src/ and scripts/', () => {
  const graph = readGraph(repoRoot);

  it('reads both trees and the block types', () => {
    const names = [...graph.modules.keys()].map((file) => file.slice(repoRoot.length + 1));
    expect(names).toContain('scripts/builder/renderPages.ts');
    expect(names).toContain('src/blocks/Hero/Hero.tsx');
    expect(graph.blockTypes).toContain('hero');
  });

  it('blocks never reach the build scripts', () => {
    expect(rules.blocksNeverImportScripts(graph)).toEqual([]);
  });

  it('the content checker never reaches React', () => {
    expect(rules.checkerNeverImportsReact(graph)).toEqual([]);
  });

  it('the browser runtime never reaches a block', () => {
    expect(rules.runtimeNeverImportsABlock(graph)).toEqual([]);
  });

  it('nothing the browser loads reaches a Node-only module', () => {
    expect(rules.browserNeverImportsNodeModules(graph)).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(rules.noImportCycles(graph)).toEqual([]);
  });

  it('the bundler never loads the content checker or the editor', () => {
    expect(rules.bundlerLoadsNoDevServerCode(graph)).toEqual([]);
  });

  it('only a block’s own folder and the registry branch on a particular block type', () => {
    expect(rules.onlyABlocksFolderBranchesOnItsType(graph)).toEqual([]);
  });
});

/** Each rule, shown to fail on a small tree of files that breaks it through a second file. */
describe('each rule catches a break through another file', () => {
  const scratchDirs: string[] = [];
  afterAll(() => scratchDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function tree(files: Record<string, string>): Graph {
    const root = mkdtempSync(join(tmpdir(), 'architecture-'));
    scratchDirs.push(root);
    const all = { 'schemas/blocks/hero.schema.json': '{ "properties": { "type": { "const": "hero" } } }', ...files };
    for (const [path, text] of Object.entries(all)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    return readGraph(root);
  }

  it('a block that reaches scripts/ through a file of src/lib', () => {
    const graph = tree({
      'src/blocks/Hero/Hero.tsx': "import { words } from '../../lib/words';\nexport default () => words;\n",
      'src/lib/words.ts': "export { words } from '../../scripts/builder/words';\n",
      'scripts/builder/words.ts': "export const words = 'hello';\n",
    });
    expect(rules.blocksNeverImportScripts(graph)).toEqual(['src/blocks/Hero/Hero.tsx -> src/lib/words.ts -> scripts/builder/words.ts']);
  });

  it('the checker that reaches React through a context module', () => {
    const graph = tree({
      'src/content/lint.ts': "import { PageContext } from '../app/PageContext';\nexport const lint = PageContext;\n",
      'src/app/PageContext.ts': "import { createContext } from 'react';\nexport const PageContext = createContext(null);\n",
    });
    expect(rules.checkerNeverImportsReact(graph)).toEqual(['src/content/lint.ts -> src/app/PageContext.ts -> react']);
  });

  it('the runtime that reaches a block through a generated map', () => {
    const graph = tree({
      'src/runtime/islands.ts': "import { blockComponents } from '../generated/blocks';\nexport const all = blockComponents;\n",
      'src/generated/blocks.ts': "export const blockComponents = { hero: () => import('../blocks/Hero/Hero') };\n",
      'src/blocks/Hero/Hero.tsx': 'export default () => null;\n',
    });
    expect(rules.runtimeNeverImportsABlock(graph)).toEqual(['src/runtime/islands.ts -> src/generated/blocks.ts -> src/blocks/Hero/Hero.tsx']);
  });

  it('the page script that reaches a bare Node module through another file', () => {
    const graph = tree({
      'src/entry-client.ts': "import { read } from './lib/read';\nread();\n",
      'src/lib/read.ts': "import { readFileSync } from 'fs';\nexport const read = () => readFileSync('x');\n",
    });
    expect(rules.browserNeverImportsNodeModules(graph)).toEqual(['src/entry-client.ts -> src/lib/read.ts -> fs']);
  });

  it('the bundler that reaches the content checker through the shared Vite configuration', () => {
    const graph = tree({
      'scripts/builder/bundles.ts': "import { siteConfig } from './viteConfig';\nsiteConfig();\n",
      'scripts/builder/viteConfig.ts': "import { sitePages } from '../../src/content/vitePlugin';\nexport const siteConfig = () => sitePages;\n",
      'src/content/vitePlugin.ts': "import { createContentChecker } from './siteContent';\nexport const sitePages = createContentChecker;\n",
      'src/content/siteContent.ts': 'export const createContentChecker = () => null;\n',
    });
    expect(rules.bundlerLoadsNoDevServerCode(graph)).toEqual([
      'scripts/builder/bundles.ts -> scripts/builder/viteConfig.ts -> src/content/vitePlugin.ts -> src/content/siteContent.ts',
    ]);
  });

  it('a cycle inside scripts/', () => {
    const graph = tree({
      'scripts/builder/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'scripts/builder/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    expect(rules.noImportCycles(graph)).toEqual(['scripts/builder/a.ts -> scripts/builder/b.ts -> scripts/builder/a.ts']);
  });

  it('a branch on a block type outside its folder, in the checker or in another block’s folder', () => {
    const graph = tree({
      'src/content/lint.ts': "export const isHero = (block: { type: string }) => block.type === 'hero';\n",
      'src/blocks/Toc/Toc.tsx': "export const pick = (type: string) => { switch (type) { case 'hero': return 1; } };\n",
      'src/blocks/Hero/Hero.tsx': "export const mine = (type: string) => 'hero' !== type;\n",
      'src/blocks/registry.ts': "export const isHero = (type: string) => type === 'hero';\n",
      'scripts/builder/opening.ts': "export const opens = (type: string) => ['hero', 'prose'].includes(type);\n",
      'src/editor/opening.ts': "export const opens = (type: string) => new Set(['hero']).has(type);\n",
    });
    expect(rules.onlyABlocksFolderBranchesOnItsType(graph).sort()).toEqual([
      'scripts/builder/opening.ts:1 branches on the block type "hero"',
      'src/blocks/Toc/Toc.tsx:1 branches on the block type "hero"',
      'src/content/lint.ts:1 branches on the block type "hero"',
      'src/editor/opening.ts:1 branches on the block type "hero"',
    ]);
  });
});
