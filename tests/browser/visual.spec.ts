import type { Page } from '@playwright/test';
import { testLaunchOptions } from '../../scripts/browser.ts';
import { CONSENT_STORAGE_KEY } from '../../src/runtime/consent.ts';
import { brandFacesDrawn, expect, openPage, test } from './fixtures.ts';
import { content } from './siteContent.ts';

/**
 * Pictures of representative pages, compared with the accepted ones in visual.spec.ts-snapshots/ (every one of them
 * was looked at before it was committed). After an intended change of the design: `npx playwright test visual
 * --update-snapshots`, then open the new PNG files and commit them only if they look right.
 *
 * Tolerance: a pixel counts as changed when its colour moved by more than 0.05 (Playwright's `threshold`, 0-1), and a
 * page may have at most 0.2% changed pixels. Fonts are self-hosted and the browser is the same, so a page that renders
 * as before matches exactly; the margin absorbs stray anti-aliasing, not a moved block, a changed colour or text.
 */
const PAGES = [
  ['home', '/'],
  ['features', '/features'],
  ['contact', '/contact'],
  ['book-demo', '/book-demo'],
  ['blog', '/blog'],
  ['article', '/blog/cost-of-missed-calls'],
  ['industry', '/plumbers-electricians'],
  ['careers', '/careers'],
  ['not-found', '/no-such-page'],
] as const;

const WIDTHS = [390, 1440];

// Other hosts fail to resolve, so nothing leaves the machine; unlike request interception this keeps the HTTP cache.
test.use({ launchOptions: { ...testLaunchOptions, args: [...testLaunchOptions.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'] } });

/** A stored consent choice, so the banner does not cover the page. */
async function storeConsent(page: Page) {
  const choice = { value: 'declined', decidedAt: new Date().toISOString(), policyVersion: content.site!.analytics!.consentPolicyVersion };
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, JSON.stringify(choice)]);
}

/** Loads every lazy image, so a full-page picture shows what a reader scrolling down would see. */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

// Each screenshot is a test of its own page: both workers share them.
test.describe.configure({ mode: 'parallel' });

for (const width of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [name, path] of PAGES) {
      test(`${name} (${path}) looks as accepted`, async ({ page }) => {
        await storeConsent(page);
        // The booking widget's script is offline in tests; its failure shows the same fallback every time.
        // Fonts load with font-display: optional, so the first visit may paint fallback fonts; the second uses the cache.
        await openPage(page, path);
        await openPage(page, path);
        await brandFacesDrawn(page);
        await loadLazyImages(page);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.002,
          threshold: 0.05,
        });
      });
    }
  });
}
