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

/** The definitions a `$ref` may name: common.schema.json's, and the page schema's own (for the page envelope). */
export interface SchemaDefinitions {
  common: Record<string, FieldSchema>;
  page?: Record<string, FieldSchema>;
}

/**
 * The schema a `$ref` names, followed to the end, with the referring schema's own description kept: block schemas
 * refer to common.schema.json, the page schema and common.schema.json to their own definitions as well.
 */
export function resolveRef(schema: FieldSchema, definitions: SchemaDefinitions): FieldSchema {
  if (!schema.$ref) return schema;
  const [file, name] = schema.$ref.split('#/definitions/');
  const target = file.endsWith('common.schema.json') ? definitions.common[name] : (definitions.page?.[name] ?? definitions.common[name]);
  if (!target) throw new Error(`${schema.$ref} names no definition.`);
  const resolved = resolveRef(target, definitions);
  return schema.description ? { ...resolved, description: schema.description } : resolved;
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
