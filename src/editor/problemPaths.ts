import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { formatPath, type Segment } from '../content/problems';
import type { ApiProblem } from './api';

/**
 * The path of the value written at a line and column of a YAML text, `blocks[0].actions[0].href`: some problems
 * (a link that lands nowhere) name only where they are in the file, and the editor shows each problem on its field.
 */
export function pathAt(text: string, line: number, column: number): string {
  const lines = text.split('\n');
  const offset = lines.slice(0, line - 1).reduce((sum, current) => sum + current.length + 1, 0) + column - 1;
  const segments: Segment[] = [];
  const contains = (node: unknown) => (node as Node | null)?.range !== undefined && (node as Node).range![0] <= offset && offset <= (node as Node).range![1];
  let node: unknown = parseDocument(text).contents;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((item) => contains(item.value) || contains(item.key));
      if (!pair || !isScalar(pair.key)) break;
      segments.push(String(pair.key.value));
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex(contains);
      if (index === -1) break;
      segments.push(index);
      node = node.items[index];
    } else break;
  }
  return formatPath(segments);
}

/** The problems, each of this file's with the path of the field it concerns. */
export function withPaths(problems: ApiProblem[], file: string, text: string): ApiProblem[] {
  return problems.map((problem) => (problem.file === file && problem.path === '' && problem.line > 0 ? { ...problem, path: pathAt(text, problem.line, problem.col) } : problem));
}
