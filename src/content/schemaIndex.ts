/**
 * The one way to follow a JSON Schema `$ref`: as ajv does, by URL, relative to the `$id` of the file that holds it.
 * The translation check, the block catalogue, the block reference and the editor's form all read schemas through it.
 * Plain data and `URL`: it runs in Node and in the browser.
 */

/** A schema node, as far as following its `$ref` goes. */
export interface SchemaNode {
  $id?: string;
  $ref?: string;
  description?: string;
}

export interface SchemaIndex {
  /** The schema file with this `$id`. */
  file(id: string): SchemaNode | undefined;
  /**
   * The schema `node` stands for once its `$ref`s are followed to the end, relative to the file `node` is in, with
   * the referring node's own description kept (a field's description says more than its shared shape's).
   */
  resolve<Node extends SchemaNode>(node: Node): Node;
}

/** Every schema file by its `$id`, each of their nodes knowing which file it is in. */
export function schemaIndex(files: Iterable<SchemaNode>): SchemaIndex {
  const byId = new Map<string, SchemaNode>();
  const baseOf = new WeakMap<object, string>();
  const markBase = (value: unknown, base: string) => {
    if (typeof value !== 'object' || value === null) return;
    baseOf.set(value, base);
    for (const inner of Object.values(value)) markBase(inner, base);
  };
  for (const file of files) {
    if (!file.$id) throw new Error(`A schema file without an "$id" cannot be referred to: give it one (${JSON.stringify(file).slice(0, 80)}...).`);
    byId.set(file.$id, file);
    markBase(file, file.$id);
  }

  // Every value of every document is looked up, and parsing the same few hundred references each time took most of
  // the translation check's time.
  const resolved = new WeakMap<object, SchemaNode>();

  function follow(node: SchemaNode): SchemaNode {
    const base = baseOf.get(node);
    if (base === undefined) throw new Error(`The schema node ${JSON.stringify(node)} is in none of the schema files given to schemaIndex.`);
    const url = new URL(node.$ref!, base);
    const file = byId.get(`${url.origin}${url.pathname}`);
    if (!file) throw new Error(`The schema ${base} refers to ${node.$ref}, which no schema file is.`);
    const pointer = url.hash.replace(/^#\/?/, '');
    const target = pointer ? pointer.split('/').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], file) : file;
    if (typeof target !== 'object' || target === null) throw new Error(`The schema ${base} refers to ${node.$ref}, which names nothing.`);
    const end = resolve(target as SchemaNode);
    return node.description ? { ...end, description: node.description } : end;
  }

  function resolve<Node extends SchemaNode>(node: Node): Node {
    if (!node.$ref) return node;
    let found = resolved.get(node);
    if (!found) resolved.set(node, (found = follow(node)));
    return found as Node;
  }

  return { file: (id) => byId.get(id), resolve };
}
