import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchProject } from '../../scripts/scratchProject';
import type { BlockRecord } from '../../src/blocks/defineBlock';

/**
 * A block type is its schema and its folder: in a scratch copy of the project, a new type, written as
 * docs/authoring.md says and nowhere else, is generated, type-checked, validated and built into its pages. Then the
 * type renames a field through a migration, and `npm run migrate` rewrites only the lines of that field.
 */
const project = scratchProject('block-type-');
afterAll(() => rmSync(project, { recursive: true, force: true }));
// The fixture type's blocks are added to English pages; a translated page would rightly report them as untranslated,
// so the copy speaks English only.
rmSync(join(project, 'translations'), { recursive: true, force: true });
writeFileSync(join(project, 'pages', '_site.yaml'), readFileSync(join(project, 'pages', '_site.yaml'), 'utf8').replace(/^ {2}- \{ code: (?!en\b).*\n/gm, ''));

const DOCUMENTS = ['pages/about.yaml', 'pages/features.yaml'];
const read = (file: string) => readFileSync(join(project, file), 'utf8');
const write = (file: string, text: string) => {
  mkdirSync(join(project, file, '..'), { recursive: true });
  writeFileSync(join(project, file), text);
};

function run(command: string, ...args: string[]) {
  const bin = join(project, 'node_modules', '.bin', command);
  const { SITE_PAGES_DIR: _, ...env } = process.env;
  const result = spawnSync(bin, args, { cwd: project, encoding: 'utf8', env });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
const tsx = (script: string, ...args: string[]) => run('tsx', `scripts/${script}`, ...args);
const gen = () => ['generate-blocks.ts', 'generate-types.ts', 'generate-block-docs.ts'].map((script) => tsx(script));

function schema(field: 'caption' | 'label') {
  return `${JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: 'https://ringwell.ai/schemas/blocks/quote-wall.schema.json',
      title: 'QuoteWallBlock',
      description: 'Short customer quotes side by side, under a line that introduces them.',
      type: 'object',
      additionalProperties: false,
      required: ['type', field, 'quotes'],
      properties: {
        type: { description: 'Which block renders this section: always "quote-wall" here.', const: 'quote-wall' },
        id: { $ref: '../common.schema.json#/definitions/anchor' },
        [field]: { description: 'The line above the quotes.', type: 'string', minLength: 1 },
        quotes: { description: 'The quotes, each a sentence or two.', type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } },
      },
      examples: [{ type: 'quote-wall', [field]: 'What owners say', quotes: ['It answers every call.'] }],
    },
    null,
    2,
  )}\n`;
}

const component = (field: 'caption' | 'label') => `import type { QuoteWallBlock } from '../../generated/schema-types';
import { Container } from '../../ui/layout';

export default function QuoteWall({ id, ${field}, quotes }: QuoteWallBlock) {
  return (
    <Container id={id}>
      <p>{${field}}</p>
      {quotes.map((quote) => (
        <blockquote key={quote}>{quote}</blockquote>
      ))}
    </Container>
  );
}
`;

const RECORD_V1 = `import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'quote-wall',
  title: 'Quote wall',
});
`;

const RECORD_V2 = `import { defineBlock } from '../defineBlock';

export default defineBlock({
  type: 'quote-wall',
  title: 'Quote wall',
  migrations: [
    // Version 2 calls the line above the quotes its label.
    ({ caption, ...block }) => ({ ...block, label: caption }),
  ],
});
`;

/** The block as an author would write it, with a comment and quoting of their own, after the page's first block. */
function withQuoteWall(text: string): string {
  const lines = text.split('\n');
  const second = lines.findIndex((line, index) => index > lines.indexOf('blocks:') + 1 && line.startsWith('  - type: '));
  lines.splice(second, 0, '  # Owners in their own words', '  - type: quote-wall', "    caption: 'What owners say' # above the quotes", '    quotes:', '      - "It answers every call."', '      - It books while I work.');
  return lines.join('\n');
}

describe('a block type is a schema and a folder', { timeout: 300_000 }, () => {
  it('needs nothing else to be generated, type-checked, validated and built into its pages', () => {
    write('schemas/blocks/quote-wall.schema.json', schema('caption'));
    write('src/blocks/QuoteWall/QuoteWall.tsx', component('caption'));
    write('src/blocks/QuoteWall/block.ts', RECORD_V1);
    for (const file of DOCUMENTS) write(file, withQuoteWall(read(file)));

    for (const result of gen()) expect(result.output).not.toMatch(/error/i);
    expect(read('src/generated/blockRecords.ts')).toContain("'quote-wall': QuoteWall,");
    const typecheck = run('tsc', '--noEmit', '-p', '.');
    expect(typecheck.output).toBe('');
    const build = tsx('build.ts', '--strict');
    expect(build.output).toContain('documents valid');
    expect(build.status).toBe(0);
    for (const route of ['about', 'features']) expect(read(`dist/${route}.html`)).toContain('<blockquote>It books while I work.</blockquote>');
  });

  it('renames a field through a migration, which rewrites only those lines, once', async () => {
    write('schemas/blocks/quote-wall.schema.json', schema('label'));
    write('src/blocks/QuoteWall/QuoteWall.tsx', component('label'));
    write('src/blocks/QuoteWall/block.ts', RECORD_V2);
    for (const result of gen()) expect(result.output).not.toMatch(/error/i);

    // The migration itself: a pure function from the old shape to the new.
    const record = ((await import(pathToFileURL(join(project, 'src/blocks/QuoteWall/block.ts')).href)) as { default: BlockRecord }).default;
    const old = { type: 'quote-wall', caption: 'What owners say', quotes: ['Yes.'] };
    expect(record.migrations![0](structuredClone(old))).toEqual({ type: 'quote-wall', label: 'What owners say', quotes: ['Yes.'] });

    const before = Object.fromEntries(DOCUMENTS.map((file) => [file, read(file)]));
    const validate = tsx('validate.ts');
    expect(validate.status).toBe(1);
    for (const file of DOCUMENTS) {
      const line = before[file].split('\n').indexOf('  - type: quote-wall') + 1;
      // At the block's type, after "  - type: ".
      expect(validate.output).toMatch(new RegExp(`${file}:${line}:11  blocks\\[1\\]: is written for version 1 of the quote-wall block, which is at version 2 now\\. Run \`npm run migrate\``));
    }
    expect(validate.output, 'one problem for the outdated block, none for its fields').not.toContain('caption');

    const dryRun = tsx('migrate.ts', '--dry-run');
    expect(dryRun.output).toContain("-    caption: 'What owners say' # above the quotes\n+    label: 'What owners say' # above the quotes");
    expect(dryRun.output).toContain('Would migrate 2 blocks in 2 files.');
    expect(dryRun.status).toBe(0);
    for (const file of DOCUMENTS) expect(read(file)).toBe(before[file]);

    const migrate = tsx('migrate.ts');
    expect(migrate.output).toContain('Migrated 2 blocks in 2 files.');
    expect(migrate.status).toBe(0);
    for (const file of DOCUMENTS) {
      const old = before[file].split('\n');
      const now = read(file).split('\n');
      expect(now).toHaveLength(old.length);
      expect(now.flatMap((line, index) => (line === old[index] ? [] : [[old[index], line]]))).toEqual([
        ["    caption: 'What owners say' # above the quotes", "    label: 'What owners say' # above the quotes"],
      ]);
    }

    const migrated = Object.fromEntries(DOCUMENTS.map((file) => [file, read(file)]));
    const again = tsx('migrate.ts');
    expect(again.output).toContain('nothing to migrate');
    for (const file of DOCUMENTS) expect(read(file)).toBe(migrated[file]);
    expect(tsx('validate.ts').status).toBe(0);
  });
});
