import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH), with the flags this kind of machine needs. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
