import { join } from 'node:path';
import { buildManifest, type Manifest } from '../../src/content/manifest.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { collectionCategories } from '../../src/content/schemas.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { fixturesDir, repoRoot } from './checkFixture.ts';

/**
 * The manifest of tests/fixtures/block-site/, a small site with one page of each kind, which the block snapshots
 * render against in place of the real site's `virtual:site`, so that editing content never changes them.
 */
export function blockSiteManifest(): Manifest {
  const checker = createContentChecker(repoRoot, join(fixturesDir, 'block-site', 'pages'));
  const { site, pages, notFound, problems } = checker.check();
  if (problems.length > 0 || !site || !notFound) throw new Error(`The block fixture site has problems:\n${problems.map(formatProblem).join('\n')}`);
  return buildManifest(site, pages, notFound.file, collectionCategories(checker.schemas));
}
