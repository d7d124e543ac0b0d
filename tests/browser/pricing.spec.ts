import type { Locator, Page } from '@playwright/test';
import { rgbChannels, theme } from '../../src/theme/theme.ts';
import { expect, openPage, openWithPausedClock, test } from './fixtures.ts';

const STORAGE_KEY = 'ringwell.currency';

/** Moves the mouse in several steps, as a hand does, so the page sees the pointer leave one place and reach another. */
async function moveTo(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
}

/** A theme colour ('#b45309') as the browser reports a computed colour ('rgb(180, 83, 9)'). */
const cssColor = (hex: string) => `rgb(${rgbChannels(hex).join(', ')})`;

/** How many style rules the page has: a tap whose styles came with the page adds none. */
const styleRuleCount = (page: Page) => page.evaluate(() => [...document.styleSheets].reduce((count, sheet) => count + sheet.cssRules.length, 0));

function pricing(page: Page) {
  const block = page.locator('#pricing');
  return {
    block,
    currency: (code: string) => block.getByRole('group', { name: 'Currency' }).getByRole('button', { name: code }),
    weekly: block.locator('p').filter({ hasText: /per week$/ }),
    // Its info tip's words are in it, unseen, from hydration on.
    annual: block.locator('p').filter({ hasText: / a year/ }),
  };
}

test('the chosen currency is kept in local storage and survives a reload', async ({ page, consoleErrors }) => {
  await openPage(page, '/features');
  const { currency, weekly } = pricing(page);
  await expect(currency('GBP')).toHaveAttribute('aria-pressed', 'true');
  await expect(weekly).toHaveText('£99 per week');

  await currency('EUR').click();
  await expect(currency('EUR')).toHaveAttribute('aria-pressed', 'true');
  await expect(currency('GBP')).toHaveAttribute('aria-pressed', 'false');
  await expect(weekly).toHaveText('119 € per week');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('EUR');

  await page.reload();
  await expect(currency('EUR')).toHaveAttribute('aria-pressed', 'true');
  await expect(weekly).toHaveText('119 € per week');
  expect(consoleErrors).toEqual([]);
});

test('a tap on a currency shows it pressed in the next frame; the prices follow in the frame after', async ({ page }) => {
  await openWithPausedClock(page, '/features');
  const { currency, weekly } = pricing(page);
  await currency('EUR').click();
  // The tap's answer waits for no price: the button is pressed while every price is still the one before.
  await expect(currency('EUR')).toHaveAttribute('aria-pressed', 'true');
  await expect(currency('GBP')).toHaveAttribute('aria-pressed', 'false');
  await expect(weekly).toHaveText('£99 per week');
  await page.clock.runFor(50);
  await expect(weekly).toHaveText('119 € per week');
  await expect(currency('EUR')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('EUR');
});

test('a stored value that is not a currency falls back to GBP', async ({ page }) => {
  await page.addInitScript((key) => localStorage.setItem(key, 'XYZ'), STORAGE_KEY);
  await openPage(page, '/features');
  const { currency, weekly } = pricing(page);
  await expect(weekly).toHaveText('£99 per week');
  await expect(currency('GBP')).toHaveAttribute('aria-pressed', 'true');
});

test('the pricing block writes the weekly and annual (52 weeks) price in each currency’s own format', async ({ page }) => {
  await openPage(page, '/features');
  const { block, currency, weekly, annual } = pricing(page);
  const expected = [
    { code: 'GBP', weekly: '£99', annual: '£5,148', name: 'pounds sterling' },
    { code: 'EUR', weekly: '119\u00a0€', annual: '6.188\u00a0€', name: 'euros' },
    { code: 'USD', weekly: '$139', annual: '$7,228', name: 'US dollars' },
    { code: 'CAD', weekly: '$189', annual: '$9,828', name: 'Canadian dollars' },
  ];
  for (const price of expected) {
    await currency(price.code).click();
    await expect(weekly).toHaveText(`${price.weekly} per week`);
    await expect(annual).toHaveText(`${price.annual} a year`, { useInnerText: true });
    expect(await weekly.locator('strong').textContent()).toBe(price.weekly);
    expect(await annual.locator('strong').textContent()).toBe(price.annual);
    await expect(block).toContainText(`Prices in ${price.name} (${price.code}).`);
  }

  // The switcher works from the keyboard too.
  await currency('GBP').focus();
  await page.keyboard.press('Tab');
  await expect(currency('EUR')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(weekly).toHaveText('119 € per week');
  await expect(block.getByRole('link', { name: 'Book a free demo' })).toHaveAttribute('href', '/book-demo');
});

test('the ROI calculator works out the monthly revenue recovered against the monthly price', async ({ page }) => {
  await openPage(page, '/blog/roi-calculator');
  const calculator = page.locator('#calculator');
  const recovered = calculator.getByRole('status', { name: 'Revenue recovered a month' });
  const net = calculator.getByRole('status', { name: /^(Net gain|Shortfall) a month$/ });
  const calls = calculator.getByRole('spinbutton', { name: 'Missed calls per week', exact: true });
  const share = calculator.getByRole('slider', { name: 'Share of missed calls recovered', exact: true });

  // The article's defaults: 10 calls × £50 × 40% = £200 a week; × 52 ÷ 12 = £866.67. £99 × 52 ÷ 12 = £429.
  await expect(recovered).toHaveText('£867');
  await expect(calculator).toContainText('Ringwell a month£429£99 a week');
  await expect(net).toHaveText('£438');
  await expect(net).toHaveCSS('color', cssColor(theme.color.success));

  // 18 × £48 × 50% = £432 a week; × 52 ÷ 12 = £1,872; less £429 = £1,443.
  await calls.fill('18');
  await calculator.getByRole('spinbutton', { name: 'Average booking value (GBP)', exact: true }).fill('48');
  await share.fill('50');
  await expect(calculator).toContainText('50%');
  await expect(recovered).toHaveText('£1,872');
  await expect(net).toHaveText('£1,443');

  // In euros the booking value converts once: £48 × 119 ÷ 99 = €57.70, so €58. 18 × 58 × 50% = 522 a week;
  // × 52 ÷ 12 = 2,262. €119 × 52 ÷ 12 = 515.67, so 516; 2,262 − 516 = 1,746.
  await calculator.getByRole('button', { name: 'EUR' }).click();
  const euroValue = calculator.getByRole('spinbutton', { name: 'Average booking value (EUR)', exact: true });
  await expect(euroValue).toHaveValue('58');
  await expect(recovered).toHaveText('2.262 €');
  await expect(calculator).toContainText('516 €119 € a week');
  await expect(net).toHaveText('1.746 €');

  // 3 × 30 × 30% = 27 a week; × 52 ÷ 12 = 117; short of 516 by 399.
  await calls.fill('3');
  await euroValue.fill('30');
  await share.fill('30');
  await expect(recovered).toHaveText('117 €');
  await expect(calculator.getByText('Shortfall a month')).toBeVisible();
  await expect(net).toHaveText('399 €');
  await expect(net).toHaveCSS('color', cssColor(theme.color.warning));
});

test("a shortfall inserts no style rule: both result colours came with the page, so the keystroke restyles only the result", async ({ page }) => {
  await openPage(page, '/blog/roi-calculator');
  const calculator = page.locator('#calculator');
  const before = await styleRuleCount(page);
  await calculator.getByRole('spinbutton', { name: 'Missed calls per week', exact: true }).fill('1');
  await expect(calculator.getByText('Shortfall a month')).toBeVisible();
  expect(await styleRuleCount(page)).toBe(before);
});

test('with local storage blocked the page still renders and the currency still switches for the session', async ({ page, consoleErrors }) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
  });
  await openPage(page, '/features');
  expect(await page.evaluate(() => { try { return typeof window.localStorage; } catch { return 'blocked'; } })).toBe('blocked');

  const { currency, weekly } = pricing(page);
  await expect(weekly).toHaveText('£99 per week');
  await currency('CAD').click();
  await expect(weekly).toHaveText('$189 per week');
  await expect(currency('CAD')).toHaveAttribute('aria-pressed', 'true');

  // Leaving and coming back keeps the choice for the visit: the tab's session storage holds it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/features$/);
  await expect(weekly).toHaveText('$189 per week');
  expect(consoleErrors).toEqual([]);
});

test('tooltips open after 700 ms, and at once when another is hovered within 300 ms', async ({ page }) => {
  await openWithPausedClock(page, '/blog/roi-calculator');
  const calculator = page.locator('#calculator');
  const callsInfo = calculator.getByRole('button', { name: 'About missed calls per week' });
  const valueInfo = calculator.getByRole('button', { name: 'About average booking value (GBP)' });
  const shareInfo = calculator.getByRole('button', { name: 'About share of missed calls recovered' });
  const tooltip = page.getByRole('tooltip');
  const awayFromTriggers = calculator.getByRole('heading', { name: 'Try your own numbers' });

  await moveTo(page, callsInfo);
  await page.clock.runFor(699);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('Count calls that rang out');
  const tooltipId = await tooltip.getAttribute('id');
  await expect(callsInfo).toHaveAttribute('aria-describedby', tooltipId!);

  // Straight to the next trigger: no delay.
  await moveTo(page, valueInfo);
  await expect(tooltip).toContainText('What a typical new customer spends');

  // Away, then onto another trigger 299 ms later: still within the skip delay.
  await moveTo(page, awayFromTriggers);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(299);
  await moveTo(page, shareInfo);
  await expect(tooltip).toContainText('The share of missed callers');

  // Away for the full 300 ms: the next tooltip waits 700 ms again.
  await moveTo(page, awayFromTriggers);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(300);
  await moveTo(page, callsInfo);
  await page.clock.runFor(699);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(1);
  await expect(tooltip).toContainText('Count calls that rang out');
});

test('a tooltip opens on keyboard focus at once and closes with Escape', async ({ page }) => {
  await openPage(page, '/features');
  const info = page.locator('#pricing').getByRole('button', { name: 'How the annual price is worked out' });
  await info.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveText('52 weeks × £99 a week');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
  await expect(info).toBeFocused();
});

test('opening a tooltip inserts no style rule: its styles came with the page, so the tap restyles only the bubble', async ({ page }) => {
  await openPage(page, '/features');
  const before = await styleRuleCount(page);
  await page.locator('#pricing').getByRole('button', { name: 'How the annual price is worked out' }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  expect(await styleRuleCount(page)).toBe(before);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a closed tooltip is laid out with its words, unseen and unheard, and widens no page: a tap only shows it', async ({ page }) => {
    await openPage(page, '/features');
    const bubble = page.locator('#pricing [role="tooltip"]');
    await expect(bubble).toHaveCount(1);
    await expect(bubble).toBeHidden();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(bubble).toHaveText('52 weeks × £99 a week');
    expect(await bubble.evaluate((element) => (element as HTMLElement).offsetWidth)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.locator('#pricing').getByRole('button', { name: 'How the annual price is worked out' }).tap();
    await expect(page.getByRole('tooltip')).toHaveText('52 weeks × £99 a week');
  });

  // The calculator's buttons sit at the right edge of a phone's screen, where a bubble centred over one would be cut off.
  test('a tapped tooltip stays on the screen, at least 12 px from its edges, and points at its button', async ({ page }) => {
    await openPage(page, '/blog/roi-calculator');
    const buttons = page.locator('#calculator span:has(> [role="tooltip"]) > button');
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) {
      await button.tap();
      const tooltip = page.getByRole('tooltip');
      await expect(tooltip).toBeVisible();
      // Once its entrance (a fade of 0.12 s) has ended, where it stays.
      await expect.poll(() => tooltip.evaluate((element) => element.getAnimations().length)).toBe(0);
      const bubble = (await tooltip.boundingBox())!;
      expect(bubble.x).toBeGreaterThanOrEqual(12 - 0.5);
      expect(bubble.x + bubble.width).toBeLessThanOrEqual(390 - 12 + 0.5);
      const { x, width } = (await button.boundingBox())!;
      expect(bubble.x).toBeLessThan(x + width / 2);
      expect(bubble.x + bubble.width).toBeGreaterThan(x + width / 2);
      // A tap beside the page's column closes it.
      await page.touchscreen.tap(4, 400);
      await expect(tooltip).toHaveCount(0);
    }
  });
});
