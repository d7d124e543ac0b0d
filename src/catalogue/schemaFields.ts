import { resolveRef, schemaFields, valueKind, type FieldSchema } from '../content/schemaFields';

/** A block schema's fields as rows of a table: `actions[].href` is the href of each entry of actions. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface CommonSchema {
  definitions: Record<string, FieldSchema>;
}

/** Longer lists of allowed values (icon names) are counted, not spelled out. */
const MAX_LISTED_VALUES = 6;

/** Block schemas refer only to definitions of common.schema.json, which refer to each other. */
const resolve = (schema: FieldSchema, common: CommonSchema) => resolveRef(schema, { common: common.definitions });

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
function typeOf(schema: FieldSchema, common: CommonSchema): string {
  const named = schema.$ref ? resolve(schema, common).title : undefined;
  const field = resolve(schema, common);
  const kind = valueKind(field);
  if (kind === 'fixed') return JSON.stringify(field.const);
  if (kind === 'choice') {
    return field.enum!.length <= MAX_LISTED_VALUES
      ? field.enum!.map((value) => JSON.stringify(value)).join(' | ')
      : `${named ?? 'string'} (one of ${field.enum!.length} values)`;
  }
  if (named) return named;
  if (kind === 'list') return `${field.items ? typeOf(field.items, common) : 'any'}[]`;
  return Array.isArray(field.type) ? field.type.join(' | ') : (field.type ?? 'any');
}

function typeWithBounds(schema: FieldSchema, common: CommonSchema): string {
  const field = resolve(schema, common);
  const bounds = valueKind(field) === 'list' ? range(field.minItems, field.maxItems, ['item', 'items']) : range(field.minimum, field.maximum);
  return bounds ? `${typeOf(schema, common)}, ${bounds}` : typeOf(schema, common);
}

function describe(schema: FieldSchema, common: CommonSchema): string {
  const field = resolve(schema, common);
  const description = schema.description ?? field.description ?? '';
  if (field.default === undefined) return description;
  return `${description}${description ? ' ' : ''}Default: ${JSON.stringify(field.default)}.`;
}

/** Every field of a block, nested ones after their parent, except `type`, which names the block. */
export function blockFields(block: FieldSchema, common: CommonSchema): FieldRow[] {
  return schemaFields(block, (schema) => resolve(schema, common))
    .filter(({ path }) => path !== 'type')
    .map(({ path, schema, required }) => ({ name: path, type: typeWithBounds(schema, common), required, description: describe(schema, common) }));
}
