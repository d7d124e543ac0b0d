import { prefersReducedMotion } from './motion';

export const HASH_SCROLL_DELAY_MS = 100;
/** Clears the fixed header, so the target's heading is not hidden under it. */
export const HASH_SCROLL_OFFSET_PX = 80;

/** The element a hash in an address names, if the page has it. */
const targetOf = (hash: string) => document.getElementById(decodeURIComponent(hash.slice(1)));

function scrollToHash(hash: string): void {
  setTimeout(() => {
    const target = targetOf(hash);
    if (!target) return;
    const top = target.getBoundingClientRect().top + scrollY - HASH_SCROLL_OFFSET_PX;
    scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, HASH_SCROLL_DELAY_MS);
}

/**
 * Moves keyboard focus to the link's target, as following the link without the script does: after "Skip to content",
 * the next Tab goes into the page, not back to the header. An element that takes no focus of its own (a section)
 * takes it from the script only, and gives it back as it loses it.
 */
function focusTarget(hash: string): void {
  const target = targetOf(hash);
  if (!target) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

const isPlainClick = (event: MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A hash in the address scrolls its element to 80 px below the top, 100 ms after the page opens or after a click on a
 * link to it on the same page; smoothly, unless the visitor prefers less motion (SPEC.md section 2).
 */
export function startHashScroll(): void {
  if (location.hash) scrollToHash(location.hash);
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !isPlainClick(event) || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href);
    if (!url.hash || url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return;
    event.preventDefault();
    history.pushState(null, '', url.hash);
    focusTarget(url.hash);
    scrollToHash(url.hash);
  });
}
