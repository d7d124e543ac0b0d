import { test as base, expect, type ConsoleMessage } from '@playwright/test';

/**
 * Every browser test runs offline: requests to other hosts are aborted unless a test stubs them first,
 * and console errors are collected so a test can assert there were none.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort('blockedbyclient'));
    await use(errors);
  },
});

export { expect };
