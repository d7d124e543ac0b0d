/**
 * The JSON Schemas the editor builds its forms from: the page envelope's, the shared definitions and each block's,
 * read as the block catalogue reads them.
 */
import { distance } from 'fastest-levenshtein';
import commonSchema from '../../schemas/common.schema.json';
import pageSchema from '../../schemas/page.schema.json';
import { valueKind, type FieldSchema } from '../content/schemaFields';
import { schemaIndex } from '../content/schemaIndex';
import type { Block } from '../generated/schema-types';
import type { Data } from './editModel';

export interface BlockSchema extends FieldSchema {
  properties: Record<string, FieldSchema> & { type: { const: Block['type']; title?: string } };
  examples?: Block[];
}

const schemaFiles = import.meta.glob<BlockSchema>('../../schemas/blocks/*.schema.json', { eager: true, import: 'default' });

export const blockSchemas: Map<string, BlockSchema> = new Map(
  Object.values(schemaFiles)
    .map((schema) => [schema.properties.type.const, schema] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

export const page = pageSchema as unknown as FieldSchema;

const schemas = schemaIndex([page, commonSchema, ...blockSchemas.values()]);

/** The schema a `$ref` names, relative to the schema file it is written in. */
export const resolve = (schema: FieldSchema): FieldSchema => schemas.resolve(schema);

/** How a field is edited. */
export type FieldKind = 'text' | 'longText' | 'number' | 'boolean' | 'choice' | 'link' | 'picture' | 'object' | 'list' | 'fixed';

const LONG_TEXT_FIELDS = new Set(['p', 'lead', 'text', 'description', 'excerpt', 'summary', 'answer', 'quote', 'body']);

export function fieldKind(name: string, schema: FieldSchema, value: Data | undefined): FieldKind {
  const field = resolve(schema);
  const kind = valueKind(field);
  if (kind === 'fixed' || kind === 'choice' || kind === 'link' || kind === 'list') return kind;
  if (kind === 'group') return 'object';
  if (kind === 'yes-no') return 'boolean';
  if (kind === 'whole number' || kind === 'number') return 'number';
  if (name === 'src' || (typeof value === 'string' && /^\/images\//.test(value))) return 'picture';
  const isLong = LONG_TEXT_FIELDS.has(name) || field.title === 'Text' || (typeof value === 'string' && (value.length > 70 || value.includes('\n')));
  return isLong ? 'longText' : 'text';
}

/** A value to start a new field or list item with: the schema's default, example or the least that fits its kind. */
export function newValue(schema: FieldSchema): Data {
  const field = resolve(schema);
  if (field.default !== undefined) return field.default as Data;
  switch (valueKind(field)) {
    case 'fixed':
      return field.const as Data;
    case 'choice':
      return field.enum![0] as Data;
    case 'link':
      return '/';
    case 'group': {
      const required = field.required ?? [];
      // A node that is one of several shapes (a prose entry) starts as its first shape.
      const keys = required.length > 0 ? required : Object.keys(field.properties ?? {}).slice(0, 1);
      return Object.fromEntries(keys.map((key) => [key, newValue(field.properties![key])]));
    }
    case 'list':
      return field.items && (field.minItems ?? 0) > 0 ? [newValue(field.items)] : [];
    case 'yes-no':
      return false;
    case 'whole number':
    case 'number':
      return field.minimum ?? 0;
    default:
      return typeof field.examples?.[0] === 'string' ? field.examples[0] : 'New text';
  }
}

/** A new block: the first example in its schema, which the block catalogue shows too. */
export function newBlock(type: string): Data {
  const schema = blockSchemas.get(type)!;
  return structuredClone((schema.examples?.[0] as unknown as Data) ?? newValue(schema));
}

/**
 * The block types to offer a block whose type the site does not have, best guesses first: the types its type is a
 * misspelling of, nearest first (as the checker's "Did you mean" finds them), then those whose schemas have the most
 * of its fields.
 */
export function likelyBlockTypes(block: Record<string, unknown>): string[] {
  const written = String(block.type ?? '');
  const fields = Object.keys(block).filter((name) => name !== 'type' && name !== 'id');
  const misspelling = (type: string) => {
    const apart = distance(written, type);
    return apart <= Math.max(2, Math.floor(written.length / 3)) ? apart : Number.POSITIVE_INFINITY;
  };
  const shared = (type: string) => fields.filter((name) => Object.hasOwn(blockSchemas.get(type)!.properties, name)).length;
  // Two types neither is a misspelling of compare as NaN, which || passes over to their fields.
  return [...blockSchemas.keys()].sort((a, b) => misspelling(a) - misspelling(b) || shared(b) - shared(a) || a.localeCompare(b));
}

/** The page fields besides blocks that the form shows: meta always, the collection's own fields when the page has them. */
export const PAGE_SECTIONS = ['meta', 'article', 'industry', 'job', 'breadcrumbs'] as const;

export function pageFieldSchema(name: (typeof PAGE_SECTIONS)[number]): FieldSchema {
  return page.properties![name];
}

/** "relatedArticles" reads "Related articles". */
export function labelOf(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
