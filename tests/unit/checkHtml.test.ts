import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './checkFixture.ts';

/** Runs `npm run check:html` on a folder holding one page with `css` in its head. */
function checkPageWithStyle(css: string) {
  const dir = mkdtempSync(join(tmpdir(), 'check-html-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Figures</title><style>${css}</style></head><body><p>Figures</p></body></html>\n`,
    );
    const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
    return spawnSync(tsx, ['scripts/check-html.ts', dir], { cwd: repoRoot, encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('npm run check:html', () => {
  it('passes container queries, which its CSS grammar does not know', () => {
    const result = checkPageWithStyle('.a{container-type:inline-size}.b{font-size:min(2.5rem,calc(100cqi / 6.82));}');
    expect(result.stderr).not.toMatch(/error:/);
    expect(result.status).toBe(0);
  }, 60_000);

  it('still fails on a broken declaration beside them, at its file:line:col', () => {
    const result = checkPageWithStyle('.a{container-type:inline-size}.b{font-size:calc(10px + );}');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/index\.html:1:\d+ {2}error: CSS: “font-size”: Parse Error\./);
    expect(result.stderr).toMatch(/1 HTML errors/);
  }, 60_000);
});
