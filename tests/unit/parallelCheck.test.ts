import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { formatProblem } from '../../src/content/problems.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { fixturesDir, makeFixtureSite, repoRoot } from './checkFixture.ts';

it('checking a large site across two threads reports exactly what checking it on one does', async () => {
  const dir = makeFixtureSite();
  try {
    const about = readFileSync(join(fixturesDir, 'base-site', 'pages', 'about.yaml'), 'utf8');
    for (let i = 0; i < 450; i++) writeFileSync(join(dir, `copy-${i}.yaml`), about.replace('href: /', `href: /copy-${(i + 1) % 450}#book`));
    writeFileSync(join(dir, 'copy-7.yaml'), readFileSync(join(fixturesDir, 'broken', 'unknown-block.yaml')));
    writeFileSync(join(dir, 'copy-400.yaml'), about.replace('href: /', 'href: /copy-9999'));

    // A real site needs thousands of files before a worker pays; this one is made to use it with a few hundred.
    const checker = createContentChecker(repoRoot, dir, { parallelFromFiles: 400 });
    const sequential = checker.check();
    const parallel = await checker.checkInParallel();

    // The worker checks half of the 457 files: the fixture's 7 and the 450 copies.
    expect(parallel.worker?.files, 'files checked in the worker thread').toBe(229);
    expect(parallel.problems.map(formatProblem)).toEqual(sequential.problems.map(formatProblem));
    // The copies share a title and a description, which the lint warns about; the errors are the two planted ones.
    const errors = parallel.problems.filter((problem) => problem.severity === 'error');
    expect(errors.map((problem) => problem.file)).toEqual(['pages/copy-400.yaml', 'pages/copy-7.yaml']);
    expect(parallel.pages.map((page) => page.route)).toEqual(sequential.pages.map((page) => page.route));
    expect(parallel.pages).toHaveLength(4 + 449);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 30_000);

it('checks a site smaller than the threshold on this thread alone', async () => {
  const dir = makeFixtureSite();
  try {
    expect((await createContentChecker(repoRoot, dir, { parallelFromFiles: 400 }).checkInParallel()).worker).toBeUndefined();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
