import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { axeViolations, expect, test } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

/**
 * The page editor in another language (/_edit?file=...&lang=de), on a dev server over scratch copies of pages/ and
 * translations/: the English beside each field, stale and missing translations, and saves that write the translation
 * file alone.
 */
const repoRoot = join(import.meta.dirname, '..', '..');
const PAGE = 'about.yaml';
const english = readFileSync(join(repoRoot, 'pages', PAGE), 'utf8');
const german = readFileSync(join(repoRoot, 'translations', 'de', PAGE), 'utf8');
const HERO_TITLE = 'Built for the businesses';

let scratch: ScratchServer;
const germanOnDisk = () => readFileSync(join(scratch.translationsDir, 'de', PAGE), 'utf8');
const englishOnDisk = () => readFileSync(join(scratch.pagesDir, PAGE), 'utf8');

test.beforeAll(async () => {
  scratch = await startScratchServer(undefined, { translations: true });
});

test.afterAll(async () => {
  await scratch?.close();
});

test.beforeEach(() => {
  writeFileSync(join(scratch.pagesDir, PAGE), english);
  writeFileSync(join(scratch.translationsDir, 'de', PAGE), german);
});

async function openGerman(page: Page) {
  await page.goto(`${scratch.baseURL}/_edit?file=${encodeURIComponent(`pages/${PAGE}`)}&lang=de`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  // The first check, translations included, has answered.
  await expect(page.getByText('Checking the site…')).toHaveCount(0, { timeout: 30_000 });
}

/** The lines of `after` that differ from `before`, which must have as many. */
function changedLines(before: string, after: string) {
  const old = before.split('\n');
  const lines = after.split('\n');
  expect(lines).toHaveLength(old.length);
  return lines.flatMap((line, index) => (line === old[index] ? [] : [[old[index], line]]));
}

const heroGroup = (page: Page) => page.getByRole('group', { name: /^Page opening \(hero\) block 1$/ });
const heroTitle = (page: Page) => heroGroup(page).getByRole('textbox', { name: /^Title \(Deutsch\)/ });

test('from the English editor to German: the English beside the field, and a save changes that one line', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.goto(`${scratch.baseURL}/_edit?file=${encodeURIComponent(`pages/${PAGE}`)}`);
  const languages = page.getByRole('navigation', { name: 'Language' });
  await languages.getByText('Language: English').click();
  await languages.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/[?&]lang=de\b/);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await expect(languages.getByText('Language: Deutsch')).toBeVisible();

  const title = heroTitle(page);
  await expect(title).toHaveAttribute('lang', 'de');
  await expect(title).toHaveValue('Gemacht für Unternehmen,');
  await expect(title).toHaveAccessibleDescription(new RegExp(`^English: ${HERO_TITLE}.*Translated$`));
  await expect(heroGroup(page).locator(`[lang="en"]`, { hasText: HERO_TITLE }).first()).toBeVisible();
  // No block can be added, moved or deleted in a language: the structure is the English page's.
  await expect(page.getByRole('button', { name: /^(Add block|Move |Delete |Copy )/ })).toHaveCount(0);

  await title.fill('Gebaut für Betriebe,');
  // The first preview of a dev server just started compiles the page's modules first: seconds on a busy machine.
  await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading', { level: 1 })).toContainText('Gebaut für Betriebe,', { timeout: 20_000 });
  // The unsaved edit is kept in the browser for this page in this language.
  const draftKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('ringwell-editor-draft:')));
  await expect.poll(draftKeys).toEqual(['ringwell-editor-draft:translations/de/about.yaml']);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 30_000 });
  expect(changedLines(german, germanOnDisk())).toEqual([['  de: Gemacht für Unternehmen,', '  de: Gebaut für Betriebe,']]);
  await expect.poll(draftKeys).toEqual([]);
  expect(englishOnDisk()).toBe(english);
  const problems = createContentChecker(repoRoot, scratch.pagesDir, { translationsDir: scratch.translationsDir }).check().problems;
  expect(problems.filter((problem) => problem.severity === 'error' || problem.file.startsWith('translations/de/'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('an English change made since shows as stale, with both Englishes; "Mark as reviewed" writes only the en: line', async ({ page }) => {
  test.setTimeout(90_000);
  writeFileSync(join(scratch.pagesDir, PAGE), english.replace(`    title: ${HERO_TITLE}\n`, '    title: Made for the businesses\n'));
  await openGerman(page);
  const title = heroTitle(page);
  await expect(title).toHaveValue('Gemacht für Unternehmen,');
  await expect(title).toHaveAccessibleDescription(/^English now: Made for the businesses Stale: the English changed Translated from: Built for the businesses$/);
  await expect(heroGroup(page).locator('del[lang="en"]')).toHaveText(HERO_TITLE);
  await expect(heroGroup(page).locator('ins[lang="en"]')).toHaveText('Made for the businesses');
  await expect(page.getByRole('heading', { name: /Deutsch: \d+ of \d+ fields translated, 1 stale, 0 not translated/ })).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await title.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`stale-${width}.png`) });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await heroGroup(page).getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(title).toHaveAccessibleDescription(/^English: Made for the businesses Translated$/);
  await expect(heroGroup(page).getByRole('button', { name: 'Mark as reviewed' })).toHaveCount(0);
  await expect(title).toBeFocused();
  await page.keyboard.press('Control+s');
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 30_000 });
  expect(changedLines(german, germanOnDisk())).toEqual([[`  en: ${HERO_TITLE}`, '  en: Made for the businesses']]);
});

test('a field with no translation shows as not translated; what is typed there is saved as a new entry with its English', async ({ page }) => {
  test.setTimeout(90_000);
  const entry = `blocks[0].title:\n  en: ${HERO_TITLE}\n  de: Gemacht für Unternehmen,\n`;
  const withoutTitle = german.replace(entry, '');
  expect(withoutTitle).not.toBe(german);
  writeFileSync(join(scratch.translationsDir, 'de', PAGE), withoutTitle);
  await openGerman(page);
  const title = heroTitle(page);
  await expect(title).toHaveValue('');
  await expect(title).toHaveAccessibleDescription(`English: ${HERO_TITLE} Not translated yet`);
  await expect(page.getByRole('list', { name: 'Fields to translate or review' }).getByRole('button', { name: 'Page opening (hero) block 1 › Title' })).toBeVisible();

  // A translation that breaks a rule the English keeps is refused, with the reason beside Save.
  const searchTitle = page.getByRole('group', { name: 'Search and browser tab' }).getByRole('textbox', { name: /^Title in search results/ });
  await searchTitle.fill('Über uns: Warum es Ringwell gibt, wofür wir stehen und was wir versprechen | Ringwell');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toHaveText(/^Not saved: .*1 new warning in this language, which the publishing check does not allow/, { timeout: 30_000 });
  expect(germanOnDisk()).toBe(withoutTitle);
  await page.getByRole('button', { name: 'Undo' }).click();

  await title.fill('Gebaut für Betriebe,');
  // The warning goes once the dev server has checked the draft again, which a busy machine takes seconds to do.
  await expect(title).toHaveAccessibleDescription(`English: ${HERO_TITLE} Translated`, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 30_000 });
  expect(germanOnDisk()).toBe(`${withoutTitle}blocks[0].title:\n  en: ${HERO_TITLE}\n  de: Gebaut für Betriebe,\n`);
});

test('a translation changed on disk meanwhile: other entries are merged; the same entry is offered side by side to choose from', async ({ page }) => {
  test.setTimeout(90_000);
  await openGerman(page);
  await heroTitle(page).fill('Gebaut für Betriebe,');
  const eyebrow = ['  de: Über Ringwell\n', '  de: Über uns bei Ringwell\n'] as const;
  writeFileSync(join(scratch.translationsDir, 'de', PAGE), german.replace(...eyebrow));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#save-status')).toHaveText('Saved, merged with the changes on disk.', { timeout: 30_000 });
  expect(germanOnDisk()).toBe(german.replace(...eyebrow).replace('  de: Gemacht für Unternehmen,\n', '  de: Gebaut für Betriebe,\n'));

  await heroTitle(page).fill('Gemacht für Betriebe,');
  const onDisk = germanOnDisk().replace('  de: Gebaut für Betriebe,\n', '  de: Geschaffen für Betriebe,\n');
  writeFileSync(join(scratch.translationsDir, 'de', PAGE), onDisk);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('region', { name: /^Not saved yet: one value was changed on disk too/ });
  await expect(conflict).toBeVisible({ timeout: 30_000 });
  expect(germanOnDisk()).toBe(onDisk);
  await expect(heroTitle(page)).toHaveValue('Gemacht für Betriebe,');
  const value = conflict.getByRole('group', { name: 'Page opening (hero) block 1 › Title' });
  await expect(value.getByLabel('On disk now', { exact: true })).toHaveText('Geschaffen für Betriebe,');
  await expect(value.getByLabel('Yours', { exact: true })).toHaveText('Gemacht für Betriebe,');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await conflict.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`conflict-${width}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(conflict.getByRole('button', { name: 'Save with these choices' })).toBeDisabled();
  await value.getByRole('radio', { name: 'Keep yours' }).check();
  await conflict.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(page.locator('#save-status')).toHaveText('Saved, merged with the changes on disk.', { timeout: 30_000 });
  expect(germanOnDisk()).toBe(onDisk.replace('  de: Geschaffen für Betriebe,\n', '  de: Gemacht für Betriebe,\n'));
  await expect(conflict).toHaveCount(0);

  // The version on disk chosen: the status says that it stays and that the author's change is dropped.
  await heroTitle(page).fill('Gebaut für Betriebe,');
  const theirs = germanOnDisk().replace('  de: Gemacht für Betriebe,\n', '  de: Geschaffen für Betriebe,\n');
  writeFileSync(join(scratch.translationsDir, 'de', PAGE), theirs);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await value.getByRole('radio', { name: 'Keep the version on disk' }).check({ timeout: 30_000 });
  await conflict.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(page.locator('#save-status')).toHaveText(
    'Nothing saved. Page opening (hero) block 1 › Title keeps the version on disk, as you chose, and your change to it is dropped.',
    { timeout: 30_000 },
  );
  expect(germanOnDisk()).toBe(theirs);
  await expect(heroTitle(page)).toHaveValue('Geschaffen für Betriebe,');
});

test('an English change says which translations it puts out of date, saves all the same, and leads to them', async ({ page, consoleErrors }) => {
  test.setTimeout(120_000);
  await page.goto(`${scratch.baseURL}/_edit?file=${encodeURIComponent(`pages/${PAGE}`)}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await page.getByRole('button', { name: /^Page opening \(hero\)/ }).click();
  await page.locator('#block-fields-0').getByRole('textbox', { name: 'Title', exact: true }).fill('Made for the businesses');

  const before = page.getByRole('region', { name: 'Saving this change puts translations out of date' });
  await expect(before).toBeVisible({ timeout: 30_000 });
  await expect(before).toContainText('You can still save it');
  await expect(before).toContainText('the publishing check fails for Deutsch, Nederlands, Français, Italiano, Suomi');
  await expect(before.getByRole('listitem').filter({ hasText: 'Deutsch' })).toHaveText('Deutsch: the English changed in Page opening (hero) block 1 › Title.');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 30_000 });
  expect(englishOnDisk()).toBe(english.replace(`    title: ${HERO_TITLE}\n`, '    title: Made for the businesses\n'));
  expect(germanOnDisk()).toBe(german);
  const after = page.getByRole('region', { name: 'Saved: these translations are now out of date' });
  await expect(after).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await after.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`english-stale-${width}.png`) });
    expect(await axeViolations(page), `at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await after.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/[?&]lang=de\b/);
  await expect(heroTitle(page)).toHaveAccessibleDescription(/^English now: Made for the businesses Stale: the English changed/, { timeout: 30_000 });
  expect(consoleErrors).toEqual([]);
});

test('the translation lists its own problems by the fields\' names, and Save names the error that holds it up', async ({ page }) => {
  test.setTimeout(90_000);
  // An entry for a field the page no longer has, and one for a link, which every language shares.
  writeFileSync(join(scratch.translationsDir, 'de', PAGE), `${german}blocks[40].title:\n  en: Gone words\n  de: Weg\nblocks[0].actions[0].href:\n  en: "#story"\n  de: "#geschichte"\n`);
  await openGerman(page);
  const problems = page.getByRole('list', { name: 'Problems in the translation' });
  await expect(problems.getByRole('listitem')).toHaveCount(2);
  await expect(problems).toContainText('Block 41 › Title, line');
  await expect(problems).toContainText('Page opening (hero) block 1 › Buttons 1 › Link, line');
  await expect(problems).not.toContainText('blocks[');
  await heroTitle(page).fill('Gebaut für alle Betriebe');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAccessibleDescription(
    /^1 unsaved change\. To save, fix Page opening \(hero\) block 1 › Buttons 1 › Link: this is not words a visitor reads/,
  );
});

test('the words every page shares open in a language too: no preview, and a note that says why and where to see them', async ({ page }) => {
  test.setTimeout(90_000);
  const strings = readFileSync(join(scratch.translationsDir, 'de', '_strings.yaml'), 'utf8');
  try {
    await page.goto(`${scratch.baseURL}/_edit?file=${encodeURIComponent('pages/_strings.yaml')}&lang=de`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const skipLink = page.getByRole('textbox', { name: /^Skip link \(Deutsch\)/ });
    await expect(skipLink).toHaveValue('Zum Inhalt springen');
    await expect(skipLink).toHaveAccessibleDescription(/^English: Skip to content.*Translated$/);
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'No preview for this file' })).toBeVisible();
    await expect(preview).toContainText('pages/_strings.yaml is not a page: it holds words that every page shares');
    await expect(preview.getByRole('link', { name: 'the home page in Deutsch (opens in a new tab)' })).toHaveAttribute('href', '/de');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 390) await page.getByRole('button', { name: 'Preview' }).click();
      await page.screenshot({ path: test.info().outputPath(`strings-${width}.png`) });
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    }
    await page.getByRole('button', { name: 'Form' }).click();
    await skipLink.fill('Direkt zum Inhalt');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toBeVisible({ timeout: 30_000 });
    expect(changedLines(strings, readFileSync(join(scratch.translationsDir, 'de', '_strings.yaml'), 'utf8'))).toEqual([
      ['  de: Zum Inhalt springen', '  de: Direkt zum Inhalt'],
    ]);
  } finally {
    writeFileSync(join(scratch.translationsDir, 'de', '_strings.yaml'), strings);
  }
});
