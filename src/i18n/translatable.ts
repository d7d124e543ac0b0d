/**
 * Which values of a document a translation gives: its strings whose schema marks them translatable. A string is
 * translatable unless its schema says `"x-translate": false`, or it is a name the code reads rather than words a
 * visitor reads: a constant, one of a list (`enum`), or a string with a `format` or `pattern` (links, anchors, codes).
 */
import type { Segment } from '../content/problems.ts';
import type { SchemaIndex, SchemaNode } from '../content/schemaIndex.ts';

interface Node extends SchemaNode {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  'x-translate'?: boolean;
  properties?: Record<string, Node>;
  items?: Node;
  oneOf?: Node[];
  discriminator?: { propertyName: string };
}

export interface TranslatableString {
  path: Segment[];
  value: string;
}

export function isTranslatable(node: Node): boolean {
  if (node['x-translate'] !== undefined) return node['x-translate'];
  return node.const === undefined && node.enum === undefined && node.format === undefined && node.pattern === undefined;
}

/**
 * The translatable strings of `data`, a document valid against the schema `schemaId`, in document order. `data` is
 * assumed valid: a value the schema does not describe is skipped.
 */
export function translatableStrings(data: unknown, schemaId: string, schemas: SchemaIndex): TranslatableString[] {
  const out: TranslatableString[] = [];
  const root = schemas.file(schemaId);
  if (!root) throw new Error(`No schema has the id ${schemaId}.`);
  const path: Segment[] = [];
  const walk = (value: unknown, at: Node) => {
    const node = schemas.resolve(at);
    if (node.oneOf) {
      const key = node.discriminator?.propertyName;
      const tag = key && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      const branch = node.oneOf.map((option) => schemas.resolve(option)).find((option) => option.properties?.[key!]?.const === tag);
      if (branch) walk(value, branch);
      return;
    }
    if (typeof value === 'string') {
      if (isTranslatable(node)) out.push({ path: [...path], value });
      return;
    }
    if (Array.isArray(value)) {
      if (!node.items) return;
      value.forEach((item, position) => {
        path.push(position);
        walk(item, node.items!);
        path.pop();
      });
      return;
    }
    if (typeof value === 'object' && value !== null && node.properties) {
      for (const [key, item] of Object.entries(value)) {
        const property = node.properties[key];
        if (!property) continue;
        path.push(key);
        walk(item, property);
        path.pop();
      }
    }
  };
  walk(data, root as Node);
  return out;
}
