import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForPageScript } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

let scratch: ScratchServer;
let baseURL: string;
let homeFile: string;
let original: string;

test.beforeAll(async () => {
  scratch = await startScratchServer();
  baseURL = scratch.baseURL;
  homeFile = join(scratch.pagesDir, 'index.yaml');
  original = readFileSync(homeFile, 'utf8');
});

test.afterAll(() => scratch?.close());

test.afterEach(() => writeFileSync(homeFile, original));

test('editing a page document updates the open page without a reload', async ({ page }) => {
  await page.goto(baseURL + '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every call answered. Every customer booked.');
  // Updates reach the page once its script, which listens for them, runs: after the first paint.
  await waitForPageScript(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  writeFileSync(homeFile, original.replace('title: Every call answered.', 'title: Every call picked up.'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every call picked up. Every customer booked.');
  // Every later save shows too, not only the first.
  writeFileSync(homeFile, original.replace('title: Every call answered.', 'title: Every call returned.'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every call returned. Every customer booked.');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a broken document shows file:line:col in the overlay, and fixing it recovers', async ({ page }) => {
  await page.goto(baseURL + '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForPageScript(page);

  writeFileSync(homeFile, original.replace('  - type: cards\n', '  - type: crads\n'));
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeAttached();
  const line = original.split('\n').indexOf('  - type: cards') + 1;
  await expect(overlay.locator('.message')).toContainText(`pages/index.yaml:${line}:11  blocks[1].type: "crads" is not a block type`);
  await expect(overlay.locator('.message')).toContainText('Did you mean "cards"?');

  writeFileSync(homeFile, original.replace('title: Every call answered.', 'title: Fixed and answered.'));
  await expect(overlay).not.toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixed and answered. Every customer booked.');
});
