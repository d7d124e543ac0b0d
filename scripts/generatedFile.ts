import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Writes a file generated from `source`; with --check on the command line it writes nothing and exits 1 when the
 * file on disk differs, so `npm run gen:check` fails on a stale file.
 */
export function writeGenerated(root: string, file: string, output: string | Uint8Array, source: string): void {
  const target = join(root, file);
  if (!process.argv.includes('--check')) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, output);
    console.log(`Wrote ${file}`);
    return;
  }
  let current = Buffer.alloc(0);
  try {
    current = readFileSync(target);
  } catch {
    // a missing file is stale too
  }
  if (!current.equals(Buffer.from(output))) {
    console.error(`${file} is out of date with ${source}. Run \`npm run gen\` and commit the result.`);
    process.exit(1);
  }
  console.log(`${file} matches ${source}.`);
}
