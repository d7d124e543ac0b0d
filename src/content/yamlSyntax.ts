import { isMap, isScalar, visit, type Document, type YAMLError } from 'yaml';

/** Where a YAML mistake was made, as the author counts (line and column from 1), and what to do about it. */
export interface SyntaxMistake {
  line: number;
  column: number;
  message: string;
}

/** One line of the file as the mistake finder reads it. */
interface Line {
  number: number;
  indent: number;
  /** The line without its indentation. */
  content: string;
  /** A list item's line: it starts with "-". */
  item: boolean;
  /** Where the line's field name starts, after an item's "- ". */
  keyColumn: number;
  /** The field name the line starts with, if it starts with one. */
  key?: string;
}

const FIELD = /^(?:"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s#'"[{][^#]*?)(?=:(?:\s|$))/;

function readLine(text: string, index: number): Line {
  const indent = text.length - text.trimStart().length;
  const content = text.trim();
  const item = /^-(?:\s|$)/.test(content);
  const afterDash = item ? content.slice(1).trimStart() : content;
  const keyColumn = indent + (content.length - afterDash.length);
  const key = FIELD.exec(afterDash)?.[0].replace(/^(["'])(.*)\1$/, '$2');
  return { number: index + 1, indent, content, item, keyColumn, key };
}

/**
 * The lines that give the file its shape: not blank, not comments, not the body of a block of text (`text: >-` and
 * the lines below it).
 */
function structuralLines(source: readonly string[]): Line[] {
  const lines = source.map(readLine);
  const out: Line[] = [];
  let blockTextAbove: number | undefined;
  for (const line of lines) {
    if (line.content === '' || line.content.startsWith('#')) continue;
    if (blockTextAbove !== undefined && line.indent > blockTextAbove) continue;
    blockTextAbove = /:\s+[|>][-+0-9]*\s*(?:#.*)?$/.test(line.content) || /^-\s+[|>][-+0-9]*\s*$/.test(line.content) ? line.indent : undefined;
    out.push(line);
  }
  return out;
}

const quoted = (name: string) => `"${name}"`;
const spaces = (count: number) => `${count} space${count === 1 ? '' : 's'}`;

/**
 * What went wrong in a file YAML cannot read, said once and at the line where the author made the mistake: the
 * parser's first complaint, whose wording is its own and whose place is often a line or more below the mistake, is
 * only the clue. Whatever the parser reports after it follows from it.
 */
export function describeSyntaxMistake(
  text: string,
  document: Document.Parsed,
  errors: readonly YAMLError[],
  positionOf: (offset: number) => { line: number; column: number },
): SyntaxMistake {
  const first = [...errors].sort((a, b) => a.pos[0] - b.pos[0])[0];
  const at = positionOf(first.pos[0]);
  const source = text.split(/\r?\n/);
  const lines = structuralLines(source);
  const here = lines.find((line) => line.number === at.line) ?? readLine(source[at.line - 1] ?? '', at.line - 1);

  if (first.code === 'TAB_AS_INDENT') {
    return { ...at, message: 'This line is indented with a tab. YAML allows only spaces for indentation. Replace the tab with spaces.' };
  }
  if (first.code === 'DUPLICATE_KEY') return duplicateKey(document, first.pos[0], at, positionOf);
  if (first.code === 'BAD_DQ_ESCAPE') {
    return {
      ...at,
      message:
        'This backslash (\\) in a value in double quotes starts no escape YAML knows. Write two backslashes (\\\\) for one, ' +
        "or quote the value with ' instead.",
    };
  }
  if (first.code === 'BAD_SCALAR_START' || first.code === 'TAG_RESOLVE_FAILED') {
    const value = source[at.line - 1].slice(at.column - 1).trim();
    return {
      ...at,
      message:
        `A value that starts with ${value[0]} must be in quotes, since YAML gives ${value[0]} a meaning of its own there. ` +
        `Write ${here.key ?? 'it'}: "${value.replace(/"/g, '\\"')}".`,
    };
  }
  const quote = openingQuote(source, first, lines, at.line);
  if (quote) return quote;
  const written = here.content.slice(here.keyColumn - here.indent);
  const keyExpected = first.code === 'MULTILINE_IMPLICIT_KEY' || (first.code === 'MISSING_CHAR' && /map values/.test(first.message));
  if (keyExpected && here.key === undefined && written !== '') {
    const [name, ...rest] = written.split(/\s+/);
    return {
      line: here.number,
      column: here.keyColumn + 1,
      message:
        `${quoted(written)} has no colon after the field's name. A field is written as its name, a colon and a space, ` +
        `then its value: write ${quoted(rest.length > 0 ? `${name}: ${rest.join(' ')}` : `${name}:`)}.`,
    };
  }
  if (first.code === 'BLOCK_AS_IMPLICIT_KEY' && /Nested mappings/.test(first.message)) {
    const value = source[at.line - 1].slice(at.column - 1).trim();
    if (/:(?:\s|$)/.test(value)) {
      return {
        ...at,
        message:
          `The value ${quoted(value)} contains a colon and a space, which YAML reads as the start of another field. Put the ` +
          `value in quotes: ${here.key ?? 'field'}: "${value.replace(/"/g, '\\"')}".`,
      };
    }
    // The line below is indented further than this value's field, so YAML took it for more of the value.
    const below = lines.find((line) => line.number > at.line);
    if (below) return misindented(below, lines) ?? unreadable(below);
  }
  return misindented(here, lines) ?? unreadable(here);
}

function unreadable(line: Line): SyntaxMistake {
  return {
    line: line.number,
    column: line.indent + 1,
    message:
      'YAML cannot read this line. Check its indentation against the lines above: fields that belong together start at the ' +
      'same column, and a field inside another is indented further. Put quotes around a value that contains ": " or ' +
      'starts with a character such as @, `, !, *, & or {.',
  };
}

/**
 * A line indented to no column of the lines above it, with the column it most likely meant: the nearest line above
 * of its kind (a list item's "-", or a field name) whose indentation is closest, up to the field that holds it.
 */
function misindented(line: Line, lines: readonly Line[]): SyntaxMistake | undefined {
  const column = line.item ? line.indent : line.keyColumn;
  let best: Line | undefined;
  const above = lines.filter((other) => other.number < line.number).reverse();
  for (const other of above) {
    const candidate = line.item ? (other.item ? other.indent : undefined) : other.key !== undefined ? other.keyColumn : undefined;
    const bestColumn = best && (line.item ? best.indent : best.keyColumn);
    if (candidate !== undefined && (bestColumn === undefined || Math.abs(candidate - column) < Math.abs(bestColumn - column))) best = other;
    if (other.keyColumn < column && other.key !== undefined) break;
  }
  if (!best) return undefined;
  const target = line.item ? best.indent : best.keyColumn;
  if (target === column) return undefined;
  if (line.item) {
    return {
      line: line.number,
      column: line.indent + 1,
      message:
        `This list item is indented by ${spaces(line.indent)}, and the item above it (line ${best.number}) by ` +
        `${spaces(target)}. The items of one list start at the same column: indent its "-" by ${spaces(target)}.`,
    };
  }
  const name = line.key === undefined ? 'This line' : quoted(line.key);
  return {
    line: line.number,
    column: line.keyColumn + 1,
    message:
      `${name} is indented by ${spaces(line.keyColumn)}, which lines up with nothing above it, so YAML cannot tell what ` +
      `it belongs to. Fields that belong together start at the same column: indent it by ${spaces(target)}, as ` +
      `${quoted(best.key!)} on line ${best.number} is.`,
  };
}

/** A quoted value that is not closed on its line, or that has more text after its closing quote. */
function openingQuote(source: readonly string[], error: YAMLError, lines: readonly Line[], errorLine: number): SyntaxMistake | undefined {
  const unclosed = error.code === 'MISSING_CHAR' && /^Missing closing/.test(error.message);
  if (!unclosed && error.code !== 'UNEXPECTED_TOKEN') return undefined;
  for (const line of lines) {
    if (line.number > errorLine) break;
    if (!unclosed && line.number !== errorLine) continue;
    const raw = source[line.number - 1];
    const valueAt = valueStart(raw, line);
    const mark = raw[valueAt];
    if (mark !== '"' && mark !== "'") continue;
    const rest = raw.slice(valueAt + 1);
    const close = mark === '"' ? /^(?:[^"\\]|\\.)*"/.exec(rest) : /^(?:[^']|'')*'/.exec(rest);
    const position = { line: line.number, column: valueAt + 1 };
    if (!close) {
      return {
        ...position,
        message:
          `This value opens with ${mark} and has no closing ${mark} on its line, so YAML reads on into the lines below as ` +
          `if they were part of it. Add the closing ${mark} at the end of the value.`,
      };
    }
    const after = rest.slice(close[0].length).trim();
    if (after !== '' && !after.startsWith('#')) {
      return {
        ...position,
        message:
          mark === '"'
            ? 'This value ends at its second " and more text follows it. To write " inside a value in double quotes, put a ' +
              'backslash before it (\\"), or quote the value with \' instead.'
            : "This value ends at its second ' and more text follows it. To write an apostrophe inside a value in single " +
              "quotes, double it (It''s), or quote the value with \" instead.",
      };
    }
  }
  return undefined;
}

/** Where a line's value starts: after its field's colon, or after an item's "- ". */
function valueStart(raw: string, line: Line): number {
  let at = line.keyColumn;
  if (line.key !== undefined) {
    const colon = raw.indexOf(':', at + line.key.length);
    at = colon + 1;
  }
  while (raw[at] === ' ') at++;
  return at;
}

function duplicateKey(
  document: Document.Parsed,
  offset: number,
  at: { line: number; column: number },
  positionOf: (offset: number) => { line: number; column: number },
): SyntaxMistake {
  let name: string | undefined;
  let firstLine: number | undefined;
  visit(document, {
    Map(_, map) {
      if (!isMap(map)) return;
      const second = map.items.find(({ key }) => isScalar(key) && key.range?.[0] === offset);
      if (!second || !isScalar(second.key)) return;
      name = String(second.key.value);
      const first = map.items.find(({ key }) => isScalar(key) && String(key.value) === name);
      if (first && isScalar(first.key) && first.key.range) firstLine = positionOf(first.key.range[0]).line;
      return visit.BREAK;
    },
  });
  const which = name === undefined ? 'This field' : quoted(name);
  const where = firstLine === undefined ? '' : ` (first on line ${firstLine})`;
  return {
    ...at,
    message:
      `${which} appears twice in the same mapping${where}. YAML keeps only one of them, so the content of the other ` +
      'would be lost without a word. Remove one of the two, or merge what they hold.',
  };
}
