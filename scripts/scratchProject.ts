import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
/** The build's output and records, which a copy makes anew, and the packages, which it links to. */
const NOT_COPIED = new Set(['node_modules', 'dist', '.git', 'test-results', 'playwright-report', 'screenshots']);

/**
 * A copy of the project in a temporary folder, to build and change without touching this one. Its node_modules is a
 * folder of links to this one's packages, so the build cache it keeps there is its own.
 */
export function scratchProject(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(root, entry), join(dir, entry), { recursive: true });
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(join(root, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  return dir;
}
