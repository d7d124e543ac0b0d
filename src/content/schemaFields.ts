/**
 * The fields of a JSON Schema object, as the block catalogue and the block reference (docs/blocks.md) list them.
 * Plain data: the catalogue runs it in the browser.
 */

/** A schema node, with the keywords the block schemas use. */
export interface FieldSchema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: FieldSchema;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  examples?: unknown[];
}

export interface Field {
  /** `actions[].href` is the href of each entry of actions; `cta.href` the href of the cta object. */
  path: string;
  schema: FieldSchema;
  required: boolean;
}

const asWritten = (schema: FieldSchema) => schema;

/**
 * Every field of an object schema, each object's or list entry's own fields right after it. `resolve` turns a `$ref`
 * into the schema it names, for a listing that opens shared shapes too; by default they stay closed.
 */
export function schemaFields(object: FieldSchema, resolve: (schema: FieldSchema) => FieldSchema = asWritten, prefix = ''): Field[] {
  return Object.entries(object.properties ?? {}).flatMap(([name, schema]) => {
    const path = `${prefix}${name}`;
    const field = resolve(schema);
    const items = field.items && resolve(field.items);
    const inner = field.properties ? schemaFields(field, resolve, `${path}.`) : items?.properties ? schemaFields(items, resolve, `${path}[].`) : [];
    return [{ path, schema, required: object.required?.includes(name) ?? false }, ...inner];
  });
}

/** What kind of value a field holds, whatever shows it: the catalogue, the block reference, the editor's form. */
export type ValueKind = 'fixed' | 'choice' | 'link' | 'group' | 'list' | 'yes-no' | 'whole number' | 'number' | 'text' | 'any';

/** The kind of a resolved field. */
export function valueKind(field: FieldSchema): ValueKind {
  if (field.const !== undefined) return 'fixed';
  if (field.enum) return 'choice';
  if (field.format === 'link') return 'link';
  const type = Array.isArray(field.type) ? field.type[0] : field.type;
  if (type === 'object' || field.properties) return 'group';
  if (type === 'array') return 'list';
  if (type === 'boolean') return 'yes-no';
  if (type === 'integer') return 'whole number';
  if (type === 'number') return 'number';
  return type === 'string' ? 'text' : 'any';
}
