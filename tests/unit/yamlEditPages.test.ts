import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Scalar } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatPath, type Segment } from '../../src/content/problems.ts';
import { applyEdit, applyEdits, type YamlScalar } from '../../src/content/yamlEdit.ts';
import { repoRoot } from './checkFixture.ts';

const pagesDir = join(repoRoot, 'pages');
const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.yaml'))
  .sort();
const EDITS_PER_FILE = 12;

interface Leaf {
  segments: Segment[];
  node: Scalar;
}

function leavesOf(text: string): Leaf[] {
  const leaves: Leaf[] = [];
  const walk = (node: unknown, segments: Segment[]) => {
    if (isScalar(node)) leaves.push({ segments, node });
    else if (isMap(node)) for (const pair of node.items) walk(pair.value, [...segments, String((pair.key as Scalar).value)]);
    else if (isSeq(node)) node.items.forEach((item, index) => walk(item, [...segments, index]));
  };
  walk(parseDocument(text).contents, []);
  return leaves;
}

/** A small seeded generator (mulberry32), so a failure can be run again. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}

const PIECES = [
  'calls', 'answered', 'word', 'Ringwell', 'a: b', ': ', 'key:', '"quoted"', "it's", "'", '"', ' #not a comment', '#anchor',
  '- dash', '-', '[x]', '{y}', '@handle', '`tick`', '*star', '&amp', '!bang', '%pct', '|', '>', 'true', 'null', '42', '3.5',
  'ünïcödé', '漢字', '😀', '  two spaces', 'tab\there', 'trailing ', '?', ',', '\\back', 'mailto:x@y.z', '/path#frag',
];
const LONG_WORDS = 'when a call comes in while you are busy with a customer the assistant answers it for you'.split(' ');

function randomString(random: ReturnType<typeof randomFrom>, multiline: boolean): string {
  const count = 1 + Math.floor(random.next() * 6);
  let value = Array.from({ length: count }, () => random.pick(PIECES)).join(random.pick([' ', '', ' ']));
  if (multiline) {
    const long = Array.from({ length: 10 + Math.floor(random.next() * 40) }, () => random.pick(LONG_WORDS)).join(' ');
    value = random.pick([`${value}\n${long}`, `${long} ${value}`, `${long}\n\n${long}`, `${value}\n`, long]);
  }
  return value;
}

const isBlock = (node: Scalar) => node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';

function randomValueFor(random: ReturnType<typeof randomFrom>, node: Scalar): YamlScalar {
  if (typeof node.value === 'boolean') return !node.value;
  if (typeof node.value === 'number') return random.pick([0, 7, 1200, -3, 2.5, node.value + 1]);
  return randomString(random, isBlock(node));
}

/** The text with one word replaced, as an author fixing a word in a long paragraph would. */
function withWordChanged(random: ReturnType<typeof randomFrom>, text: string): string {
  const words = text.split(' ');
  words[Math.floor(random.next() * words.length)] = random.pick(PIECES);
  return words.join(' ');
}

function withLeaf(data: unknown, segments: Segment[], value: unknown): unknown {
  const copy = structuredClone(data);
  const parent = segments.slice(0, -1).reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], copy);
  (parent as Record<string, unknown>)[segments[segments.length - 1]] = value;
  return copy;
}

describe('lossless edits of every page document', { timeout: 60_000 }, () => {
  it.each(pageFiles)('%s: no edits give the same bytes', (file) => {
    const text = readFileSync(join(pagesDir, file), 'utf8');
    expect(applyEdits(text, [])).toBe(text);
  });

  it.each(pageFiles.map((file, index) => [file, index]))(
    '%s: a random leaf set to a random value reads back with only that change, changes only its lines, and setting it back restores the bytes',
    (file, seed) => {
      const text = readFileSync(join(pagesDir, file), 'utf8');
      const data = parseDocument(text).toJS();
      const leaves = leavesOf(text);
      const random = randomFrom(1000 + seed);
      const lineCounter = new LineCounter();
      parseDocument(text, { lineCounter });
      const lines = text.split('\n');
      for (let i = 0; i < EDITS_PER_FILE; i++) {
        const { segments, node } = random.pick(leaves);
        expect(applyEdit(text, { op: 'set', path: segments, value: node.value as YamlScalar })).toBe(text);
        // Half the edits of a block of text change one word; the others replace all of it.
        const changesOneWord = isBlock(node) && random.next() < 0.5;
        const value = changesOneWord ? withWordChanged(random, node.value as string) : randomValueFor(random, node);
        const where = `${file} ${formatPath(segments)} = ${JSON.stringify(value)}`;
        const edited = applyEdit(text, { op: 'set', path: formatPath(segments), value });

        expect(parseDocument(edited).toJS(), where).toEqual(withLeaf(data, segments, value));

        const [start, end] = node.range!;
        const firstLine = lineCounter.linePos(start).line - 1;
        const lastLine = lineCounter.linePos(Math.max(start, end - 1)).line - 1;
        const editedLines = edited.split('\n');
        const after = lines.length - lastLine - 1;
        expect(editedLines.slice(0, firstLine), where).toEqual(lines.slice(0, firstLine));
        expect(editedLines.slice(editedLines.length - after), where).toEqual(lines.slice(lines.length - after));

        // Setting it back gives the same bytes, except that a block of text replaced whole is folded afresh: its old
        // line breaks are gone with its old words, and authors fold by hand.
        const restored = applyEdit(edited, { op: 'set', path: segments, value: node.value as YamlScalar });
        if (!isBlock(node) || changesOneWord) expect(restored, where).toBe(text);
        else expect(parseDocument(restored).toJS(), where).toEqual(data);
      }
    },
  );
});
