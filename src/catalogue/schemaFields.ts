import { schemaFields, valueKind, type FieldSchema } from '../content/schemaFields';
import type { SchemaIndex } from '../content/schemaIndex';

/** A block schema's fields as rows of a table: `actions[].href` is the href of each entry of actions. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** Longer lists of allowed values (icon names) are counted, not spelled out. */
const MAX_LISTED_VALUES = 6;

function range(min: number | undefined, max: number | undefined, noun?: readonly [string, string]): string {
  const bounds =
    min !== undefined && max !== undefined ? (min === max ? `${min}` : `${min}–${max}`)
    : min !== undefined ? `at least ${min}`
    : max !== undefined ? `at most ${max}`
    : '';
  if (!bounds || !noun) return bounds;
  return `${bounds} ${(max ?? min) === 1 ? noun[0] : noun[1]}`;
}

/** The type of a field's values, such as `Action[]` or `"tip" | "info"`; counts and bounds come separately. */
function typeOf(schema: FieldSchema, schemas: SchemaIndex): string {
  const named = schema.$ref ? schemas.resolve(schema).title : undefined;
  const field = schemas.resolve(schema);
  const kind = valueKind(field);
  if (kind === 'fixed') return JSON.stringify(field.const);
  if (kind === 'choice') {
    return field.enum!.length <= MAX_LISTED_VALUES
      ? field.enum!.map((value) => JSON.stringify(value)).join(' | ')
      : `${named ?? 'string'} (one of ${field.enum!.length} values)`;
  }
  if (named) return named;
  if (kind === 'list') return `${field.items ? typeOf(field.items, schemas) : 'any'}[]`;
  return Array.isArray(field.type) ? field.type.join(' | ') : (field.type ?? 'any');
}

function typeWithBounds(schema: FieldSchema, schemas: SchemaIndex): string {
  const field = schemas.resolve(schema);
  const bounds = valueKind(field) === 'list' ? range(field.minItems, field.maxItems, ['item', 'items']) : range(field.minimum, field.maximum);
  return bounds ? `${typeOf(schema, schemas)}, ${bounds}` : typeOf(schema, schemas);
}

function describe(schema: FieldSchema, schemas: SchemaIndex): string {
  const field = schemas.resolve(schema);
  const description = schema.description ?? field.description ?? '';
  if (field.default === undefined) return description;
  return `${description}${description ? ' ' : ''}Default: ${JSON.stringify(field.default)}.`;
}

/** Every field of a block, nested ones after their parent, except `type`, which names the block. */
export function blockFields(block: FieldSchema, schemas: SchemaIndex): FieldRow[] {
  return schemaFields(block, (schema) => schemas.resolve(schema))
    .filter(({ path }) => path !== 'type')
    .map(({ path, schema, required }) => ({ name: path, type: typeWithBounds(schema, schemas), required, description: describe(schema, schemas) }));
}
