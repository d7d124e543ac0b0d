import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv, { _, type ValidateFunction } from 'ajv';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import standaloneCode from 'ajv/dist/standalone/index.js';

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
  /** Each block type's name for authors, the `type` title of its schema, as the editor shows it. */
  blockLabels: Map<string, string>;
}

export function readSchemas(schemaDir: string): SchemaSet {
  const files = new Map<string, JsonSchema>();
  const read = (relative: string) => files.set(relative, JSON.parse(readFileSync(join(schemaDir, relative), 'utf8')));
  for (const name of readdirSync(schemaDir)) if (name.endsWith('.schema.json')) read(name);
  for (const name of readdirSync(join(schemaDir, 'blocks'))) if (name.endsWith('.schema.json')) read(`blocks/${name}`);
  const typeFields = [...files]
    .filter(([name]) => name.startsWith('blocks/'))
    .map(([, schema]) => (schema as { properties: { type: { const: string; title?: string } } }).properties.type)
    .sort((a, b) => a.const.localeCompare(b.const));
  const blockTypes = typeFields.map((type) => type.const);
  return { files, blockTypes, blockLabels: new Map(typeFields.map((type) => [type.const, type.title ?? type.const])) };
}

/** The string formats the schemas use, by name: the compiled validators take them as `formats`. */
const FORMATS = { email: fullFormats.email, date: fullFormats.date, uri: fullFormats.uri, link: ALLOWED_LINK };

/** The one ajv set-up used by the validate command, the dev server, the build and the tests. */
function createAjv(schemas: SchemaSet): Ajv {
  // `code` lets ajv write the validators as a module (standaloneCode), which names the formats `formats`.
  const ajv = new Ajv({ strict: true, allErrors: true, discriminator: true, verbose: true, code: { source: true, formats: _`formats` } });
  for (const [name, format] of Object.entries(FORMATS)) ajv.addFormat(name, format);
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

/** The validators' module, as standaloneCode writes it, run: each validator exported under the name given to it there. */
function runModule(code: string, require: NodeRequire): Record<string, ValidateFunction> {
  const module = { exports: {} as Record<string, ValidateFunction> };
  new Function('module', 'exports', 'require', 'formats', code)(module, module.exports, require, FORMATS);
  return module.exports;
}

/** The name a block type's validator is exported under, apart from the page's, the site's and the strings'. */
const blockExport = (type: string) => `block:${type}`;

/**
 * Where the validators of the schemas are kept, compiled: in the project's node_modules/.cache, under a hash of the
 * schemas, of ajv's version and of this file (which sets ajv up). Compiling the schemas takes ~250 ms of each process
 * that validates (the build, the validate command, the dev server), loading the compiled module ~15 ms.
 */
export function validatorsCacheFile(schemas: SchemaSet): string {
  const require = createRequire(import.meta.url);
  const ajvVersion = (require('ajv/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(JSON.stringify([ajvVersion, readFileSync(fileURLToPath(import.meta.url), 'utf8'), [...schemas.files]]))
    .digest('hex')
    .slice(0, 32);
  return join(dirname(require.resolve('ajv/package.json')), '..', '.cache', 'validators', `${key}.cjs`);
}

/** The validators' module, from the cache, or compiled and kept there. A cache that cannot be read or written costs only time. */
function validatorsModule(schemas: SchemaSet): Record<string, ValidateFunction> {
  const require = createRequire(import.meta.url);
  const file = validatorsCacheFile(schemas);
  try {
    return runModule(readFileSync(file, 'utf8'), require);
  } catch {
    const blocks = Object.fromEntries(schemas.blockTypes.map((type) => [blockExport(type), blockSchemaId(type)]));
    const code = standaloneCode(createAjv(schemas), { page: PAGE_SCHEMA_ID, site: SITE_SCHEMA_ID, strings: STRINGS_SCHEMA_ID, ...blocks });
    try {
      // The older schemas' modules go; a process still about to read one compiles its own.
      rmSync(dirname(file), { recursive: true, force: true });
      mkdirSync(dirname(file), { recursive: true });
      // Written whole under another name first, so that a process reading it meanwhile finds it complete or absent.
      writeFileSync(`${file}.${process.pid}`, code);
      renameSync(`${file}.${process.pid}`, file);
    } catch {
      // A read-only or full disk: the next process compiles again.
    }
    return runModule(code, require);
  }
}

/** The validators of the schemas, compiled once for each state of the schemas and kept between processes. */
export function compileValidators(schemas: SchemaSet): Validators {
  const validators = validatorsModule(schemas);
  return {
    page: validators.page,
    site: validators.site,
    strings: validators.strings,
    block: (type) => validators[blockExport(type)],
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
