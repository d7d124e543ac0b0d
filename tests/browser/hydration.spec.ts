import type { Page } from '@playwright/test';
import { expect, test, waitForShellHydration } from './fixtures.ts';

/** The block types whose code the page has requested so far, by the chunk names of src/blocks/. */
function trackBlockCode(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const chunk = /\/assets\/([A-Z]\w+)-[\w-]+\.js$/.exec(request.url());
    if (chunk) requested.add(chunk[1]);
  });
  return requested;
}

const slot = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);

/** Tags the block's prerendered element, so a test can tell whether React kept it (hydrated) or drew a new one. */
async function tagPrerendered(page: Page, type: string) {
  await slot(page, type).evaluate((element) => ((element.firstElementChild as HTMLElement).dataset.prerendered = 'yes'));
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('a block far down the page loads its code and hydrates only as it comes into view', async ({ page, consoleErrors }) => {
    const requested = trackBlockCode(page);
    await page.goto('/plumbers-electricians');
    await waitForShellHydration(page);
    await tagPrerendered(page, 'faq');

    await expect(slot(page, 'hero')).toHaveAttribute('data-hydrated', 'true');
    expect(requested.has('Hero')).toBe(true);
    expect(requested.has('Faq'), 'the FAQ code waits until the FAQ is near').toBe(false);
    await expect(slot(page, 'faq')).not.toHaveAttribute('data-hydrated');
    await expect(slot(page, 'faq').getByRole('heading').first(), 'its prerendered HTML shows meanwhile').toBeAttached();

    await slot(page, 'faq').locator('> *').first().scrollIntoViewIfNeeded();
    await expect(slot(page, 'faq')).toHaveAttribute('data-hydrated', 'true');
    expect(requested.has('Faq')).toBe(true);
    await expect(slot(page, 'faq').locator('[data-prerendered="yes"]'), 'React hydrated the HTML instead of drawing it again').toHaveCount(1);

    const question = slot(page, 'faq').getByRole('button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(consoleErrors).toEqual([]);
  });
});

test('an in-page link clicked before the page has fully hydrated moves to its heading, and no block blinks', async ({ page, consoleErrors }) => {
  await page.goto('/blog/cost-of-missed-calls');
  await waitForShellHydration(page);
  await expect(slot(page, 'faq')).not.toHaveAttribute('data-hydrated');
  // The step through history makes React draw the waiting blocks anew; their prerendered copy must stand in meanwhile.
  await page.evaluate(() => {
    const empty: string[] = [];
    (window as unknown as { emptiedBlocks: string[] }).emptiedBlocks = empty;
    for (const slot of document.querySelectorAll<HTMLElement>('[data-block]')) {
      new MutationObserver(() => slot.childElementCount === 0 && empty.push(slot.dataset.block!)).observe(slot, { childList: true });
    }
  });

  const toc = slot(page, 'toc').getByRole('link').nth(1);
  const target = (await toc.getAttribute('href'))!;
  await toc.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  await expect(page.locator('[data-block]:not([data-hydrated])')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { emptiedBlocks: string[] }).emptiedBlocks)).toEqual([]);

  const question = slot(page, 'faq').getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Everything a good receptionist does');
  await expect(page.locator('[data-block]:not([data-hydrated])')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
