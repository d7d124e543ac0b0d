import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formatProblem } from '../../src/content/problems.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { fixturesDir, makeFixtureSite, repoRoot } from './checkFixture.ts';

it('the dev server\'s incremental checker re-checks what changed and reports what a fresh check does', () => {
  const dir = makeFixtureSite();
  try {
    const incremental = createContentChecker(repoRoot, dir, { incremental: true });
    const first = incremental.check();
    expect(first.problems).toEqual([]);
    const unchangedAbout = first.pages.find((page) => page.route === '/about')!.doc;

    writeFileSync(join(dir, 'index.yaml'), readFileSync(join(fixturesDir, 'broken', 'unknown-block.yaml')));
    const broken = incremental.check();
    expect(broken.problems.map(formatProblem)).toEqual(createContentChecker(repoRoot, dir).check().problems.map(formatProblem));
    expect(broken.problems.map((problem) => problem.file)).toContain('pages/index.yaml');
    expect(broken.pages.find((page) => page.route === '/about')!.doc).toBe(unchangedAbout);

    writeFileSync(join(dir, 'index.yaml'), readFileSync(join(fixturesDir, 'base-site', 'pages', 'index.yaml')));
    expect(incremental.check().problems).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
