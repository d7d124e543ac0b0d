import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { manifest } from 'virtual:site';
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
import { consentSettings, dataLayer, restoreConsent } from './consent';

const industrySlugs = new Set(manifest.routes.filter((route) => route.kind === 'industry').map((route) => route.path.slice(1)));

/**
 * The events of one page view: `page_view` (on the first load too, so one tag-manager trigger counts every view),
 * the funnel event of the booking pages, and scroll depth. Each fires at most once per page view. Runs in an effect
 * after the page's content has rendered, so `document.title` is already the page's own.
 */
export function usePageAnalytics(): void {
  const { pathname } = useLocation();
  // Kept across StrictMode's second effect run, renewed when the path changes.
  const pageView = useRef<{ path: string; sent: Set<string> }>(undefined);

  useEffect(() => {
    restoreConsent(consentSettings(manifest.site));
    if (pageView.current?.path !== pathname) pageView.current = { path: pathname, sent: new Set() };
    const { sent } = pageView.current;
    const fields = () => pageFields(pathname, document.title, industrySlugs);
    const pushOnce = (event: AnalyticsEvent | undefined) => {
      if (!event || sent.has(event.event)) return;
      sent.add(event.event);
      dataLayer().push(event);
    };

    pushOnce(pageViewEvent(fields()));
    pushOnce(funnelEvent(fields()));
    if (!tracksScrollDepth(pathname)) return;

    const checkScrollDepth = () => {
      const depth = scrollDepthPercent();
      for (const threshold of SCROLL_DEPTH_THRESHOLDS) {
        if (depth >= threshold) pushOnce(scrollDepthEvent(threshold, fields()));
      }
    };
    let settleTimer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(settleTimer);
      settleTimer = window.setTimeout(checkScrollDepth, SCROLL_SETTLE_MS);
    };
    const loadTimer = window.setTimeout(checkScrollDepth, PAGE_LOAD_CHECK_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(loadTimer);
      window.clearTimeout(settleTimer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [pathname]);
}

/** Mounted with each route's page, inside its Suspense boundary, so its effect runs once the page has rendered. */
export function PageAnalytics(): null {
  usePageAnalytics();
  return null;
}
