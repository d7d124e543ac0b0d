import { join } from 'node:path';
import { formatProblem } from '../../src/content/problems.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { siteDataOf, type SiteData } from '../../src/content/vitePlugin.ts';
import { fixturesDir, repoRoot } from './checkFixture.ts';

/**
 * The manifest and collections of tests/fixtures/block-site/, a small site with one page of each kind, which the block snapshots
 * render against in place of the real site's `virtual:site` and `virtual:collections`, so that editing content never changes them.
 */
export function blockSiteData(): SiteData {
  const checker = createContentChecker(repoRoot, join(fixturesDir, 'block-site', 'pages'));
  const content = checker.check();
  const errors = content.problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0 || !content.site) throw new Error(`The block fixture site has problems:\n${errors.map(formatProblem).join('\n')}`);
  return siteDataOf({ checker, content });
}
