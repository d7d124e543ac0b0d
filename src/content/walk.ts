import type { Segment } from './problems.ts';

/**
 * Calls `visit` for every value in parsed YAML data, parents before children, with the keys and indexes that lead to
 * it. The path is one array, extended and shortened on the way down (copying it at every node would show on a large
 * site), so a caller that keeps it copies it.
 */
export function forEachValue(data: unknown, visit: (value: unknown, path: readonly Segment[]) => void): void {
  const path: Segment[] = [];
  const walk = (value: unknown) => {
    visit(value, path);
    if (typeof value !== 'object' || value === null) return;
    const entries: [Segment, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
    for (const [key, item] of entries) {
      path.push(key);
      walk(item);
      path.pop();
    }
  };
  walk(data);
}
