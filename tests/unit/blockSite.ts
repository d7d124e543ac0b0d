import { join } from 'node:path';
import { buildSiteData } from '../../src/content/manifest.ts';
import { formatProblem } from '../../src/content/problems.ts';
import { collectionCategories } from '../../src/content/schemas.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { fixturesDir, repoRoot } from './checkFixture.ts';

/**
 * The manifest and collections of tests/fixtures/block-site/, a small site with one page of each kind, which the block snapshots
 * render against in place of the real site's `virtual:site` and `virtual:collections`, so that editing content never changes them.
 */
export function blockSiteData(): ReturnType<typeof buildSiteData> {
  const checker = createContentChecker(repoRoot, join(fixturesDir, 'block-site', 'pages'));
  const { site, pages, problems } = checker.check();
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 || !site) throw new Error(`The block fixture site has problems:\n${errors.map(formatProblem).join('\n')}`);
  return buildSiteData(site, pages, collectionCategories(checker.schemas));
}
