/**
 * Writes docs/blocks.md, the block reference, from the JSON Schemas in schemas/: each block type's description, its
 * fields with their types, and its example. With --check it writes nothing and fails when the file is out of date.
 */
import { join } from 'node:path';
import { Document, isScalar, visit } from 'yaml';
import { schemaFields, valueKind, type FieldSchema } from '../src/content/schemaFields';
import { schemaIndex } from '../src/content/schemaIndex';
import { readSchemas } from '../src/content/schemas';
import { writeGenerated } from './generatedFile';

const root = join(import.meta.dirname, '..');
const schemas = readSchemas(join(root, 'schemas'));
const shared = (schemas.files.get('common.schema.json') as { definitions: Record<string, FieldSchema> }).definitions;
const index = schemaIndex(schemas.files.values());

/** A shared definition's name in common.schema.json, which names its section under "Shared field types". */
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Plain text shapes (heading, text) read better as "text" with their description than as a link. */
const isPlainText = (schema: FieldSchema) => schema.type === 'string' && !schema.enum && !schema.properties;

function typeOf(schema: FieldSchema): string {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = index.resolve(schema);
    return isPlainText(target) && !target.title ? 'text' : `[${name}](#${name.toLowerCase()})`;
  }
  switch (valueKind(schema)) {
    case 'fixed':
      return `\`${JSON.stringify(schema.const)}\``;
    case 'choice':
      return `one of ${schema.enum!.map((value) => `\`${String(value)}\``).join(', ')}`;
    case 'text':
    case 'link':
      return 'text';
    case 'whole number':
      return 'whole number';
    case 'yes-no':
      return '`true` or `false`';
    case 'list':
      return schema.items?.properties ? 'list of entries' : `list of ${schema.items ? typeOf(schema.items) : 'anything'}`;
    case 'group':
      return 'group of fields';
    default:
      return schema.type ? [schema.type].flat().join(' or ') : 'anything';
  }
}

/** Bounds and default the description does not already state. */
function limits(schema: FieldSchema, description: string): string {
  const notes: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if ([min, max].some((bound) => bound !== undefined && description.includes(String(bound)))) return;
    if (min !== undefined && max !== undefined) notes.push(min === max ? `Exactly ${min}${unit}.` : `${min} to ${max}${unit}.`);
    else if (min !== undefined && (min > 1 || !unit)) notes.push(`At least ${min}${unit}.`);
    else if (max !== undefined) notes.push(`At most ${max}${unit}.`);
  };
  range(schema.minItems, schema.maxItems, ' entries');
  range(schema.minimum, schema.maximum, '');
  if (schema.default !== undefined) notes.push(`Default: \`${JSON.stringify(schema.default)}\`.`);
  return notes.join(' ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One row per field, with the fields of inline objects (and of list entries) under their parent's path. */
function fieldRows(schema: FieldSchema): string[] {
  return schemaFields(schema).map(({ path, schema: property, required }) => {
    // A shared shape is described in full under "Shared field types"; its first sentence is enough here.
    const description =
      property.description ?? (property.$ref ? index.resolve(property).description?.split(/(?<=\.) /)[0] : '') ?? '';
    const text = cell([description, limits(property, description)].filter(Boolean).join(' '));
    return `| \`${path}\` | ${typeOf(property)} | ${required ? 'yes' : ''} | ${text} |`;
  });
}

const TABLE_HEAD = ['| field | type | required | description |', '| --- | --- | --- | --- |'];

function blockSection(schema: FieldSchema): string {
  const type = String(schema.properties!.type.const);
  const example = new Document({ blocks: schema.examples ?? [] });
  // Short lists of words read as they are written in pages/: [a, b].
  visit(example, { Seq: (_, seq) => void (seq.flow = seq.items.every(isScalar) && JSON.stringify(seq).length < 70) });
  const yaml = example.toString({ lineWidth: 110, flowCollectionPadding: false }).trimEnd();
  return [`## ${type}`, '', schema.description ?? '', '', ...TABLE_HEAD, ...fieldRows(schema), '', '```yaml', yaml, '```', ''].join('\n');
}

function sharedSection(name: string, schema: FieldSchema): string {
  const lines = [`### ${name}`, '', schema.description ?? ''];
  if (schema.properties) lines.push('', ...TABLE_HEAD, ...fieldRows(schema));
  else if (schema.enum) lines.push('', `One of: ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}.`);
  if (schema.examples) lines.push('', `For example: ${schema.examples.map((value) => `\`${String(value)}\``).join(', ')}.`);
  return [...lines, ''].join('\n');
}

export function generateBlockDocs(): string {
  const blocks = [...schemas.files]
    .filter(([file]) => file.startsWith('blocks/'))
    .map(([, schema]) => schema as FieldSchema)
    .sort((a, b) => String(a.properties!.type.const).localeCompare(String(b.properties!.type.const)));
  const linked = Object.keys(shared).filter((name) => !isPlainText(shared[name]) || shared[name].title);
  return [
    '<!-- Generated by scripts/generate-block-docs.ts from schemas/. Do not edit by hand: run `npm run gen`. -->',
    '',
    '# Block reference',
    '',
    'Every section of a page is a block in its `blocks:` list, chosen by `type`. Each block below lists its fields ' +
      '(a field inside a list entry is written `list[].field`) and an example to copy. How to add a page or a block ' +
      'type: [authoring.md](authoring.md).',
    '',
    blocks.map((schema) => `[${String(schema.properties!.type.const)}](#${String(schema.properties!.type.const)})`).join(' · '),
    '',
    ...blocks.map(blockSection),
    '## Shared field types',
    '',
    ...linked.map((name) => sharedSection(name, shared[name])),
  ].join('\n');
}

writeGenerated(root, 'docs/blocks.md', generateBlockDocs(), 'schemas/');
