import type { Page } from '@playwright/test';
import { STATIC_BLOCK_TYPES } from '../../src/blocks/staticBlocks.ts';
import { expect, openPage, recordScripts, test, waitForHydration, waitForShellHydration } from './fixtures.ts';

/** The block types whose code the page has requested so far, by the chunk names of src/blocks/. */
function trackBlockCode(page: Page): Set<string> {
  const requested = new Set<string>();
  page.on('request', (request) => {
    const chunk = /\/assets\/([A-Z]\w+)-[\w-]+\.js$/.exec(request.url());
    if (chunk) requested.add(chunk[1]);
  });
  return requested;
}

const slot = (page: Page, type: string) => page.locator(`[data-block="${type}"]`);

/** Tags the block's prerendered element, so a test can tell whether React kept it (hydrated) or drew a new one. */
async function tagPrerendered(page: Page, type: string) {
  await slot(page, type).evaluate((element) => ((element.firstElementChild as HTMLElement).dataset.prerendered = 'yes'));
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('a block far down the page loads its code and hydrates only as it comes into view', async ({ page, consoleErrors }) => {
    const requested = trackBlockCode(page);
    await page.goto('/plumbers-electricians');
    await waitForShellHydration(page);
    await tagPrerendered(page, 'faq');

    await expect(slot(page, 'hero')).toHaveAttribute('data-hydrated', 'true');
    expect(requested.has('Hero'), 'a static block never loads its code on the first page').toBe(false);
    expect(requested.has('Faq'), 'the FAQ code waits until the FAQ is near').toBe(false);
    await expect(slot(page, 'faq')).not.toHaveAttribute('data-hydrated');
    await expect(slot(page, 'faq').getByRole('heading').first(), 'its prerendered HTML shows meanwhile').toBeAttached();

    await slot(page, 'faq').locator('> *').first().scrollIntoViewIfNeeded();
    await expect(slot(page, 'faq')).toHaveAttribute('data-hydrated', 'true');
    expect(requested.has('Faq')).toBe(true);
    await expect(slot(page, 'faq').locator('[data-prerendered="yes"]'), 'React hydrated the HTML instead of drawing it again').toHaveCount(1);

    const question = slot(page, 'faq').getByRole('button').first();
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(consoleErrors).toEqual([]);
  });
});

test('an in-page link clicked before the page has fully hydrated moves to its heading, and no block blinks', async ({ page, consoleErrors }) => {
  await page.goto('/blog/cost-of-missed-calls');
  await waitForShellHydration(page);
  await expect(slot(page, 'faq')).not.toHaveAttribute('data-hydrated');
  // The step through history makes React draw the waiting blocks anew; their prerendered copy must stand in meanwhile.
  await page.evaluate(() => {
    const empty: string[] = [];
    (window as unknown as { emptiedBlocks: string[] }).emptiedBlocks = empty;
    for (const slot of document.querySelectorAll<HTMLElement>('[data-block]')) {
      new MutationObserver(() => slot.childElementCount === 0 && empty.push(slot.dataset.block!)).observe(slot, { childList: true });
    }
  });

  const toc = slot(page, 'toc').getByRole('link').nth(1);
  const target = (await toc.getAttribute('href'))!;
  await toc.click();
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.locator(target)).toBeInViewport();
  await expect(page.locator('[data-block]:not([data-hydrated])')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { emptiedBlocks: string[] }).emptiedBlocks)).toEqual([]);

  const question = slot(page, 'faq').getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Everything a good receptionist does');
  await expect(page.locator('[data-block]:not([data-hydrated])')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe('static blocks', () => {
  const article = '/blog/multilingual-customer-service';

  test('on the first page they load neither code nor content, and their links navigate inside the app', async ({ page, consoleErrors }) => {
    const requested = trackBlockCode(page);
    const downloaded = recordScripts(page);
    await openPage(page, article);
    const prose = slot(page, 'prose').first();
    const sentence = (await prose.locator('p').first().textContent())!.slice(0, 60);
    expect([...requested].filter((chunk) => ['Prose', 'Toc', 'Related', 'Cta'].includes(chunk))).toEqual([]);
    expect((await downloaded()).includes(sentence), 'the prose text is not downloaded again').toBe(false);

    const before = await prose.innerHTML();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await prose.getByRole('link', { name: 'call routing guide' }).click();
    await expect(page).toHaveURL(/\/blog\/call-routing-guide$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Call Routing Explained');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'no full page load').toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${article}$`));
    await expect(slot(page, 'prose').first(), 'back on the first page, the block shows its prerendered HTML').toHaveJSProperty('innerHTML', before);
    expect(consoleErrors).toEqual([]);
  });

  test('on the first page, their links to a booking page load it afresh, under its own security policy', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const documentLoad = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await slot(page, 'hero').getByRole('link', { name: 'Book your free demo' }).click();
    expect(new URL((await documentLoad).url()).pathname).toBe('/book-demo');
    await expect(page).toHaveURL(/\/book-demo$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed), 'a full page load').toBeUndefined();
  });

  test('their prerendered HTML is what their components render', async ({ page, consoleErrors }) => {
    // Together these pages show every static block type; the first page stays static, so the others are reached by navigation.
    const routes = ['/', '/about', '/features', '/contact', '/careers', '/use-cases', '/it-support', '/retail', article];
    const covered = new Set<string>();
    await openPage(page, '/privacy');
    for (const route of routes) {
      await page.evaluate((path) => {
        for (const slot of document.querySelectorAll('[data-block]')) slot.setAttribute('data-left', '');
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      await page.waitForFunction(() => !document.querySelector('[data-left]') && document.querySelector('#main [data-block]'));
      await waitForHydration(page);
      const differences = await page.evaluate(async (types) => {
        const html = await (await fetch(location.pathname)).text();
        const prerendered = new DOMParser().parseFromString(html, 'text/html');
        // Comments (Suspense markers), the order of attributes and the spelling of inline styles are not part of
        // what a visitor gets.
        const normalised = (slot: Element) => {
          const copy = slot.cloneNode(true) as Element;
          const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
          const comments: ChildNode[] = [];
          while (walker.nextNode()) comments.push(walker.currentNode as ChildNode);
          for (const comment of comments) comment.remove();
          for (const element of copy.querySelectorAll<HTMLElement>('*')) {
            const attributes = [...element.attributes].map(({ name, value }) => [name, name === 'style' ? element.style.cssText : value]);
            for (const [name] of attributes) element.removeAttribute(name);
            for (const [name, value] of attributes.sort()) element.setAttribute(name, value);
          }
          return copy.innerHTML;
        };
        const live = [...document.querySelectorAll('#main [data-block]')];
        const built = [...prerendered.querySelectorAll('#main [data-block]')];
        if (live.length !== built.length) return { types: [], differences: [`${live.length} blocks, prerendered ${built.length}`] };
        const staticSlots = live.map((slot, index) => ({ slot, index })).filter(({ slot }) => types.includes(slot.getAttribute('data-block')!));
        return {
          types: staticSlots.map(({ slot }) => slot.getAttribute('data-block')!),
          differences: staticSlots.filter(({ slot, index }) => normalised(slot) !== normalised(built[index])).map(({ slot }) => slot.getAttribute('data-block')),
        };
      }, [...STATIC_BLOCK_TYPES] as string[]);
      expect(differences.differences, `static blocks of ${route} that render otherwise than prerendered`).toEqual([]);
      for (const type of differences.types) covered.add(type);
    }
    expect([...covered].sort()).toEqual([...STATIC_BLOCK_TYPES].sort());
    expect(consoleErrors).toEqual([]);
  });
});

test('the first page keeps its prerendered structured data, and a page reached by navigation adds none', async ({ page }) => {
  const structuredData = page.locator('script[type="application/ld+json"]');
  await openPage(page, '/blog/cost-of-missed-calls');
  await expect(structuredData).toHaveCount(1);
  const prerendered = (await structuredData.textContent())!;
  expect(JSON.parse(prerendered)['@graph'].map((node: { '@type': string }) => node['@type'])).toContain('Article');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Everything a good receptionist does');
  await expect(structuredData).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('What Missed Calls Really Cost');
  await expect(structuredData).toHaveJSProperty('textContent', prerendered);
});
