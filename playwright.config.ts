import { defineConfig } from '@playwright/test';
import { testLaunchOptions } from './scripts/browser.ts';

/** The built site, served as a static host would serve it; `npm test` builds it first. */
const PORT = Number(process.env.SITE_TEST_PORT ?? 4174);

export default defineConfig({
  testDir: 'tests/browser',
  // A test file's tests run in order in one worker; files run two at a time, one a core.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The list reporter prints each failure's error after the summary, where the last lines of a CI log show it.
  reporter: 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: testLaunchOptions,
  },
  webServer: {
    command: `npx tsx scripts/serve.ts --port=${PORT}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
