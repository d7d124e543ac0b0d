import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');

/**
 * Writes a generated file, or with --check on the command line writes nothing and exits 1 when the file on disk
 * differs from what would be written.
 */
export function writeGenerated(target: string, content: string, source: string): void {
  const name = relative(root, target);
  if (!process.argv.includes('--check')) {
    writeFileSync(target, content);
    console.log(`Wrote ${name}`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // a missing file is stale too
  }
  if (current !== content) {
    console.error(`${name} is out of date with ${source}. Run \`npm run gen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${name} matches ${source}.`);
}
