import { expect, test, waitForPageScript } from './fixtures';

test.describe('a browser that prefers German, on the English home page', () => {
  test.use({ locale: 'de-DE' });

  test('is told once, in German, that the site speaks German, and nothing redirects it', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await waitForPageScript(page);
    expect(new URL(page.url()).pathname).toBe('/');
    const note = page.getByRole('complementary', { name: 'Diese Seite gibt es auch auf Deutsch.' });
    await expect(note).toBeVisible();
    await expect(note).toHaveAttribute('lang', 'de-DE');
    await expect(note.getByRole('link', { name: 'Auf Deutsch lesen' })).toHaveAttribute('href', '/de');

    await note.getByRole('button', { name: 'Schließen' }).click();
    await expect(note).toHaveCount(0);
    await page.reload();
    await waitForPageScript(page);
    await expect(page.locator('aside[data-language]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('is not told on another page, nor on the German pages', async ({ page }) => {
    for (const path of ['/features', '/de']) {
      await page.goto(path);
      await waitForPageScript(page);
      await expect(page.locator('aside[data-language]')).toHaveCount(0);
    }
  });
});

test.describe('a browser that prefers English', () => {
  test.use({ locale: 'en-US' });

  test('is told nothing', async ({ page }) => {
    await page.goto('/');
    await waitForPageScript(page);
    await expect(page.locator('aside[data-language]')).toHaveCount(0);
  });
});
