import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { scratchProject } from '../../scripts/scratchProject.ts';
import { CAPTION_LINE, englishOnly, LABEL_LINE, withQuoteWall, writeQuoteWall } from '../fixtures/quoteWallBlock.ts';
import { axeViolations, expect, test } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

/**
 * The editor offers the migrations `npm run migrate` applies: in a scratch copy of the project whose fixture block type
 * (tests/fixtures/quoteWallBlock.ts) is at version 2, a page still holds a version 1 block. The editor says so on the
 * page, and one button rewrites that block's changed lines in the file, through the editor's write API, and reloads it.
 */
let project: string;
let scratch: ScratchServer;
/** The pages as the server first reads them, each with an outdated block: a file changed while the editor is open
 * shows its errors in Vite's overlay as well, which an author who opens a page already on disk never sees. */
const outdatedText = new Map<string, string>();
/** A page whose hero is written as a type the site does not have. */
let misspeltContact = '';
const onDisk = (file: string) => readFileSync(join(scratch.pagesDir, file.replace(/^pages\//, '')), 'utf8');

test.beforeAll(async () => {
  test.setTimeout(240_000);
  project = scratchProject('editor-migration-');
  englishOnly(project);
  for (const output of writeQuoteWall(project, 2)) expect(output).not.toMatch(/error/i);
  scratch = await startScratchServer((pagesDir) => {
    for (const file of ['about.yaml', 'features.yaml']) {
      const text = withQuoteWall(readFileSync(join(pagesDir, file), 'utf8'));
      writeFileSync(join(pagesDir, file), text);
      outdatedText.set(`pages/${file}`, text);
    }
    misspeltContact = readFileSync(join(pagesDir, 'contact.yaml'), 'utf8').replace('  - type: hero\n', '  - type: heroo\n');
    writeFileSync(join(pagesDir, 'contact.yaml'), misspeltContact);
  }, { root: project });
});

test.afterAll(async () => {
  await scratch?.close();
  if (project) rmSync(project, { recursive: true, force: true });
});

async function openEditor(page: Page, file: string) {
  await page.goto(`${scratch.baseURL}/_edit?file=${encodeURIComponent(file)}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect(page.getByText('Checking the site…')).toHaveCount(0, { timeout: 30_000 });
}

const offer = (page: Page) => page.getByRole('region', { name: /written for an older version/ });

test('a block written for an older version is brought up to date by one button, changing only its renamed line', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, 'pages/about.yaml');

  await expect(offer(page).getByRole('heading')).toHaveText('A block of this page is written for an older version of its type');
  await expect(offer(page).getByRole('listitem')).toHaveText(['Quote wall block 2: version 1, now 2']);
  // The checker's problem, on the block it concerns.
  await expect(page.getByRole('listitem').filter({ hasText: /^Quote wall block 2: is written for version 1 of the quote-wall block, which is at version 2 now/ })).toHaveCount(1);
  expect(await axeViolations(page, '#migration-title')).toEqual([]);
  await page.screenshot({ path: 'test-results/editor-migration-1280.png' });

  await offer(page).getByRole('button', { name: 'Bring up to date' }).click();
  await expect(page.locator('#save-status')).toHaveText('Brought up to date and saved.');
  await expect(offer(page)).toHaveCount(0);
  await expect(page.locator('#block-form-1 [data-block-toggle]')).toBeFocused();
  // The page has no problem left; features.yaml, another page, still has its outdated block, which is that page's to mend.
  await expect(page.getByRole('listitem').filter({ hasText: /^Quote wall block 2:/ })).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText('No errors, no warnings on this page.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('What owners say')).toBeVisible();

  const before = outdatedText.get('pages/about.yaml')!.split('\n');
  const after = onDisk('pages/about.yaml').split('\n');
  expect(after).toHaveLength(before.length);
  expect(after.flatMap((line, index) => (line === before[index] ? [] : [[before[index], line]]))).toEqual([[CAPTION_LINE, LABEL_LINE]]);
  expect(consoleErrors).toEqual([]);
});

test('with unsaved edits the button waits, saying why; a file changed on disk since it opened is reloaded, not overwritten', async ({ page }) => {
  test.setTimeout(120_000);
  const file = 'pages/features.yaml';
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page, file);
  const button = offer(page).getByRole('button', { name: 'Bring up to date' });
  await expect(button).toBeEnabled();
  await page.screenshot({ path: 'test-results/editor-migration-390.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: /^Page opening \(hero\)/ }).click();
  await page.locator('#block-fields-0').getByRole('textbox', { name: 'Title', exact: true }).fill('Every feature');
  await expect(button).toBeDisabled();
  await expect(offer(page).getByRole('status')).toHaveText('Undo your unsaved change first: a page with an outdated block cannot be saved.');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(button).toBeEnabled();

  // Someone brings the block up to date in a text editor meanwhile, and changes a quote.
  const changedElsewhere = outdatedText.get(file)!.replace(CAPTION_LINE, LABEL_LINE).replace('It books while I work.', 'It books while I sleep.');
  writeFileSync(join(scratch.pagesDir, 'features.yaml'), changedElsewhere);
  await button.click();
  await expect(offer(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'changed on disk' })).toHaveText(/changed on disk since you opened it; it is reloaded/);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Preview' }).getByText('It books while I sleep.')).toBeVisible();
  expect(onDisk(file)).toBe(changedElsewhere);
});

test('a block of a type the site does not have opens with its problem and a choice of types, and changing it writes that one line', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page, 'pages/contact.yaml');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('The site has no block type "heroo"');
  // The problem in the list leads to the choice of types.
  await page.getByRole('button', { name: 'Heroo block 1 › Type' }).click();
  const form = page.locator('#block-fields-0');
  const type = form.getByRole('combobox', { name: 'Block type' });
  await expect(type).toBeFocused();
  await expect(form.getByRole('listitem')).toContainText(['"heroo" is not a block type']);
  // Best guesses first: the type it is a misspelling of.
  await expect(type.locator('option').first()).toHaveText('Page opening (hero)');
  await form.getByRole('button', { name: 'Change type' }).click();
  await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toHaveText('Saved.', { timeout: 30_000 });
  expect(onDisk('pages/contact.yaml')).toBe(misspeltContact.replace('  - type: heroo\n', '  - type: hero\n'));
});
