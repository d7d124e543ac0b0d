import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { describe, expect, it } from 'vitest';
import { plainPositionOf } from '../../src/content/plainPositions';
import type { Segment } from '../../src/content/problems';
import { mayReadQuickly } from '../../src/content/yamlSource';
import { repoRoot } from './checkFixture';

/**
 * Every value's path in the syntax tree, with where the tree says it starts, and each key's path with where the key
 * starts; and whether it is inside a flow collection ([a, b] or { a: 1 }).
 */
function treePositions(text: string): { path: Segment[]; of: 'value' | 'key'; line: number; column: number; inFlow: boolean }[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  const found: ReturnType<typeof treePositions> = [];
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  const visit = (node: unknown, path: Segment[], inFlow: boolean) => {
    if (!node || !(node as Node).range) return;
    found.push({ path, of: 'value', ...at((node as Node).range![0]), inFlow });
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key) || typeof pair.key.value !== 'string') continue;
        const keyPath = [...path, pair.key.value];
        found.push({ path: keyPath, of: 'key', ...at(pair.key.range![0]), inFlow: inFlow || Boolean(node.flow) });
        visit(pair.value, keyPath, inFlow || Boolean(node.flow));
      }
    } else if (isSeq(node)) node.items.forEach((item, index) => visit(item, [...path, index], inFlow || Boolean(node.flow)));
  };
  visit(document.contents, [], false);
  return found;
}

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.yaml')).map((name) => join(dir, name));

/**
 * How many of the tree's positions the lines gave, those they gave otherwise than the tree, and those outside flow
 * collections they did not give.
 */
function compare(text: string) {
  let given = 0;
  const wrong: string[] = [];
  const missed: string[] = [];
  const positions = treePositions(text);
  for (const { path, of, line, column, inFlow } of positions) {
    const plain = plainPositionOf(text, path, of);
    if (!plain) {
      if (!inFlow) missed.push(`${of} ${JSON.stringify(path)}`);
      continue;
    }
    given++;
    if (plain.line !== line || plain.column !== column) wrong.push(`${of} ${JSON.stringify(path)}: ${plain.line}:${plain.column}, the tree ${line}:${column}`);
  }
  return { total: positions.length, given, wrong, missed };
}

describe('positions read from plain YAML lines', () => {
  it("gives the syntax tree's position of every value and key of the site's pages and translations outside flow collections", () => {
    let total = 0;
    let given = 0;
    // One language's translations: the others are written alike.
    for (const file of [...yamlFiles(join(repoRoot, 'pages')), ...yamlFiles(join(repoRoot, 'translations', 'de'))]) {
      const text = readFileSync(file, 'utf8');
      if (!mayReadQuickly(text)) continue;
      const result = compare(text);
      expect(result.wrong, file).toEqual([]);
      expect(result.missed, file).toEqual([]);
      total += result.total;
      given += result.given;
    }
    expect(total).toBeGreaterThan(10_000);
    expect(given / total).toBeGreaterThan(0.9);
    // Parsing ~120 files takes seconds, and several times as long on a busy two-core machine.
  }, 60_000);

  it('follows values written below their key, sequences at their key\'s indentation, comments and block scalars', () => {
    const text = [
      '# A page',
      'meta:',
      '  # the title',
      '  title: A title',
      '  description: >-',
      '    Folded',
      '    text.',
      'blocks:',
      '- type: hero',
      '  title:',
      '    Below its key',
      '  items:',
      '    -',
      '      name: first',
      '    - name: second',
      '      note: "quoted: text"',
      '    - - nested',
      '      - again',
      '- type: cta',
      '  href: /contact',
      'tags: [a, b]',
      'empty:',
      'last: { a: 1 }',
      '',
    ].join('\n');
    const result = compare(text);
    expect(result.wrong).toEqual([]);
    expect(plainPositionOf(text, ['blocks', 0, 'items', 1, 'note'])).toEqual({ line: 16, column: 13 });
    expect(plainPositionOf(text, ['meta', 'description'], 'key')).toEqual({ line: 5, column: 3 });
    // What the lines cannot answer, the tree does.
    expect(plainPositionOf(text, ['tags', 0])).toBeUndefined();
    expect(plainPositionOf(text, ['last', 'a'])).toBeUndefined();
    expect(plainPositionOf(text, ['empty'])).toBeUndefined();
    expect(plainPositionOf(text, ['meta', 'missing'])).toBeUndefined();
    expect(plainPositionOf('"quoted key": 1\n', ['quoted key'])).toBeUndefined();
    // Keys the tree holds as a number or a boolean, not as the string a path names.
    expect(plainPositionOf('1: a\ntrue: b\n', ['1'])).toBeUndefined();
    expect(plainPositionOf('1: a\ntrue: b\n', ['true'])).toBeUndefined();
  });

  it('reads CRLF line ends as the tree does', () => {
    const text = 'meta:\r\n  title: A\r\nblocks:\r\n  - type: hero\r\n    title:\r\n      B\r\n';
    const result = compare(text);
    expect(result.wrong).toEqual([]);
    expect(result.given).toBe(result.total);
  });
});
