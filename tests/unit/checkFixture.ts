import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { formatProblem } from '../../src/content/problems.ts';
import { createContentChecker, type SiteContent } from '../../src/content/siteContent.ts';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const fixturesDir = join(repoRoot, 'tests', 'fixtures');

/**
 * Makes a scratch copy of the valid base fixture site in which each named page file is replaced by a file from
 * tests/fixtures/broken/ (or removed, for null). The caller removes it.
 */
export function makeFixtureSite(changes: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-fixture-'));
  cpSync(join(fixturesDir, 'base-site', 'pages'), dir, { recursive: true });
  for (const [path, fixture] of Object.entries(changes)) {
    const target = join(dir, path);
    if (fixture === null) {
      rmSync(target);
      continue;
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(join(fixturesDir, 'broken', fixture)));
  }
  return dir;
}

/** Checks the base fixture site with the given changes; problems come as the validate command prints them. */
export function checkSite(changes: Record<string, string | null> = {}): SiteContent & { lines: string[] } {
  const dir = makeFixtureSite(changes);
  try {
    const content = createContentChecker(repoRoot, dir).check();
    return { ...content, lines: content.problems.map(formatProblem) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
