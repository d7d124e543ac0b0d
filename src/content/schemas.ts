import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export const SCHEMA_BASE = 'https://ringwell.ai/schemas/';
export const PAGE_SCHEMA_ID = `${SCHEMA_BASE}page.schema.json`;
export const SITE_SCHEMA_ID = `${SCHEMA_BASE}site.schema.json`;
export const STRINGS_SCHEMA_ID = `${SCHEMA_BASE}strings.schema.json`;

/** Every link an author writes must pass this: a site path, an anchor, https, mailto or tel. */
export const ALLOWED_LINK =
  /^(?:https:\/\/[^\s/]+[^\s]*|\/(?!\/)[^\s]*|#[a-z][a-z0-9-]*|mailto:(?:[^\s@{}]+@[^\s@{}?]+|\{(?:email|careersEmail)\})(?:\?[^\s]*)?|tel:\+?[0-9][0-9 ()-]*)$/;

export interface JsonSchema {
  $id?: string;
  [key: string]: unknown;
}

export interface SchemaSet {
  /** Every schema file, keyed by its path relative to schemas/. */
  files: Map<string, JsonSchema>;
  /** The block type names, from the `type` const of each block schema. */
  blockTypes: string[];
}

export function readSchemas(schemaDir: string): SchemaSet {
  const files = new Map<string, JsonSchema>();
  const read = (relative: string) => files.set(relative, JSON.parse(readFileSync(join(schemaDir, relative), 'utf8')));
  for (const name of readdirSync(schemaDir)) if (name.endsWith('.schema.json')) read(name);
  for (const name of readdirSync(join(schemaDir, 'blocks'))) if (name.endsWith('.schema.json')) read(`blocks/${name}`);
  const blockTypes = [...files]
    .filter(([name]) => name.startsWith('blocks/'))
    .map(([, schema]) => (schema as { properties: { type: { const: string } } }).properties.type.const)
    .sort();
  return { files, blockTypes };
}

/** The one ajv instance used by the validate command, the dev server, the build and the tests. */
export function createAjv(schemas: SchemaSet): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true, verbose: true });
  addFormats(ajv, ['email', 'date', 'uri']);
  ajv.addFormat('link', ALLOWED_LINK);
  ajv.addKeyword({ keyword: 'x-translate', metaSchema: { type: 'boolean' } });
  for (const schema of schemas.files.values()) ajv.addSchema(schema);
  return ajv;
}

export const blockSchemaId = (type: string) => `${SCHEMA_BASE}blocks/${type}.schema.json`;

export interface Validators {
  page: ValidateFunction;
  site: ValidateFunction;
  strings: ValidateFunction;
  /** One block type's schema; undefined for a type there is none of. */
  block(type: string): ValidateFunction | undefined;
}

export function compileValidators(ajv: Ajv): Validators {
  return {
    page: ajv.getSchema(PAGE_SCHEMA_ID)!,
    site: ajv.getSchema(SITE_SCHEMA_ID)!,
    strings: ajv.getSchema(STRINGS_SCHEMA_ID)!,
    block: (type) => ajv.getSchema(blockSchemaId(type)),
  };
}

export interface CollectionCategories {
  article: string[];
  industry: string[];
}

/** The category lists, in the order the schema gives them, for the indexes that group by category. */
export function collectionCategories(schemas: SchemaSet): CollectionCategories {
  const page = schemas.files.get('page.schema.json') as {
    definitions: Record<'article' | 'industry', { properties: { category: { enum: string[] } } }>;
  };
  return {
    article: page.definitions.article.properties.category.enum,
    industry: page.definitions.industry.properties.category.enum,
  };
}
