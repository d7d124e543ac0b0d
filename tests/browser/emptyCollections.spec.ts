import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, openPage, test } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

let scratch: ScratchServer;

/** Files the articles of one category under another, so the category keeps only the guide moved into it. */
function leaveOnlyAGuideIn(pagesDir: string, category: string, guide: string) {
  const blogDir = join(pagesDir, 'blog');
  for (const name of readdirSync(blogDir)) {
    const file = join(blogDir, name);
    const text = readFileSync(file, 'utf8');
    const filedAs = name === `${guide}.yaml` ? category : text.includes(`category: ${category}\n`) ? 'Business Tips' : undefined;
    if (filedAs) writeFileSync(file, text.replace(/^ {2}category: .*$/m, `  category: ${filedAs}`));
  }
}

// A site whose Industry Insights category holds only a guide, and which has no job documents.
test.beforeAll(async () => {
  scratch = await startScratchServer((pagesDir) => {
    leaveOnlyAGuideIn(pagesDir, 'Industry Insights', 'guide-to-ai-phone-answering');
    rmSync(join(pagesDir, 'careers'), { recursive: true });
  });
});

test.afterAll(() => scratch?.close());

test('a category with no articles besides a guide says so, and the guide stays in its own section', async ({ page }) => {
  await openPage(page, scratch.baseURL + '/blog?category=industry-insights');
  const latest = page.locator('#articles');
  await expect(latest.getByRole('button', { name: 'Industry Insights' })).toHaveAttribute('aria-pressed', 'true');
  await expect(latest.getByRole('status')).toHaveText('No articles found in this category yet. Check back soon!');
  await expect(latest.locator('article:visible')).toHaveCount(0);
  const guides = page.locator('main section').filter({ hasText: 'Ultimate Guides' });
  await expect(guides.locator('article').filter({ hasText: 'Industry Insights' })).toHaveCount(1);

  await latest.getByRole('button', { name: 'All Articles' }).click();
  await expect(latest.getByRole('status')).toHaveText('Showing all 18 articles');
  await expect(latest.locator('article:visible')).toHaveCount(18);
});

test('careers without job documents invites an open application instead of listing roles', async ({ page }) => {
  await openPage(page, scratch.baseURL + '/careers');
  const roles = page.locator('#roles');
  await expect(roles).toContainText('There are no open roles right now');
  await expect(roles.getByRole('link', { name: 'Send an open application' })).toHaveAttribute(
    'href',
    'mailto:careers@ringwell.ai?subject=Open%20Application',
  );
  await expect(roles.getByRole('list')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Apply Now/ })).toHaveCount(0);
});
