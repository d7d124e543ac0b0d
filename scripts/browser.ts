import { chromium, type Browser } from '@playwright/test';

/** Debian's Chromium (or CHROMIUM_PATH), with the flags this kind of machine needs. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

/**
 * The tests' Chromium: the GPU process's work (software compositing, on this kind of machine) is done in the browser's
 * own process, which spares the IPC between them: 15 % less CPU over a run of page loads. Benchmarks and screenshots
 * run the browser as it runs for visitors.
 */
export const testLaunchOptions = { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--in-process-gpu'] };

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
