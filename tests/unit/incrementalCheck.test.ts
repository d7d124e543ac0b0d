import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formatProblem } from '../../src/content/problems.ts';
import { createContentChecker, type KnownResults } from '../../src/content/siteContent.ts';
import { checkContent } from '../../scripts/builder/checkContent.ts';
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

it("the build's checker, given an earlier run's results, re-checks only changed files and reports what a fresh check does", () => {
  const dir = makeFixtureSite();
  try {
    const earlier = createContentChecker(repoRoot, dir, { incremental: true });
    const first = earlier.check();
    const known = structuredClone(earlier.known());

    writeFileSync(join(dir, 'index.yaml'), readFileSync(join(fixturesDir, 'broken', 'unknown-block.yaml')));
    const later = createContentChecker(repoRoot, dir, { known });
    const broken = later.check();
    expect(broken.problems.map(formatProblem)).toEqual(createContentChecker(repoRoot, dir).check().problems.map(formatProblem));
    expect(broken.problems.map((problem) => problem.file)).toContain('pages/index.yaml');
    // The unchanged page is the remembered result, not a second parse of its file.
    const about = (content: typeof first) => content.pages.find((page) => page.route === '/about')!.doc;
    expect(about(broken)).toBe(known.get(join(dir, 'about.yaml'))!.result.valid!.data);
    expect(about(broken)).toEqual(about(first));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it("the build's check remembers every document's result after a clean build too, so the next build re-checks none", async () => {
  const dir = makeFixtureSite();
  try {
    let kept: KnownResults | undefined;
    // A clean build: nothing to recall.
    const checked = await checkContent(repoRoot, dir, { results: { recall: () => undefined, keep: (results) => (kept = results) } });
    expect(checked).toBeDefined();
    expect([...kept!.keys()].sort()).toEqual(readdirSync(dir, { recursive: true }).filter((file) => String(file).endsWith('.yaml')).map((file) => join(dir, String(file))).sort());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
