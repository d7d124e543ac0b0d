import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { consentCommand, dataLayer, events, openPaused, runSincePageView, waitForPageView } from './dataLayer.ts';
import { brandFacesDrawn, expect, takesTapAtCentre, test } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

const STORAGE_KEY = 'ringwell.consent';
const POLICY_VERSION = '2024-12'; // analytics.consentPolicyVersion in pages/_site.yaml
const CHANGED_EVENT = 'ringwell:consent-changed';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Ringwell' });

function storeChoice(page: Page, choice: { value: string; decidedAt: string; policyVersion: string }) {
  return page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify(choice)]);
}

function recordConsentEvents(page: Page) {
  return page.addInitScript((name) => {
    const seen: unknown[] = [];
    (window as unknown as { consentEvents: unknown[] }).consentEvents = seen;
    window.addEventListener(name, (event) => seen.push((event as CustomEvent).detail));
  }, CHANGED_EVENT);
}

/** The page's (controlled) time, as the banner would record it. */
const pageTime = (page: Page) => page.evaluate(() => new Date().toISOString());
const consentEvents = (page: Page) => page.evaluate(() => (window as unknown as { consentEvents: unknown[] }).consentEvents);
const storedChoice = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
const consentUpdates = async (page: Page) =>
  (await dataLayer(page)).filter((entry) => Array.isArray(entry.gtag) && entry.gtag[1] === 'update');

test('the banner appears 1 s after load, not before, as a labelled region linking the privacy policy', async ({ page }) => {
  await openPaused(page, '/about');
  await runSincePageView(page, 999);
  await expect(banner(page)).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute('href', '/privacy');
});

test('the banner is in the page\'s language, fetched as an asset the browser keeps, and records a choice', async ({ page, consoleErrors }) => {
  const asset = page.waitForResponse((response) => /\/assets\/cookie-banner-de-\w+\.json$/.test(response.url()));
  await openPaused(page, '/de/about');
  expect((await (await asset).allHeaders())['cache-control']).toContain('immutable');
  await page.clock.runFor(1000);
  const german = page.getByRole('region', { name: 'Cookies bei Ringwell' });
  await expect(german).toBeVisible();
  await expect(german.getByRole('link', { name: 'Unsere Datenschutzerklärung lesen' })).toHaveAttribute('href', '/de/privacy');
  await german.getByRole('button', { name: 'Cookies akzeptieren' }).click();
  expect(JSON.parse((await storedChoice(page))!)).toMatchObject({ value: 'accepted', policyVersion: POLICY_VERSION });
  expect(consoleErrors).toEqual([]);
});

test('a banner that cannot be fetched is said so on the console, and the page works on without it', async ({ page, consoleErrors }) => {
  await page.route(/\/assets\/cookie-banner-/, (route) => route.fulfill({ status: 503, body: '' }));
  await openPaused(page, '/about');
  await page.clock.runFor(2000);
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await page.clock.runFor(1000);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedChoice(page)).toBeNull();
  expect(await consentUpdates(page)).toEqual([]);
  // Besides the browser's own line on the failed request, the one error is the page's: nothing threw.
  expect(consoleErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([expect.stringContaining('The cookie banner could not be loaded')]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
});

test('Decline is as prominent as Accept', async ({ page }) => {
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  await expect(banner(page)).toBeVisible();
  // Both are measured in the same frame, once the brand faces are drawn: a face arriving between two measurements
  // changes the buttons' size by a pixel.
  await brandFacesDrawn(page);
  const [decline, accept] = await banner(page).evaluate((region) =>
    ['declined', 'accepted'].map((value) => {
      const button = region.querySelector(`button[data-consent="${value}"]`)!;
      const style = getComputedStyle(button);
      const { width, height } = button.getBoundingClientRect();
      return { width: Math.round(width), height: Math.round(height), weight: style.fontWeight, size: style.fontSize, color: style.color, background: style.backgroundColor };
    }),
  );
  expect(decline).toEqual(accept);
});

test('Accept stores the choice, grants the four signals, broadcasts it and slides out in 300 ms', async ({ page, consoleErrors }) => {
  await recordConsentEvents(page);
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  const decidedAt = await pageTime(page);
  await banner(page).getByRole('button', { name: 'Accept cookies' }).click();

  const choice = { value: 'accepted', decidedAt, policyVersion: POLICY_VERSION };
  expect(JSON.parse((await storedChoice(page))!)).toEqual(choice);
  expect(await consentUpdates(page)).toEqual([consentCommand('update', 'granted')]);
  expect(await consentEvents(page)).toEqual([choice]);

  await page.clock.runFor(299);
  await expect(banner(page)).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(banner(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('Decline stores the choice, denies the four signals and broadcasts it; it is not asked again', async ({ page }) => {
  await recordConsentEvents(page);
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  const decidedAt = await pageTime(page);
  await banner(page).getByRole('button', { name: 'Decline cookies' }).click();

  const choice = { value: 'declined', decidedAt, policyVersion: POLICY_VERSION };
  expect(JSON.parse((await storedChoice(page))!)).toEqual(choice);
  expect(await consentUpdates(page)).toEqual([consentCommand('update', 'denied')]);
  expect(await consentEvents(page)).toEqual([choice]);

  await page.reload();
  await waitForPageView(page, '/about');
  await page.clock.runFor(2000);
  await expect(banner(page)).toHaveCount(0);
  expect(await consentUpdates(page)).toEqual([]);
});

test('the close button dismisses without storing, and the banner returns on the next load', async ({ page }) => {
  await recordConsentEvents(page);
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
  await page.clock.runFor(300);
  await expect(banner(page)).toHaveCount(0);
  expect(await storedChoice(page)).toBeNull();
  expect(await consentUpdates(page)).toEqual([]);
  expect(await consentEvents(page)).toEqual([]);

  await page.reload();
  await waitForPageView(page, '/about');
  await page.clock.runFor(1000);
  await expect(banner(page)).toBeVisible();
});

test('under reduced motion the banner leaves at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
  await page.clock.runFor(0);
  await expect(banner(page)).toHaveCount(0);
  // Removed before the frame that moves focus out of it, the banner still hands focus to the page's content.
  await expect(page.locator('#main')).toBeFocused();
});

test('a second tap while the banner leaves changes nothing', async ({ page }) => {
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
  // The banner turns inert a frame after the tap, and the page's clock is paused: the second tap reaches it.
  await banner(page).getByRole('button', { name: 'Decline cookies' }).dispatchEvent('click');
  expect(JSON.parse((await storedChoice(page))!)).toMatchObject({ value: 'accepted' });
  expect(await consentUpdates(page)).toEqual([consentCommand('update', 'granted')]);
});

test('the consent default is the first entry of the data layer, pushed once, and no tag loads', async ({ page }) => {
  const tagRequests: string[] = [];
  page.on('request', (request) => request.url().includes('googletagmanager') && tagRequests.push(request.url()));
  await openPaused(page, '/features');

  const entries = await dataLayer(page);
  expect(entries[0]).toEqual(consentCommand('default', 'denied'));
  expect(entries.filter((entry) => Array.isArray(entry.gtag) && entry.gtag[1] === 'default')).toHaveLength(1);
  expect(tagRequests).toEqual([]);
});

test('a stored acceptance is re-asserted on every load, before any event, and the banner stays away', async ({ page }) => {
  await storeChoice(page, { value: 'accepted', decidedAt: '2026-01-15T10:00:00.000Z', policyVersion: POLICY_VERSION });
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  await expect(banner(page)).toHaveCount(0);
  const entries = await dataLayer(page);
  expect(entries.slice(0, 3)).toEqual([
    consentCommand('default', 'denied'),
    consentCommand('update', 'granted'),
    expect.objectContaining({ event: 'page_view', page_path: '/about' }),
  ]);

  await page.reload();
  await waitForPageView(page, '/about');
  expect(await consentUpdates(page)).toEqual([consentCommand('update', 'granted')]);
});

test.describe('asks again', () => {
  for (const [reason, stored] of [
    ['after the policy version changes', { value: 'accepted', decidedAt: '2026-01-15T10:00:00.000Z', policyVersion: '2023-01' }],
    ['after six months', { value: 'accepted', decidedAt: '2025-09-02T09:00:00.000Z', policyVersion: POLICY_VERSION }],
    ['when the stored value is not a choice', { value: 'maybe', decidedAt: '2026-01-15T10:00:00.000Z', policyVersion: POLICY_VERSION }],
  ] as const) {
    test(reason, async ({ page }) => {
      await storeChoice(page, stored);
      await openPaused(page, '/about');
      await page.clock.runFor(1000);
      await expect(banner(page)).toBeVisible();
      expect(await consentUpdates(page)).toEqual([]);
    });
  }

  test('but not within six months', async ({ page }) => {
    // A minute inside the six months (the unit tests check the exact boundary), as the clock moves while the app starts.
    await storeChoice(page, { value: 'declined', decidedAt: '2025-09-02T09:01:00.000Z', policyVersion: POLICY_VERSION });
    await openPaused(page, '/about');
    await page.clock.runFor(1000);
    await expect(banner(page)).toHaveCount(0);
  });
});

test('Cookie settings in the footer opens the banner again, focused, so a choice can be withdrawn', async ({ page }) => {
  await storeChoice(page, { value: 'accepted', decidedAt: '2026-03-01T12:00:00.000Z', policyVersion: POLICY_VERSION });
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  await expect(banner(page)).toHaveCount(0);

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  // Focus and the sentence with the date follow a frame later, so the tap is answered first.
  await page.clock.runFor(50);
  await expect(banner(page)).toBeFocused();
  await expect(banner(page)).toContainText('You accepted these cookies on 1 March 2026.');

  const decline = banner(page).getByRole('button', { name: 'Decline cookies' });
  await decline.click();
  // The banner starts to slide out in the tap's frame; focus moves back a frame later, as moving it lays the page out.
  await expect(decline).toBeFocused();
  await page.clock.runFor(50);
  await expect(settings).toBeFocused();
  expect(JSON.parse((await storedChoice(page))!)).toMatchObject({ value: 'declined' });
  expect(await consentUpdates(page)).toEqual([consentCommand('update', 'granted'), consentCommand('update', 'denied')]);
});

test('Cookie settings shows a copy of the banner made while the page was idle: the tap copies nothing', async ({ page }) => {
  // The page's own clock runs here: a choice made today, which the banner does not ask about again by itself.
  await storeChoice(page, { value: 'accepted', decidedAt: new Date().toISOString(), policyVersion: POLICY_VERSION });
  await page.goto('/about');
  // The banner's asset is in its template once fetched; the copy is made in the next idle time.
  await page.waitForFunction(() => (document.getElementById('cookie-banner') as HTMLTemplateElement | null)?.content.childElementCount);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Counts the copies made up to the tap's end: the listener on window runs after the page's own on the document.
  await page.evaluate(() => {
    const record = window as unknown as { copies: number; copiesByTap?: number };
    const cloneNode = Node.prototype.cloneNode;
    record.copies = 0;
    Node.prototype.cloneNode = function (deep) {
      record.copies++;
      return cloneNode.call(this, deep);
    };
    addEventListener('click', () => (record.copiesByTap ??= record.copies));
  });
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { copiesByTap: number }).copiesByTap)).toBe(0);
});

test('the idle copy waits in the page laid out but unseen, so Cookie settings shows it without laying it out', async ({ page }) => {
  await storeChoice(page, { value: 'accepted', decidedAt: new Date().toISOString(), policyVersion: POLICY_VERSION });
  await page.goto('/about');
  const spare = page.locator('[data-spare]');
  await expect(spare).toHaveCount(1);
  await expect(spare).toBeHidden();
  await expect(banner(page)).toHaveCount(0);
  await expect(spare.getByRole('button')).toHaveCount(0);
  expect(await spare.evaluate((dock) => dock.getBoundingClientRect().height)).toBeGreaterThan(0);
  await spare.evaluate((dock) => (dock.dataset.waited = ''));

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(page.locator('[data-waited]')).not.toHaveAttribute('data-spare');
  await expect(page.locator('[data-waited]').getByRole('region')).toBeVisible();
  await expect(spare).toHaveCount(0);

  // Closed, the banner leaves the page and the next copy waits in its place.
  await banner(page).getByRole('button', { name: 'Close cookie banner' }).click();
  await expect(page.locator('[data-waited]')).toHaveCount(0);
  await expect(spare).toHaveCount(1);
  await expect(spare).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 700 } });

  test('the banner never hides the focused element, and the page end can scroll above it', async ({ page }) => {
    await openPaused(page, '/about');
    await page.clock.runFor(1000);
    await expect(banner(page)).toBeVisible();
    const bannerTop = async () => (await banner(page).boundingBox())!.y;

    let checked = 0;
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement!;
        const { top, bottom } = element.getBoundingClientRect();
        const inBanner = Boolean(element.closest('[role="region"][aria-labelledby]'));
        return { inBanner, body: element === document.body, top, bottom, name: element.textContent };
      });
      if (focused.inBanner || focused.body) continue;
      expect(focused.bottom, `"${focused.name}" is behind the banner`).toBeLessThanOrEqual(await bannerTop());
      checked++;
    }
    expect(checked).toBeGreaterThan(20);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    expect((await settings.boundingBox())!.y + (await settings.boundingBox())!.height).toBeLessThanOrEqual(await bannerTop());
    // The room is the footer's own: the banner's height set on <html> would restyle every element of the page.
    const footer = page.getByRole('contentinfo');
    expect(await footer.evaluate((element) => parseFloat(getComputedStyle(element).paddingBottom))).toBeGreaterThan((await banner(page).boundingBox())!.height);
    expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--cookie-banner-space'))).toBe('');
  });
});

test.describe('on a short phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the open menu reaches down over the banner, and every control in it takes a tap', async ({ page }) => {
    await openPaused(page, '/about');
    await page.clock.runFor(1000);
    await expect(banner(page)).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const controls = page.locator('#site-menu').locator('a, button').filter({ visible: true });
    await expect(controls.filter({ hasText: 'Get Started' })).toBeVisible();
    const unreachable: string[] = [];
    for (const control of await controls.all()) if (!(await takesTapAtCentre(control))) unreachable.push((await control.textContent())!);
    expect(unreachable).toEqual([]);
  });
});

test('with storage blocked the banner still works for the visit, without errors', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await recordConsentEvents(page);
  await openPaused(page, '/about');
  await page.clock.runFor(1000);
  await banner(page).getByRole('button', { name: 'Accept cookies' }).click();
  expect(await consentUpdates(page)).toEqual([consentCommand('update', 'granted')]);
  expect(await consentEvents(page)).toHaveLength(1);
  await page.clock.runFor(300);
  await expect(banner(page)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await page.clock.runFor(2000);
  await expect(banner(page)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('with a tag manager configured', () => {
  const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123';
  let scratch: ScratchServer;

  test.beforeAll(async () => {
    scratch = await startScratchServer((pagesDir) => {
      const site = join(pagesDir, '_site.yaml');
      writeFileSync(site, readFileSync(site, 'utf8').replace(/consentPolicyVersion: .*/, `$&\n  tagManagerId: GTM-TEST123`));
    });
  });
  test.afterAll(() => scratch?.close());

  test('it loads after the consent default and a re-asserted acceptance', async ({ page }) => {
    // A stand-in for gtm.js that records what the data layer held when it ran.
    await page.route(GTM, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.seenByTagManager = window.dataLayer.map((entry) =>
          Object.prototype.toString.call(entry) === '[object Arguments]' ? { gtag: Array.from(entry) } : entry);`,
      }),
    );
    await storeChoice(page, { value: 'accepted', decidedAt: new Date().toISOString(), policyVersion: POLICY_VERSION });
    await page.goto(scratch.baseURL + '/about');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenByTagManager?: unknown }).seenByTagManager)).toBeTruthy();
    const seen = await page.evaluate(() => (window as unknown as { seenByTagManager: unknown[] }).seenByTagManager);
    expect(seen.slice(0, 3)).toEqual([
      consentCommand('default', 'denied'),
      consentCommand('update', 'granted'),
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ]);
    expect(await events(page, 'gtm.js')).toHaveLength(1);
  });
});
