import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { devOnlyLeaks } from '../../scripts/builder/devOnly';

/**
 * The page editor is the dev server's only: every build runs devOnlyLeaks over what it wrote and fails on any trace
 * of it (scripts/build.ts), so this test makes sure the check knows the editor.
 */
describe('the page editor in a build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'built-site-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is found by its route, its modules and its folder', () => {
    mkdirSync(join(outDir, 'assets'));
    writeFileSync(join(outDir, 'assets', 'index.js'), 'const routes=["/about"];');
    expect(devOnlyLeaks(outDir)).toEqual([]);
    mkdirSync(join(outDir, '_edit'));
    writeFileSync(join(outDir, 'assets', 'editor.js'), 'fetch("/_edit/api/session");import("/src/editor/main.tsx")');
    expect(devOnlyLeaks(outDir)).toEqual([
      "_edit is the dev server's page editor.",
      'assets/editor.js contains "/_edit", from the page editor route.',
      'assets/editor.js contains "src/editor/", from a page editor module.',
    ]);
  });
});
