import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH), with the flags this kind of machine needs. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

/**
 * The omnibox popups headless Chromium 156 renders on every navigation though it never shows them (Puppeteer switches
 * them off by default since its PR #15278), where a visitor's browser renders them only while its address bar is typed
 * in. Their renderers took 17 % of the CPU of sixteen page loads, on this 2-core machine, from the page being measured.
 */
const HIDDEN_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright's own --disable-features list (playwright-core's chromiumSwitches, less its two Edge-only entries),
 * repeated because Chromium reads only the last --disable-features it is given. tests/unit/testBrowser.test.ts fails
 * when Playwright's list gains an entry this lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
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
];

/** The --disable-features flag that switches off `features` and the hidden popups. */
const disableFeaturesFlag = (features: readonly string[]) => `--disable-features=${[...features, ...HIDDEN_POPUPS].join(',')}`;

/** The browser the benchmarks, screenshots and scripts launch through Playwright: as it runs for visitors. */
const playwrightLaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, disableFeaturesFlag(PLAYWRIGHT_DISABLED_FEATURES)],
};

/**
 * The tests' Chromium, lighter on this 2-core machine's CPU: the GPU process's work (software compositing, on this
 * kind of machine) done in the browser's own process, which spares the IPC between them (15 % less CPU over sixteen
 * page loads). Benchmarks and screenshots keep the GPU process, as visitors' browsers do.
 */
export const testLaunchOptions = {
  ...playwrightLaunchOptions,
  args: [...playwrightLaunchOptions.args, '--in-process-gpu'],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(playwrightLaunchOptions);
}

/**
 * The flags of the Chromium that Lighthouse drives, given chrome-launcher's defaults (`Launcher.defaultFlags()`; it
 * is launched with `ignoreDefaultFlags`, as these hold them): those, with the hidden popups added to the features
 * they switch off, then headless and this machine's.
 */
export function lighthouseChromeFlags(launcherDefaults: readonly string[]): string[] {
  const defaults = launcherDefaults.map((flag) =>
    flag.startsWith('--disable-features=') ? disableFeaturesFlag(flag.slice('--disable-features='.length).split(',')) : flag,
  );
  return [...defaults, '--headless=new', ...chromiumLaunchOptions.args];
}
