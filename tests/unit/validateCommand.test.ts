import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFixtureSite, repoRoot } from './checkFixture.ts';

function runValidate(pagesDir: string, ...flags: string[]) {
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  return spawnSync(tsx, ['scripts/validate.ts', relative(repoRoot, pagesDir), ...flags], { cwd: repoRoot, encoding: 'utf8' });
}

describe('npm run validate', () => {
  it('says how many pages in how many languages it checked, and that it found nothing, and exits 0', () => {
    const dir = makeFixtureSite();
    try {
      const result = runValidate(dir);
      expect(result.status).toBe(0);
      expect(result.stdout.trim()).toBe('Checked 5 pages in 1 language: no errors, no warnings.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints every problem as file:line:col, what it checked and the count of errors, no stack trace, and exits 1', () => {
    const dir = makeFixtureSite({ 'about.yaml': 'alias-bomb.yaml', 'contact.yaml': 'unknown-block.yaml', 'x.yaml': 'list-at-root.yaml' });
    try {
      const result = runValidate(dir);
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines.filter((line) => /^pages\/\S+:\d+:\d+  /.test(line))).toHaveLength(3);
      expect(lines.at(-1)).toBe('Checked 7 pages in 1 language: 3 errors, no warnings.');
      expect(result.stderr).not.toContain('built');
      expect(result.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('prints warnings but passes without --strict, and fails on them with --strict', () => {
    const dir = makeFixtureSite({ 'contact.yaml': 'lint-short-title.yaml' });
    try {
      const lenient = runValidate(dir);
      expect(lenient.status).toBe(0);
      expect(lenient.stderr.trim().split('\n').map((line) => line.split('  ')[0])).toEqual(['pages/contact.yaml:2:10', 'pages/contact.yaml:3:16']);
      expect(lenient.stdout.trim()).toBe(
        'Checked 6 pages in 1 language: no errors, 2 warnings to fix before publishing (--strict fails on them).',
      );

      const strict = runValidate(dir, '--strict');
      expect(strict.status).toBe(1);
      expect(strict.stderr.trim().split('\n').at(-1)).toBe('Checked 6 pages in 1 language: no errors, 2 warnings, and --strict fails on warnings.');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);
});
