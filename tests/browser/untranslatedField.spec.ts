import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForHydration } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

/**
 * An island's field left untranslated, on a dev server over scratch copies of pages/ and translations/: the English
 * title is marked as English on its own element, the rest of the form speaks German, and the island hydrates to the
 * same markup (its code reads the untranslated words from the page, as the server rendered them).
 */
let scratch: ScratchServer;

test.beforeAll(async () => {
  // Before the server first reads the copy: translations/ sits beside pages/.
  const dropTitle = (pagesDir: string) => {
    const file = join(pagesDir, '..', 'translations', 'de', 'contact.yaml');
    const withTitle = readFileSync(file, 'utf8');
    const withoutTitle = withTitle.replace(/^blocks\[3\]\.title:\n(?:[ \t].*\n)*/m, '');
    expect(withoutTitle).not.toBe(withTitle);
    writeFileSync(file, withoutTitle);
  };
  scratch = await startScratchServer(dropTitle, { translations: true });
});

test.afterAll(async () => {
  await scratch?.close();
});

test('an untranslated field of an island is marked as English, and the island hydrates with the mark in place', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.goto(`${scratch.baseURL}/de/contact`);
  const form = page.locator('[data-island="contact-form"]');
  await form.scrollIntoViewIfNeeded();
  await waitForHydration(page);
  await expect(form.getByRole('heading', { name: 'Send us a message' })).toHaveAttribute('lang', 'en-GB');
  await expect(form.locator('[lang]')).toHaveCount(1);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  // The dev server's island ids (React's useId) differ from the browser's whatever the language; a lang the browser
  // would not render shows in React's report as a line of its own.
  expect(consoleErrors.filter((error) => /[+-]\s+lang=/.test(error))).toEqual([]);
});
