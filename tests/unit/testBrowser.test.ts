import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test } from 'vitest';
import { testLaunchOptions } from '../../scripts/browser.ts';

/** The features Playwright switches off in every Chromium it launches, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const packageDir = dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(packageDir, 'lib/coreBundle.js'), 'utf8');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  if (!list) {
    throw new Error(
      "playwright-core's disabledFeatures list was not found: compare PLAYWRIGHT_DISABLED_FEATURES in scripts/browser.ts with its chromiumSwitches by hand.",
    );
  }
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1]);
}

// Chromium reads only the last --disable-features it is given, so the tests' own list replaces Playwright's: a
// feature Playwright adds on an upgrade would silently be switched back on unless the list follows it.
test("the tests' Chromium keeps every feature Playwright switches off, besides Edge's", () => {
  const flag = testLaunchOptions.args.find((arg) => arg.startsWith('--disable-features='))!;
  const ours = flag.slice('--disable-features='.length).split(',');
  const playwrights = playwrightDisabledFeatures().filter((feature) => !feature.startsWith('ms'));
  expect(playwrights.length).toBeGreaterThan(5);
  expect(playwrights.filter((feature) => !ours.includes(feature))).toEqual([]);
});
