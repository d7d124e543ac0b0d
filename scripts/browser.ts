import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH), with the flags this kind of machine needs. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

/**
 * Playwright's own --disable-features list (playwright-core's chromiumSwitches, less its two Edge-only entries),
 * repeated because Chromium reads only the last --disable-features it is given, with the two omnibox popups added:
 * headless Chromium 156 renders them on every navigation though it never shows them (Puppeteer switches them off by
 * default since its PR #15278). tests/unit/testBrowser.test.ts fails when Playwright's list gains an entry this lacks.
 */
const TEST_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
];

/**
 * The tests' Chromium, lighter on this 2-core machine's CPU: no omnibox popups, and the GPU process's work (software
 * compositing, on this kind of machine) done in the browser's own process, which spares the IPC between them. Over
 * sixteen page loads: 15 % less CPU for the second, 17 % less again for the first. Benchmarks and screenshots run the
 * browser as it runs for visitors.
 */
export const testLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--in-process-gpu', `--disable-features=${TEST_DISABLED_FEATURES.join(',')}`],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
