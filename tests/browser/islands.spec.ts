import type { Page } from '@playwright/test';
import { expect, openPage, recordScripts, test, waitForPageScript } from './fixtures.ts';

/** A string only React DOM's own code holds, so a downloaded script with it is React. */
const REACT_MARKER = 'react.transitional.element';

const island = (page: Page, type: string) => page.locator(`[data-island="${type}"]`);

/** Holds back the island chunk a pattern names until the function returned is called. */
async function holdBack(page: Page, chunk: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(chunk, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Tags the island's prerendered element, so a test can tell whether React kept it (hydrated) or drew a new one. */
async function tagPrerendered(page: Page, type: string) {
  await island(page, type).evaluate((element) => ((element.firstElementChild as HTMLElement).dataset.prerendered = 'yes'));
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('a page with no island on its first screen downloads no React; an island loads it as it comes into view', async ({ page, consoleErrors }) => {
    const downloaded = recordScripts(page);
    await page.goto('/contact');
    await waitForPageScript(page);
    await page.waitForLoadState('networkidle');
    expect(await downloaded(), 'the first screen runs without React').not.toContain(REACT_MARKER);
    await expect(island(page, 'contact-form')).not.toHaveAttribute('data-hydrated');
    await tagPrerendered(page, 'contact-form');

    await island(page, 'contact-form').locator('form').scrollIntoViewIfNeeded();
    await expect(island(page, 'contact-form')).toHaveAttribute('data-hydrated', 'true');
    expect(await downloaded()).toContain(REACT_MARKER);
    await expect(island(page, 'contact-form').locator('[data-prerendered="yes"]'), 'React hydrated the HTML instead of drawing it again').toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});

test('static blocks ship as HTML only: no script holds their content', async ({ page }) => {
  const downloaded = recordScripts(page);
  await openPage(page, '/blog/cost-of-missed-calls');
  const scripts = await downloaded();
  const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!;
  const firstParagraph = (await page.locator('#main p').nth(2).textContent())!;
  expect(scripts).not.toContain(h1);
  expect(scripts).not.toContain(firstParagraph.slice(0, 40));
  expect(scripts).not.toContain(REACT_MARKER);
});

test('the booking page starts its widget at once, without React', async ({ page }) => {
  const downloaded = recordScripts(page);
  await openPage(page, '/book-demo');
  await expect(island(page, 'booking')).toHaveAttribute('data-hydrated', 'true');
  expect(await downloaded()).not.toContain(REACT_MARKER);
});

test("the browser's code, React with it, is compiled as it loads (V8's compile hint), not at a first tap", async ({ page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(new URL(response.url()).pathname, response.text());
  });
  await page.goto('/features');
  await island(page, 'pricing').locator('[role="group"]').scrollIntoViewIfNeeded();
  await expect(island(page, 'pricing')).toHaveAttribute('data-hydrated', 'true');
  const bodies = await Promise.all(scripts.values());
  expect(bodies.join('\n')).toContain(REACT_MARKER);
  expect([...scripts.keys()]).toContainEqual(expect.stringMatching(/^\/assets\/index-/));
  for (const [index, path] of [...scripts.keys()].entries()) expect(bodies[index].startsWith('//# allFunctionsCalledOnLoad\n'), path).toBe(true);
});

test('an island hydrates with the props written beside its HTML', async ({ page }) => {
  await page.goto('/features');
  const props = JSON.parse((await island(page, 'pricing').getAttribute('data-props'))!);
  expect(props).toMatchObject({ type: 'pricing', title: expect.any(String) });
  await expect(island(page, 'pricing')).toHaveAttribute('data-when', 'visible');
});

test("an island's styles come with the page and its code adopts them: once it is live, no style rule is there twice", async ({ page }) => {
  for (const path of ['/features', '/blog', '/contact']) {
    await openPage(page, path);
    await page.evaluate(() => {
      for (const root of document.querySelectorAll('[data-island]')) root.dispatchEvent(new Event('pointerdown'));
    });
    await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((root) => root.hasAttribute('data-hydrated')));
    const rules = await page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)));
    expect(rules.filter((rule, index) => rules.indexOf(rule) !== index), path).toEqual([]);
  }
});

test("an island waking up takes over its own components' rules only: the page's other rules stay where the page wrote them", async ({ page }) => {
  await openPage(page, '/features');
  const islandRules = await page.evaluate(() => {
    const plain = document.querySelector<HTMLStyleElement>('style[data-page-styles]:not([data-styled])')!;
    plain.dataset.seen = String(plain.sheet!.cssRules.length);
    // Less styled-components' markers, which its code reads and does not insert.
    return [...document.querySelector<HTMLStyleElement>('style[data-styled]')!.sheet!.cssRules].filter((rule) => !rule.cssText.startsWith('data-styled.')).length;
  });
  await page.evaluate(() => {
    for (const root of document.querySelectorAll('[data-island]')) root.dispatchEvent(new Event('pointerdown'));
  });
  await page.waitForFunction(() => [...document.querySelectorAll('[data-island]')].every((root) => root.hasAttribute('data-hydrated')));
  const after = await page.evaluate(() => {
    const plain = document.querySelector<HTMLStyleElement>('style[data-page-styles][data-seen]');
    const styled = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')];
    return { plain: plain && [plain.dataset.seen, String(plain.sheet!.cssRules.length)], styledRules: styled.reduce((sum, style) => sum + style.sheet!.cssRules.length, 0) };
  });
  expect(after.plain?.[1]).toBe(after.plain?.[0]);
  expect(after.styledRules).toBe(islandRules);
});

test('a tap on an island before its code has come is not lost: the island starts and handles it', async ({ page, consoleErrors }) => {
  // The filter's code is held back until the tap has happened.
  const release = await holdBack(page, /\/assets\/ArticleIndex-[\w-]+\.js$/);
  await page.goto('/blog');
  await waitForPageScript(page);
  const filter = page.getByRole('button', { name: 'Business Tips' });
  await filter.scrollIntoViewIfNeeded();
  await filter.click();
  await expect(island(page, 'article-index')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(filter).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\?category=business-tips$/);
  expect(consoleErrors).toEqual([]);
});

test('a submit before the form is live is not lost either', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/ContactForm-[\w-]+\.js$/);
  await page.goto('/contact');
  await waitForPageScript(page);
  const form = island(page, 'contact-form');
  // Typing focuses the form, which starts its code; the held chunk keeps it from going live yet.
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await form.getByLabel('Email Address').fill('ada@example.com');
  await form.getByLabel('Business Type').fill('Salon');
  await form.getByLabel('Message').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  release();
  await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
});

test('numbers typed before the calculator is live are kept, and its sums follow them', async ({ page, consoleErrors }) => {
  const release = await holdBack(page, /\/assets\/RoiCalculator-[\w-]+\.js$/);
  await page.goto('/blog/roi-calculator');
  await waitForPageScript(page);
  const calculator = island(page, 'roi-calculator');
  const calls = calculator.getByRole('spinbutton', { name: 'Missed calls per week', exact: true });
  const share = calculator.getByRole('slider', { name: 'Share of missed calls recovered', exact: true });
  await calls.fill('18');
  await share.fill('50');
  await expect(calculator).not.toHaveAttribute('data-hydrated');
  release();
  await expect(calculator).toHaveAttribute('data-hydrated', 'true');
  // 18 × £50 × 50% = £450 a week; × 52 ÷ 12 = £1,950.
  await expect(calculator.getByRole('status', { name: 'Revenue recovered a month' })).toHaveText('£1,950');
  await expect(calculator).toContainText('50%');
  // A render for another reason keeps them: £50 is €60 (× 119 ÷ 99), 18 × 60 × 50% × 52 ÷ 12 = 2,340.
  await calculator.getByRole('button', { name: 'EUR' }).click();
  await expect(calculator.getByRole('status', { name: 'Revenue recovered a month' })).toHaveText('2.340 €');
  await expect(calls).toHaveValue('18');
  expect(consoleErrors).toEqual([]);
});

test('a message typed before the form is live stays in it when the form renders again', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/ContactForm-[\w-]+\.js$/);
  await page.goto('/contact');
  await waitForPageScript(page);
  const form = island(page, 'contact-form');
  await form.getByLabel('Message').fill('Please call me back after six.');
  release();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  // Typing into another field renders every field again.
  await form.getByLabel('Full Name').fill('Ada Lovelace');
  await expect(form.getByLabel('Message')).toHaveValue('Please call me back after six.');
});

test('links are prerendered on intent by Speculation Rules, except the booking pages', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  const ruleSets: { errorType?: string; errorMessage?: string }[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
  await cdp.send('Preload.enable');
  await page.goto('/');
  await expect.poll(() => ruleSets.length, 'Chromium read the rules').toBe(1);
  expect(ruleSets[0].errorType, ruleSets[0].errorMessage).toBeUndefined();
  const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent())!);
  const [rule] = rules.prerender;
  expect(rule.where.and[0]).toEqual({ href_matches: '/*' });
  expect(rule.eagerness).toBe('moderate');
  // The browser reads each pattern as a URL pattern relative to the page.
  const excluded = (paths: string[]) =>
    page.evaluate(
      ([patterns, paths]) => {
        // Not in TypeScript's DOM types yet.
        const { URLPattern } = globalThis as unknown as { URLPattern: new (pattern: string, base: string) => { test(url: URL): boolean } };
        return paths.filter((path) => patterns.some((pattern) => new URLPattern(pattern, location.href).test(new URL(path, location.href))));
      },
      [rule.where.and[1].not.href_matches as string[], paths] as const,
    );
  const bookingPages = ['/book-demo', '/book-demo/', '/de/book-demo', '/fi/book-demo/'];
  expect(await excluded(bookingPages)).toEqual(bookingPages);
  expect(await excluded(['/', '/features', '/book-demo-guide', '/de/features', '/blog/book-demo'])).toEqual([]);
});

/** When the page script (/assets/index-*.js) was requested, and when the page first painted its content. */
async function pageScriptAndFirstPaint(page: Page) {
  return page.evaluate(() => ({
    script: performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));
}

test("the page script is requested only once the page has painted: the first screen's styles and fonts go first", async ({ page }) => {
  await page.goto('/features');
  await waitForPageScript(page);
  const { script, paint } = await pageScriptAndFirstPaint(page);
  expect(paint).toBeGreaterThan(0);
  expect(script).toBeGreaterThanOrEqual(paint!);
  expect(await page.locator('link[rel="modulepreload"]').count(), 'no module is preloaded ahead of the paint').toBe(0);
});

test('a browser without paint timing runs the page script at once', async ({ page }) => {
  // As such a browser does: paint is not among the entry types, and observing it reports nothing.
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => ['navigation', 'resource'] });
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type !== 'paint') observe.call(this, options);
    };
  });
  await page.goto('/features');
  await waitForPageScript(page);
});

test.describe('with a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tap on an info button before its island is live opens the tip once it is', async ({ page, consoleErrors }) => {
    const release = await holdBack(page, /\/assets\/RoiCalculator-[\w-]+\.js$/);
    await page.goto('/blog/roi-calculator');
    await waitForPageScript(page);
    const calculator = island(page, 'roi-calculator');
    const info = calculator.locator('span:has(> [role="tooltip"]) > button').first();
    await info.scrollIntoViewIfNeeded();
    await info.tap();
    await expect(calculator).not.toHaveAttribute('data-hydrated');
    release();
    await expect(calculator).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('tooltip')).toContainText('Count calls that rang out');
    expect(consoleErrors).toEqual([]);
  });
});
