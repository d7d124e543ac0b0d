import { EMBED_SCRIPT_URL } from '../../src/blocks/Booking/bookingWidget.ts';
import { BRAND_FONTS } from '../../src/theme/fontFamilies.ts';
import type { PageDocument } from '../../src/generated/schema-types.ts';
import { content } from './siteContent.ts';
import { animationsSettled, axeViolations, brandFacesDrawn, expect, test, waitForHydration } from './fixtures.ts';

/**
 * The quality gate over the whole site: every route of the manifest, and an unknown path, in Chromium at a phone's
 * width, with the cookie banner showing; axe, the laptop's width and the phone's menu open on the routes
 * `routesCoveringEveryKindAndBlock` chooses. (tests/browser/languages.spec.ts lays out every page in every language
 * at three widths; scripts/check-html.ts validates every page's HTML.)
 */
interface Route {
  path: string;
  title: string;
  status: number;
  kind: string;
  blockTypes: string[];
}
const routeOf = (path: string, status: number, kind: string, doc: PageDocument): Route => ({
  path,
  status,
  kind,
  title: doc.meta.title,
  blockTypes: doc.blocks.map((block) => block.type),
});
const routes = [
  ...content.pages.map(({ route, doc }) => routeOf(route, 200, doc.kind ?? 'page', doc)),
  routeOf('/no-such-page', 404, 'not-found', content.notFound!.doc),
];

/**
 * Routes that between them hold every kind of page and every block type. What axe checks (contrast, names, headings,
 * landmarks, target sizes), the laptop's layout and the phone's menu are the same for every page of a kind and every
 * block of a type: block types fix their headings' levels and their styles, and a page's words cannot change either.
 */
function routesCoveringEveryKindAndBlock(all: Route[]): Set<string> {
  const itemsOf = (route: Route) => [`kind ${route.kind}`, ...route.blockTypes];
  const uncovered = new Set(all.flatMap(itemsOf));
  const chosen = new Set<string>();
  while (uncovered.size) {
    const gain = (route: Route) => new Set(itemsOf(route).filter((item) => uncovered.has(item))).size;
    const best = all.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    for (const item of itemsOf(best)) uncovered.delete(item);
    chosen.add(best.path);
  }
  return chosen;
}
const COVERING = routesCoveringEveryKindAndBlock(routes);
const KINDS = [...new Set(routes.map((route) => route.kind))];

// Each width and kind of page is a test of its own, so the two workers share the site evenly.
test.describe.configure({ mode: 'parallel' });

/**
 * Runs in the page: each brand typeface and weight that some text is drawn at without a fallback face at that weight,
 * as "family weight". Such text would be drawn in a fallback sized for another weight, and move when the brand face
 * arrives.
 */
function weightsWithoutFallbackFace(fallbackOf: Record<string, string>): string[] {
  const weight = (value: string) => ({ normal: '400', bold: '700' })[value] ?? value;
  const faces = new Set([...document.fonts].map((face) => `${face.family.replace(/"/g, '')} ${weight(face.weight)}`));
  const missing = new Set<string>();
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let text = texts.nextNode(); text; text = texts.nextNode()) {
    if (!text.textContent!.trim()) continue;
    const style = getComputedStyle(text.parentElement!);
    const family = style.fontFamily.split(',')[0].trim().replace(/"/g, '');
    const fallback = fallbackOf[family];
    if (fallback && !faces.has(`${fallback} ${weight(style.fontWeight)}`)) missing.add(`${family} ${style.fontWeight}`);
  }
  return [...missing];
}
// Arial's family has a face at every weight (Roboto's only at the bold ones: generate-font-fallbacks.ts).
const FALLBACK_OF = Object.fromEntries(Object.values(BRAND_FONTS).map(({ family, fallbacks }) => [family, fallbacks.arial]));

/**
 * Runs in the page: the selectors of its :hover rules that apply whether or not the pointer can hover. On a phone a
 * tap leaves hover styles on until the next tap elsewhere, and restyles the page within the tap: they belong under
 * `media.hover`.
 */
function hoverRulesForEveryPointer(): string[] {
  const found: string[] = [];
  const visit = (rules: CSSRuleList, hoverOnly: boolean) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, hoverOnly || /\(hover: ?hover\)/.test(rule.conditionText));
      else if (rule instanceof CSSGroupingRule) visit(rule.cssRules, hoverOnly);
      else if (rule instanceof CSSStyleRule && !hoverOnly && rule.selectorText.includes(':hover')) found.push(rule.selectorText);
    }
  };
  for (const sheet of document.styleSheets) visit(sheet.cssRules, false);
  return found;
}

/** The controls that draw a phone's tap highlight: on a phone, a frame drawn before the control answers the tap. */
function controlsWithTapHighlight(): string[] {
  return [...document.querySelectorAll('button, summary, label, input, select, textarea')]
    .filter((control) => getComputedStyle(control).getPropertyValue('-webkit-tap-highlight-color') !== 'rgba(0, 0, 0, 0)')
    .map((control) => `${control.localName} "${control.textContent?.trim().slice(0, 30) ?? ''}"`);
}

/** Icons a row of text has squeezed narrower than they are drawn (a flex item shrinks unless told not to). */
function squeezedIcons(): string[] {
  return [...document.querySelectorAll<SVGSVGElement>('svg[width]')]
    .filter((icon) => icon.getClientRects().length > 0 && icon.getBoundingClientRect().width < Number(icon.getAttribute('width')) - 0.5)
    .map((icon) => `${icon.querySelector('use')?.getAttribute('href') ?? 'svg'} in "${icon.parentElement?.textContent?.trim().slice(0, 30) ?? ''}"`);
}

const BANNER_DELAY_MS = 1000;

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const [viewport, kind] of VIEWPORTS.flatMap((viewport) => KINDS.map((kind) => [viewport, kind] as const))) {
  const phone = viewport.width < 600;

  test(`${phone ? `every ${kind} route` : `the ${kind} routes holding every block type`} at ${viewport.width} px: status, one h1, title, no errors, no overflow, no axe violations on those holding every block type, a fallback face for each weight, hover styles only where a pointer hovers, no tap highlight on controls, no icon squeezed`, async ({ page, consoleErrors }) => {
    test.setTimeout(10 * 60_000);
    await page.setViewportSize(viewport);
    await page.clock.install();
    await page.route(EMBED_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    const failedRequests: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_BLOCKED_BY_CLIENT') failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    await page.addInitScript(() => {
      const seen = { violations: [] as string[], loading: false };
      (window as unknown as { seen: typeof seen }).seen = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.violations.push(`${event.violatedDirective} ${event.blockedURI}`));
      new MutationObserver(() => {
        if (document.querySelector('main [role="status"]')?.textContent === 'Loading...') seen.loading = true;
      }).observe(document, { subtree: true, childList: true });
    });

    const problems: string[] = [];
    const axe = async (path: string, state: string, within?: string) => {
      // Entrance animations pass through low opacity; contrast is judged on the settled page.
      await animationsSettled(page);
      for (const violation of await axeViolations(page, within)) problems.push(`${path} (${state}): ${violation}`);
    };

    for (const route of routes.filter((route) => route.kind === kind && (phone || COVERING.has(route.path)))) {
      const response = await page.goto(route.path);
      if (response?.status() !== route.status) problems.push(`${route.path}: status ${response?.status()}, expected ${route.status}`);
      await waitForHydration(page);
      const facts = await page.evaluate(() => ({
        h1: document.querySelectorAll('h1').length,
        titles: document.querySelectorAll('title').length,
        title: document.title,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        seen: (window as unknown as { seen: { violations: string[]; loading: boolean } }).seen,
      }));
      if (facts.h1 !== 1) problems.push(`${route.path}: ${facts.h1} h1 elements`);
      if (facts.titles !== 1 || facts.title !== route.title) problems.push(`${route.path}: title "${facts.title}" (${facts.titles} title elements)`);
      if (facts.overflow > 0) problems.push(`${route.path}: ${facts.overflow} px of horizontal overflow`);
      if (facts.seen.violations.length) problems.push(`${route.path}: CSP violations ${facts.seen.violations.join(', ')}`);
      if (facts.seen.loading) problems.push(`${route.path}: showed "Loading..." on load`);

      await page.clock.runFor(BANNER_DELAY_MS);
      await expect(page.getByRole('region', { name: /^Cookies on/ })).toBeVisible();
      if (COVERING.has(route.path)) {
        await axe(route.path, 'cookie banner');
        if (phone) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
          // The rest of the page was checked with the banner; what opening the menu adds is in the header.
          await axe(route.path, 'menu open', 'header');
        }
      }
      const unfaced = await page.evaluate(weightsWithoutFallbackFace, FALLBACK_OF);
      if (unfaced.length) problems.push(`${route.path}: text at weights with no fallback face (add them to BRAND_FONTS): ${unfaced.join(', ')}`);
      const stickyHovers = await page.evaluate(hoverRulesForEveryPointer);
      if (stickyHovers.length) problems.push(`${route.path}: hover styles a tap on a phone would leave on: ${stickyHovers.join(', ')}`);
      const squeezed = await page.evaluate(squeezedIcons);
      if (squeezed.length) problems.push(`${route.path}: icons squeezed narrower than drawn: ${squeezed.slice(0, 5).join(', ')}`);
      const highlighted = await page.evaluate(controlsWithTapHighlight);
      if (highlighted.length) problems.push(`${route.path}: controls a tap highlights before they answer: ${highlighted.slice(0, 5).join(', ')}`);
      // Leaving a page cancels its downloads still under way (net::ERR_ABORTED); the brand faces' are the last to start.
      await brandFacesDrawn(page);
    }

    // The 404 page reports the unknown path on purpose.
    const unexpectedErrors = consoleErrors.filter((error) => !/non-existent route: \/no-such-page|status of 404/.test(error));
    expect(unexpectedErrors, 'console errors').toEqual([]);
    expect(failedRequests, 'failed requests').toEqual([]);
    expect(problems).toEqual([]);
  });
}
