/**
 * Edits a page document's YAML text losslessly: each edit replaces, removes or moves only the characters of the values
 * it names, so comments (the `$schema` line included), key order, quoting and the folding of long text elsewhere stay
 * byte for byte as the author wrote them. Every edit is checked by reading the result again: the data must be the old
 * data with exactly that change, or the edit is refused rather than written wrong.
 */
import { isMap, isScalar, isSeq, parseDocument, stringify, type Document, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { formatPath, parsePath, type Segment } from './problems.ts';

export type YamlScalar = string | number | boolean | null;
export type YamlValue = YamlScalar | YamlValue[] | { [key: string]: YamlValue };
/** A place in a document: `blocks[3].cta.href`, as problems name it, or its segments. */
export type EditPath = string | readonly Segment[];

export type YamlEdit =
  /**
   * Sets a value; a key missing from an existing mapping is added at its end (any value), and so is a top-level key of
   * an empty document (nothing but comments); an existing value must be a scalar.
   */
  | { op: 'set'; path: EditPath; value: YamlValue }
  /** Removes a key from its mapping or an item from its list. */
  | { op: 'delete'; path: EditPath }
  /**
   * Inserts an item into a list before the index the path ends with; the list's length appends. `source`, the item's
   * text as another version of the file has it (itemSourceAt), is written as it is where it reads as `value`, so an
   * item put back keeps its comments, quoting and folded lines.
   */
  | { op: 'insert'; path: EditPath; value: YamlValue; source?: string }
  /** Moves a list item, with its comments, so that it ends up at index `to`. */
  | { op: 'move'; path: EditPath; to: number }
  /** Inserts a copy of a list item's text right after it. */
  | { op: 'duplicate'; path: EditPath }
  /** Gives a key of a mapping another name, where it stands, its value untouched. */
  | { op: 'rename'; path: EditPath; to: string };

/** An edit that cannot be made: the path names nothing or something of the wrong kind, or the YAML does not read. */
export class YamlEditError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'YamlEditError';
  }
}

/** As many aliases as the checker allows (see yamlSource.ts). */
const MAX_ALIAS_COUNT = 100;

/** An edit's path as segments (see `parsePath`); a path that is none is the edit's error. */
export function editPath(path: string): Segment[] {
  const segments = parsePath(path);
  if (!segments) throw new YamlEditError(path, `"${path}" is not a path such as blocks[3].cta.href.`);
  return segments;
}

/** Applies the edits in order. No edits, or edits that change nothing, return `text` itself. */
export function applyEdits(text: string, edits: readonly YamlEdit[]): string {
  return edits.reduce(applyEdit, text);
}

export function applyEdit(text: string, edit: YamlEdit): string {
  const target = targetOf(text, edit.path);
  const { path } = target;
  switch (edit.op) {
    case 'set':
      return setValue(target, edit.value);
    case 'delete':
      return deleteValue(target);
    case 'insert':
      return insertItem(target, edit.value, edit.source);
    case 'move':
      return moveItem(target, edit.to);
    case 'duplicate':
      return duplicateItem(target);
    case 'rename':
      return renameKey(target, edit.to);
    default:
      throw new YamlEditError(path, `Unknown edit "${(edit as { op: unknown }).op}".`);
  }
}

/**
 * The text of the list item at `path` as `text` writes it (its "- " line, the lines under it and the comments just
 * above it), moved to the left margin, for an insert's `source`; undefined where it is not an item of a block list.
 */
export function itemSourceAt(text: string, path: EditPath): string | undefined {
  try {
    const target = targetOf(text, path);
    const { list, index } = listAt(target, 'copy');
    if (list.flow || index >= list.items.length) return undefined;
    const { start, end, dashIndent } = itemChunks(target, list)[index];
    return text
      .slice(start, end)
      .split('\n')
      .map((line) => line.slice(Math.min(dashIndent, indentOf(line))))
      .join('\n');
  } catch (error) {
    if (error instanceof YamlEditError) return undefined;
    throw error;
  }
}

function targetOf(text: string, at: EditPath): Target {
  const segments = typeof at === 'string' ? editPath(at) : [...at];
  const path = formatPath(segments);
  if (segments.length === 0) throw new YamlEditError(path, 'An edit needs the path of a value inside the document, not the document itself.');
  const doc = readDocument(text, path);
  return {
    text,
    doc,
    segments,
    path,
    get data() {
      return doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown;
    },
  };
}

interface Target {
  text: string;
  doc: Document.Parsed;
  segments: Segment[];
  /** The path as problems write it, for messages. */
  path: string;
  /** The document's data before the edit, to check the result against; read when needed. */
  readonly data: unknown;
}

function readDocument(text: string, path: string): Document.Parsed {
  const doc = parseDocument(text, { uniqueKeys: true });
  const [error] = doc.errors;
  if (error) throw new YamlEditError(path, `The YAML cannot be edited until it reads cleanly: ${error.message.split('\n')[0]}`);
  return doc;
}

// ---------------------------------------------------------------------------------------------------------------
// Finding nodes

type Collection = YAMLMap<unknown, unknown> | YAMLSeq<unknown>;

/** The collection that holds the last segment of the path, and that segment. */
function parentOf({ doc, segments, path }: Target): { parent: Collection; last: Segment } {
  const parentPath = segments.slice(0, -1);
  const parent = parentPath.length === 0 ? doc.contents : nodeAt(doc, parentPath, path);
  if (!isMap(parent) && !isSeq(parent)) {
    throw new YamlEditError(path, `Cannot edit ${path}: ${formatPath(parentPath) || 'the document'} is a single value, not a mapping or a list.`);
  }
  return { parent, last: segments[segments.length - 1] };
}

function nodeAt(doc: Document.Parsed, segments: readonly Segment[], editPath: string): Node {
  let node: unknown = doc.contents;
  for (const [index, segment] of segments.entries()) {
    const child = isMap(node) ? pairOf(node, segment)?.value : isSeq(node) && typeof segment === 'number' ? node.items[segment] : undefined;
    if (child === undefined || child === null) {
      throw new YamlEditError(editPath, `Cannot edit ${editPath}: ${formatPath(segments.slice(0, index + 1))} does not exist.`);
    }
    node = child;
  }
  return node as Node;
}

function pairOf(map: YAMLMap<unknown, unknown>, key: Segment): Pair<unknown, unknown> | undefined {
  return map.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(key));
}

function listAt(target: Target, op: string): { list: YAMLSeq<unknown>; index: number } {
  const { parent, last } = parentOf(target);
  if (!isSeq(parent) || typeof last !== 'number') {
    throw new YamlEditError(target.path, `Cannot ${op} ${target.path}: only items of a list can be ${op === 'insert' ? 'inserted' : `${op}d`}, and this path names a key of a mapping.`);
  }
  return { list: parent, index: last };
}

// ---------------------------------------------------------------------------------------------------------------
// Checking results

/** The text after an edit, if its data is the expected data; undefined when that way of writing the edit misreads. */
function ifReadsAs(text: string, expected: unknown): string | undefined {
  const doc = parseDocument(text, { uniqueKeys: true });
  if (doc.errors.length > 0) return undefined;
  try {
    return deepEqual(doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }), expected) ? text : undefined;
  } catch {
    // For example a plain value starting with "*", which reads as an alias of no anchor.
    return undefined;
  }
}

function mustReadAs(target: Target, text: string, expected: unknown): string {
  const checked = ifReadsAs(text, expected);
  if (checked === undefined) throw cannotEdit(target);
  return checked;
}

function cannotEdit(target: Target): YamlEditError {
  return new YamlEditError(
    target.path,
    `Cannot edit ${target.path} without changing other content: the YAML around it is laid out in a way this editor does not handle. Edit the file as text.`,
  );
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key, index) => key === bKeys[index] && deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The data, which `change` may change in place, after applying it to the collection that holds the path's last segment. */
function changedData(data: unknown, segments: readonly Segment[], change: (parent: Record<string, unknown> | unknown[], last: Segment) => void): unknown {
  const parent = segments.slice(0, -1).reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], data);
  change(parent as Record<string, unknown> | unknown[], segments[segments.length - 1]);
  return data;
}

function splice(text: string, start: number, end: number, insert: string): string {
  return text.slice(0, start) + insert + text.slice(end);
}

// ---------------------------------------------------------------------------------------------------------------
// Lines

function lineStartOf(text: string, offset: number): number {
  return text.lastIndexOf('\n', offset - 1) + 1;
}

function lineEndOf(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return end === -1 ? text.length : end;
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

/**
 * Where the block of lines that starts on the line at `lineStart` ends (before its newline): it holds every following
 * line indented deeper than `indent`. Comment lines never end it, so a comment less indented inside it stays with it,
 * but a comment after its last line belongs to what follows.
 */
function blockEnd(text: string, lineStart: number, indent: number, continuesAtIndent?: (line: string) => boolean): number {
  let end = lineEndOf(text, lineStart);
  for (let start = end + 1; start < text.length; ) {
    const lineEnd = lineEndOf(text, start);
    const line = text.slice(start, lineEnd);
    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) {
      const deeper = indentOf(line) > indent || (indentOf(line) === indent && continuesAtIndent?.(line.trimStart()));
      if (!deeper) break;
      end = lineEnd;
    } else if (trimmed.startsWith('#') && indentOf(line) > indent) {
      end = lineEnd;
    }
    start = lineEnd + 1;
  }
  return end;
}

/** Indents every line but blank ones. */
function indentLines(text: string, indent: number): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(indent) + line))
    .join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// Setting values

function setValue(target: Target, value: YamlValue): string {
  if (target.segments.length === 1 && target.doc.contents === null) return addToEmpty(target, String(target.segments[0]), value);
  const { parent, last } = parentOf(target);
  const expected = () =>
    changedData(target.data, target.segments, (holder, key) => {
      (holder as Record<string, unknown>)[key] = structuredClone(value);
    });
  if (isMap(parent)) {
    const pair = pairOf(parent, last);
    if (!pair) return appendKey(target, parent, String(last), value, expected());
    return setScalar(target, scalarOrThrow(target, pair.value), value, expected);
  }
  const item = typeof last === 'number' ? parent.items[last] : undefined;
  if (item === undefined) {
    throw new YamlEditError(target.path, `Cannot set ${target.path}: the list has ${parent.items.length} items. Insert an item to add one.`);
  }
  return setScalar(target, scalarOrThrow(target, item), value, expected);
}

function scalarOrThrow(target: Target, node: unknown): Scalar {
  if (isScalar(node)) return node;
  throw new YamlEditError(
    target.path,
    `Cannot set ${target.path}: it is a ${isSeq(node) ? 'list' : 'mapping'}, and only single values can be set. Edit its ${isSeq(node) ? 'items' : 'fields'} instead.`,
  );
}

function setScalar(target: Target, node: Scalar, value: YamlValue, expectedData: () => unknown): string {
  const { text, path } = target;
  if (value !== null && typeof value === 'object') {
    throw new YamlEditError(path, `Cannot set ${path} to a ${Array.isArray(value) ? 'list' : 'mapping'}: it holds a single value.`);
  }
  if (Object.is(node.value, value)) return text;
  const expected = expectedData();

  const [start, end] = node.range!;
  // An empty value (`key:` alone) is written after a space.
  const space = start === end && text[start - 1] === ':' ? ' ' : '';
  const isBlock = node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL';
  const candidates: string[] = [];
  if (isBlock) {
    // A block scalar spans from its header to the newline after its last line; the header line may hold a comment.
    const headerEnd = lineEndOf(text, start);
    const headerRest = text.slice(start, headerEnd).replace(/^[|>][-+0-9]*/, '');
    if (typeof value === 'string') candidates.push(blockScalarSource(text, node, value));
    const newline = text[end - 1] === '\n' ? '\n' : '';
    candidates.push(...inlineCandidates(value, 'QUOTE_DOUBLE', false).map((source) => source + headerRest + newline));
  } else {
    candidates.push(...inlineCandidates(value, node.type ?? 'PLAIN', isQuotedOnlyWhereNeeded(node)).map((source) => space + source));
  }
  for (const source of candidates) {
    const result = ifReadsAs(splice(text, start, end, source), expected);
    if (result !== undefined) return result;
  }
  throw cannotEdit(target);
}

/**
 * Quotes a value needs are not kept once it no longer needs them: single quotes (this site writes them only where
 * needed, and so does the editor when a plain value comes to need quotes), and double quotes around a value only
 * they can hold, such as a line break. So setting a value and setting it back gives the same bytes. Other double
 * quotes are the author's choice, for example around a date, and stay.
 */
function isQuotedOnlyWhereNeeded(node: Scalar): boolean {
  return node.type === 'QUOTE_SINGLE' || (node.type === 'QUOTE_DOUBLE' && typeof node.value === 'string' && !SINGLE_QUOTABLE.test(node.value));
}

const SINGLE_QUOTABLE = /^[\x20-\x7e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}\t]*$/u;

/** Ways to write a value on one line, best first: the old style where it can hold the value, then safer ones. */
function inlineCandidates(value: YamlScalar, style: Scalar.Type, plainFirst: boolean): string[] {
  if (typeof value !== 'string') return [scalarText(value)];
  const plain = /^[^\n\r]*$/.test(value) ? [value] : [];
  const single = SINGLE_QUOTABLE.test(value) ? [`'${value.replace(/'/g, "''")}'`] : [];
  const double = [doubleQuoted(value)];
  if (plainFirst || style === 'PLAIN') return [...plain, ...single, ...double];
  return style === 'QUOTE_SINGLE' ? [...single, ...double] : double;
}

function scalarText(value: Exclude<YamlScalar, string>): string {
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return '.nan';
    if (!Number.isFinite(value)) return value > 0 ? '.inf' : '-.inf';
  }
  return String(value);
}

function doubleQuoted(value: string): string {
  // JSON's escapes are YAML's too; YAML also wants the C1 controls, DEL and the Unicode line separators escaped.
  return JSON.stringify(value).replace(/[\x7f-\x9f\u2028\u2029\ufeff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Folded text is wrapped at this column, or at the block's longest line when that is longer. */
const FOLD_WIDTH = 120;
/** How far past the fold width a line whose words changed may grow before it is wrapped again. */
const EDITED_LINE_SLACK = 30;

/**
 * The value written as the block scalar `node` is (`|` or `>`), keeping its header's indentation indicator and its
 * content's indentation; the chomping indicator changes only when the value's trailing newlines need another.
 */
function blockScalarSource(text: string, node: Scalar, value: string): string {
  const [start, end] = node.range!;
  const headerEnd = lineEndOf(text, start);
  const header = /^([|>])([-+]?)(\d?)([-+]?)/.exec(text.slice(start, headerEnd))!;
  const [indicator, chompBefore, explicitIndent, chompAfter] = header.slice(1);
  const headerRest = text.slice(start + header[0].length, headerEnd);
  const oldLines = text.slice(headerEnd + 1, end).replace(/\n$/, '').split('\n');
  const firstContent = oldLines.find((line) => line.trim() !== '');
  const parentIndent = indentOf(text.slice(lineStartOf(text, start), start));
  const indent = explicitIndent ? parentIndent + Number(explicitIndent) : firstContent ? indentOf(firstContent) : parentIndent + 2;

  const trailing = /\n*$/.exec(value)![0].length;
  const chomp = trailing === 0 ? '-' : trailing === 1 ? '' : '+';
  const body = value.slice(0, value.length - trailing);
  let contentLines: string[];
  if (indicator === '>') {
    const oldContent = oldLines.map((line) => line.slice(indent));
    const width = Math.max(FOLD_WIDTH, ...oldLines.map((line) => line.length));
    contentLines = foldParagraphs(body, oldContent, width - indent);
  } else {
    contentLines = body === '' ? [] : body.split('\n');
  }
  // Kept newlines beyond the last line are written as empty lines.
  if (chomp === '+') contentLines.push(...Array<string>(trailing - 1).fill(''));
  const content = contentLines.map((line) => (line === '' ? '' : ' '.repeat(indent) + line) + '\n').join('');
  const newHeader = explicitIndent && chompBefore === '' && chompAfter !== '' ? `${indicator}${explicitIndent}${chomp}` : `${indicator}${chomp}${explicitIndent}`;
  const oldChomp = chompBefore || chompAfter;
  const keepHeader = oldChomp === chomp;
  const source = `${keepHeader ? header[0] : newHeader}${headerRest}\n${content}`;
  // At the end of a file without a final newline, the block ends without one too.
  return text[end - 1] === '\n' ? source : source.replace(/\n$/, '');
}

/**
 * Folds text for a `>` block: each paragraph (a run of newlines in the value is that many empty lines) wrapped at
 * `width`. A paragraph keeps the line breaks of the old text where its words are unchanged, so changing a word
 * rewraps only the lines around it, and changing it back restores them.
 */
function foldParagraphs(body: string, oldContent: string[], width: number): string[] {
  const oldParagraphs = paragraphsOf(oldContent);
  const lines: string[] = [];
  body.split(/(\n+)/).forEach((part, index) => {
    if (index % 2 === 1) lines.push(...Array<string>(part.length).fill(''));
    else if (part !== '') lines.push(...refold(part, oldParagraphs[index / 2] ?? [], width));
  });
  return lines;
}

/** The old content's paragraphs, each as its lines, split at empty lines. */
function paragraphsOf(content: string[]): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] | undefined;
  for (const line of content) {
    if (line.trim() === '') current = undefined;
    else if (current) current.push(line);
    else paragraphs.push((current = [line]));
  }
  return paragraphs;
}

function refold(paragraph: string, oldLines: string[], width: number): string[] {
  if (paragraph === '') return [''];
  const words = paragraph.split(' ');
  const oldWords = oldLines.flatMap((line) => line.split(' '));
  // Old lines made only of words the new paragraph starts or ends with are kept as they were.
  let prefix = 0;
  while (prefix < words.length && prefix < oldWords.length && words[prefix] === oldWords[prefix]) prefix++;
  let suffix = 0;
  while (
    suffix < words.length - prefix &&
    suffix < oldWords.length - prefix &&
    words[words.length - 1 - suffix] === oldWords[oldWords.length - 1 - suffix]
  )
    suffix++;
  const head: string[] = [];
  let headWords = 0;
  for (const line of oldLines) {
    const count = line.split(' ').length;
    if (headWords + count > prefix) break;
    head.push(line);
    headWords += count;
  }
  const tail: string[] = [];
  let tailWords = 0;
  for (const line of [...oldLines].reverse()) {
    const count = line.split(' ').length;
    if (tailWords + count > suffix || oldWords.length - tailWords - count < headWords) break;
    tail.unshift(line);
    tailWords += count;
  }
  const middle = words.slice(headWords, words.length - tailWords);
  // A change within one line stays on that line unless it grows far too long, so that no word moves to another line
  // and changing it back restores the line.
  const changedOneLine = oldLines.length - head.length - tail.length === 1 && middle.join(' ').length <= width + EDITED_LINE_SLACK;
  return [...head, ...(changedOneLine ? [middle.join(' ')] : wrap(middle, width)), ...tail];
}

/**
 * Fills lines with words up to `width`. A line may break only at a space between two words: an empty word (from a
 * double space) stays on the line, since a fold at it would lose a space.
 */
function wrap(words: string[], width: number): string[] {
  const lines: string[] = [];
  let line: string | undefined;
  for (const word of words) {
    if (line === undefined) line = word;
    else if (line.length + 1 + word.length > width && word !== '' && !line.endsWith(' ') && line !== '') {
      lines.push(line);
      line = word;
    } else line += ` ${word}`;
  }
  if (line !== undefined) lines.push(line);
  return lines;
}

/** A key as written: plain where it reads back as itself (`blocks[0].title` in a block mapping), quoted otherwise. */
function keySource(key: string, { flow = false } = {}): string {
  return (flow ? /^[A-Za-z_][\w-]*$/ : /^[A-Za-z_][\w.[\]-]*$/).test(key) ? key : doubleQuoted(key);
}

/** The first key of a document that has none yet, after its comments. */
function addToEmpty(target: Target, key: string, value: YamlValue): string {
  const { text } = target;
  const start = text === '' || text.endsWith('\n') ? text : `${text}\n`;
  for (const valueSource of valueSources(value, 0)) {
    const result = ifReadsAs(`${start}${keySource(key)}:${valueSource}\n`, { [key]: value });
    if (result !== undefined) return result;
  }
  throw cannotEdit(target);
}

/** What may follow `key:` for a value in a block mapping indented by `indent`, in order of preference. */
function valueSources(value: YamlValue, indent: number): string[] {
  if (value === null || typeof value !== 'object') return inlineCandidates(value, 'PLAIN', false).map((source) => ` ${source}`);
  return [Object.keys(value).length === 0 ? ` ${blockStyle(value).trim()}` : `\n${indentLines(blockStyle(value), indent + 2).replace(/\n$/, '')}`];
}

/** Adds `key: value` after the mapping's last entry, indented as its other keys. */
function appendKey(target: Target, map: YAMLMap<unknown, unknown>, key: string, value: YamlValue, expected: unknown): string {
  const { text } = target;
  if (map.flow) {
    if (value !== null && typeof value === 'object') {
      throw new YamlEditError(target.path, `Cannot add ${target.path} to a mapping written on one line ({ ... }) with a ${Array.isArray(value) ? 'list' : 'mapping'} as its value. Edit the file as text.`);
    }
    const items = map.items.map((pair) => pairSource(text, pair));
    for (const source of inlineCandidates(value, 'PLAIN', false)) {
      const result = ifReadsAs(rewriteFlow(target, map, [...items, `${keySource(key, { flow: true })}: ${source}`]), expected);
      if (result !== undefined) return result;
    }
    throw cannotEdit(target);
  }
  const lastPair = map.items[map.items.length - 1];
  const keyStart = (lastPair.key as Node).range![0];
  const indent = keyStart - lineStartOf(text, keyStart);
  const end = blockEnd(text, lineStartOf(text, keyStart), indent, (line) => isSeq(lastPair.value) && line.startsWith('-'));
  for (const valueSource of valueSources(value, indent)) {
    const line = `${' '.repeat(indent)}${keySource(key)}:${valueSource}`;
    const result = ifReadsAs(end === text.length ? `${text}\n${line}` : splice(text, end + 1, end + 1, `${line}\n`), expected);
    if (result !== undefined) return result;
  }
  throw cannotEdit(target);
}

function blockStyle(value: YamlValue): string {
  return stringify(value, { lineWidth: 0 });
}

// ---------------------------------------------------------------------------------------------------------------
// Renaming

function renameKey(target: Target, to: string): string {
  const { parent, last } = parentOf(target);
  const pair = isMap(parent) ? pairOf(parent, last) : undefined;
  if (!isMap(parent) || !pair) throw new YamlEditError(target.path, `Cannot rename ${target.path}: it is not a key of a mapping.`);
  if (pairOf(parent, to)) throw new YamlEditError(target.path, `Cannot rename ${target.path} to "${to}": the mapping has that key already.`);
  const [start, end] = (pair.key as Node).range!;
  const renamed = (holder: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(holder).map(([key, value]) => [key === String(last) ? to : key, value]));
  const data = target.data;
  const parentPath = target.segments.slice(0, -1);
  const expected = parentPath.length === 0 ? renamed(data as Record<string, unknown>) : changedData(data, parentPath, (holder, key) => {
    (holder as Record<string, unknown>)[key] = renamed((holder as Record<string, Record<string, unknown>>)[key]);
  });
  return mustReadAs(target, splice(target.text, start, end, keySource(to, { flow: parent.flow })), expected);
}

// ---------------------------------------------------------------------------------------------------------------
// Deleting

function deleteValue(target: Target): string {
  const { parent, last } = parentOf(target);
  if (isMap(parent)) {
    const pair = pairOf(parent, last);
    if (!pair) throw new YamlEditError(target.path, `Cannot delete ${target.path}: it does not exist.`);
    const expected = changedData(target.data, target.segments, (holder, key) => {
      delete (holder as Record<string, unknown>)[key];
    });
    return mustReadAs(target, deletePair(target, parent, pair), expected);
  }
  const { list, index } = listAt(target, 'delete');
  itemOrThrow(target, list, index, 'delete');
  const expected = changedData(target.data, target.segments, (holder, key) => (holder as unknown[]).splice(key as number, 1));
  if (list.flow) return mustReadAs(target, rewriteFlow(target, list, flowItems(target.text, list).filter((_, i) => i !== index)), expected);
  const { text } = target;
  const chunks = itemChunks(target, list);
  if (chunks.length === 1) return mustReadAs(target, emptyCollection(target, chunks[0].start, chunks[0].end, '[]'), expected);
  const result =
    index < chunks.length - 1
      ? splice(text, chunks[index].start, chunks[index + 1].start, '')
      : splice(text, chunks[index - 1].end, chunks[index].end, '');
  return mustReadAs(target, result, expected);
}

function deletePair(target: Target, map: YAMLMap<unknown, unknown>, pair: Pair<unknown, unknown>): string {
  const { text } = target;
  const items = map.items;
  if (map.flow) return rewriteFlow(target, map, items.filter((item) => item !== pair).map((item) => pairSource(text, item)));
  const keyStart = (pair.key as Node).range![0];
  const lineStart = lineStartOf(text, keyStart);
  const indent = keyStart - lineStart;
  const end = blockEnd(text, lineStart, indent, (line) => isSeq(pair.value) && line.startsWith('-'));
  const startsItem = /^ *- +$/.test(text.slice(lineStart, keyStart));
  if (items.length === 1) return emptyCollection(target, startsItem ? keyStart : lineStart, end, '{}');
  if (startsItem) {
    // The first key of a list item shares the item's "- " line: the next key moves up onto it.
    const next = items[items.indexOf(pair) + 1];
    return splice(text, keyStart, (next.key as Node).range![0], '');
  }
  return end === text.length ? splice(text, Math.max(lineStart - 1, 0), end, '') : splice(text, lineStart, end + 1, '');
}

/** Replaces the last entry of a block collection, from `start` to `end`, with an empty flow collection. */
function emptyCollection(target: Target, start: number, end: number, empty: '[]' | '{}'): string {
  const { text, doc, segments } = target;
  const ownerPath = segments.slice(0, -2);
  const ownerKey = segments[segments.length - 2];
  const owner = ownerPath.length === 0 ? doc.contents : nodeAt(doc, ownerPath, target.path);
  if (isMap(owner) && ownerKey !== undefined) {
    // `key:` followed by the collection on the lines below becomes `key: []`.
    const colon = text.indexOf(':', (pairOf(owner, ownerKey)!.key as Node).range![1]) + 1;
    return splice(text, colon, end, ` ${empty}`);
  }
  if (ownerKey === undefined || /^ *- +$/.test(text.slice(lineStartOf(text, start), start))) return splice(text, start, end, empty);
  throw new YamlEditError(target.path, `Cannot remove the last entry of ${formatPath(segments.slice(0, -1))}: its layout is not one this editor handles. Edit the file as text.`);
}

// ---------------------------------------------------------------------------------------------------------------
// List items

/** Where one item of a block list is written: its "- " line (and the comment lines just above it) to its last line. */
interface Chunk {
  start: number;
  /** Before the newline that ends the item's last line. */
  end: number;
  dashIndent: number;
}

function itemChunks(target: Target, list: YAMLSeq<unknown>): Chunk[] {
  const { text } = target;
  return list.items.map((item, index) => {
    const valueStart = (item as Node | null)?.range?.[0];
    const lineStart = valueStart === undefined ? -1 : lineStartOf(text, valueStart);
    const dash = valueStart === undefined ? null : /^( *)- +$/.exec(text.slice(lineStart, valueStart));
    if (!dash) {
      const itemPath = formatPath([...target.segments.slice(0, -1), index]);
      throw new YamlEditError(target.path, `Cannot edit ${target.path}: ${itemPath} is not written as "- value" on its own line. Edit the file as text.`);
    }
    const dashIndent = dash[1].length;
    let start = lineStart;
    // Comment lines right above the "- ", at its indentation, are about this item and go where it goes.
    while (start > 0) {
      const previous = text.slice(lineStartOf(text, start - 1), start - 1);
      if (!previous.trimStart().startsWith('#') || indentOf(previous) !== dashIndent) break;
      start = lineStartOf(text, start - 1);
    }
    return { start, end: blockEnd(text, lineStart, dashIndent), dashIndent };
  });
}

function itemOrThrow(target: Target, list: YAMLSeq<unknown>, index: number, op: string): void {
  if (index >= list.items.length) {
    throw new YamlEditError(target.path, `Cannot ${op} ${target.path}: the list has ${list.items.length} items (the last is [${list.items.length - 1}]).`);
  }
}

/** What separates items: the blank lines the neighbours of `index` have between them, or one line break. */
function separatorNear(text: string, chunks: Chunk[], index: number): string {
  const gap = (i: number) => (i >= 0 && i < chunks.length - 1 ? text.slice(chunks[i].end, chunks[i + 1].start) : undefined);
  const near = [gap(index - 1), gap(index), ...chunks.map((_, i) => gap(i))].find((found) => found !== undefined && /^\n+$/.test(found));
  return near ?? '\n';
}

function insertItem(target: Target, value: YamlValue, written?: string): string {
  const { list, index } = listAt(target, 'insert');
  const { text } = target;
  if (index > list.items.length) {
    throw new YamlEditError(target.path, `Cannot insert ${target.path}: the list has ${list.items.length} items, so an item can go at [0] to [${list.items.length}].`);
  }
  const expected = changedData(target.data, target.segments, (holder, key) => (holder as unknown[]).splice(key as number, 0, structuredClone(value)));
  if (list.flow && list.items.length > 0) {
    const items = flowItems(text, list);
    const sources =
      value !== null && typeof value === 'object'
        ? [stringify(value, { collectionStyle: 'flow', lineWidth: 0 }).trim()]
        : inlineCandidates(value, 'PLAIN', false);
    for (const source of sources) {
      const result = ifReadsAs(rewriteFlow(target, list, items.toSpliced(index, 0, source)), expected);
      if (result !== undefined) return result;
    }
    throw cannotEdit(target);
  }
  if (list.flow) {
    // An empty list, `key: []`, becomes a block list under its key.
    const { parent: owner } = parentOf({ ...target, segments: target.segments.slice(0, -1) });
    const ownerKey = target.segments[target.segments.length - 2];
    if (!isMap(owner) || owner.flow) throw new YamlEditError(target.path, `Cannot insert into ${formatPath(target.segments.slice(0, -1))}: it is an empty list this editor cannot lay out. Edit the file as text.`);
    const keyNode = pairOf(owner, ownerKey)!.key as Node;
    const keyIndent = keyNode.range![0] - lineStartOf(text, keyNode.range![0]);
    const [start, end] = list.range!;
    return mustReadAs(target, splice(text, text.lastIndexOf(' ', start) === start - 1 ? start - 1 : start, end, `\n${itemSource(value, keyIndent + 2)}`), expected);
  }
  const chunks = itemChunks(target, list);
  const separator = separatorNear(text, chunks, index);
  const placed = (source: string) =>
    index < chunks.length
      ? splice(text, chunks[index].start, chunks[index].start, source + separator)
      : splice(text, chunks[index - 1].end, chunks[index - 1].end, separator + source);
  const asWritten = written === undefined ? undefined : ifReadsAs(placed(indentLines(written, chunks[0].dashIndent)), expected);
  return asWritten ?? mustReadAs(target, placed(itemSource(value, chunks[0].dashIndent)), expected);
}

/** A new list item as block YAML at `dashIndent`, without a final newline. */
function itemSource(value: YamlValue, dashIndent: number): string {
  return indentLines(blockStyle([value]), dashIndent).replace(/\n$/, '');
}

function moveItem(target: Target, to: number): string {
  const { list, index } = listAt(target, 'move');
  itemOrThrow(target, list, index, 'move');
  if (!Number.isInteger(to) || to < 0 || to >= list.items.length) {
    throw new YamlEditError(target.path, `Cannot move ${target.path} to [${to}]: the list has ${list.items.length} items (the last is [${list.items.length - 1}]).`);
  }
  if (to === index) return target.text;
  const expected = changedData(target.data, target.segments, (holder, key) => {
    const items = holder as unknown[];
    items.splice(to, 0, ...items.splice(key as number, 1));
  });
  const { text } = target;
  const reorder = <T>(items: T[]) => items.toSpliced(index, 1).toSpliced(to, 0, items[index]);
  if (list.flow) return mustReadAs(target, rewriteFlow(target, list, reorder(flowItems(text, list))), expected);
  // The items change places; the blank lines and stray comments between them stay where they are.
  const chunks = itemChunks(target, list);
  const sources = reorder(chunks.map((chunk) => text.slice(chunk.start, chunk.end)));
  let result = text.slice(0, chunks[0].start);
  chunks.forEach((chunk, i) => {
    result += sources[i] + (i < chunks.length - 1 ? text.slice(chunk.end, chunks[i + 1].start) : text.slice(chunk.end));
  });
  return mustReadAs(target, result, expected);
}

function duplicateItem(target: Target): string {
  const { list, index } = listAt(target, 'duplicate');
  itemOrThrow(target, list, index, 'duplicate');
  const expected = changedData(target.data, target.segments, (holder, key) => {
    const items = holder as unknown[];
    items.splice((key as number) + 1, 0, structuredClone(items[key as number]));
  });
  const { text } = target;
  if (list.flow) {
    const items = flowItems(text, list);
    return mustReadAs(target, rewriteFlow(target, list, items.toSpliced(index + 1, 0, items[index])), expected);
  }
  const chunks = itemChunks(target, list);
  const { start, end } = chunks[index];
  return mustReadAs(target, splice(text, end, end, separatorNear(text, chunks, index) + text.slice(start, end)), expected);
}

// ---------------------------------------------------------------------------------------------------------------
// Collections written on one line: [a, b] and { a: 1 }

function flowItems(text: string, list: YAMLSeq<unknown>): string[] {
  return list.items.map((item) => {
    const [start, end] = (item as Node).range!;
    return text.slice(start, end);
  });
}

function pairSource(text: string, pair: Pair<unknown, unknown>): string {
  const start = (pair.key as Node).range![0];
  const end = (pair.value as Node | null)?.range?.[1] ?? (pair.key as Node).range![1];
  return text.slice(start, end);
}

/** The collection written again with `items`, in its own brackets and padding; only for one written on one line. */
function rewriteFlow(target: Target, collection: Collection, items: string[]): string {
  const { text } = target;
  const [start, end] = collection.range!;
  const inner = text.slice(start + 1, end - 1);
  if (inner.includes('\n')) {
    throw new YamlEditError(target.path, `Cannot edit ${target.path}: its ${isSeq(collection) ? '[ ... ]' : '{ ... }'} spans several lines. Edit the file as text.`);
  }
  const padding = inner.startsWith(' ') ? ' ' : '';
  const content = items.length === 0 ? '' : `${padding}${items.join(', ')}${padding}`;
  return splice(text, start + 1, end - 1, content);
}
