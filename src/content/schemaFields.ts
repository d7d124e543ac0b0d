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
