import { testLaunchOptions } from '../../scripts/browser.ts';
import { expect, openPage, test } from './fixtures.ts';

// Browsers keep pages in the back/forward cache; Playwright's Chromium turns it off unless told otherwise.
test.use({ launchOptions: { ...testLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

test('a page is restored from the back/forward cache, and counts no second page view', async ({ page }) => {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      if (event.persisted) (window as unknown as { restored: boolean }).restored = true;
    });
  });
  await openPage(page, '/about');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  // A page restored from the cache fires no load event, so the wait ends at the commit.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
  const views = await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'page_view').length);
  expect(views).toBe(1);
});
