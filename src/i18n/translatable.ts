/**
 * Which values of a document a translation gives: its strings whose schema marks them translatable. A string is
 * translatable unless its schema says `"x-translate": false`, or it is a name the code reads rather than words a
 * visitor reads: a constant, one of a list (`enum`), or a string with a `format` or `pattern` (links, anchors, codes).
 */
import type { Segment } from '../content/problems.ts';
import type { JsonSchema, SchemaSet } from '../content/schemas.ts';

interface Node {
  $id?: string;
  $ref?: string;
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

/** A schema node with the address its `$ref`s are relative to. */
interface Located {
  node: Node;
  base: string;
}

export interface TranslatableString {
  path: Segment[];
  value: string;
}

/** Every schema by its `$id`, to follow `$ref`s between files. */
export function schemaIndex(schemas: SchemaSet): Map<string, JsonSchema> {
  return new Map([...schemas.files.values()].map((schema) => [schema.$id!, schema]));
}

/**
 * Where each schema node, read from a base, leads once its `$ref`s are followed: by index, node and base. Every value of
 * every document is looked up, and parsing the same few hundred references again each time took most of the time.
 */
const resolutions = new WeakMap<Map<string, JsonSchema>, WeakMap<Node, Map<string, Located>>>();

function resolve(at: Located, index: Map<string, JsonSchema>): Located {
  if (!at.node.$ref) return at;
  let byNode = resolutions.get(index);
  if (!byNode) resolutions.set(index, (byNode = new WeakMap()));
  let byBase = byNode.get(at.node);
  if (!byBase) byNode.set(at.node, (byBase = new Map()));
  let resolved = byBase.get(at.base);
  if (!resolved) byBase.set(at.base, (resolved = followReferences(at, index)));
  return resolved;
}

function followReferences({ node, base }: Located, index: Map<string, JsonSchema>): Located {
  let current = { node, base };
  while (current.node.$ref) {
    const url = new URL(current.node.$ref, current.base);
    const file = index.get(`${url.origin}${url.pathname}`);
    if (!file) throw new Error(`The schema ${current.base} refers to ${current.node.$ref}, which no schema file is.`);
    const pointer = url.hash.replace(/^#\/?/, '');
    const target = pointer ? pointer.split('/').reduce<unknown>((at, key) => (at as Record<string, unknown>)?.[key], file) : file;
    if (!target) throw new Error(`The schema ${current.base} refers to ${current.node.$ref}, which names nothing.`);
    current = { node: target as Node, base: `${url.origin}${url.pathname}` };
  }
  return current;
}

export function isTranslatable(node: Node): boolean {
  if (node['x-translate'] !== undefined) return node['x-translate'];
  return node.const === undefined && node.enum === undefined && node.format === undefined && node.pattern === undefined;
}

/**
 * The translatable strings of `data`, a document valid against the schema `schemaId`, in document order. `data` is
 * assumed valid: a value the schema does not describe is skipped.
 */
export function translatableStrings(data: unknown, schemaId: string, index: Map<string, JsonSchema>): TranslatableString[] {
  const out: TranslatableString[] = [];
  const root = index.get(schemaId);
  if (!root) throw new Error(`No schema has the id ${schemaId}.`);
  const path: Segment[] = [];
  const walk = (value: unknown, at: Located) => {
    const { node, base } = resolve(at, index);
    if (node.oneOf) {
      const key = node.discriminator?.propertyName;
      const tag = key && typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
      const branch = node.oneOf.map((option) => resolve({ node: option, base }, index)).find((option) => option.node.properties?.[key!]?.const === tag);
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
        walk(item, { node: node.items!, base });
        path.pop();
      });
      return;
    }
    if (typeof value === 'object' && value !== null && node.properties) {
      for (const [key, item] of Object.entries(value)) {
        const property = node.properties[key];
        if (!property) continue;
        path.push(key);
        walk(item, { node: property, base });
        path.pop();
      }
    }
  };
  walk(data, { node: root as Node, base: schemaId });
  return out;
}
