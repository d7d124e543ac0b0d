import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Writes a file generated from `source`; with --check on the command line it writes nothing and exits 1 when the
 * file on disk differs, so `npm run gen:check` fails on a stale file.
 */
export function writeGenerated(root: string, file: string, output: string, source: string): void {
  const target = join(root, file);
  if (!process.argv.includes('--check')) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
    console.log(`Wrote ${file}`);
    return;
  }
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // a missing file is stale too
  }
  if (current !== output) {
    console.error(`${file} is out of date with ${source}. Run \`npm run gen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${file} matches ${source}.`);
}
