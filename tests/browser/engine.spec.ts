import { expect, openPage, test } from './fixtures.ts';

test('the home page renders from its document', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Ringwell | AI Receptionist That Answers Every Call, 24/7');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every call answered. Every customer booked.');
  await expect(page.locator('#features h3')).toHaveText([
    'Intelligent call handling',
    'Automated scheduling',
    'Smart call routing',
    'After-hours support',
    'Conversation analytics',
    'Easy integration',
  ]);
  await expect(page.locator('#trust dd')).toHaveText(['1,200+', '99.9%', 'Under 2s', '40%']);
  await expect(page.getByRole('link', { name: 'Book your free demo' }).first()).toHaveAttribute('href', '/book-demo');
  expect(consoleErrors).toEqual([]);
});

test('an unknown path shows the 404 page and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('main').getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  await expect.poll(() => logged.some((line) => line.includes('non-existent route') && line.includes('/no-such-page'))).toBe(true);
});

test('the main navigation marks the current page, and its section on the pages below it', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const marks = () => nav.getByRole('link').evaluateAll((links) => links.map((link) => `${link.textContent}:${link.getAttribute('aria-current')}`));
  await openPage(page, '/blog');
  expect(await marks()).toEqual(['Use Cases:null', 'Features:null', 'Blog:page', 'About:null', 'Careers:null', 'Get Started:null']);
  await page.locator('#articles h3 a').first().click();
  await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
  await expect.poll(marks).toEqual(['Use Cases:null', 'Features:null', 'Blog:true', 'About:null', 'Careers:null', 'Get Started:null']);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect.poll(marks).toEqual(['Use Cases:null', 'Features:null', 'Blog:null', 'About:page', 'Careers:null', 'Get Started:null']);
});

test('navigating to a new path starts at the top of the page', async ({ page }) => {
  await openPage(page, '/');
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('a hash scrolls to its element 80 px below the top', () => {
  test('instantly when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#contact');
    await expect.poll(() => page.locator('#contact').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
  });

  test('smoothly otherwise, when a link on the page leads to it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // A page load jumps straight to the anchor (the browser does it, before the script starts); a link to an anchor of
    // the same page scrolls smoothly.
    await openPage(page, '/about');
    await page.locator('#main a[href="#story"]').first().click();
    await expect(page).toHaveURL(/\/about#story$/);
    const positions: number[] = [];
    for (let i = 0; i < 8; i++) {
      positions.push(await page.evaluate(() => window.scrollY));
      await page.waitForTimeout(60);
    }
    await expect.poll(() => page.locator('#story').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
    const distinct = new Set(positions.filter((y) => y > 0));
    expect(distinct.size, 'the scroll passes through intermediate positions').toBeGreaterThan(1);
  });
});
