/**
 * Runs the cookie banner (SPEC.md section 4), which it fetches when it starts from the asset the page's template names
 * (src/layout/CookieBanner.tsx): shown 1 s after load when no current choice is stored, and again from the footer's
 * "Cookie settings"; Accept and Decline store the choice and broadcast it, the close button dismisses without storing;
 * it slides out in 300 ms.
 */
import { OPEN_COOKIE_SETTINGS_EVENT, SITE_FOOTER_ID } from '../constants';
import { afterNextPaint, whenIdle } from './scheduling';
import { chooseConsent, readConsent, restoreConsent, type ConsentSettings, type ConsentValue } from './consent';
import { prefersReducedMotion } from './motion';

export const COOKIE_BANNER_TEMPLATE_ID = 'cookie-banner';
export const BANNER_DELAY_MS = 1000;
export const BANNER_LEAVE_MS = 300;
/** On the copy of the banner that waits in the page, hidden, for the next time it is shown (see `prepareSpare`). */
export const SPARE_ATTRIBUTE = 'data-spare';
/**
 * The banner's height while it is open, set on the site footer, which adds it below its content. Set on <html>, it
 * restyled every element of the page (a custom property is inherited), twice, 15–30 ms each at 4x CPU slowdown.
 */
export const BANNER_SPACE_VAR = '--cookie-banner-space';

/** The cookie banner's asset, one for each language: its markup and the CSS of its classes. */
export interface CookieBannerAsset {
  html: string;
  css: string;
}

/** Made when asked, not when the script starts: a date formatter costs ~20 ms of a phone's main thread to create. */
const formatDecisionDate = (isoDate: string) => new Date(isoDate).toLocaleDateString(document.documentElement.lang || undefined, { dateStyle: 'long' });

/**
 * Keeps the page's end reachable above the banner (the footer grows by its height) and makes the browser scroll
 * focused elements clear of it (scroll-padding applies to scrolling into view on focus). Returns how to stop.
 */
function keepSpaceBelowContent(dock: HTMLElement): () => void {
  const root = document.documentElement;
  const footer = document.getElementById(SITE_FOOTER_ID);
  const reserve = () => {
    const space = `${dock.offsetHeight}px`;
    footer?.style.setProperty(BANNER_SPACE_VAR, space);
    root.style.scrollPaddingBottom = space;
  };
  reserve();
  const observer = new ResizeObserver(reserve);
  observer.observe(dock);
  return () => {
    observer.disconnect();
    footer?.style.removeProperty(BANNER_SPACE_VAR);
    root.style.scrollPaddingBottom = '';
  };
}

interface OpenBanner {
  dock: HTMLElement;
  card: HTMLElement;
  /** Where focus goes back to when the banner, opened from Cookie settings, closes. */
  returnFocusTo: HTMLElement | null;
  stopReserving: () => void;
  /** Set while it slides out. */
  leaving?: ReturnType<typeof setTimeout>;
}

/**
 * Puts the banner's markup into its template and its CSS into the page. A banner that cannot be fetched is said so on
 * the console and not shown; the page goes on, and without a choice no tags load.
 */
async function loadBanner(template: HTMLTemplateElement): Promise<boolean> {
  try {
    const response = await fetch(template.dataset.src!);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const { html, css } = (await response.json()) as CookieBannerAsset;
    template.innerHTML = html;
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    return true;
  } catch (error) {
    console.error('The cookie banner could not be loaded, so no choice can be made: tags stay without consent.', error);
    return false;
  }
}

/** The consent settings the server wrote on the banner's template (see CookieBanner.tsx). */
function settingsOf(template: HTMLTemplateElement): ConsentSettings {
  const { policyVersion, tagManagerId } = template.dataset;
  return { policyVersion: policyVersion!, tagManagerId: tagManagerId || undefined };
}

export function startCookieBanner(): void {
  const template = document.getElementById(COOKIE_BANNER_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const settings = settingsOf(template);
  let open: OpenBanner | undefined;
  const cloneDock = () => (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  // Copying the template (6–10 ms at 4x CPU slowdown) and the copy's first style and layout (10–20 ms) fell in the tap
  // that shows it: the next copy is made while the browser is idle and waits in the page, laid out but invisible
  // (SPARE_ATTRIBUTE), so showing it only paints. It waits only while no banner is open, so no id is in the page twice.
  let spare: HTMLElement | undefined;
  const prepareSpare = () =>
    whenIdle(() => {
      if (spare || open) return;
      spare = cloneDock();
      spare.setAttribute(SPARE_ATTRIBUTE, '');
      document.body.append(spare);
    });

  /** Focus in a banner that closes goes back to where it came from, or to the page's content. */
  const releaseFocus = (banner: OpenBanner) => {
    if (banner.card.contains(document.activeElement)) {
      (banner.returnFocusTo ?? document.getElementById('main'))?.focus({ preventScroll: true });
    }
  };

  const remove = (banner: OpenBanner) => {
    clearTimeout(banner.leaving);
    releaseFocus(banner);
    banner.dock.remove();
    banner.stopReserving();
    if (open === banner) {
      open = undefined;
      prepareSpare();
    }
  };

  const close = (banner: OpenBanner) => {
    banner.card.setAttribute('data-leaving', '');
    banner.leaving = setTimeout(() => remove(banner), prefersReducedMotion() ? 0 : BANNER_LEAVE_MS);
    // Moving focus lays the page out, ~14 ms of the tap at 4x CPU slowdown: the banner starts to slide out first.
    afterNextPaint(() => {
      releaseFocus(banner);
      banner.card.inert = true;
    });
  };

  const show = ({ fromSettings }: { fromSettings: boolean }) => {
    if (open && !open.leaving) {
      if (fromSettings) open.card.focus();
      return;
    }
    if (open) remove(open);
    const dock = spare ?? cloneDock();
    spare = undefined;
    const card = dock.querySelector<HTMLElement>('[role="region"]')!;
    const active = document.activeElement;
    const choice = fromSettings ? readConsent(settings) : undefined;
    // Last in the document, as it sits at the bottom of the screen: the skip link and the header stay first for the
    // keyboard, and Cookie settings moves focus into the banner.
    if (dock.isConnected) dock.removeAttribute(SPARE_ATTRIBUTE);
    else document.body.append(dock);
    const banner: OpenBanner = {
      dock,
      card,
      returnFocusTo: fromSettings && active instanceof HTMLElement && active !== document.body ? active : null,
      stopReserving: () => {},
    };
    dock.addEventListener('click', (event) => {
      // A second tap before the closing banner goes inert changes nothing.
      if (banner.leaving) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      const value = button.dataset.consent as ConsentValue | undefined;
      if (value) chooseConsent(value, settings);
      if (value || button.hasAttribute('data-consent-close')) close(banner);
    });
    open = banner;
    const settle = () => {
      if (open !== banner || banner.leaving) return;
      banner.stopReserving = keepSpaceBelowContent(dock);
      if (choice) {
        // The sentence is the page's language's, written on the element in the banner's asset (src/layout/CookieBanner.tsx).
        const status = dock.querySelector<HTMLElement>('[data-consent-status]')!;
        const sentence = status.dataset[choice.value === 'accepted' ? 'acceptedText' : 'declinedText'] ?? '';
        status.textContent = sentence.replace('{date}', formatDecisionDate(choice.decidedAt));
        status.hidden = false;
      }
      if (fromSettings) card.focus();
    };
    // Opened by a tap on Cookie settings, the banner is painted first, sliding in from below the screen; what makes the
    // browser lay the page out (measuring the banner for the page's end, focusing it) and formatting the choice's date
    // (~60 ms on a phone) follow a frame later, so the tap is answered within one frame.
    if (fromSettings) afterNextPaint(settle);
    else settle();
  };

  const restored = restoreConsent(settings);
  const loaded = loadBanner(template);
  const onceLoaded = (run: () => void) => void loaded.then((ok) => ok && run());
  addEventListener(OPEN_COOKIE_SETTINGS_EVENT, () => onceLoaded(() => show({ fromSettings: true })));
  onceLoaded(prepareSpare);
  if (!restored) setTimeout(() => onceLoaded(() => show({ fromSettings: false })), BANNER_DELAY_MS);
}
