import { chromium, expect, test, type Browser } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumLaunchOptions, launchChromium, lighthouseChromeFlags } from '../../scripts/browser.ts';

const A_PAGE = 'data:text/html,<title>A page</title><p>A page</p>';

/**
 * Loads a page in a new tab and expects the browser to hold pages only: a headless Chromium that renders its hidden
 * omnibox popups has them as `browser_ui` targets by then.
 */
async function expectOnlyPagesAfterALoad(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  await page.goto(A_PAGE);
  const { targetInfos } = await (await browser.newBrowserCDPSession()).send('Target.getTargets');
  const targets = targetInfos.map(({ type, url }) => `${type} ${url}`);
  expect(targets).toContain(`page ${A_PAGE}`);
  expect(targets.filter((target) => !target.startsWith('page '))).toEqual([]);
}

// The benchmarks measure the page, on a 2-core machine: a renderer of the browser's own, which visitors' browsers never
// run while a page loads, would take CPU from it.
test.describe('the browsers the benchmarks measure with', () => {
  test('the one launched through Playwright renders no hidden omnibox popup', async () => {
    const browser = await launchChromium();
    try {
      await expectOnlyPagesAfterALoad(browser);
    } finally {
      await browser.close();
    }
  });

  test("Lighthouse's renders no hidden omnibox popup, and keeps chrome-launcher's own flags", async () => {
    const flags = lighthouseChromeFlags(chromeLauncher.Launcher.defaultFlags());
    expect(flags).toEqual(expect.arrayContaining(chromeLauncher.Launcher.defaultFlags().filter((flag) => !flag.startsWith('--disable-features='))));
    expect(flags.find((flag) => flag.startsWith('--disable-features='))).toContain('Translate');
    const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags: flags, ignoreDefaultFlags: true });
    try {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await expectOnlyPagesAfterALoad(browser);
      await browser.close();
    } finally {
      chrome.kill();
    }
  });
});
