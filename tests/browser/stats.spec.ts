import type { Page } from '@playwright/test';
import { animationsSettled, expect, openPage, test } from './fixtures.ts';

/**
 * Runs in the page: for each list of figures, the figures that share a grid row (their boxes start at the same
 * height), as the text and top of each value.
 */
function figureRows(): { value: string; top: number }[][] {
  return [...document.querySelectorAll('main dl')].flatMap((list) => {
    const rows = new Map<number, { value: string; top: number }[]>();
    for (const figure of list.querySelectorAll(':scope > div')) {
      const value = figure.querySelector('dd')!;
      const row = Math.round(figure.getBoundingClientRect().top);
      rows.set(row, [...(rows.get(row) ?? []), { value: value.textContent!, top: value.getBoundingClientRect().top }]);
    }
    return [...rows.values()].filter((row) => row.length > 1);
  });
}

async function expectValuesLevel(page: Page, path: string) {
  await openPage(page, path);
  await animationsSettled(page);
  const rows = await page.evaluate(figureRows);
  expect(rows.length, `${path} has figures side by side`).toBeGreaterThan(0);
  for (const row of rows) {
    const tops = row.map((figure) => `${figure.value} at ${Math.round(figure.top)}`);
    expect(new Set(row.map((figure) => Math.round(figure.top))).size, `${path}: ${tops.join(', ')}`).toBe(1);
  }
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the values of a row of figures stay level when one label wraps and the other does not (the hero's figures)", async ({ page }) => {
    await expectValuesLevel(page, '/features');
  });

  test('the values of a row of figures stay level in a stats block, where a label wraps beside a short one', async ({ page }) => {
    await expectValuesLevel(page, '/restaurants');
  });
});
