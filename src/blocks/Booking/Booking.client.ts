/**
 * The booking widget in the browser, without React: the vendor's own loader snippet puts the scheduler into the
 * prerendered frame (Booking.tsx). Its loading overlay stays until the widget reports ready; after 6 s, or at once
 * when its script fails, the overlay offers to open the booking in a new tab (SPEC.md sections 4 and 8).
 */
import loadEmbed from '@calcom/embed-snippet';
import type { BookingBlock } from '../../generated/schema-types';
import { EMBED_SCRIPT_URL, WIDGET_ORIGIN } from './bookingWidget';

export const FALLBACK_DELAY_MS = 6000;
const NAMESPACE = 'booking';

type CalApi = ((...args: unknown[]) => void) & { ns: Record<string, (...args: unknown[]) => void> };

/**
 * Calls back when the embed script fails to load. Error events of elements do not bubble, so the document listens in
 * the capture phase: that catches the script whoever inserted it and whenever.
 */
function onEmbedScriptError(callback: () => void): () => void {
  const listener = (event: Event) => {
    if (event.target instanceof HTMLScriptElement && event.target.src === EMBED_SCRIPT_URL) callback();
  };
  document.addEventListener('error', listener, true);
  return () => document.removeEventListener('error', listener, true);
}

export function hydrate(root: HTMLElement, { calLink, layout = 'month_view', theme = 'light' }: BookingBlock): void {
  if (!calLink) throw new Error('calLink is required');
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-booking-${name}]`)!;
  let settled = false;
  const offerNewTab = () => (part('fallback').hidden = false);
  const fail = () => {
    if (settled) return;
    settled = true;
    // Hidden in its place, so the message below it does not move (a layout shift).
    const spinner = part('spinner');
    spinner.style.visibility = 'hidden';
    spinner.style.animation = 'none';
    // The words are the page's language's, written beside the message by the server (src/blocks/Booking.tsx).
    const message = part('message');
    message.textContent = message.dataset.failedText ?? '';
    offerNewTab();
  };
  const ready = () => {
    if (settled) return;
    settled = true;
    part('overlay').remove();
    part('frame').setAttribute('aria-busy', 'false');
  };
  const stopListening = onEmbedScriptError(fail);
  setTimeout(() => {
    if (!settled) offerNewTab();
  }, FALLBACK_DELAY_MS);

  // The widget's script is inserted after the page's load event, so a slow or hanging third party never holds it back.
  if (document.readyState === 'complete') startWidget();
  else addEventListener('load', startWidget, { once: true });

  function startWidget() {
    const cal = loadEmbed(EMBED_SCRIPT_URL) as CalApi;
    cal('init', NAMESPACE, { origin: WIDGET_ORIGIN });
    const booking = cal.ns[NAMESPACE];
    booking('inline', { elementOrSelector: part('widget'), calLink, config: { layout, theme } });
    booking('ui', { theme, layout, hideEventTypeDetails: false });
    booking('on', {
      action: 'linkReady',
      callback: () => {
        stopListening();
        ready();
      },
    });
  }
}
