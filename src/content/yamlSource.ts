import { CORE_SCHEMA, load as readQuickly } from 'js-yaml';
import { isAlias, isMap, isNode, isScalar, LineCounter, parseAllDocuments, visit, type Document } from 'yaml';
import type { Problem, Segment } from './problems.ts';
import { plainPositionOf } from './plainPositions.ts';
import { describeSyntaxMistake } from './yamlSyntax.ts';

/**
 * A parsed YAML file that can say where every value came from. Its syntax tree (`document`, `lineCounter`) is built
 * on first use: most documents have no problem to point at, and never need it, and in plain YAML most places are
 * found without it (./plainPositions.ts).
 */
export interface YamlSource {
  file: string;
  readonly document: Document.Parsed;
  readonly lineCounter: LineCounter;
  text: string;
  data: unknown;
  /** Whether the text reads as plain YAML (mayReadQuickly), whose lines tell where most values are. */
  plain?: boolean;
}

/**
 * Text the quick reader leaves to the full one: tabs, anchors (so an alias can never multiply content), tags and
 * document markers, which yaml checks and explains. An alias without an anchor fails the quick reader, and goes to yaml
 * too. A false alarm, such as "&x" in prose, only costs the quick path.
 */
const NEEDS_FULL_READ = /\t|(?:^|[:?,[{-])[ ]*&\S|(?:[:?-][ ]+|[[{][ ]*)!\S|^(?:---|\.\.\.)/m;

export interface Position {
  line: number;
  column: number;
}

/** Enough aliases for honest reuse of an anchor, far too few for a "billion laughs" expansion. */
const MAX_ALIAS_COUNT = 100;

/**
 * Reads one YAML file. A plain document that reads cleanly takes the quick path (js-yaml, several times faster than
 * building yaml's syntax tree); anything else, and every file with a problem, is read by yaml, which reports each
 * problem with its line and column.
 */
export function parseYaml(file: string, text: string): { source?: YamlSource; problems: Problem[] } {
  if (mayReadQuickly(text)) {
    try {
      const data = readQuickly(text, { schema: CORE_SCHEMA });
      if (data && typeof data === 'object' && !Array.isArray(data)) return { source: lazySource(file, text, data, true), problems: [] };
    } catch {
      // The full reader finds the same mistake and says where it is.
    }
  }
  return readFully(file, text);
}

export function mayReadQuickly(text: string): boolean {
  return !NEEDS_FULL_READ.test(text);
}

function syntaxTree(text: string) {
  const lineCounter = new LineCounter();
  const documents = parseAllDocuments(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  return { lineCounter, documents: Array.isArray(documents) ? documents : [] };
}

function lazySource(file: string, text: string, data: unknown, plain = mayReadQuickly(text)): YamlSource {
  let tree: { document: Document.Parsed; lineCounter: LineCounter } | undefined;
  const read = () => {
    if (!tree) {
      const { lineCounter, documents } = syntaxTree(text);
      tree = { lineCounter, document: documents[0] };
    }
    return tree;
  };
  return {
    file,
    text,
    data,
    plain,
    get document() {
      return read().document;
    },
    get lineCounter() {
      return read().lineCounter;
    },
  };
}

/** A line git writes around the two sides of a conflicting merge. */
const MERGE_MARKER = /^(?:<{7}|={7}|>{7})(?: |$)/m;

/** Reads a file with yaml alone, building its syntax tree at once. */
export function readFully(file: string, text: string): { source?: YamlSource; problems: Problem[] } {
  const { lineCounter, documents: list } = syntaxTree(text);
  const problem = (offset: number, message: string): Problem => ({
    file,
    ...positionOf(lineCounter, offset),
    path: '',
    message,
    severity: 'error',
  });
  const problems: Problem[] = [];

  if (list.length > 1) {
    problems.push(
      problem(
        list[1].range[0],
        `This file holds ${list.length} YAML documents separated by "---". A page file holds exactly one, and the ` +
          `others would be silently ignored. Remove the "---" line here, or move what follows it into a file of its own.`,
      ),
    );
  }

  const document = list[0];
  if (!document || document.contents === null) {
    const language = /^translations\/([^/]+)\//.exec(file)?.[1];
    if (language === undefined) {
      problems.push(problem(0, 'The file is empty. Every file under pages/ is a page, and a page needs at least "meta" and "blocks". ' +
        'Fill it in (npm run new prints a starting point), or delete the file.'));
    } else {
      problems.push({
        ...problem(0, 'The file is empty, so it gives no words. Fill it in (`npm run translations -- --fill ' +
          `${language}\` writes each field of a page with the English to translate), or delete the file.`),
        editorMessage: 'The translation file is empty, so every field shows in English. Type a translation into any field and save.',
      });
    }
    return { problems };
  }

  const marker = MERGE_MARKER.exec(text);
  if (marker && document.errors.length > 0) {
    problems.push(
      problem(
        marker.index,
        'A merge conflict was left here: git wrote the lines "<<<<<<<", "=======" and ">>>>>>>" around two versions of ' +
          'the same lines. Keep the version you want, delete the other and the three marker lines, and save.',
      ),
    );
    return { problems };
  }

  const errors = [...document.errors, ...document.warnings];
  // One mistake makes the parser stumble on many lines below it; the mistake is reported once, where it was made.
  if (errors.length > 0) {
    const mistake = describeSyntaxMistake(text, document, errors, (offset) => positionOf(lineCounter, offset));
    problems.push({ file, line: mistake.line, column: mistake.column, path: '', message: mistake.message, severity: 'error' });
  }
  if (problems.length > 0) return { problems };

  try {
    const data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
    return { source: { file, document, lineCounter, text, data }, problems };
  } catch (error) {
    if (error instanceof ReferenceError) {
      return {
        problems: [
          problem(
            firstAliasOffset(document),
            `The aliases in this file expand to more than ${MAX_ALIAS_COUNT} copies, which looks like an alias bomb ` +
              'and would make every build slow or run out of memory. Write the repeated content out, or reuse an anchor fewer times.',
          ),
        ],
      };
    }
    throw error;
  }
}

function firstAliasOffset(document: Document.Parsed): number {
  let offset = 0;
  visit(document, {
    Alias(_, node) {
      if (isAlias(node) && node.range) {
        offset = node.range[0];
        return visit.BREAK;
      }
    },
  });
  return offset;
}

export function positionOf(lineCounter: LineCounter, offset: number): Position {
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col };
}

/** The position of the value at `path`, or of the deepest part of the path that exists. */
export function positionOfPath(source: YamlSource, path: readonly Segment[]): Position {
  const plain = source.plain ? plainPositionOf(source.text, path) : undefined;
  if (plain) return plain;
  for (let length = path.length; length >= 0; length--) {
    const node = source.document.getIn(path.slice(0, length), true);
    if (isNode(node) && node.range) return positionOf(source.lineCounter, node.range[0]);
  }
  return { line: 1, column: 1 };
}

/** The position of the key `key` inside the mapping at `path`, for problems about the key itself. */
export function positionOfKey(source: YamlSource, path: readonly Segment[], key: string): Position {
  const plain = source.plain ? plainPositionOf(source.text, [...path, key], 'key') : undefined;
  if (plain) return plain;
  const parent = source.document.getIn(path, true);
  if (isMap(parent)) {
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (pair && isNode(pair.key) && pair.key.range) return positionOf(source.lineCounter, pair.key.range[0]);
  }
  return positionOfPath(source, path);
}

/** Where a link written inside text as [words](href) starts: its href within the string at `path`. */
export function positionOfInlineLink(source: YamlSource, path: readonly Segment[], href: string): Position {
  const node = source.document.getIn(path, true);
  if (!isScalar(node) || !node.range) return positionOfPath(source, path);
  const [start, end] = node.range;
  const offset = source.text.indexOf(`](${href}`, start);
  return positionOf(source.lineCounter, offset >= start && offset < end ? offset + 2 : start);
}

/** The position of the value at `path` in a parsed file (of the link `inlineHref` inside it, when given). */
export function locateIn(source: YamlSource, path: readonly Segment[], inlineHref?: string): Position {
  return inlineHref === undefined ? positionOfPath(source, path) : positionOfInlineLink(source, path, inlineHref);
}

/**
 * Finds positions in files on demand. A syntax tree takes about twelve times its text's memory (137 KB for an industry
 * page), so only the last file's is kept: a site whose thousands of pages share a description would otherwise hold a
 * tree per page until the check ends. Each answer is remembered instead, so the same place asked for again (the same
 * stale English, once per language) re-reads nothing.
 */
export function fileLocator(readText: (file: string) => string): (file: string, path: readonly Segment[], inlineHref?: string) => Position {
  const answers = new Map<string, Position>();
  let last: YamlSource | undefined;
  return (file, path, inlineHref) => {
    const question = JSON.stringify([file, path, inlineHref]);
    let answer = answers.get(question);
    if (!answer) {
      // Only files that passed their checks are located here, so their syntax tree is all that is needed.
      if (last?.file !== file) last = lazySource(file, readText(file), undefined);
      answer = locateIn(last, path, inlineHref);
      answers.set(question, answer);
    }
    return answer;
  };
}
