import type { Page } from '@playwright/test';
import { events, openPaused, runSincePageView, waitForPageView } from './dataLayer.ts';
import { brandFacesDrawn, expect, test } from './fixtures.ts';

const scrollDepthEvents = async (page: Page) =>
  (await events(page)).filter((event) => String(event.event).startsWith('scroll_depth_'));

/**
 * Scrolls so the bottom of the viewport is at `percent` of the page, and waits for the browser's scroll event.
 * Web fonts change the page's height as they arrive, so it waits for them first.
 */
async function scrollToDepth(page: Page, percent: number) {
  await brandFacesDrawn(page);
  return page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const top = Math.ceil((document.documentElement.scrollHeight * target) / 100 - window.innerHeight);
        if (Math.abs(window.scrollY - top) < 1) return resolve();
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo(0, top);
      }),
    percent,
  );
}

/** The page fields every event should carry on the open page. */
/** The fields every event of an English page carries. */
async function fieldsOf(page: Page, page_type: string, industry?: string) {
  return { page_path: new URL(page.url()).pathname, page_title: await page.title(), page_type, industry, page_language: 'en-GB' };
}

function depthEvent(threshold: 60 | 90, page: Record<string, unknown>) {
  return { event: `scroll_depth_${threshold}`, event_category: 'Engagement', event_label: `${threshold}% Scroll Depth`, ...page };
}

test('scroll depth fires 50 ms after scrolling stops, once per threshold, with the industry page fields', async ({ page, consoleErrors }) => {
  await openPaused(page, '/restaurants');
  const fields = await fieldsOf(page, 'industry', 'restaurants');
  expect(fields.page_title).toBe('AI Phone Answering for Restaurants | Ringwell');
  await page.clock.runFor(500);
  expect(await scrollDepthEvents(page)).toEqual([]);

  await scrollToDepth(page, 65);
  await page.clock.runFor(49);
  expect(await scrollDepthEvents(page)).toEqual([]);
  await page.clock.runFor(1);
  expect(await scrollDepthEvents(page)).toEqual([depthEvent(60, fields)]);

  await scrollToDepth(page, 95);
  await page.clock.runFor(50);
  await scrollToDepth(page, 10);
  await page.clock.runFor(50);
  await scrollToDepth(page, 100);
  await page.clock.runFor(50);
  expect(await scrollDepthEvents(page)).toEqual([depthEvent(60, fields), depthEvent(90, fields)]);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a tall screen', () => {
  test.use({ viewport: { width: 1440, height: 8000 } });

  test('scroll depth is also checked once, 500 ms after the page loads', async ({ page }) => {
    await openPaused(page, '/careers/account-manager');
    expect(await page.evaluate(() => window.innerHeight / document.documentElement.scrollHeight)).toBeGreaterThanOrEqual(0.9);
    await runSincePageView(page, 499);
    expect(await scrollDepthEvents(page)).toEqual([]);
    await page.clock.runFor(1);
    const fields = await fieldsOf(page, 'career');
    expect(await scrollDepthEvents(page)).toEqual([depthEvent(60, fields), depthEvent(90, fields)]);
    await page.clock.runFor(5000);
    expect(await scrollDepthEvents(page)).toHaveLength(2);
  });

  test('the home page sends no scroll depth', async ({ page }) => {
    await openPaused(page, '/');
    await page.clock.runFor(500);
    await scrollToDepth(page, 100);
    await page.clock.runFor(500);
    expect(await scrollDepthEvents(page)).toEqual([]);
  });
});

test('an article is typed blog', async ({ page }) => {
  await openPaused(page, '/blog/cost-of-missed-calls');
  await scrollToDepth(page, 100);
  await page.clock.runFor(50);
  expect(await scrollDepthEvents(page)).toEqual([
    expect.objectContaining({ event: 'scroll_depth_60', page_path: '/blog/cost-of-missed-calls', page_type: 'blog', industry: undefined }),
    expect.objectContaining({ event: 'scroll_depth_90', page_type: 'blog' }),
  ]);
});

test('the booking page begins the checkout once, and the confirmation page counts the booking', async ({ page }) => {
  await openPaused(page, '/book-demo');
  await page.clock.runFor(1000);
  expect(await events(page, 'begin_checkout')).toEqual([
    { event: 'begin_checkout', event_category: 'Funnel', event_label: 'Demo Booking Started', ...(await fieldsOf(page, 'general')) },
  ]);
  expect(await events(page, 'demo_booked')).toEqual([]);

  await page.goto('/demo-confirmed');
  await waitForPageView(page, '/demo-confirmed');
  await page.clock.runFor(1000);
  expect(await events(page, 'demo_booked')).toEqual([
    {
      event: 'demo_booked',
      event_category: 'Conversion',
      event_label: 'Demo Booking Completed',
      value: 325,
      currency: 'EUR',
      ...(await fieldsOf(page, 'general')),
    },
  ]);
  expect(await events(page, 'begin_checkout')).toEqual([]);
});

test('every page a visitor opens is one page view, with its own title, and every rule again', async ({ page }) => {
  await openPaused(page, '/restaurants');
  await scrollToDepth(page, 100);
  await page.clock.runFor(50);
  expect((await scrollDepthEvents(page)).map((event) => `${event.event} ${event.page_path}`)).toEqual([
    'scroll_depth_60 /restaurants',
    'scroll_depth_90 /restaurants',
  ]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  await waitForPageView(page, '/features');
  expect(await page.title()).toMatch(/^Features/);
  expect(await events(page, 'page_view')).toEqual([{ event: 'page_view', ...(await fieldsOf(page, 'general')) }]);
  await page.clock.runFor(500);
  await scrollToDepth(page, 100);
  await page.clock.runFor(50);
  expect((await scrollDepthEvents(page)).map((event) => `${event.event} ${event.page_path}`)).toEqual([
    'scroll_depth_60 /features',
    'scroll_depth_90 /features',
  ]);
  // Scrolling up and down again sends nothing more on the same page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await scrollToDepth(page, 100);
  await page.clock.runFor(50);
  expect(await scrollDepthEvents(page)).toHaveLength(2);

  // No page links to the confirmation page (the booking service sends visitors there).
  await page.goto('/demo-confirmed');
  await waitForPageView(page, '/demo-confirmed');
  expect(await events(page, 'demo_booked')).toEqual([expect.objectContaining({ page_path: '/demo-confirmed', page_title: await page.title() })]);
  expect((await events(page, 'page_view')).map((event) => event.page_path)).toEqual(['/demo-confirmed']);
});
