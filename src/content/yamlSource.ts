import { isAlias, isMap, isNode, isScalar, LineCounter, parseAllDocuments, visit, type Document } from 'yaml';
import type { Problem } from './problems.ts';

/** A parsed YAML file that remembers where every value came from. */
export interface YamlSource {
  file: string;
  document: Document.Parsed;
  lineCounter: LineCounter;
  text: string;
  data: unknown;
}

export interface Position {
  line: number;
  column: number;
}

/** Enough aliases for honest reuse of an anchor, far too few for a "billion laughs" expansion. */
const MAX_ALIAS_COUNT = 100;

export function parseYaml(file: string, text: string): { source?: YamlSource; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const problem = (offset: number, message: string): Problem => ({
    file,
    ...positionOf(lineCounter, offset),
    path: '',
    message,
    severity: 'error',
  });

  const documents = parseAllDocuments(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const list = Array.isArray(documents) ? documents : [];
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
    problems.push(
      problem(
        0,
        'The file is empty. Every file under pages/ is a page, and a page needs at least "meta" and "blocks". ' +
          'Fill it in (npm run new prints a starting point), or delete the file.',
      ),
    );
    return { problems };
  }

  // One mistake often makes the parser stumble several times on the same line; the first report is the useful one.
  const reportedLines = new Set<number>();
  for (const error of [...document.errors, ...document.warnings]) {
    const reported = problem(error.pos[0], describeYamlError(error.code, error.message));
    if (reportedLines.has(reported.line)) continue;
    reportedLines.add(reported.line);
    problems.push(reported);
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

function describeYamlError(code: string, message: string): string {
  const summary = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  switch (code) {
    case 'DUPLICATE_KEY':
      return (
        'This key appears twice in the same mapping. YAML keeps only one of them, so the content of the other would be ' +
        'lost without a word. Remove one of the two, or merge what they hold.'
      );
    case 'TAB_AS_INDENT':
      return 'This line is indented with a tab. YAML allows only spaces for indentation. Replace the tab with spaces.';
    default:
      return (
        `The YAML cannot be read here: ${summary}. Check the indentation of this line against the line above, and put ` +
        'quotes around any value that contains ": " or starts with a character such as @, `, *, & or {.'
      );
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
export function positionOfPath(source: YamlSource, path: readonly (string | number)[]): Position {
  for (let length = path.length; length >= 0; length--) {
    const node = source.document.getIn(path.slice(0, length), true);
    if (isNode(node) && node.range) return positionOf(source.lineCounter, node.range[0]);
  }
  return { line: 1, column: 1 };
}

/** The position of the key `key` inside the mapping at `path`, for problems about the key itself. */
export function positionOfKey(source: YamlSource, path: readonly (string | number)[], key: string): Position {
  const parent = source.document.getIn(path, true);
  if (isMap(parent)) {
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (pair && isNode(pair.key) && pair.key.range) return positionOf(source.lineCounter, pair.key.range[0]);
  }
  return positionOfPath(source, path);
}
