/**
 * Finds where a value is in YAML written as people write page documents by hand, by reading its lines: each key of a
 * block mapping on a line of its own at the mapping's indentation, each item of a block sequence after a "-", a value
 * after its key or on the lines below. Building yaml's syntax tree to answer the same takes ~3 ms for an industry page;
 * this takes a few microseconds. Anything else it meets on the way (a quoted or complex key, an anchor, a tag or an
 * alias, a flow collection to look into, a key it cannot find) it leaves to the syntax tree: it answers only where the
 * tree would answer the same (tests/unit/plainPositions.test.ts compares them for every value of the site's files).
 * Only for text that reads as plain YAML (mayReadQuickly): no tabs, anchors, tags or document markers.
 */
import type { Segment } from './problems.ts';

export interface PlainPosition {
  line: number;
  column: number;
}

/** Whether the line holds nothing the structure is made of: blank, or a comment alone. */
const isEmpty = (line: string) => {
  const content = line.trimStart();
  return content === '' || content.startsWith('#');
};

/** A text's lines without their line breaks, and each one's indentation (-1 for a line that holds nothing). */
interface Lines {
  text: string[];
  indents: Int32Array;
}

let last: { source: string; lines: Lines } | undefined;

/** The text's lines; the last text's are kept, as the places in a file are mostly asked for one after another. */
function linesOf(source: string): Lines {
  if (last?.source !== source) {
    const text = source.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
    const indents = Int32Array.from(text, (line) => (isEmpty(line) ? -1 : line.length - line.trimStart().length));
    last = { source, lines: { text, indents } };
  }
  return last.lines;
}

/** Whether the line holds, from `column` on, "-" alone or followed by a space: an item of a block sequence. */
const isItem = (line: string, column = 0) => line[column] === '-' && (line.length === column + 1 || line[column + 1] === ' ');

/**
 * A key this reader finds as it is written: a plain scalar, which needs no quotes and reads as the same string (not a
 * number, a boolean or null, which the tree keys by their value).
 */
const isPlainKey = (key: string) =>
  key !== '' && key === key.trim() && !/^[-?:,[\]{}#&*!|>'"%@`+.\d~]|: | #|:$|^(?:true|false|null)$/i.test(key);

/** A node where its text starts: at `column` (from 0) of line `line` (from 0). */
interface At {
  line: number;
  column: number;
}

/**
 * Where the value that starts after `column` of `line` (after a key's colon or an item's dash) is: later on the line,
 * or at the first line below that is indented further (or, below a key, a sequence's dash at the key's own
 * indentation). Undefined for an empty value, or one with an anchor, a tag or an alias before it.
 */
function valueAfter({ text, indents }: Lines, line: number, column: number, indent: number, belowKey: boolean): At | undefined {
  const rest = text[line].slice(column);
  const start = rest.length - rest.trimStart().length;
  const value = rest.slice(start);
  if (value !== '' && !value.startsWith('#')) return '&!*'.includes(value[0]) ? undefined : { line, column: column + start };
  for (let below = line + 1; below < text.length; below++) {
    const belowIndent = indents[below];
    if (belowIndent < 0) continue;
    if (belowIndent > indent || (belowKey && belowIndent === indent && isItem(text[below], belowIndent))) {
      return '&!*'.includes(text[below][belowIndent]) ? undefined : { line: below, column: belowIndent };
    }
    return undefined;
  }
  return undefined;
}

/** The lines from `at` on that start the entries of the block collection there: each at its indentation. */
function* entries({ text, indents }: Lines, at: At): Generator<number> {
  yield at.line;
  for (let line = at.line + 1; line < text.length; line++) {
    const indent = indents[line];
    if (indent < 0) continue;
    if (indent < at.column) return;
    if (indent === at.column) yield line;
  }
}

/** The entry of the mapping at `at` whose key is `key`: where its key starts, and where its value does. */
function mappingEntry(lines: Lines, at: At, key: string): { key: At; value?: At } | undefined {
  if (!isPlainKey(key)) return undefined;
  const end = at.column + key.length + 1;
  for (const line of entries(lines, at)) {
    // A sequence at a key's indentation is that key's value; anything else at that indentation is a key.
    const text = lines.text[line];
    if (isItem(text, at.column) || !text.startsWith(`${key}:`, at.column) || (text.length > end && text[end] !== ' ')) continue;
    return { key: { line, column: at.column }, value: valueAfter(lines, line, end, at.column, true) };
  }
  return undefined;
}

/** Where the `index`th item of the sequence at `at` starts. */
function sequenceItem(lines: Lines, at: At, index: number): At | undefined {
  let count = 0;
  for (const line of entries(lines, at)) {
    // A key at the dashes' indentation ends a sequence that is a key's value, written at the key's indentation.
    if (!isItem(lines.text[line], at.column)) return undefined;
    if (count++ === index) return valueAfter(lines, line, at.column + 1, at.column, false);
  }
  return undefined;
}

/** Whether the text at `at` starts a block mapping: a plain key and its colon. */
function startsMapping(lines: Lines, at: At): boolean {
  const content = lines.text[at.line].slice(at.column);
  const colon = content.search(/:(?: |$)/);
  return colon > 0 && isPlainKey(content.slice(0, colon));
}

/**
 * The line and column (from 1) where the value at `path` starts, as yaml's syntax tree gives them (its node's range),
 * or of its key with `of: 'key'`; undefined where the tree must answer.
 */
export function plainPositionOf(text: string, path: readonly Segment[], of: 'value' | 'key' = 'value'): PlainPosition | undefined {
  const lines = linesOf(text);
  const first = lines.indents.findIndex((indent) => indent >= 0);
  if (first < 0 || (first === 0 && lines.text[0].startsWith('\uFEFF'))) return undefined;
  let at: At | undefined = { line: first, column: lines.indents[first] };
  let keyAt: At | undefined;
  for (const segment of path) {
    if (!at) return undefined;
    if (typeof segment === 'number') {
      if (!isItem(lines.text[at.line], at.column)) return undefined;
      at = sequenceItem(lines, at, segment);
      keyAt = undefined;
    } else {
      if (!startsMapping(lines, at)) return undefined;
      const entry = mappingEntry(lines, at, segment);
      if (!entry) return undefined;
      ({ key: keyAt, value: at } = entry);
    }
  }
  const found = of === 'key' ? keyAt : at;
  return found && { line: found.line + 1, column: found.column + 1 };
}
