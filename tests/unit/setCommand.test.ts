import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './checkFixture.ts';

let scratch: string;
let pagesDir: string;
const about = () => readFileSync(join(pagesDir, 'about.yaml'), 'utf8');

/** Runs `npm run set` from the scratch folder, on its copy of pages/. */
function runSet(...args: string[]) {
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  return spawnSync(tsx, [join(repoRoot, 'scripts', 'set.ts'), ...args], {
    cwd: scratch,
    encoding: 'utf8',
    env: { ...process.env, SITE_PAGES_DIR: pagesDir },
  });
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'site-set-'));
  pagesDir = join(scratch, 'pages');
  cpSync(join(repoRoot, 'pages'), pagesDir, { recursive: true });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('npm run set', { timeout: 60_000 }, () => {
  it('writes a valid edit as a one-line change and exits 0', () => {
    const before = about();
    const result = runSet('pages/about.yaml', 'meta.title', 'About Ringwell: why we built it | Ringwell');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('pages/about.yaml: set meta.title to "About Ringwell: why we built it | Ringwell".');
    const changed = before.split('\n').flatMap((line, index) => (line === about().split('\n')[index] ? [] : [[line, about().split('\n')[index]]]));
    expect(changed).toEqual([['  title: "About Us: Why We Built an AI Receptionist | Ringwell"', '  title: "About Ringwell: why we built it | Ringwell"']]);
    writeFileSync(join(pagesDir, 'about.yaml'), before);
  });

  it('leaves the file as it was and exits 1 when the site would have an error, printing it as file:line:col', () => {
    const before = about();
    const result = runSet('pages/about.yaml', 'blocks[0].actions[0].href', '/no-such-page');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^pages\/about\.yaml:\d+:\d+ {2}.*\/no-such-page.*not a page of this site/m);
    expect(result.stderr).toContain('pages/about.yaml was not changed.');
    expect(about()).toBe(before);
  });

  it('reads the value as YAML: a number stays a number, quoted text stays text', () => {
    const before = about();
    expect(runSet('pages/about.yaml', 'blocks[1].columns', '2').status).toBe(0);
    expect(about()).toContain('    columns: 2\n');
    const quoted = runSet('pages/about.yaml', 'blocks[1].columns', '"2"');
    expect(quoted.status).toBe(1);
    expect(quoted.stderr).toMatch(/^pages\/about\.yaml:\d+:\d+ {2}blocks\[1\]\.columns: /m);
    writeFileSync(join(pagesDir, 'about.yaml'), before);
  });

  it('names a path that does not exist, and exits 1', () => {
    const result = runSet('pages/about.yaml', 'blocks[0].cta.href', '/about');
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('pages/about.yaml: Cannot edit blocks[0].cta.href: blocks[0].cta does not exist. Nothing was written.');
  });

  it('refuses files outside pages/, through ".." or a symbolic link, with exit code 2', () => {
    writeFileSync(join(scratch, 'outside.yaml'), 'a: 1\n');
    symlinkSync(join(scratch, 'outside.yaml'), join(pagesDir, 'linked.yaml'));
    try {
      for (const file of ['pages/../outside.yaml', 'outside.yaml', join(scratch, 'outside.yaml'), 'pages/linked.yaml', 'pages/notes.txt']) {
        const result = runSet(file, 'a', '2');
        expect(result.status, file).toBe(2);
        expect(result.stderr, file).toMatch(/^Refused: .* Nothing was written\.\n$/);
      }
      expect(readFileSync(join(scratch, 'outside.yaml'), 'utf8')).toBe('a: 1\n');
    } finally {
      rmSync(join(pagesDir, 'linked.yaml'));
    }
  });

  it('explains how the value is read', () => {
    const result = runSet('--help');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("To set text that looks like one of those, quote it: '\"42\"'.");
  });
});
