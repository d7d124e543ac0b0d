import type { Page } from '@playwright/test';
import { animationsSettled, expect, openPage, test } from './fixtures.ts';

interface FocusStop {
  name: string;
  indicator: boolean;
  /** What covers the element's middle (the fixed header, the cookie banner, ...), if anything does. */
  covered: string | null;
}

/** Tabs through the page and describes every stop: what it is, whether focus shows, whether anything covers it. */
async function tabThrough(page: Page, stops: number): Promise<FocusStop[]> {
  const seen: FocusStop[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): FocusStop | null => {
        const element = document.activeElement as HTMLElement;
        // Past the last control focus leaves the page (to the browser's own controls), then starts again.
        if (element === document.body) return null;
        const style = getComputedStyle(element);
        const indicator = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
        // What a sighted user sees at the middle of the focused element's part in the viewport: the element, or
        // whatever lies on top of it.
        const rect = element.getBoundingClientRect();
        const [top, bottom] = [Math.max(rect.top, 0), Math.min(rect.bottom, window.innerHeight)];
        const [left, right] = [Math.max(rect.left, 0), Math.min(rect.right, window.innerWidth)];
        const x = (left + right) / 2;
        const y = (top + bottom) / 2;
        const hit = document.elementFromPoint(x, y);
        const covered =
          hit && !element.contains(hit) && !hit.contains(element)
            ? hit.closest('header') ? 'header' : hit.closest('[role="region"][aria-labelledby]') ? 'cookie banner' : `${hit.tagName}.${hit.className}`
            : null;
        const name = (element.getAttribute('aria-label') ?? element.innerText ?? element.tagName).trim().replace(/\s+/g, ' ');
        return { name: name || element.getAttribute('name') || element.tagName, indicator, covered };
    });
    if (stop) seen.push(stop);
  }
  return seen;
}

for (const width of [390, 1280]) {
  test.describe(`keyboard at ${width} px, with the cookie banner showing`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('focus is always visible and never hidden behind the header or the banner', async ({ page }) => {
      await page.clock.install();
      for (const path of ['/', '/features', '/contact', '/demo-confirmed', '/blog/roi-calculator']) {
        await openPage(page, path);
        await page.clock.runFor(1000);
        await expect(page.getByRole('region', { name: /^Cookies on/ })).toBeVisible();
        await animationsSettled(page);
        const stops = await tabThrough(page, 45);
        expect(stops.filter((stop) => !stop.indicator).map((stop) => stop.name), `${path}: stops without a focus indicator`).toEqual([]);
        expect(stops.filter((stop) => stop.covered).map((stop) => `${stop.name} under the ${stop.covered}`), `${path}: covered stops`).toEqual([]);
      }
    });
  });
}

test.describe('tab order', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('runs skip link, header, then the page: feature cards on /features, the form fields in order on /contact', async ({ page }) => {
    await openPage(page, '/features');
    const stops = (await tabThrough(page, 20)).map((stop) => stop.name);
    const header = ['Skip to content', 'Ringwell home', 'Use Cases', 'Features', 'Blog', 'About', 'Careers', 'EN Language: English', 'Get Started'];
    expect(stops.slice(0, header.length)).toEqual(header);
    expect(stops.indexOf('Learn More')).toBeGreaterThan(header.length);

    await openPage(page, '/contact');
    await page.locator('#message').getByLabel('Full Name').focus();
    const fields: string[] = [];
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press('Tab');
      fields.push(await page.evaluate(() => (document.activeElement as HTMLInputElement).labels?.[0]?.textContent?.trim() ?? (document.activeElement as HTMLElement).textContent!.trim()));
    }
    expect(fields.map((label) => label.replace(/\s*\*$/, ''))).toEqual(['Email Address', 'Phone Number (optional)', 'Business Type', 'Message', 'Send Message']);
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ javaScriptEnabled });

      test('a link to a part of the page takes focus there: the Tab after "Skip to content" or "See Open Roles" goes on from it', async ({ page }) => {
        // Without scripts nothing wakes up: the page is ready once loaded.
        const open = (path: string) => (javaScriptEnabled ? openPage(page, path) : page.goto(path).then(() => undefined));
        await open('/features');
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toHaveText('Skip to content');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement!.closest('main') !== null)).toBe(true);

        await open('/careers');
        await page.getByRole('link', { name: 'See Open Roles' }).focus();
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        const target = (await page.getByRole('link', { name: 'See Open Roles' }).getAttribute('href'))!;
        expect(await page.evaluate((id) => document.getElementById(id)!.contains(document.activeElement), target.slice(1))).toBe(true);
      });
    });
  }

  test('the FAQ accordion and the feature cards work from the keyboard', async ({ page }) => {
    await openPage(page, '/demo-confirmed');
    const items = page.locator('#faq details');
    await items.nth(0).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(0)).toHaveAttribute('open');
    await items.nth(1).locator('summary').focus();
    await page.keyboard.press('Space');
    await expect(items.nth(1)).toHaveAttribute('open');
    await expect(items.nth(0)).not.toHaveAttribute('open');

    await openPage(page, '/features');
    await page.locator('#core-features summary').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#core-features [data-feature-details]').first()).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test('the menu button opens a menu whose links come next in the tab order', async ({ page }) => {
      await openPage(page, '/');
      const stops = (await tabThrough(page, 3)).map((stop) => stop.name);
      expect(stops).toEqual(['Skip to content', 'Ringwell home', 'Open menu']);
      await page.keyboard.press('Enter');
      const menu = (await tabThrough(page, 7)).map((stop) => stop.name);
      expect(menu).toEqual(['Use Cases', 'Features', 'Blog', 'About', 'Careers', 'EN Language: English', 'Get Started']);
      // Tabbing on past the menu closes it, so it covers nothing that takes focus next.
      const [next] = await tabThrough(page, 1);
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      expect(next.covered, `${next.name} is covered`).toBeNull();
    });
  });
});
