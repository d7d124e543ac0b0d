import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSchemas, type JsonSchema } from '../../src/content/schemas.ts';
import { repoRoot } from './checkFixture.ts';

const schemaDir = join(repoRoot, 'schemas');
const { files } = readSchemas(schemaDir);

/** The schema a `$ref` names, relative to the file it is written in, or undefined when it names nothing. */
function resolveRef(file: string, ref: string): JsonSchema | undefined {
  const [target, pointer = ''] = ref.split('#');
  const targetFile = target ? relative(schemaDir, resolve(dirname(join(schemaDir, file)), target)) : file;
  let node: unknown = files.get(targetFile);
  for (const key of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown> | undefined)?.[key];
  return node as JsonSchema | undefined;
}

describe('editor support', () => {
  it('describes every property of every schema, directly or through its $ref', () => {
    const undescribed: string[] = [];
    const visit = (file: string, node: unknown, path: string) => {
      if (typeof node !== 'object' || node === null) return;
      // An `if` only tests a document; its properties are never shown to an author.
      for (const [key, child] of Object.entries(node)) if (key !== 'if') visit(file, child, `${path}/${key}`);
      const properties = (node as { properties?: Record<string, JsonSchema> }).properties;
      for (const [name, property] of Object.entries(properties ?? {})) {
        const ref = typeof property.$ref === 'string' ? resolveRef(file, property.$ref) : undefined;
        if (!property.description && !ref?.description) undescribed.push(`${file}#${path}/properties/${name}`);
      }
    };
    for (const [file, schema] of files) visit(file, schema, '');
    expect(undescribed).toEqual([]);
  });

  it('starts every document under pages/ with the modeline that names its schema', () => {
    const wrong: string[] = [];
    for (const entry of readdirSync(join(repoRoot, 'pages'), { recursive: true, encoding: 'utf8' })) {
      if (!entry.endsWith('.yaml')) continue;
      const file = join(repoRoot, 'pages', entry);
      const schema = { '_site.yaml': 'site.schema.json', '_strings.yaml': 'strings.schema.json' }[entry] ?? 'page.schema.json';
      const expected = relative(dirname(file), join(schemaDir, schema));
      const firstLine = readFileSync(file, 'utf8').split('\n')[0];
      if (firstLine !== `# yaml-language-server: $schema=${expected}`) wrong.push(`pages/${entry}: ${firstLine}`);
    }
    expect(wrong).toEqual([]);
  });
});
