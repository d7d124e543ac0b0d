import { expect, openPage, recordScripts, test, waitForHydration } from './fixtures.ts';

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

test('a page shows a centred "Loading..." while its chunk loads', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  // The features page's own chunk: its document, which the home page has not loaded.
  await page.route(/\/assets\/features-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }).click();
  const loading = page.getByRole('main').getByRole('status');
  await expect(loading).toHaveText('Loading...');
  const offCentre = await loading.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const text = range.getBoundingClientRect();
    return Math.abs(text.left + text.width / 2 - document.documentElement.clientWidth / 2);
  });
  expect(offCentre).toBeLessThan(2);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Everything a good receptionist does');
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
  await page.goto('/');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 2500));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'navigated inside the app').toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('a hash scrolls to its element 80 px below the top', () => {
  test('instantly when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/#contact');
    await expect.poll(() => page.locator('#contact').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
  });

  test('smoothly otherwise, when the app navigates to it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // A page load jumps straight to the anchor (the browser does it, before the app starts); a navigation inside the
    // app, here a step through history, scrolls smoothly.
    await page.goto('/about');
    await waitForHydration(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/#trust');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every call answered. Every customer booked.');
    const positions: number[] = [];
    for (let i = 0; i < 8; i++) {
      positions.push(await page.evaluate(() => window.scrollY));
      await page.waitForTimeout(60);
    }
    await expect.poll(() => page.locator('#trust').evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBe(80);
    const distinct = new Set(positions.filter((y) => y > 0));
    expect(distinct.size, 'the scroll passes through intermediate positions').toBeGreaterThan(1);
  });
});

test('an index page loads the summaries of the collection it lists, and no other', async ({ page }) => {
  const downloaded = recordScripts(page);
  // Reached by navigation, the use-cases index renders from its summaries (as the first page, it stays as prerendered).
  await openPage(page, '/');
  await downloaded();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Use Cases' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Built for');
  await waitForHydration(page);
  // A phrase of an industry's summary, as the use-cases index shows it.
  const summary = (await page.locator('#main h4 + p').first().textContent())!;
  const phrase = /[A-Za-z ,]{24,}/.exec(summary)![0];
  expect((await downloaded()).includes(phrase), 'the use-cases index has its summaries').toBe(true);
  await openPage(page, '/blog');
  expect((await downloaded()).includes(phrase), 'the blog index downloads industry summaries too').toBe(false);
});
