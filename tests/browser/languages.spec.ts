import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { EMBED_SCRIPT_URL } from '../../src/blocks/Booking/bookingWidget.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { siteDataOf } from '../../src/content/vitePlugin.ts';
import { formatMessage } from '../../src/i18n/format.ts';
import { events, openPaused } from './dataLayer.ts';
import { animationsSettled, axeViolations, expect, openPage, test, waitForHydration } from './fixtures.ts';

/** The built site in every language: its routes, the language switcher, accessibility and the events' language. */
const checker = createContentChecker(join(import.meta.dirname, '..', '..'));
const data = siteDataOf({ checker, content: checker.check() });
const { locales } = data.manifest.site;
const [defaultLocale] = locales;

test('every route in every language answers 200 with the html lang of its language and one h1', async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const { route, language } of data.pages) {
    const response = await request.get(route);
    const html = await response.text();
    const lang = /<html lang="([^"]*)"/.exec(html)?.[1];
    const h1s = html.match(/<h1[\s>]/g)?.length ?? 0;
    if (response.status() !== 200 || lang !== language.intl || h1s !== 1) {
      problems.push(`${route}: status ${response.status()}, lang ${lang} (expected ${language.intl}), ${h1s} h1 elements`);
    }
  }
  expect(problems).toEqual([]);
  expect(data.pages.filter(({ language }) => language.code !== defaultLocale.code).length).toBeGreaterThan(200);
});

test("each language's home page opens in Chromium in its language, with its heading and no errors", async ({ page, consoleErrors }) => {
  for (const locale of locales) {
    const home = locale.code === defaultLocale.code ? '/' : `/${locale.code}`;
    expect((await page.goto(home))?.status(), home).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale.intl);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

/** The names the switcher gives the languages, in the site's order. */
const languageNames = locales.map((locale) => locale.name);

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the language switcher, with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 1280, height: 800 } });

    test('the header menu opens, lists every language, and Deutsch on /features leads to /de/features', async ({ page }) => {
      await page.goto('/features');
      // The page's script marks the page ready; without JavaScript nothing does.
      if (javaScriptEnabled) await expect(page.locator('html')).toHaveAttribute('data-ready', 'true');
      else expect(await page.locator('html').getAttribute('data-ready')).toBeNull();
      const menu = page.locator('header [data-language-menu]');
      const summary = menu.locator('summary');
      await expect(summary).toHaveAccessibleName('Language: English');
      await expect(menu.getByRole('link')).toHaveCount(0);
      await summary.click();
      await expect(menu.getByRole('link')).toHaveText(languageNames);
      await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
      await menu.getByRole('link', { name: 'Deutsch' }).click();
      await expect(page).toHaveURL(/\/de\/features$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      await expect(page.locator('header [data-language-menu] summary')).toHaveAccessibleName(/: Deutsch$/);
    });

    test("the footer's list leads to the same page in each language, and back", async ({ page }) => {
      await page.goto('/features');
      const list = page.locator('footer nav').filter({ has: page.getByRole('link', { name: 'Deutsch' }) });
      await expect(list.getByRole('link')).toHaveText(languageNames);
      await list.getByRole('link', { name: 'Deutsch' }).click();
      await expect(page).toHaveURL(/\/de\/features$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
      await page.locator('footer').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/features$/);
      await expect(page.locator('html')).toHaveAttribute('lang', defaultLocale.intl);
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/de', '/fi/restaurants', '/fr/contact', '/it/book-demo', '/nl/features']) {
    test(`${path} has no axe violations, with the cookie banner showing`, async ({ page, consoleErrors }) => {
      await page.clock.install();
      await page.route(EMBED_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
      expect((await page.goto(path))?.status()).toBe(200);
      await waitForHydration(page);
      await page.clock.runFor(1000);
      await expect(page.locator('[data-consent="accepted"]')).toBeVisible();
      // Entrance animations pass through low opacity; contrast is judged on the settled page.
      await animationsSettled(page);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

/**
 * Runs in the page, once its layout has its faces: the horizontal overflow, the elements that cut words off, and each
 * word of its text that a line break splits other than after a hyphen, a soft hyphen, a slash or a dash, as
 * `element "start|rest"`. An address (name@host) breaks where it must. One call per width: the brand faces are wider
 * than their fallbacks in places, so the words are measured as the visitor ends up seeing them, and a width can draw
 * text at a weight no other width uses, whose face starts loading with the new layout.
 */
async function drawnLayout(): Promise<{ overflow: number; cut: string[]; split: string[] }> {
  void document.body.offsetWidth;
  await document.fonts.ready;
  const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
  // An element cut off inside a scroll container or `overflow: hidden` does not widen the page but hides words.
  const cut = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, p, a, button, summary, label, li')]
    .filter((element) => element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
    .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
  const split: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const onOneLine = (boxes: DOMRect[]) => boxes.every((box) => Math.abs(box.top - boxes[0].top) < box.height / 2);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    // Most texts sit on one line (a label, a heading): their words are looked at one by one only when it is on two.
    range.selectNodeContents(text);
    if (onOneLine([...range.getClientRects()])) continue;
    for (const { 0: word, index } of text.data.matchAll(/\S+/g)) {
      if (word.includes('@')) continue;
      // Most words sit on one line: their letters are looked at one by one only when the word's boxes are on two.
      range.setStart(text, index);
      range.setEnd(text, index + word.length);
      if (onOneLine([...range.getClientRects()])) continue;
      let lineTop: number | undefined;
      for (let i = 0; i < word.length; i++) {
        range.setStart(text, index + i);
        range.setEnd(text, index + i + 1);
        // A letter after a soft hyphen's break has two boxes: the hyphen drawn at the line's end, then its own.
        const boxes = range.getClientRects();
        const box = boxes[boxes.length - 1];
        if (!box || box.width === 0) continue;
        if (lineTop !== undefined && box.top > lineTop + box.height / 2 && !/[-\u00ad/\u2011\u2013\u2014]/.test(word[i - 1])) {
          split.push(`${text.parentElement!.tagName.toLowerCase()} "${word.slice(0, i)}|${word.slice(i)}"`);
        }
        lineTop = box.top;
      }
    }
  }
  return { overflow, cut, split };
}

// Most phones are 360 px wide or more; 320 px is the narrowest a page must read at (WCAG's reflow), two figures a row
// above it and one below; 900 px, where the medium layout's columns are at their narrowest.
const SCAN_WIDTHS = [320, 360, 900];

test.describe('every page at 320, 360 and 900 px, as drawn from its HTML', () => {
  // Layout is the HTML's and the stylesheet's: without scripts every page draws fast enough to check them all. Each page
  // loads once and is laid out again at each width; each language is a test of its own, so both workers share them.
  test.use({ javaScriptEnabled: false });
  test.describe.configure({ mode: 'parallel' });

  for (const locale of locales) {
    test(`in ${locale.name}, long words neither push a page wider than the screen nor break where they run out of room`, async ({ page }) => {
      test.setTimeout(5 * 60_000);
      const routes = data.pages.filter(({ language }) => language.code === locale.code).map(({ route }) => route);
      const problems: string[] = [];
      // The widths are taken in turn one way, then back: each page starts at the width the last one ended at.
      let width = SCAN_WIDTHS[0];
      await page.setViewportSize({ width, height: 800 });
      for (const [index, route] of routes.entries()) {
        // The layout needs the HTML, its styles and the faces (awaited below), not the pictures that "load" waits for.
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        for (const next of index % 2 === 0 ? SCAN_WIDTHS : SCAN_WIDTHS.toReversed()) {
          if (next !== width) await page.setViewportSize({ width: (width = next), height: 800 });
          const found = await page.evaluate(drawnLayout);
          if (found.overflow > 0) problems.push(`${route} at ${width} px: ${found.overflow} px of horizontal overflow`);
          if (found.cut.length > 0) problems.push(`${route} at ${width} px: words cut off in ${found.cut.join(', ')}`);
          if (found.split.length > 0) problems.push(`${route} at ${width} px: words split where they ran out of room: ${found.split.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
      expect(routes.length).toBeGreaterThan(30);
    });
  }
});

test.describe('analytics in German', () => {
  test('the page view of /de/features carries page_language de-DE', async ({ page }) => {
    await openPaused(page, '/de/features');
    expect(await events(page, 'page_view')).toEqual([expect.objectContaining({ page_path: '/de/features', page_language: 'de-DE' })]);
  });

  test('/de/book-demo begins the checkout, in German', async ({ page }) => {
    await page.route(EMBED_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await openPaused(page, '/de/book-demo');
    await page.clock.runFor(1000);
    expect(await events(page, 'begin_checkout')).toEqual([
      expect.objectContaining({ event: 'begin_checkout', event_category: 'Funnel', page_path: '/de/book-demo', page_language: 'de-DE' }),
    ]);
  });
});

test.describe('islands in other languages, with only the words they read', () => {
  const languageOf = (code: string) => data.languages.find((language) => language.code === code)!;
  const shippedGroups = (page: Page) => page.evaluate(() => Object.keys(JSON.parse(document.getElementById('page-language')!.textContent!).strings));

  test('the pricing block on /nl/features switches currency and says so in Dutch', async ({ page, consoleErrors }) => {
    const { strings, intl } = languageOf('nl');
    await openPage(page, '/nl/features');
    expect((await shippedGroups(page)).sort()).toEqual(['currencies', 'pricing']);
    const pricing = page.locator('#pricing');
    await pricing.getByRole('group', { name: strings.pricing.currency }).getByRole('button', { name: 'EUR' }).click();
    await expect(pricing.getByText(formatMessage(strings.pricing.pricesIn, intl, { currencyName: strings.currencies.EUR, currency: 'EUR' }))).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("an island's code lists none of the site's pages: /nl/features names only the route its pricing links lead to", async ({ page, request, consoleErrors }) => {
    await openPage(page, '/nl/features');
    const named = await page.evaluate(() => JSON.parse(document.getElementById('island-routes')!.textContent!) as { path: string }[]);
    const linked = await page.locator('#pricing a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(linked.length).toBeGreaterThan(0);
    expect([...new Set(linked)].sort()).toEqual([...new Set(named.map(({ path }) => `/nl${path}`))].sort());
    // Every script the page ran, the islands' chunks among them: a list of the site's routes would name every article,
    // where the site configuration (which islands have) names a few.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map(({ name }) => name).filter((url) => url.endsWith('.js')));
    expect(scripts.some((url) => url.includes('/assets/Pricing-'))).toBe(true);
    const configuration = JSON.stringify(data.manifest.site);
    const articles = data.manifest.routes.filter(({ kind, path }) => kind === 'article' && !configuration.includes(`"${path}"`)).map(({ path }) => path);
    expect(articles.length).toBeGreaterThan(10);
    for (const script of scripts) {
      const code = await (await request.get(script)).text();
      expect(articles.filter((path) => code.includes(`"${path}"`) || code.includes(`\`${path}\``)), script).toEqual([]);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the blog filter on /de/blog names the category and counts the articles in German', async ({ page, consoleErrors }) => {
    const { strings, intl } = languageOf('de');
    await openPage(page, '/de/blog');
    expect((await shippedGroups(page)).sort()).toEqual(['articleCategories', 'articles', 'chrome']);
    const latest = page.locator('#articles');
    const category = strings.articleCategories['AI Technology'];
    await latest.getByRole('button', { name: category }).click();
    await expect(latest.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    const count = await latest.locator('article:visible').count();
    await expect(latest.getByRole('status')).toHaveText(formatMessage(strings.articles.showingIn, intl, { count, category }));
    // The cards stay as the server drew them, links and all: the page names none of their routes for the island's code.
    expect(await latest.locator('article a[href*="/blog/"]').count()).toBeGreaterThan(10);
    await expect(page.locator('#island-routes')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
