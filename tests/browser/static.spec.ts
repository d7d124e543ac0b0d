import { EMBED_SCRIPT_URL } from '../../src/blocks/Booking/bookingWidget.ts';
import { content } from './siteContent.ts';
import { expect, test } from './fixtures.ts';
import { shareImagePath } from '../../src/seo/shareImage.ts';

const pages = content.pages.map(({ route, doc }) => ({ route, doc }));
const site = content.site!;

const decodeHtml = (text: string) =>
  text.replace(/&(amp|quot|lt|gt|#x27);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'" })[name]!);

const jsonLdGraph = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
    ([, json]) => (JSON.parse(json) as { '@graph': Record<string, unknown>[] })['@graph'],
  );

const jsonLdTypes = (html: string) => jsonLdGraph(html).map((thing) => thing['@type']);

test('every route is served as finished HTML with its head: title, description, canonical, sharing tags and JSON-LD', async ({ request }) => {
  for (const { route, doc } of pages) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g), `${route} has one title`).toHaveLength(1);
    expect(decodeHtml(head.match(/<title>([^<]*)<\/title>/)![1]), route).toBe(doc.meta.title);
    expect(head, route).toContain(`<link rel="canonical" href="${site.origin}${doc.meta.canonical ?? route}"/>`);
    for (const tag of ['name="description"', 'name="keywords"', 'name="robots"', 'property="og:title"', 'property="og:image:width"', 'property="og:image:height"', 'name="twitter:creator"']) {
      expect(head, `${route} has ${tag}`).toContain(tag);
    }
    expect(head, route).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(html, `${route} holds its content`).toMatch(/<h1[^>]*>/);
    expect(html, `${route} is not a loading screen`).not.toContain('>Loading...<');

    const types = jsonLdTypes(html);
    if (route === '/') expect(types).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
    if (doc.breadcrumbs) expect(types, route).toContain('BreadcrumbList');
    if (doc.kind === 'article') expect(types, route).toContain('Article');
    if (doc.kind === 'industry') expect(types, route).toContain('Service');
    if (doc.kind === 'job') expect(types, route).toContain('JobPosting');
    if (doc.blocks.some((block) => block.type === 'faq')) expect(types, route).toContain('FAQPage');
  }
});

test("an article's JSON-LD names its own picture, while link previews show its own PNG share image", async ({ request }) => {
  for (const { route, doc } of pages.filter((page) => page.doc.kind === 'article')) {
    const html = await (await request.get(route)).text();
    expect(jsonLdGraph(html).find((thing) => thing['@type'] === 'Article')?.image, route).toBe(`${site.origin}${doc.article!.image.src}`);
    expect(html, route).toContain(`<meta property="og:image" content="${site.origin}${doc.meta.image?.src ?? shareImagePath(route)}"/>`);
    expect((await request.get(shareImagePath(route))).headers()['content-type'], route).toBe('image/png');
  }
});

test('JSON-LD cannot be closed early by content', async ({ request }) => {
  for (const route of ['/', '/demo-confirmed', '/blog/roi-calculator']) {
    const html = await (await request.get(route)).text();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      expect(json).not.toMatch(/[<>]/);
      expect(() => JSON.parse(json)).not.toThrow();
    }
  }
});

test('unknown paths get the 404 page with status 404, and aliases lead to their article', async ({ request, page }) => {
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Oops! Page not found');

  await page.goto('/blog/guide-ai-phone-answering');
  await expect(page).toHaveURL(/\/blog\/guide-to-ai-phone-answering$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the sitemap lists indexed routes only; robots.txt names it; the feed lists every article', async ({ request }) => {
  // sitemap.xml is an index of one sitemap per language; the English one lists the English pages.
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1].slice(site.origin.length));
  const index = await (await request.get('/sitemap.xml')).text();
  expect(locs(index)).toEqual(site.locales.map(({ code }) => `/sitemap-${code}.xml`));
  const listed = locs(await (await request.get('/sitemap-en.xml')).text());
  const noindex = ['/book-demo', '/demo-confirmed', '/privacy', '/terms'];
  expect(listed.sort()).toEqual(pages.map((page) => page.route).filter((route) => !noindex.includes(route)).sort());
  for (const route of noindex) {
    expect(await (await request.get(route)).text()).toContain('<meta name="robots" content="noindex');
  }
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  const feed = await (await request.get('/feed.xml')).text();
  expect(feed.match(/<entry>/g)).toHaveLength(pages.filter((page) => page.doc.kind === 'article').length);
});

test('responses are gzipped and carry the security headers', async ({ request }) => {
  const response = await request.get('/features', { headers: { 'Accept-Encoding': 'gzip' } });
  const headers = response.headers();
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('cal.com');
  const bookingScripts = /script-src [^;]*/.exec((await request.get('/book-demo')).headers()['content-security-policy'])![0];
  expect(bookingScripts.split(' ')).toEqual(expect.arrayContaining(["'self'", new URL(EMBED_SCRIPT_URL).origin]));
});

test('a link to the booking page loads it afresh, so its own policy lets the widget in', async ({ page }) => {
  let widgetRequested = false;
  await page.route(EMBED_SCRIPT_URL, (route) => {
    widgetRequested = true;
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto('/features');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('banner').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/book-demo$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await expect.poll(() => widgetRequested).toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('links lead on, and a phone reaches the navigation through the footer', async ({ page }) => {
    await page.goto('/features');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await page.getByRole('link', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#site-footer')).toBeInViewport();
    await page.locator('#site-footer').getByRole('link', { name: 'Careers' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await page.getByRole('link', { name: 'Apply Now' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(page.url()).toMatch(/\/careers\/[a-z-]+$/);
  });

  test('the booking page offers the new-tab link instead of a spinner', async ({ page }) => {
    await page.goto('/book-demo');
    await expect(page.getByRole('link', { name: /Open booking in a new tab/ })).toBeVisible();
    await expect(page.getByText('Loading the booking calendar...')).toBeHidden();
  });

  test('the contact page offers its e-mail address instead of a form that could not send', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('#message form')).toBeHidden();
    await expect(page.locator('#message').getByText(/This form needs JavaScript/)).toBeVisible();
    await expect(page.locator('#message').getByRole('link', { name: 'hello@ringwell.ai' })).toHaveAttribute('href', 'mailto:hello@ringwell.ai');
  });

  test('the blog lists every article and offers no filter buttons that could not filter', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('group', { name: /categor/i })).toBeHidden();
    await expect(page.locator('#articles').getByRole('heading', { level: 3 })).toHaveCount(18);
  });

  test('an old article address still arrives', async ({ page }) => {
    await page.goto('/blog/smart-booking-guide');
    await expect(page).toHaveURL(/\/blog\/smart-booking-automation-guide$/);
  });
});
