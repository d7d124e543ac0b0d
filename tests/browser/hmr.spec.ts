import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { expect, test } from './fixtures.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
let pagesDir: string;
let server: ViteDevServer;
let baseURL: string;
let homeFile: string;
let original: string;

// The dev server for this test serves a scratch copy of pages/, so editing it never touches the real content.
test.beforeAll(async () => {
  pagesDir = mkdtempSync(join(tmpdir(), 'hmr-pages-'));
  cpSync(join(repoRoot, 'pages'), pagesDir, { recursive: true });
  process.env.SITE_PAGES_DIR = pagesDir;
  server = await createServer({ root: repoRoot, configFile: join(repoRoot, 'vite.config.ts'), logLevel: 'silent', server: { port: 0 } });
  await server.listen();
  baseURL = server.resolvedUrls!.local[0].replace(/\/$/, '');
  homeFile = join(pagesDir, 'index.yaml');
  original = readFileSync(homeFile, 'utf8');
});

test.afterEach(() => writeFileSync(homeFile, original));

test.afterAll(async () => {
  await server?.close();
  delete process.env.SITE_PAGES_DIR;
  rmSync(pagesDir, { recursive: true, force: true });
});

test('editing a page document updates the open page without a reload', async ({ page }) => {
  await page.goto(baseURL + '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every call answered. Every customer booked.');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  writeFileSync(homeFile, original.replace('title: Every call answered.', 'title: Every call picked up.'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every call picked up. Every customer booked.');
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a broken document shows file:line:col in the overlay, and fixing it recovers', async ({ page }) => {
  await page.goto(baseURL + '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  writeFileSync(homeFile, original.replace('  - type: cards\n', '  - type: crads\n'));
  const overlay = page.locator('vite-error-overlay');
  await expect(overlay).toBeAttached();
  await expect(overlay.locator('.message')).toContainText('pages/index.yaml:28:11  blocks[1].type: "crads" is not a block type');
  await expect(overlay.locator('.message')).toContainText('Did you mean "cards"?');

  writeFileSync(homeFile, original.replace('title: Every call answered.', 'title: Fixed and answered.'));
  await expect(overlay).not.toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fixed and answered. Every customer booked.');
});
