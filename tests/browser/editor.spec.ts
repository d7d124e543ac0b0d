import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { applyEdits } from '../../src/content/yamlEdit.ts';
import { axeViolations, expect, takesTapAtCentre, test } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

/**
 * The page editor at /_edit, on a dev server over a scratch copy of pages/. The checker allows only page files under
 * pages/, so the copy's git repository keeps its .git elsewhere: GIT_DIR and GIT_WORK_TREE, set in this process, which
 * is the dev server's too, reach the git the editor runs for its changes panel.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
const FILE = 'pages/about.yaml';
const original = readFileSync(join(repoRoot, FILE), 'utf8');

let scratch: ScratchServer;
let gitDir: string;
const onDisk = () => readFileSync(join(scratch.pagesDir, 'about.yaml'), 'utf8');
const git = (...args: string[]) => execFileSync('git', args, { cwd: scratch.pagesDir, encoding: 'utf8' });

test.beforeAll(async () => {
  scratch = await startScratchServer();
  gitDir = mkdtempSync(join(tmpdir(), 'scratch-git-'));
  process.env.GIT_DIR = gitDir;
  process.env.GIT_WORK_TREE = scratch.pagesDir;
  git('init', '-q');
  git('config', 'user.email', 'editor@example.com');
  git('config', 'user.name', 'Editor Test');
  git('add', '.');
  git('commit', '-qm', 'Pages');
});

test.afterAll(async () => {
  delete process.env.GIT_DIR;
  delete process.env.GIT_WORK_TREE;
  await scratch?.close();
  rmSync(gitDir, { recursive: true, force: true });
});

test.beforeEach(() => {
  writeFileSync(join(scratch.pagesDir, 'about.yaml'), original);
});

async function openEditor(page: Page, file = FILE) {
  await page.goto(`${scratch.baseURL}/_edit?file=${encodeURIComponent(file)}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  // The first check has answered.
  await expect(page.getByText('Checking the site…')).toHaveCount(0, { timeout: 15_000 });
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
/** The hero block's row, as the list of blocks names it. */
const HERO = /^Page opening \(hero\)/;
const blockForm = (page: Page, index: number) => page.locator(`#block-fields-${index}`);

test('a hero title changed in the form shows at once, and saving changes that one line of the file', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  await blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true }).fill('Made for the businesses');
  await expect(preview(page).getByRole('heading', { level: 1 })).toContainText('Made for the businesses');
  await expect(page.getByRole('status').filter({ hasText: 'unsaved' })).toHaveText('1 unsaved change');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const before = original.split('\n');
  const after = onDisk().split('\n');
  expect(after).toHaveLength(before.length);
  expect(after.flatMap((line, index) => (line === before[index] ? [] : [[before[index], line]]))).toEqual([
    ['    title: Built for the businesses', '    title: Made for the businesses'],
  ]);
  const errors = createContentChecker(repoRoot, scratch.pagesDir).check().problems.filter((problem) => problem.severity === 'error');
  expect(errors).toEqual([]);

  // The changes panel shows the file's diff against git, and commits it.
  await page.getByText('Changes since the last commit').click();
  const values = page.getByRole('table', { name: `Changed values in ${FILE}` });
  await expect(values.getByRole('row')).toHaveCount(2);
  const changed = values.getByRole('row', { name: /Page opening \(hero\) block 1 › Title/ });
  await expect(changed.getByRole('cell')).toHaveText(['Built for the businesses', 'Made for the businesses']);
  await expect(page.getByLabel(`Changes to ${FILE}`)).toBeHidden();
  await page.getByText('The raw changes (git diff)').click();
  await expect(page.getByLabel(`Changes to ${FILE}`)).toContainText('+    title: Made for the businesses');
  await page.getByLabel('Commit message').fill('Say who Ringwell is made for');
  await page.getByRole('button', { name: 'Commit about.yaml' }).click();
  await expect(page.getByText(/^Committed [0-9a-f]{8}\.$/)).toBeVisible();
  expect(git('log', '-1', '--format=%s')).toBe('Say who Ringwell is made for\n');
  expect(git('status', '--porcelain')).toBe('');
  expect(consoleErrors).toEqual([]);
});

test('outside a git repository the changes panel says so in git\'s words', async ({ page }) => {
  test.setTimeout(60_000);
  delete process.env.GIT_DIR;
  delete process.env.GIT_WORK_TREE;
  try {
    await openEditor(page);
    await page.getByText('Changes since the last commit').click();
    await expect(page.getByRole('alert')).toContainText('The pages folder is not in a git repository');
  } finally {
    process.env.GIT_DIR = gitDir;
    process.env.GIT_WORK_TREE = scratch.pagesDir;
  }
});

test('moving a block down and saving moves only that block\'s lines', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: 'Move Cards block 2 down' }).click();
  await expect(preview(page).locator('[data-preview-block="1"] h2').first()).not.toHaveText('Why Ringwell exists');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const moved = onDisk();
  expect(moved).toBe(applyEdits(original, [{ op: 'move', path: 'blocks[1]', to: 2 }]));
  // The same lines, in another order: nothing was rewritten.
  expect(moved.split('\n').sort()).toEqual(original.split('\n').sort());
  const storyStart = original.indexOf('  - type: cards\n    id: story');
  expect(moved.slice(0, storyStart)).toBe(original.slice(0, storyStart));
});

test('an invalid link shows on its field, and Save is off until it is mended, saying why beside it', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  const href = blockForm(page, 0).getByRole('combobox', { name: 'Link', exact: true });
  await href.fill('/no-such-page');
  await expect(href).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
  await expect(blockForm(page, 0).getByRole('listitem').filter({ hasText: /no-such-page|no page/i }).first()).toBeVisible();
  // The summary names the field as the form does, and leads to it.
  await page.getByRole('button', { name: 'Page opening (hero) block 1 › Buttons 1 › Link' }).click();
  await expect(href).toBeFocused();
  // Save waits until the page is mended, and says so beside the button.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  // Naming the field, as the form does, and what is wrong with it.
  await expect(save).toHaveAccessibleDescription(/^1 unsaved change\. To save, fix Page opening \(hero\) block 1 › Buttons 1 › Link: .*no-such-page/);
  await page.keyboard.press('Control+s');
  expect(onDisk()).toBe(original);
  await href.fill('/about');
  await expect(save).toBeEnabled({ timeout: 30_000 });
});

test('a refused save says why beside the Save button, once', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  await blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true }).fill('Nowhere to go');
  rmSync(join(scratch.pagesDir, 'about.yaml'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAccessibleDescription('Not saved: pages/about.yaml does not exist.');
  await expect(page.getByText(/Not saved/)).toHaveCount(1);
});

test('Ctrl+S saves, instead of the browser saving the page', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  await blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true }).fill('Saved from the keyboard');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Saved.')).toBeVisible();
  expect(onDisk()).toContain('title: Saved from the keyboard');
});

test('focus follows a moved block, lands on no Delete button after a delete, and every action is announced', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  const announced = page.locator('[role="status"]').filter({ hasText: /^(Moved|Deleted|Copied|Added|Undone|Redone)/ });
  await page.getByRole('button', { name: 'Move Cards block 2 down' }).click();
  await expect(page.getByRole('button', { name: 'Move Cards block 3 down' })).toBeFocused();
  await expect(announced).toHaveText('Moved Cards block 2 to place 3 of 10.');
  // The same key again moves the same block on, not the other one back.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move Cards block 4 down' })).toBeFocused();
  const unsaved = page.getByRole('status').filter({ hasText: /unsaved/ });
  await expect(unsaved).toHaveText('2 unsaved changes');
  await page.keyboard.press('Control+z');
  await expect(unsaved).toHaveText('1 unsaved change');
  await page.keyboard.press('Control+z');
  await expect(announced).toHaveText(/^Undone\.\s?$/);
  // Both undos have been applied before the delete below, which they would otherwise take back.
  await expect(unsaved).toHaveText('No unsaved changes');

  // The open block above it shows other items since the undos: they keep their height as they come into view, so
  // the button scrolled to stays under the pointer (it used to move out of view, and the click went elsewhere).
  const deleteFigures = page.getByRole('button', { name: 'Delete Figures block 6' });
  await deleteFigures.scrollIntoViewIfNeeded();
  await expect(deleteFigures).toBeInViewport();
  await deleteFigures.click();
  await expect(announced).toHaveText('Deleted Figures block 6. Undo brings it back.');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('aria-expanded', 'false');
  await expect(focused).toHaveAccessibleName(/^Cards\b/);
  // A second Enter opens the next block instead of deleting it.
  await page.keyboard.press('Enter');
  await expect(focused).toHaveAttribute('aria-expanded', 'true');
  await expect(unsaved).toHaveText('1 unsaved change');
});

test('a change made on disk to another value is merged on save, and the file holds both', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  await blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true }).fill('Written in the editor');
  const onDiskNow = original.replace('eyebrow: About Ringwell', 'eyebrow: Written on disk');
  writeFileSync(join(scratch.pagesDir, 'about.yaml'), onDiskNow);
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  const notice = page.getByRole('region', { name: 'Merged with changes made on disk' });
  await expect(notice).toContainText('Kept from the file on disk: Page opening (hero) block 1 › Small label above the title');
  await expect(notice).toContainText('Written from your edits: Page opening (hero) block 1 › Title');
  // Only the author's value was written onto the file as it is now.
  expect(onDisk()).toBe(onDiskNow.replace('title: Built for the businesses', 'title: Written in the editor'));
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved, merged.');
  expect(await axeViolations(page)).toEqual([]);
});

test('a value changed on disk and in the editor alike asks which to keep, side by side, readable at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  for (const width of [1280, 390]) {
    writeFileSync(join(scratch.pagesDir, 'about.yaml'), original);
    await page.setViewportSize({ width, height: 900 });
    await openEditor(page);
    await page.getByRole('button', { name: HERO }).click();
    const title = blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('Written in the editor');
    await blockForm(page, 0).getByRole('textbox', { name: 'Small label above the title', exact: true }).fill('Mine alone');
    const onDiskNow = original.replace('title: Built for the businesses', 'title: Written on disk');
    writeFileSync(join(scratch.pagesDir, 'about.yaml'), onDiskNow);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const conflict = page.getByRole('region', { name: /changed on disk too/ });
    await expect(conflict.getByRole('heading', { name: 'Not saved yet: one value was changed on disk too' })).toBeFocused();
    const value = conflict.getByRole('group', { name: 'Page opening (hero) block 1 › Title' });
    await expect(value.getByLabel('On disk now', { exact: true })).toHaveText('Written on disk');
    await expect(value.getByLabel('Yours', { exact: true })).toHaveText('Written in the editor');
    for (const pane of [value.getByLabel('On disk now', { exact: true }), value.getByLabel('Yours', { exact: true })]) {
      const box = (await pane.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `test-results/editor-conflict-${width}.png`, fullPage: false });
    expect(onDisk()).toBe(onDiskNow);

    await expect(conflict.getByRole('button', { name: 'Save with these choices' })).toBeDisabled();
    await value.getByRole('radio', { name: 'Keep yours' }).check();
    await conflict.getByRole('button', { name: 'Save with these choices' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved, merged.');
    expect(onDisk()).toBe(original.replace('title: Built for the businesses', 'title: Written in the editor').replace('eyebrow: About Ringwell', 'eyebrow: Mine alone'));
  }
});

test('the conflict can be turned down: keep editing, or reload the file and drop the edits', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  const title = blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('Written in the editor');
  writeFileSync(join(scratch.pagesDir, 'about.yaml'), original.replace('title: Built for the businesses', 'title: Written on disk'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('region', { name: /changed on disk too/ });
  await conflict.getByRole('button', { name: 'Keep editing' }).click();
  await expect(title).toHaveValue('Written in the editor');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await conflict.getByRole('button', { name: 'Reload from disk (discard my edits)' }).click();
  await expect(blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Written on disk');
});

test('an item edited here and removed on disk is saved as chosen: left removed, or kept with the edit', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: /^Checklist\b/ }).click();
  // The second point of the checklist each time: "30-day money-back guarantee", then "Transparent pricing", whose
  // folded text is kept line for line.
  for (const choice of ['Keep the version on disk', 'Keep yours'] as const) {
    const before = onDisk();
    const point = blockForm(page, 8).getByRole('group', { name: 'Points 2', exact: true });
    const title = await point.getByRole('textbox', { name: 'Point', exact: true }).inputValue();
    await point.getByRole('textbox', { name: 'Point', exact: true }).fill(`${title}, edited`);
    const removedOnDisk = before.replace(new RegExp(`      - title: ${title}\n        text: .*(\n {10}.*)*\n`), '');
    writeFileSync(join(scratch.pagesDir, 'about.yaml'), removedOnDisk);
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const value = page.getByRole('region', { name: /changed on disk too/ }).getByRole('group', { name: 'Checklist block 9 › Points 2' });
    await expect(value.getByLabel('On disk now', { exact: true })).toHaveText('(removed)');
    await value.getByRole('radio', { name: choice }).check();
    await page.getByRole('button', { name: 'Save with these choices' }).click();
    const notice = page.getByRole('region', { name: 'Merged with changes made on disk' });
    if (choice === 'Keep yours') {
      await expect(notice).toContainText('Written from your edits: Checklist block 9 › Points 2.');
      expect(onDisk()).toBe(before.replace(`title: ${title}`, `title: ${title}, edited`));
    } else {
      await expect(notice).toContainText('Not written, as you chose the version on disk: Checklist block 9 › Points 2.');
      expect(onDisk()).toBe(removedOnDisk);
    }
  }
});

test('undo and redo take back and restore a whole field change', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  const eyebrow = blockForm(page, 0).getByRole('textbox', { name: 'Small label above the title', exact: true });
  await eyebrow.fill('');
  await eyebrow.pressSequentially('Hello');
  await page.keyboard.press('Control+z');
  await expect(eyebrow).toHaveValue('About Ringwell');
  await page.keyboard.press('Control+Shift+z');
  await expect(eyebrow).toHaveValue('Hello');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('the page list and the editor pass axe, at 1280 px and 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${scratch.baseURL}/_edit`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.getByLabel('Search pages').fill('guide');
  await expect(page.getByRole('link', { name: /Guide/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  await page.getByText('Page: title, description').click();
  expect(await axeViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  // The page's fields closed: list items off screen are not drawn (content-visibility), and axe takes their buttons
  // for targets hidden under something else. At 1280 px the same fields passed above.
  await page.getByText('Page: title, description').click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a phone a Form / Preview switch shows one half at a time, in a slim header that keeps it in reach', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page);
  const header = page.getByRole('banner');
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(140);
  const form = page.getByRole('region', { name: 'Page fields' });
  const show = page.getByRole('group', { name: 'Show' });
  await expect(show.getByRole('button', { name: 'Form' })).toHaveAttribute('aria-pressed', 'true');
  await expect(form).toBeVisible();
  await expect(preview(page)).toBeHidden();

  // However far the form is scrolled, the switch stays on screen and takes the tap.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const switchBox = (await show.boundingBox())!;
  expect(switchBox.y).toBeGreaterThanOrEqual(0);
  expect(await takesTapAtCentre(show.getByRole('button', { name: 'Preview' }))).toBe(true);
  await show.getByRole('button', { name: 'Preview' }).click();
  await expect(preview(page)).toBeVisible();
  await expect(form).toBeHidden();
  // The preview shows from its top, under the bar, not below the whole form nor where the form was scrolled to.
  const previewTop = (await preview(page).boundingBox())!.y;
  expect(previewTop).toBeGreaterThanOrEqual((await header.boundingBox())!.height - 1);
  expect(previewTop).toBeLessThan(200);
  await page.screenshot({ path: 'test-results/editor-preview-390.png' });

  // Choosing a block in the preview opens its fields in the form.
  await preview(page).locator('[data-preview-block="0"]').click();
  await expect(form).toBeVisible();
  await expect(page.getByRole('button', { name: HERO })).toHaveAttribute('aria-expanded', 'true');
  await page.screenshot({ path: 'test-results/editor-form-390.png' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(show).toBeHidden();
  await expect(form).toBeVisible();
  await expect(preview(page)).toBeVisible();
});

test('a first visit says how to begin, once; block rows show their whole title', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await openEditor(page);
  const hint = page.getByRole('region', { name: 'Click a block to edit it' });
  await expect(hint).toBeVisible();
  for (const row of await page.locator('[data-block-toggle]').all()) {
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight + 1)).toBe(true);
  }
  await hint.getByRole('button', { name: 'Got it' }).click();
  await expect(hint).toHaveCount(0);
  const again = await context.newPage();
  await openEditor(again);
  await expect(again.getByRole('region', { name: 'Click a block to edit it' })).toHaveCount(0);
});

test('leaving with unsaved edits asks first, from the editor\'s links and when the tab closes', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  await blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true }).fill('Not saved yet');

  await page.getByRole('link', { name: 'All pages' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('This page has 1 unsaved change.');
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\?file=/);
  await expect(blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Not saved yet');

  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  // Staying keeps the tab and the edits. Once it has, the tab is closed without asking, so that the context's own
  // closing never meets a close the author turned down still in progress (CI saw "browserContext.close: Test ended").
  await expect(blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Not saved yet');
  expect(page.isClosed()).toBe(false);
  await page.close();
});

test('unsaved edits are kept in the browser and offered back when the author returns', async ({ page, context }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  await blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true }).fill('Kept in the browser');

  const again = await context.newPage();
  await openEditor(again);
  const offer = again.getByRole('region', { name: /You have 1 unsaved change from/ });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore my changes' }).click();
  await again.getByRole('button', { name: HERO }).click();
  await expect(blockForm(again, 0).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Kept in the browser');
  await expect(again.getByRole('status').filter({ hasText: 'unsaved' })).toHaveText('1 unsaved change');
  await again.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(again.getByText('Saved.')).toBeVisible();
  expect(onDisk()).toContain('title: Kept in the browser');

  // Saved: nothing is offered any more.
  const third = await context.newPage();
  await openEditor(third);
  await expect(third.getByRole('button', { name: 'Restore my changes' })).toHaveCount(0);
});

test('with the browser\'s storage blocked the editor still edits and saves', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await openEditor(page);
  await page.getByRole('button', { name: HERO }).click();
  await blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true }).fill('No storage here');
  await page.getByRole('link', { name: 'All pages' }).click();
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toContainText('This browser cannot keep them');
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  expect(onDisk()).toContain('title: No storage here');
  expect(consoleErrors).toEqual([]);
});

test('a page file that cannot be read is listed with its problem, and every other page still opens', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  const broken = join(scratch.pagesDir, 'broken.yaml');
  writeFileSync(broken, 'meta:\n  title: Half merged\n<<<<<<< HEAD\nblocks: []\n=======\nblocks:\n  - type: prose\n>>>>>>> theirs\n');
  try {
    await page.goto(`${scratch.baseURL}/_edit`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const link = page.getByRole('link', { name: /broken\.yaml/ });
    await expect(link).toHaveAccessibleDescription(/Cannot be read at pages\/broken\.yaml:3:1: A merge conflict was left here/);
    await expect(page.getByText(/Keep the version you want, delete the other and the three marker lines/)).toBeVisible();

    await link.click();
    // A new page load: the dev server serves the editor's ~200 modules one by one, 4–8 s on a busy two-core machine.
    await expect(page.getByRole('heading', { name: 'pages/broken.yaml cannot be read' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('list', { name: 'Problems' })).toContainText('pages/broken.yaml:3:1 A merge conflict was left here');

    await page.getByRole('link', { name: 'All pages' }).click();
    await page.getByRole('link', { name: /About Us/ }).click();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await page.getByRole('button', { name: HERO }).click();
    await blockForm(page, 0).getByRole('textbox', { name: 'Title', exact: true }).fill('Still editable');
    await expect(preview(page).getByRole('heading', { level: 1 })).toContainText('Still editable');
    // The other file's error is that file's to mend: this page saves.
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.')).toBeVisible();
    expect(onDisk()).toContain('title: Still editable');
    expect(consoleErrors).toEqual([]);
  } finally {
    rmSync(broken);
  }
});

test('the form speaks the author\'s words: labels, help and block names from the schemas, never paths', async ({ page }) => {
  test.setTimeout(60_000);
  await openEditor(page);
  await expect(page.getByRole('button', { name: /^Call to action\b/ })).toBeVisible();
  await page.getByRole('button', { name: HERO }).click();
  const hero = blockForm(page, 0);
  await expect(hero.getByRole('textbox', { name: 'Small label above the title', exact: true })).toBeVisible();
  await expect(hero.getByRole('textbox', { name: 'Introduction', exact: true })).toBeVisible();
  await expect(hero.getByRole('group', { name: 'Buttons', exact: true })).toBeVisible();
  await expect(hero.getByRole('combobox', { name: 'Link', exact: true }).first()).toBeVisible();
  await expect(hero.getByText('The page\'s main headline, the largest text on the page; a page has one.')).toBeVisible();
  await expect(hero.getByLabel('Add a field to Page opening (hero) block 1')).toBeVisible();
  await expect(hero.getByLabel('Add a field to Buttons 1')).toBeVisible();
  const words = await page.locator('body').innerText();
  expect(words.match(/.{0,40}(blocks\[\d|\bHref\b|\bEyebrow\b|rendered as|\bh1\b)/g)).toBeNull();

  await page.goto(`${scratch.baseURL}/_edit`);
  await expect(page.getByRole('combobox', { name: 'Type of page' })).toHaveValue('page');
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(/The part after the site name/);
});

test('a new page made in the editor passes strict validation once its fields are written in the form', async ({ page }) => {
  test.setTimeout(120_000);
  const file = join(scratch.pagesDir, 'holiday-hours.yaml');
  try {
    await page.goto(`${scratch.baseURL}/_edit`);
    await page.getByRole('combobox', { name: 'Type of page' }).selectOption('page');
    await page.getByRole('textbox', { name: 'Address' }).fill('holiday-hours');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect(page.getByText('Checking the site…')).toHaveCount(0, { timeout: 15_000 });

    // Every placeholder is a value in a field: writing them all leaves nothing to do.
    let written = 0;
    const writePlaceholders = async () => {
      for (const field of await page.getByRole('textbox').all()) {
        if (!(await field.inputValue()).startsWith('TODO')) continue;
        written += 1;
        const path = await field.getAttribute('data-path');
        const text =
          path === 'meta.title' ? 'Phone answering over the holidays | Ringwell'
          : path === 'meta.description' ? 'How Ringwell answers your calls over bank holidays and the festive season, so no booking is missed.'
          : `Holiday hours, written part ${written}`;
        await field.fill(text);
      }
    };
    await page.getByText('Page: title, description').click();
    await writePlaceholders();
    const blocks = page.getByRole('region', { name: 'Blocks' }).locator('[data-block-toggle]');
    for (let index = 0; index < (await blocks.count()); index++) {
      await blocks.nth(index).click();
      await writePlaceholders();
    }
    expect(written).toBeGreaterThan(5);
    await expect(page.getByRole('heading', { name: /warning/ })).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText('No errors, no warnings on this page.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Saved/)).toBeVisible();

    const problems = createContentChecker(repoRoot, scratch.pagesDir).check().problems;
    expect(problems).toEqual([]);
    expect(readFileSync(file, 'utf8')).not.toContain('TODO');
  } finally {
    rmSync(file, { force: true });
  }
});
