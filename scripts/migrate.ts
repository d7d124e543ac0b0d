/**
 * `npm run migrate [-- --dry-run] [-- pages-folder]`: brings every block written for an older version of its type up
 * to the current one (the migrations in its record, src/blocks/<Type>/block.ts), changing only the lines the new
 * version changes: comments, order and quoting stay as they are. With --dry-run it writes nothing and prints the
 * changes as a diff. A second run finds nothing to do.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { migrateText } from '../src/content/migrations';
import { compileValidators, readSchemas } from '../src/content/schemas';
import { commandArguments } from './commandLine';

const USAGE = `Usage: npm run migrate -- [--dry-run] [<pages-folder>]

Brings every block written for an older version of its type up to the current one, changing only the lines the new
version changes: comments, order and quoting stay as they are.

  --dry-run       write nothing, and print the changes as a diff
  <pages-folder>  migrate the documents of another folder instead of pages/

Exit codes: 0 done (or nothing to do), 1 a file could not be migrated, 2 an argument it does not understand.`;

const root = join(import.meta.dirname, '..');
const { switches, positionals } = commandArguments({ usage: USAGE, switches: ['--dry-run'], positionals: 1 });
const dryRun = switches.has('--dry-run');
const [pagesArg] = positionals;
const pagesDir = pagesArg ? join(process.cwd(), pagesArg) : (process.env.SITE_PAGES_DIR ?? join(root, 'pages'));

const validators = compileValidators(readSchemas(join(root, 'schemas')));

/** The changed lines of `before` and `after`, with a line of context, as `diff -u` prints them. */
function unifiedDiff(name: string, before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  // Longest common subsequence, from the end, so the walk below goes forwards.
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  }
  const lines: { mark: ' ' | '-' | '+'; text: string; at: [number, number] }[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) lines.push({ mark: ' ', text: a[i++], at: [i, ++j] });
    else if (i < a.length && (j === b.length || common[i + 1][j] >= common[i][j + 1])) lines.push({ mark: '-', text: a[i++], at: [i, j + 1] });
    else lines.push({ mark: '+', text: b[j++], at: [i + 1, j] });
  }
  const near = (index: number) => lines.slice(Math.max(0, index - 1), index + 2).some((line) => line.mark !== ' ');
  const out = [`--- a/${name}`, `+++ b/${name}`];
  let previous = -2;
  lines.forEach((line, index) => {
    if (!near(index)) return;
    if (index !== previous + 1) out.push(`@@ line ${line.at[0]} @@`);
    out.push(`${line.mark}${line.text}`);
    previous = index;
  });
  return out.join('\n');
}

let changedFiles = 0;
let changedBlocks = 0;
const files = (readdirSync(pagesDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.yaml')).sort();
for (const file of files) {
  const absolute = join(pagesDir, file);
  const name = relative(root, absolute).split('\\').join('/');
  const text = readFileSync(absolute, 'utf8');
  let result: ReturnType<typeof migrateText>;
  try {
    result = migrateText(text, validators.block);
  } catch (error) {
    console.error(`${name}: cannot be migrated: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    continue;
  }
  if (result.migrated.length === 0) continue;
  changedFiles++;
  changedBlocks += result.migrated.length;
  for (const { index, type, from, to } of result.migrated) console.log(`${name}: blocks[${index}] (${type}) from version ${from} to ${to}`);
  if (dryRun) console.log(unifiedDiff(name, text, result.text));
  else writeFileSync(absolute, result.text);
}

console.log(
  changedBlocks === 0
    ? 'Every block is at its current version; nothing to migrate.'
    : `${dryRun ? 'Would migrate' : 'Migrated'} ${changedBlocks} block${changedBlocks === 1 ? '' : 's'} in ${changedFiles} file${changedFiles === 1 ? '' : 's'}.`,
);
