import { EMBED_SCRIPT_URL as EMBED_SCRIPT } from '../../src/blocks/Booking/bookingWidget.ts';
import type { Page, Route } from '@playwright/test';
import { expect, openPage, openWithPausedClock, recordScripts, takesTapAtCentre, test } from './fixtures.ts';

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, closes with Escape returning focus, and closes on a link click', async ({ page }) => {
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await button.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav).toBeHidden();
  });

  test('the closed menu is laid out where it opens and lets taps through, so opening it only paints', async ({ page }) => {
    await openPage(page, '/');
    // Hidden, the closed menu is out of the accessibility tree.
    const nav = page.getByRole('navigation', { name: 'Main', includeHidden: true });
    const closedBox = await nav.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });
    expect(closedBox.height).toBeGreaterThan(0);
    expect(await takesTapAtCentre(nav)).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    expect(await nav.boundingBox()).toEqual(closedBox);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('feature cards open one at a time, with their details in the HTML from the start', async ({ page }) => {
      await page.goto('/features');
      const cards = page.locator('#core-features article');
      await expect(cards).toHaveCount(10);
      await expect(cards.first().locator('[data-feature-details] li').first()).toBeAttached();
      await expect(cards.first().locator('[data-feature-details]')).toBeHidden();
      const toggle = (index: number) => cards.nth(index).locator('summary');

      await expect(toggle(0)).toHaveText('Learn More', { useInnerText: true });
      await toggle(0).click();
      await expect(cards.nth(0).locator('[data-feature-details]')).toBeVisible();
      await expect(toggle(0)).toHaveText('Show Less', { useInnerText: true });

      await toggle(1).click();
      await expect(cards.nth(1).locator('[data-feature-details]')).toBeVisible();
      await expect(cards.nth(0).locator('[data-feature-details]')).toBeHidden();
      await expect(toggle(0)).toHaveText('Learn More', { useInnerText: true });

      await toggle(1).click();
      await expect(cards.nth(1).locator('[data-feature-details]')).toBeHidden();
    });

    test('the FAQ accordion keeps every answer in the page and opens one at a time, collapsibly', async ({ page }) => {
      await page.goto('/demo-confirmed');
      const questions = page.locator('#faq summary');
      await expect(questions).toHaveCount(8);
      await expect(page.locator('#faq h3')).toHaveCount(8);
      const answers = page.locator('#faq details > p');
      await expect(answers).toHaveCount(8);
      for (const answer of await answers.all()) await expect(answer).toBeHidden();

      await questions.nth(0).click();
      await expect(answers.nth(0)).toBeVisible();
      await questions.nth(1).click();
      await expect(answers.nth(1)).toBeVisible();
      await expect(answers.nth(0)).toBeHidden();
      await questions.nth(1).click();
      await expect(answers.nth(1)).toBeHidden();
    });
  });
}

test("a press on a disclosure's or a button's words leaves the page's selection alone; a double tap highlights nothing", async ({ page }) => {
  await openPage(page, '/features');
  const selection = () => page.evaluate(() => ({ type: getSelection()!.type, text: getSelection()!.toString() }));
  for (const control of [page.locator('#core-features summary').first(), page.locator('#pricing [role="group"] button').last()]) {
    await control.click();
    expect(await selection()).toEqual({ type: 'None', text: '' });
    await control.dblclick();
    expect(await selection()).toEqual({ type: 'None', text: '' });
  }
});

test("nothing in the home page's content moves once it has painted: a tap would wait for the next frame of it", async ({ page }) => {
  await openPage(page, '/');
  await expect(page.locator('main figure').first()).toBeVisible();
  const running = await page.locator('main').evaluate((main) => main.getAnimations({ subtree: true }).map((animation) => (animation as CSSAnimation).animationName));
  expect(running).toEqual([]);
});

test('the contact form sends for one second, confirms, and clears every field', async ({ page }) => {
  await openWithPausedClock(page, '/contact');
  const form = page.locator('#message form');
  const send = form.getByRole('button', { name: 'Send Message' });

  await send.click();
  await expect(send).toBeEnabled();
  expect(await form.evaluate((element: HTMLFormElement) => element.checkValidity())).toBe(false);

  await form.getByLabel('Full Name').fill('Alex Morgan');
  await form.getByLabel('Email Address').fill('alex@example.com');
  await form.getByLabel('Phone Number').fill('+44 7700 900123');
  await form.getByLabel('Business Type').fill('Dental practice');
  await form.getByLabel('Message').fill('We miss calls at lunchtime.');
  await expect(form.getByLabel('Phone Number')).toHaveAttribute('type', 'tel');
  await send.click();

  const sending = form.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  await page.clock.runFor(999);
  await expect(sending).toBeDisabled();
  await page.clock.runFor(1);
  await expect(page.getByRole('status').filter({ hasText: 'Message sent!' })).toContainText("We'll get back to you within 24 hours");
  await expect(send).toBeEnabled();
  for (const label of ['Full Name', 'Email Address', 'Phone Number', 'Business Type', 'Message']) {
    await expect(form.getByLabel(label)).toHaveValue('');
  }
});

test.describe('booking widget', () => {
  test('shows the new-tab link at once when the widget script fails', async ({ page }) => {
    await page.route(EMBED_SCRIPT, (route) => route.abort('failed'));
    await openPage(page, '/book-demo');
    const link = page.getByRole('link', { name: 'Open booking in a new tab' });
    await expect(link).toBeVisible({ timeout: 3000 });
    await expect(link).toHaveAttribute('href', 'https://cal.com/ringwell/15-minute-demo');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('says the calendar failed where it said it was loading, moving nothing (no layout shift)', async ({ page }) => {
    const scriptRequest = new Promise<Route>((resolve) => void page.route(EMBED_SCRIPT, resolve));
    await openPage(page, '/book-demo');
    const message = page.locator('[data-booking-message]');
    await expect(message).toHaveText('Loading the booking calendar...');
    const loading = (await message.boundingBox())!;
    await (await scriptRequest).abort('failed');
    await expect(message).toHaveText('The booking calendar could not be loaded here.');
    const failed = (await message.boundingBox())!;
    expect({ x: failed.x, y: failed.y }).toEqual({ x: loading.x, y: loading.y });
  });

  test('keeps the loading overlay and adds the link after 6 seconds when the widget never answers', async ({ page }) => {
    await page.route(EMBED_SCRIPT, () => {
      // never answered
    });
    await openWithPausedClock(page, '/book-demo');
    await expect(page.getByText('Loading the booking calendar...')).toBeVisible();
    await page.clock.runFor(5900);
    await expect(page.getByRole('link', { name: 'Open booking in a new tab' })).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByRole('link', { name: 'Open booking in a new tab' })).toBeVisible();
    await expect(page.getByText('Loading the booking calendar...')).toBeVisible();
  });

  test('removes the overlay when the widget reports ready', async ({ page }) => {
    // A stand-in for the embed script: it runs queued commands and reports linkReady, as the real one does.
    const stub = `(() => {
      const handle = (api) => {
        const run = (args) => { if (args[0] === 'on' && args[1].action === 'linkReady') setTimeout(() => args[1].callback({}), 50); };
        (api.q || []).forEach(run);
        api.q = { push: run };
      };
      Object.values(window.Cal.ns || {}).forEach(handle);
      handle(window.Cal);
    })();`;
    await page.route(EMBED_SCRIPT, (route) => route.fulfill({ contentType: 'text/javascript', body: stub }));
    await openPage(page, '/book-demo');
    await expect(page.getByText('Loading the booking calendar...')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Open booking in a new tab' })).toHaveCount(0);
  });

  // Booking is the page's whole goal: the calendar, or its loading state, must not wait below a tall introduction.
  test('shows the calendar beside the headline on the first screen of a laptop, without scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/book-demo');
    const frame = (await page.locator('[data-booking-frame]').boundingBox())!;
    const headline = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // Its top and most of it are on the first screen, the loading overlay's message or new-tab link with them.
    expect(frame.y).toBeLessThan(900 - 500);
    await expect(page.locator('[data-booking-overlay]')).toBeInViewport({ ratio: 0.6 });
    // Beside the headline, not under it.
    expect(frame.x).toBeGreaterThan(headline.x + headline.width);
    expect(frame.y).toBeLessThan(headline.y + headline.height);
  });

  test('puts the calendar right after the headline and a short lead on a phone, before the figures', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/book-demo');
    const frame = (await page.locator('[data-booking-frame]').boundingBox())!;
    const headline = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    const firstFigure = (await page.getByText('Demo length', { exact: true }).boundingBox())!;
    expect(frame.y).toBeGreaterThan(headline.y + headline.height);
    expect(frame.y - (headline.y + headline.height)).toBeLessThan(400);
    expect(frame.y).toBeLessThan(1.3 * 844);
    expect(frame.y).toBeLessThan(firstFigure.y);
    // The overlay's message (loading, or the new-tab link's reason) is on the first screen with the frame's top.
    await expect(page.locator('[data-booking-message]')).toBeInViewport();
  });
});

test.describe('the blog filter', () => {
  const allCards = 18;

  /** Filters /blog by a category and checks that only its cards show, and what the status says. */
  async function filterBy(page: Page, category: string) {
    const latest = page.locator('#articles');
    await latest.getByRole('button', { name: category }).click();
    await expect(latest.getByRole('button', { name: category })).toHaveAttribute('aria-pressed', 'true');
    const chips = await latest.locator('article:visible > p:first-of-type > span:first-child').allTextContents();
    expect(chips.length).toBeGreaterThan(0);
    expect(chips.length).toBeLessThan(allCards);
    expect(new Set(chips)).toEqual(new Set([category]));
    await expect(latest.getByRole('status')).toHaveText(`Showing ${chips.length} articles in ${category}`);
  }

  test('keeps its category in the URL and leaves the guides in their own section', async ({ page }) => {
    await openPage(page, '/blog');
    const latest = page.locator('#articles');
    await expect(latest.locator('article:visible')).toHaveCount(allCards);
    await expect(page.locator('main section').filter({ hasText: 'Ultimate Guides' }).locator('article')).toHaveCount(3);
    await expect(latest.getByRole('status'), 'opening the page announces nothing').toHaveText('');

    await filterBy(page, 'AI Technology');
    await expect(page).toHaveURL(/\?category=ai-technology$/);

    await openPage(page, '/blog?category=how-to-guides');
    await expect(latest.getByRole('button', { name: 'How-To Guides' })).toHaveAttribute('aria-pressed', 'true');
    expect(new Set(await latest.locator('article:visible > p:first-of-type > span:first-child').allTextContents())).toEqual(
      new Set(['How-To Guides']),
    );

    await latest.getByRole('button', { name: 'All Articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(latest.locator('article:visible')).toHaveCount(allCards);
    await expect(latest.getByRole('status')).toHaveText(`Showing all ${allCards} articles`);
  });

  test("keeps the address's other parameters (a campaign's) as the category changes", async ({ page }) => {
    await openPage(page, '/blog?utm_source=newsletter');
    await filterBy(page, 'AI Technology');
    await expect(page).toHaveURL(/\/blog\?utm_source=newsletter&category=ai-technology$/);
    await page.locator('#articles').getByRole('button', { name: 'All Articles' }).click();
    await expect(page).toHaveURL(/\/blog\?utm_source=newsletter$/);
  });

  test('a choice writes its announcement once, never a count of the category before it', async ({ page }) => {
    await openPage(page, '/blog');
    const latest = page.locator('#articles');
    for (const category of ['AI Technology', 'Business Tips', 'All Articles']) {
      // Every text the live region holds from the tap until its announcement: what each change replaced, and the last.
      await latest.getByRole('status').evaluate((status) => {
        const replaced: string[] = [];
        new MutationObserver((records) => {
          for (const record of records) {
            if (record.type === 'characterData') replaced.push(record.oldValue!);
            for (const node of record.removedNodes) replaced.push(node.textContent!);
          }
        }).observe(status, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
        (window as unknown as { replacedTexts: string[] }).replacedTexts = replaced;
      });
      const before = await latest.getByRole('status').textContent();
      await latest.getByRole('button', { name: category }).click();
      await expect(latest.getByRole('status')).toHaveText(/^Showing /);
      const replaced = await page.evaluate(() => (window as unknown as { replacedTexts: string[] }).replacedTexts);
      expect(replaced.filter((text) => text !== before), `texts of the status after tapping ${category}`).toEqual([]);
    }
  });

  test("a tap leaves the address as it is until the tap's frame is painted", async ({ page }) => {
    await openPage(page, '/blog');
    await expect(page.locator('[data-island="article-index"]')).toHaveAttribute('data-hydrated', 'true');
    // A new address has the browser match every link against the Speculation Rules again: work kept out of the tap.
    const addressAfterTap = await page
      .locator('#articles')
      .getByRole('button', { name: 'AI Technology' })
      .evaluate((button: HTMLElement) => {
        button.click();
        return location.search;
      });
    expect(addressAfterTap).toBe('');
    await expect(page).toHaveURL(/\?category=ai-technology$/);
  });

  test('the index downloads no article summaries: the filter works on the cards in the page', async ({ page }) => {
    const downloaded = recordScripts(page);
    await openPage(page, '/blog');
    // An excerpt as a card shows it; the cards are in the prerendered HTML, their summaries are not in any script.
    const excerpt = (await page.locator('#articles article p:not(:first-of-type)').first().textContent())!.slice(0, 60);
    await filterBy(page, 'Business Tips');
    expect((await downloaded()).includes(excerpt), 'the page downloaded article summaries').toBe(false);
  });
});

test('careers lists the three roles from their documents, each linking to its page', async ({ page }) => {
  await openPage(page, '/careers');
  const apply = page.locator('#roles').getByRole('link', { name: /^Apply Now/ });
  await expect(apply).toHaveCount(3);
  expect(await apply.evaluateAll((links) => links.map((link) => link.getAttribute('href')).sort())).toEqual([
    '/careers/account-manager',
    '/careers/customer-acquisition-specialist',
    '/careers/tech-api-developer',
  ]);
  await expect(page.getByRole('link', { name: 'Send Open Application' })).toHaveAttribute(
    'href',
    'mailto:careers@ringwell.ai?subject=Open%20Application',
  );
});

test('collection heroes count their documents, and the use-cases index lists every industry by sector and by category', async ({ page }) => {
  await openPage(page, '/blog');
  await expect(page.locator('main dl').first().locator('dd')).toHaveText(['21', '3', '4']);

  await openPage(page, '/use-cases');
  await expect(page.locator('main dl').first().locator('dd')).toHaveText(['33', '11']);
  // The spec's two readings: six sectors, which share out the 11 categories of the 33 industries.
  const sectors = page.getByRole('list', { name: 'Sectors' }).locator(':scope > li');
  await expect(sectors.locator(':scope > p')).toHaveText([
    'Health & Wellness6 industries',
    'Home & Local Services8 industries',
    'Hospitality & Retail6 industries',
    'Professional Services6 industries',
    'Fitness & Recreation3 industries',
    'Education & Childcare4 industries',
  ]);
  const categories = sectors.getByRole('link');
  await expect(categories).toHaveCount(11);
  await expect(categories.filter({ hasText: 'Education & Childcare' })).toContainText('4');
  for (const href of await categories.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))) {
    await expect(page.locator(`${href} h3`)).toHaveCount(1);
  }
  const industryLinks = page.locator('#industries h4 a');
  await expect(industryLinks).toHaveCount(33);
  await expect(page.locator('#health-and-wellness h4 a')).toHaveText(['Beauty salons', 'Medical & dental', 'Physiotherapy']);
});

test('an article suggests its related articles and industries from their documents', async ({ page }) => {
  await openPage(page, '/blog/cost-of-missed-calls');
  const related = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Keep reading' }) });
  const articleLinks = related.locator('h3 a');
  await expect(articleLinks).toHaveCount(3);
  for (const href of await articleLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  }
  await expect(related.locator('h4 a').first()).toHaveAttribute('href', /^\/[a-z0-9-]+$/);
});

test('an article shows its picture at once, described; its cards show theirs lazily, without repeating the title', async ({ page }) => {
  await openPage(page, '/blog/cost-of-missed-calls');
  const picture = page.getByRole('main').locator('header img');
  await expect(picture).toHaveAttribute('src', '/images/articles/cost-of-missed-calls.svg');
  await expect(picture).toHaveAttribute('alt', /^A phone with a red missed-call badge/);
  await expect(picture).toHaveAttribute('width', '1200');
  await expect(picture).toHaveAttribute('height', '630');
  await expect(picture).toHaveAttribute('decoding', 'async');
  await expect(picture).not.toHaveAttribute('loading', 'lazy');
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  const box = (await picture.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(1200 / 630, 1);

  const cardPictures = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Keep reading' }) }).locator('article img');
  await expect(cardPictures).toHaveCount(3);
  for (const image of await cardPictures.all()) {
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('src', /^\/images\/articles\/[a-z0-9-]+\.svg$/);
  }
});

test('the newsletter box sends nothing and says sign-up is coming', async ({ page }) => {
  const requests: string[] = [];
  await openPage(page, '/blog');
  await page.waitForLoadState('networkidle');
  page.on('request', (request) => {
    if (request.method() !== 'GET' || ['document', 'fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
  });
  const newsletter = page.getByRole('group', { name: 'Newsletter sign-up' });
  await newsletter.getByLabel('Email address').fill('owner@example.com');
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await newsletter.getByLabel('Email address').press('Enter');
  await expect(newsletter).toContainText("Coming soon! We're building something great.");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(newsletter.getByLabel('Email address')).toHaveValue('owner@example.com');
  expect(requests).toEqual([]);
});

test('icons draw their symbol from the sprite', async ({ page }) => {
  for (const path of ['/features', '/use-cases']) {
    await openPage(page, path);
    // Icons inside collapsed details are not drawn; every icon on show must be.
    const widths = await page
      .locator('main svg use')
      .evaluateAll((uses) => uses.filter((use) => use.closest('svg')!.checkVisibility()).map((use) => (use as SVGGraphicsElement).getBBox().width));
    expect(widths.length).toBeGreaterThan(5);
    expect(widths.filter((width) => width === 0)).toEqual([]);
  }
});
