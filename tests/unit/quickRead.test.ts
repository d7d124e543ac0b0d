import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileLocator, mayReadQuickly, parseYaml, readFully } from '../../src/content/yamlSource';
import { fixturesDir, repoRoot } from './checkFixture';

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? yamlFiles(path) : name.endsWith('.yaml') ? [path] : [];
  });
}

const files = [...yamlFiles(join(repoRoot, 'pages')), ...yamlFiles(fixturesDir)].map((path) => ({
  name: relative(repoRoot, path),
  text: readFileSync(path, 'utf8'),
}));

describe('the quick reader', () => {
  it.each(files)('reads $name as yaml does, or leaves it to yaml', ({ name, text }) => {
    const quick = parseYaml(name, text);
    const full = readFully(name, text);
    expect(quick.problems).toEqual(full.problems);
    expect(quick.source?.data).toEqual(full.source?.data);
  });

  it("takes every page of the site, so checking a large site does not wait on yaml's syntax trees", () => {
    const pages = files.filter(({ name }) => name.startsWith('pages/'));
    expect(pages.filter(({ text }) => !mayReadQuickly(text)).map(({ name }) => name)).toEqual([]);
  });

  it('leaves anchors, tags, tabs and document markers to yaml, and aliases fail it', () => {
    for (const text of ['a: &x 1\nb: *x\n', 'a: [&x 1, *x]\n', '- &x\n  a: 1\n', 'a: !!str 1\n', 'a:\n\t- 1\n', '---\na: 1\n', 'a: 1\n---\nb: 2\n']) {
      expect(mayReadQuickly(text), text).toBe(false);
    }
    expect(mayReadQuickly('title: "Say **this**, not *that*!"\nlead: 5 * 3 = 15, Q&A and R & D\n')).toBe(true);
    expect(parseYaml('pages/a.yaml', 'a: *x\n').problems.map((problem) => problem.line)).toEqual([1]);
  });

  it("builds a quickly read file's syntax tree only when a position is asked for", () => {
    const { source } = parseYaml('pages/a.yaml', 'meta:\n  title: A\n');
    const described = Object.getOwnPropertyDescriptor(source, 'document');
    expect(described?.get).toBeTypeOf('function');
    expect(source!.document.getIn(['meta', 'title'])).toBe('A');
  });
});

describe('locating problems across files', () => {
  const texts: Record<string, string> = {
    'pages/a.yaml': 'meta:\n  title: A\n  description: About A\n',
    'pages/b.yaml': 'meta:\n  title: B\nblocks:\n  - type: hero\n    title: Hi\n',
  };

  it('finds each place, reading a file again only when another was read in between', () => {
    const reads: string[] = [];
    const locate = fileLocator((file) => {
      reads.push(file);
      return texts[file];
    });
    expect(locate('pages/a.yaml', ['meta', 'description'])).toEqual({ line: 3, column: 16 });
    expect(locate('pages/a.yaml', ['meta', 'title'])).toEqual({ line: 2, column: 10 });
    expect(locate('pages/b.yaml', ['blocks', 0, 'title'])).toEqual({ line: 5, column: 12 });
    // Asked before: answered without reading a.yaml again.
    expect(locate('pages/a.yaml', ['meta', 'description'])).toEqual({ line: 3, column: 16 });
    expect(reads).toEqual(['pages/a.yaml', 'pages/b.yaml']);
    // A new place in a.yaml, after b.yaml: its tree was let go, so a.yaml is read once more.
    expect(locate('pages/a.yaml', ['meta'])).toEqual({ line: 2, column: 3 });
    expect(reads).toEqual(['pages/a.yaml', 'pages/b.yaml', 'pages/a.yaml']);
  });
});
