/**
 * An error stops the build; a warning stops it under --strict (as in CI); a notice is listed and never stops it (a
 * missing or stale translation in a language not yet declared complete).
 */
export type Severity = 'error' | 'warning' | 'notice';

/** One thing wrong with the content, located in the file an author edits. */
export interface Problem {
  file: string;
  line: number;
  column: number;
  /** Where in the document, for example `blocks[3].cta.href`; empty for the document itself. */
  path: string;
  message: string;
  severity: Severity;
  /**
   * The message as the visual editor shows it, where the command line's words mean nothing there (a file's line and
   * column, a command to run): what is wrong, and what to do in the editor.
   */
  editorMessage?: string;
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.column}`;
  const label = problem.severity === 'error' ? '' : `${problem.severity}: `;
  return problem.path ? `${where}  ${label}${problem.path}: ${problem.message}` : `${where}  ${label}${problem.message}`;
}

/** A place in a document: the keys and indexes from its root. */
export type Segment = string | number;

export function formatPath(segments: readonly Segment[]): string {
  return segments.reduce<string>(
    (out, segment) => (typeof segment === 'number' ? `${out}[${segment}]` : out ? `${out}.${segment}` : segment),
    '',
  );
}

const PATH_SYNTAX = /^(?:[^.[\]]+|\[\d+\])(?:\.[^.[\]]+|\[\d+\])*$/;

/**
 * Reads a path as `formatPath` writes it: `blocks[3].cta.href` is ['blocks', 3, 'cta', 'href'], and '' the document;
 * undefined for text that is no such path.
 */
export function parsePath(path: string): Segment[] | undefined {
  if (path === '') return [];
  if (!PATH_SYNTAX.test(path)) return undefined;
  return [...path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? key : Number(index)));
}

export function byLocation(a: Problem, b: Problem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;
}
