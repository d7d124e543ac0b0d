import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { scratchProject } from '../../scripts/scratchProject';
import type { BlockRecord } from '../../src/blocks/defineBlock';
import { buildIn, CAPTION_LINE, englishOnly, LABEL_LINE, runIn, withQuoteWall, writeQuoteWall } from '../fixtures/quoteWallBlock';

/**
 * A block type is its schema and its folder: in a scratch copy of the project, a new type, written as
 * docs/authoring.md says and nowhere else, is generated, type-checked, validated and built into its pages. Then the
 * type renames a field through a migration, and `npm run migrate` rewrites only the lines of that field.
 */
const project = scratchProject('block-type-');
afterAll(() => rmSync(project, { recursive: true, force: true }));
englishOnly(project);

const DOCUMENTS = ['pages/about.yaml', 'pages/features.yaml'];
const read = (file: string) => readFileSync(join(project, file), 'utf8');
/** Every document of the project by its path, to show that a migration leaves the ones without the type alone. */
const allDocuments = () =>
  Object.fromEntries(
    readdirSync(join(project, 'pages'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => [`pages/${name.split('\\').join('/')}`, read(`pages/${name}`)]),
  );
const write = (file: string, text: string) => writeFileSync(join(project, file), text);
const run = (command: string, ...args: string[]) => runIn(project, command, ...args);
const tsx = (script: string, ...args: string[]) => run('tsx', `scripts/${script}`, ...args);

describe('a block type is a schema and a folder', { timeout: 300_000 }, () => {
  it('needs nothing else to be generated, type-checked, validated and built into its pages', () => {
    for (const file of DOCUMENTS) write(file, withQuoteWall(read(file)));
    for (const output of writeQuoteWall(project, 1)) expect(output).not.toMatch(/error/i);
    expect(read('src/generated/blockRecords.ts')).toContain("'quote-wall': QuoteWall,");
    const typecheck = run('tsc', '--noEmit', '-p', '.');
    expect(typecheck.output).toBe('');
    const build = buildIn(project, '--strict');
    expect(build.output).toContain('documents valid');
    expect(build.status).toBe(0);
    for (const route of ['about', 'features']) expect(read(`dist/${route}.html`)).toContain('<blockquote>It books while I work.</blockquote>');
  });

  it('renames a field through a migration, which rewrites only those lines, once', async () => {
    for (const output of writeQuoteWall(project, 2)) expect(output).not.toMatch(/error/i);

    // The migration itself: a pure function from the old shape to the new.
    const record = ((await import(pathToFileURL(join(project, 'src/blocks/QuoteWall/block.ts')).href)) as { default: BlockRecord }).default;
    const old = { type: 'quote-wall', caption: 'What owners say', quotes: ['Yes.'] };
    expect(record.migrations![0](structuredClone(old))).toEqual({ type: 'quote-wall', label: 'What owners say', quotes: ['Yes.'] });

    const before = allDocuments();
    const validate = tsx('validate.ts');
    expect(validate.status).toBe(1);
    for (const file of DOCUMENTS) {
      const line = before[file].split('\n').indexOf('  - type: quote-wall') + 1;
      // At the block's type, after "  - type: ".
      expect(validate.output).toMatch(new RegExp(`${file}:${line}:11  blocks\\[1\\]: is written for version 1 of the quote-wall block, which is at version 2 now\\. Run \`npm run migrate\``));
    }
    expect(validate.output, 'one problem for the outdated block, none for its fields').not.toContain('caption');

    const dryRun = tsx('migrate.ts', '--dry-run');
    expect(dryRun.output).toContain(`-${CAPTION_LINE}\n+${LABEL_LINE}`);
    expect(dryRun.output).toContain('Would migrate 2 blocks in 2 files.');
    expect(dryRun.status).toBe(0);
    expect(allDocuments()).toEqual(before);

    const migrate = tsx('migrate.ts');
    expect(migrate.output).toContain('Migrated 2 blocks in 2 files.');
    expect(migrate.status).toBe(0);
    for (const file of DOCUMENTS) {
      const old = before[file].split('\n');
      const now = read(file).split('\n');
      expect(now).toHaveLength(old.length);
      expect(now.flatMap((line, index) => (line === old[index] ? [] : [[old[index], line]]))).toEqual([[CAPTION_LINE, LABEL_LINE]]);
    }
    const untouched = Object.keys(before).filter((file) => !DOCUMENTS.includes(file));
    expect(untouched.length).toBeGreaterThan(50);
    for (const file of untouched) expect(read(file), `${file} holds no quote wall`).toBe(before[file]);

    const migrated = allDocuments();
    const again = tsx('migrate.ts');
    expect(again.output).toContain('nothing to migrate');
    expect(allDocuments()).toEqual(migrated);
    expect(tsx('validate.ts').status).toBe(0);
  });
});
