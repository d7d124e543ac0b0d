/**
 * `npm run bench:inp [-- --runs=5 --only=currency,form --against=../other/dist]`: how long each interaction of the
 * site takes to answer, as the Event Timing API measures it (the time from the tap or key press to the next frame
 * painted after its handlers ran), in Chromium at 390 px with the CPU slowed down 4 times, against the built site
 * served as a static host serves it, third-party hosts blocked. Run `npm run build` first.
 *
 * Each interaction is measured on a fresh page, once the page is idle and the visitor has scrolled to the control:
 * the first tap (which may be the one that starts its island's code) and the taps after it, on several page loads;
 * the table gives the medians and where the time goes (input delay + processing + presentation of the slowest event
 * of the interaction). Budget: one frame, 50 ms at 4 times slowdown, for every one; the exit code says whether all
 * are within it. A row marked "(reference)" is a bare page with only one control, served in the build's place: what the
 * browser (and this harness) take for such a tap whatever the site does, beside the site's rows, not held to the budget.
 * `--against=DIR` measures a second build too (say, main's), its page loads alternating with this one's,
 * so a busy moment of the machine falls on both. `--trace=DIR` writes a Chrome performance trace of the taps of each
 * interaction's first page load there (open it in DevTools' Performance panel), to see what a slow one does.
 */
import { existsSync, mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { CONSENT_STORAGE_KEY } from '../src/runtime/consent.ts';
import { NEAR_VIEWPORT_PX } from '../src/runtime/islands.ts';
import { launchChromium } from './browser.ts';
import { createSiteServer } from './serve/siteServer.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const RUNS = Number(option('runs') ?? 5);
const ONLY = option('only')?.split(',');
const TRACE_DIR = option('trace');
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'latencyInfo', 'blink.user_timing', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'];
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 50;
/** The least duration the Event Timing API reports; an interaction faster than this leaves no entry. */
const DURATION_THRESHOLD_MS = 16;
const LATER_TAPS = 3;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const THIRD_PARTY = /^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/;
const builds = { this: join(import.meta.dirname, '../dist'), ...(option('against') ? { against: resolve(option('against')!) } : {}) };

for (const dir of Object.values(builds)) {
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir} has no build yet. Run \`npm run build\` first.`);
    process.exit(1);
  }
}

interface Interaction {
  name: string;
  route: string;
  /**
   * A bare page served at `route` in the build's place: a "(reference)" row. A function makes it from the build being
   * measured, once for the row, before its page loads.
   */
  reference?: string | ((origin: string, browser: Browser) => Promise<string>);
  /** Keeps the cookie banner away (a stored choice), as for a returning visitor; the banner's own rows leave it. */
  consented?: boolean;
  /** What the visitor does before the first tap, unmeasured: scrolls to the control, fills in a form. */
  prepare?: (page: Page) => Promise<void>;
  /** The n-th tap or key press (0 is the first); returns the element it must land in. */
  tap: (page: Page, n: number) => Promise<Locator>;
  /** What happens between two taps, unmeasured (the form refilled after a send, the banner opened again). */
  between?: (page: Page, n: number) => Promise<void>;
}

/** Scrolls the control into view, as a visitor does before tapping it. */
const scrollTo = (locator: Locator) => locator.scrollIntoViewIfNeeded();

/**
 * Taps the middle of the control as a finger does. Playwright's `tap()` runs its checks (visible, stable over two
 * frames) in the page just before the touch and arms its hit-target listeners on the tap's events, work that would
 * count as the site's input delay and processing (a trial `tap()` taps too, with the page's listeners blocked). So the
 * control is scrolled to once it is visible and stable, the page is left to settle, and a bare touch follows;
 * `measureOnce` checks where it landed. (Playwright's listeners stay on the page, unarmed; the button row on a bare
 * page includes what they cost.)
 */
async function tapOn(locator: Locator): Promise<Locator> {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().evaluate(idle);
  const box = (await locator.boundingBox())!;
  await locator.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return locator;
}

async function press(page: Page, field: Locator, key: string): Promise<Locator> {
  await page.keyboard.press(key);
  return field;
}

const FORM_VALUES = { name: 'Alex Morgan', email: 'alex@example.com', phone: '', businessType: 'Dental practice', message: 'We miss calls at lunchtime.' };

async function fillContactForm(page: Page): Promise<void> {
  const form = page.locator('#message form');
  for (const [name, value] of Object.entries(FORM_VALUES)) await form.locator(`[name="${name}"]`).fill(value);
}

/** After a send the form is empty again (the endpoint is stubbed to accept); it is filled in again for the next tap. */
async function waitForSentAndRefill(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#message form [name="name"]')?.value === '');
  await page.locator('#message form button[type="submit"]:enabled').waitFor();
  await fillContactForm(page);
}

const currencyButton = (page: Page, block: string, code: string) => page.locator(`#${block} [role="group"] button`, { hasText: code });

const pricingCurrency = (route: string, order: string[]): Interaction => ({
  name: 'pricing currency',
  route,
  prepare: (page) => scrollTo(page.locator('#pricing [role="group"]')),
  tap: (page, n) => tapOn(currencyButton(page, 'pricing', order[n % order.length])),
});

const contactSubmit = (route: string): Interaction => ({
  name: 'contact form submit',
  route,
  // The first field's tap starts the form's island; the visitor types once it is live (text typed before is lost
  // today, a separate problem this does not measure).
  prepare: async (page) => {
    await page.locator('#message form [name="name"]').tap();
    await settle(page);
    await fillContactForm(page);
  },
  tap: async (page) => {
    // A form the browser finds invalid would show its message instead of sending: that would measure something else.
    if (!(await page.locator('#message form').evaluate((form: HTMLFormElement) => form.checkValidity()))) throw new Error('The contact form is not filled in.');
    return tapOn(page.locator('#message form button[type="submit"]'));
  },
  between: waitForSentAndRefill,
});

const openBanner = (page: Page) => page.locator('[data-consent="accepted"]').waitFor();

const cookieChoice = (name: string, value: 'accepted' | 'declined'): Interaction => ({
  name,
  route: '/',
  consented: false,
  prepare: openBanner,
  tap: (page) => tapOn(page.locator(`[data-consent="${value}"]`)),
  // Cookie settings in the footer opens the banner again, once it has gone (a copy waits in the page, hidden).
  between: async (page) => {
    await page.locator('[data-consent]').first().waitFor({ state: 'hidden' });
    await page.locator('footer [data-open-cookie-settings]').tap();
    await openBanner(page);
  },
});

/** A page with nothing but `body`, a control large enough to tap (`data-ready` is what the page script would set). */
const barePage = (body: string) =>
  `<!doctype html><html lang="en" data-ready="true"><meta name="viewport" content="width=device-width"><title>Reference</title><style>a, button { display: inline-block; padding: 12px; font: 16px sans-serif }</style>${body}</html>`;

const BOOKING_FALLBACK_LINK = '[data-booking-fallback] a';
const NEW_TAB_LINK = `<a href="https://cal.com/ringwell/15-minute-demo" target="_blank" rel="noopener noreferrer">Open booking in a new tab</a>`;

/**
 * A bare page with the new-tab link where `selector` is on the site's page at `route`, in a document as tall: so the
 * link is scrolled to and tapped at the same place on the screen. Where the tap lands changes what Chromium's new tab
 * costs the page that opened it: the same bare link costs ~40 ms more at the screen's bottom edge than in its middle.
 */
async function bareLinkInPlace(origin: string, browser: Browser, route: string, selector: string): Promise<string> {
  // As the site's row loads it: with the cookie banner away, whose room at the page's foot would change its height.
  const context = await phoneContext(browser, origin, true);
  try {
    const page = await context.newPage();
    await page.goto(origin + route);
    const control = page.locator(selector);
    await control.waitFor();
    const place = await control.evaluate((element) => {
      const { top, left, width, height } = element.getBoundingClientRect();
      return { top: top + scrollY, left, width, height, documentHeight: document.documentElement.scrollHeight };
    });
    const box = `position: absolute; top: ${place.top}px; left: ${place.left}px; width: ${place.width}px; height: ${place.height}px; box-sizing: border-box; padding: 0`;
    return barePage(`<div style="height: ${place.documentHeight}px"></div>${NEW_TAB_LINK.replace('<a ', `<a style="${box}" `)}`);
  } finally {
    await context.close();
  }
}

const ALL_INTERACTIONS: Interaction[] = [
  { name: 'menu', route: '/', tap: (page) => tapOn(page.locator('[data-menu-button]')) },
  {
    name: 'feature "Learn More"',
    route: '/features',
    prepare: (page) => scrollTo(page.locator('#core-features summary').first()),
    tap: (page) => tapOn(page.locator('#core-features summary').first()),
  },
  {
    name: 'FAQ question',
    route: '/blog/multilingual-customer-service',
    prepare: (page) => scrollTo(page.locator('#faq summary').first()),
    tap: (page) => tapOn(page.locator('#faq summary').first()),
  },
  {
    name: 'blog filter',
    route: '/blog',
    prepare: (page) => scrollTo(page.locator('#articles [role="group"]')),
    // Each tap another category, the last one all articles.
    tap: (page, n) => tapOn(page.locator('#articles [role="group"] button').nth((n + 1) % 4)),
  },
  pricingCurrency('/features', ['EUR', 'USD', 'CAD', 'GBP']),
  pricingCurrency('/de/features', ['GBP', 'USD', 'CAD', 'EUR']),
  {
    name: 'pricing info tip',
    route: '/features',
    prepare: (page) => scrollTo(page.locator('#pricing [role="group"]')),
    tap: (page) => tapOn(page.locator('#pricing button[aria-label]').first()),
  },
  {
    name: 'ROI currency',
    route: '/blog/roi-calculator',
    prepare: (page) => scrollTo(page.locator('#calculator [role="group"]')),
    tap: (page, n) => tapOn(currencyButton(page, 'calculator', ['EUR', 'USD', 'CAD', 'GBP'][n % 4])),
  },
  {
    name: 'ROI missed calls (keys)',
    route: '/blog/roi-calculator',
    prepare: (page) => page.locator('#calculator input[type="number"]').first().tap(),
    tap: (page, n) => press(page, page.locator('#calculator input[type="number"]').first(), ['Backspace', '2', '5', '0'][n % 4]),
  },
  {
    name: 'ROI recovered share (slider)',
    route: '/blog/roi-calculator',
    prepare: (page) => scrollTo(page.locator('#calculator input[type="range"]')),
    tap: async (page, n) => {
      const slider = page.locator('#calculator input[type="range"]');
      const box = (await slider.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width * [0.2, 0.6, 0.8, 0.3][n % 4], box.y + box.height / 2);
      return slider;
    },
  },
  contactSubmit('/contact'),
  contactSubmit('/de/contact'),
  {
    name: 'contact form typing',
    route: '/contact',
    prepare: (page) => page.locator('#message textarea').tap(),
    tap: (page, n) => press(page, page.locator('#message textarea'), 'Hi!'[n % 3] ?? 'x'),
  },
  cookieChoice('cookie banner Accept', 'accepted'),
  cookieChoice('cookie banner Decline', 'declined'),
  {
    name: 'cookie settings (footer)',
    route: '/',
    prepare: (page) => scrollTo(page.locator('footer [data-open-cookie-settings]')),
    tap: (page) => tapOn(page.locator('footer [data-open-cookie-settings]')),
    // The banner's close button, so the next tap opens it again. Once the banner has gone, the footer loses the room
    // it kept for it: tapped before, the link could move between its measuring and the tap.
    between: async (page) => {
      await page.locator('[data-consent-close]').tap();
      await page.locator('[data-consent]').first().waitFor({ state: 'hidden' });
    },
  },
  {
    name: 'booking fallback link',
    route: '/book-demo',
    // The calendar's script is blocked, so the frame offers the booking in a new tab at once.
    prepare: (page) => page.locator(BOOKING_FALLBACK_LINK).waitFor(),
    tap: (page) => tapOn(page.locator(BOOKING_FALLBACK_LINK)),
  },
  {
    // A tap's way from the touch screen to the click (touch, pointer, gesture and mouse events) with no script of the
    // site's: the floor under every row above.
    name: 'button, bare page',
    route: '/bench/button',
    reference: barePage(`<button type="button" onclick="this.textContent = Number(this.textContent) + 1">0</button>`),
    tap: (page) => tapOn(page.locator('button')),
  },
  {
    // Chromium opens the tab of a link with target="_blank" within the click's default action, on the page's main
    // thread: the floor of a new-tab link at the top of the page.
    name: 'new-tab link, bare page',
    route: '/bench/new-tab-link',
    reference: barePage(NEW_TAB_LINK),
    tap: (page) => tapOn(page.locator('a')),
  },
  {
    // The same link where the booking page has it (at a phone's bottom edge when the calendar fails): its floor there.
    name: 'new-tab link, bare page, in place',
    route: '/bench/new-tab-link-in-place',
    reference: (origin, browser) => bareLinkInPlace(origin, browser, '/book-demo', BOOKING_FALLBACK_LINK),
    tap: (page) => tapOn(page.locator('a')),
  },
];
/** `-- --only=currency,/de/` measures the interactions whose name or route holds one of the words. */
const INTERACTIONS = ALL_INTERACTIONS.filter((interaction) => !ONLY || ONLY.some((part) => `${interaction.name} ${interaction.route}`.includes(part)));

/** One interaction's slowest event: its duration and where the time went. */
interface Measured {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/** No entry: the interaction took less than the least duration the API reports. */
const FAST: Measured = { duration: 0, inputDelay: 0, processing: 0, presentation: 0 };

/** An event entry of the Event Timing API; TypeScript's DOM types do not have its interaction yet. */
type EventEntry = PerformanceEventTiming & { interactionId: number };

/** Runs in the page before its own scripts: records every event entry of an interaction, and where trusted input landed. */
function recordInteractions(threshold: number): void {
  const record = window as unknown as { interactionEntries: EventEntry[]; lastInputTarget: EventTarget | null };
  record.interactionEntries = [];
  record.lastInputTarget = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventEntry[]) if (entry.interactionId) record.interactionEntries.push(entry);
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  for (const type of ['pointerdown', 'keydown']) {
    addEventListener(type, (event) => event.isTrusted && (record.lastInputTarget = event.target), { capture: true });
  }
}

/** Runs in the page: resolves once the main thread has been idle for a while, or after a few seconds at most. */
async function idle(): Promise<void> {
  const started = performance.now();
  let quiet = 0;
  while (quiet < 3 && performance.now() - started < 5000) {
    const remaining = await new Promise<number>((resolve) => requestIdleCallback((deadline) => resolve(deadline.timeRemaining())));
    quiet = remaining > 12 ? quiet + 1 : 0;
  }
}

/** Runs in the page: the entries recorded since `from`, once the frame after the interaction has been presented. */
function entriesSince(from: number): Promise<Measured[]> {
  return new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const entries = (window as unknown as { interactionEntries: EventEntry[] }).interactionEntries.slice(from);
          const slowest = new Map<number, EventEntry>();
          for (const entry of entries) {
            const known = slowest.get(entry.interactionId);
            if (!known || entry.duration > known.duration) slowest.set(entry.interactionId, entry);
          }
          resolve(
            [...slowest.values()].map((entry) => ({
              duration: entry.duration,
              inputDelay: entry.processingStart - entry.startTime,
              processing: entry.processingEnd - entry.processingStart,
              presentation: entry.startTime + entry.duration - entry.processingEnd,
            })),
          );
        }, 250),
      ),
    );
  });
}

/**
 * Runs in the page: whether every island its schedule has started is live (those that start at load or when idle, and
 * those near the viewport), so the first tap meets the page as a visitor who has scrolled to the control finds it.
 */
function startedIslandsLive(nearViewportPx: number): boolean {
  return [...document.querySelectorAll<HTMLElement>('[data-island]')]
    .filter(
      (island) =>
        island.dataset.when !== 'visible' ||
        // Children that render no box (a script with the island's data) never intersect.
        [...island.children].some((child) => {
          if (!child.getClientRects().length) return false;
          const { top, bottom } = child.getBoundingClientRect();
          return bottom > -nearViewportPx && top < innerHeight + nearViewportPx;
        }),
    )
    .every((island) => island.hasAttribute('data-hydrated'));
}

async function settle(page: Page): Promise<void> {
  await page.waitForFunction(startedIslandsLive, NEAR_VIEWPORT_PX);
  await page.evaluate(idle);
}

/** A stored acceptance, as a returning visitor has: the cookie banner stays away. */
async function storeConsent(context: BrowserContext, origin: string): Promise<void> {
  // The policy version the banner asks under, as the build wrote it on the banner's template.
  const policyVersion = /data-policy-version="([^"]+)"/.exec(await (await fetch(`${origin}/`)).text())![1];
  const choice = JSON.stringify({ value: 'accepted', decidedAt: new Date().toISOString(), policyVersion });
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [CONSENT_STORAGE_KEY, choice] as const);
}

/** A phone's browsing context against the site, third-party hosts blocked, with the visitor's cookie choice stored if `consented`. */
async function phoneContext(browser: Browser, origin: string, consented: boolean): Promise<BrowserContext> {
  const context = await browser.newContext(PHONE);
  await context.route(THIRD_PARTY, (route) => route.abort('blockedbyclient'));
  if (consented) await storeConsent(context, origin);
  return context;
}

/** One page load: the first tap and the later ones, each the slowest of the interactions it made (usually one). */
async function measureOnce(browser: Browser, origin: string, interaction: Interaction, reference?: string, tracePath?: string): Promise<Measured[]> {
  const context = await phoneContext(browser, origin, interaction.consented !== false);
  try {
    await context.route('**/api/contact', (route) => route.fulfill({ status: 204 }));
    if (reference !== undefined) await context.route(origin + interaction.route, (route) => route.fulfill({ contentType: 'text/html', body: reference }));
    const page = await context.newPage();
    // The booking link opens a new tab; it is closed at once.
    page.on('popup', (opened) => void opened.close().catch(() => {}));
    await page.addInitScript(recordInteractions, DURATION_THRESHOLD_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(origin + interaction.route);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await page.waitForLoadState('networkidle');
    await settle(page);
    await interaction.prepare?.(page);
    await settle(page);
    const taps: Measured[] = [];
    if (tracePath) await browser.startTracing(page, { path: tracePath, categories: TRACE_CATEGORIES });
    for (let n = 0; n <= LATER_TAPS; n++) {
      if (n > 0) {
        await interaction.between?.(page, n);
        await settle(page);
      }
      const from = await page.evaluate(() => (window as unknown as { interactionEntries: unknown[] }).interactionEntries.length);
      const target = await interaction.tap(page, n);
      if (!(await target.evaluate((element) => element.contains((window as unknown as { lastInputTarget: Node | null }).lastInputTarget)))) {
        throw new Error(`Tap ${n + 1} of "${interaction.name}" on ${interaction.route} did not land on its control.`);
      }
      const measured = await page.evaluate(entriesSince, from);
      taps.push(measured.reduce((slowest, entry) => (entry.duration > slowest.duration ? entry : slowest), FAST));
    }
    if (tracePath) await browser.stopTracing();
    return taps;
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median duration of the taps, and the median of each part of it. */
function summarize(taps: Measured[]) {
  const part = (key: keyof Measured) => median(taps.map((tap) => tap[key]));
  return { duration: part('duration'), split: `${Math.round(part('inputDelay'))}+${Math.round(part('processing'))}+${Math.round(part('presentation'))}` };
}

const cell = (ms: number) => (ms < DURATION_THRESHOLD_MS ? `<${DURATION_THRESHOLD_MS}` : String(Math.round(ms)));

const servers = Object.values(builds).map((dir) => createSiteServer(dir).listen(0, '127.0.0.1'));
await Promise.all(servers.map((server) => new Promise((resolve) => server.once('listening', resolve))));
const origins = servers.map((server) => `http://localhost:${(server.address() as AddressInfo).port}`);
const browser = await launchChromium();
if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });

let over = false;
try {
  const variants = Object.keys(builds);
  console.log(
    `${CPU_SLOWDOWN}x CPU slowdown, ${PHONE.viewport.width} px, ${RUNS} page loads each; ms, medians; split: input delay + processing + presentation${
      variants.length > 1 ? `; each row for ${variants.join(' and ')} (${builds.against})` : ''
    }\n`,
  );
  const columns = ['interaction'.padEnd(30), 'route'.padEnd(22), 'build'.padEnd(8), 'first'.padStart(6), 'split'.padStart(12), 'later'.padStart(6), 'split'.padStart(12)];
  console.log(columns.join(' '));
  for (const interaction of INTERACTIONS) {
    const results = variants.map(() => ({ first: [] as Measured[], later: [] as Measured[] }));
    const { reference } = interaction;
    const references = await Promise.all(origins.map((origin) => (typeof reference === 'function' ? reference(origin, browser) : reference)));
    for (let run = 0; run < RUNS; run++) {
      for (const [index, origin] of origins.entries()) {
        const tracePath =
          TRACE_DIR && run === 0 ? join(TRACE_DIR, `${variants[index]}-${`${interaction.name}${interaction.route}`.replace(/[^a-z0-9]+/gi, '-')}.json`) : undefined;
        const [first, ...later] = await measureOnce(browser, origin, interaction, references[index], tracePath);
        results[index].first.push(first);
        results[index].later.push(...later);
      }
    }
    for (const [index, variant] of variants.entries()) {
      const first = summarize(results[index].first);
      const later = summarize(results[index].later);
      const overBudget = index === 0 && !interaction.reference && Math.max(first.duration, later.duration) > BUDGET_MS;
      if (overBudget) over = true;
      console.log(
        [
          interaction.name.padEnd(30),
          interaction.route.padEnd(22),
          variant.padEnd(8),
          cell(first.duration).padStart(6),
          first.split.padStart(12),
          cell(later.duration).padStart(6),
          later.split.padStart(12),
          overBudget ? ' OVER BUDGET' : interaction.reference ? ' (reference)' : '',
        ].join(' '),
      );
    }
  }
  console.log(`\nBudget: ${BUDGET_MS} ms (one frame at ${CPU_SLOWDOWN}x slowdown) for the first tap and the later ones. "<${DURATION_THRESHOLD_MS}": no event entry, faster than the API reports.`);
} finally {
  await browser.close();
  for (const server of servers) server.close();
}
if (over) process.exitCode = 1;
