import {
  funnelEvent,
  PAGE_LOAD_CHECK_MS,
  pageFields,
  pageViewEvent,
  SCROLL_DEPTH_THRESHOLDS,
  SCROLL_SETTLE_MS,
  scrollDepthEvent,
  scrollDepthPercent,
  tracksScrollDepth,
  type AnalyticsEvent,
} from './analytics';
import { dataLayer } from './consent';

/**
 * The events of the page view: `page_view`, the funnel event of the booking pages, and scroll depth, each at most
 * once. Runs when the page is shown to the visitor (not while the browser prerenders it); a return to the page from
 * the back/forward cache is the same page view.
 */
export function startPageAnalytics({ isIndustryPage, route }: { isIndustryPage: boolean; route?: string }): void {
  const { pathname } = location;
  const sent = new Set<string>();
  const fields = () => pageFields(pathname, document.title, isIndustryPage, document.documentElement.lang, route ?? pathname);
  const pushOnce = (event: AnalyticsEvent | undefined) => {
    if (!event || sent.has(event.event)) return;
    sent.add(event.event);
    dataLayer().push(event);
  };

  pushOnce(pageViewEvent(fields()));
  pushOnce(funnelEvent(fields()));
  if (!tracksScrollDepth(route ?? pathname)) return;

  const checkScrollDepth = () => {
    const depth = scrollDepthPercent();
    for (const threshold of SCROLL_DEPTH_THRESHOLDS) {
      if (depth >= threshold) pushOnce(scrollDepthEvent(threshold, fields()));
    }
  };
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  addEventListener(
    'scroll',
    () => {
      clearTimeout(settleTimer);
      settleTimer = setTimeout(checkScrollDepth, SCROLL_SETTLE_MS);
    },
    { passive: true },
  );
  setTimeout(checkScrollDepth, PAGE_LOAD_CHECK_MS);
}
