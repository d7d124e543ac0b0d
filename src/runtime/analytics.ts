/**
 * Analytics events for `window.dataLayer`, as plain objects with an `event` key; Consent Mode decides what the tags
 * behind the data layer may do with them. The rules are SPEC.md sections 2, 4 and 7.
 */
import { withoutTrailingSlash } from '../constants';

export type PageType = 'industry' | 'blog' | 'career' | 'general';

/** What every event of a page view says about the page. */
export interface PageFields {
  page_path: string;
  page_title: string;
  page_type: PageType;
  /**
   * The industry slug on industry pages, undefined elsewhere. Always present, because a tag manager keeps every key
   * ever pushed: without it, an event after an industry page would still carry that page's industry.
   */
  industry: string | undefined;
}

export interface AnalyticsEvent {
  event: string;
  [field: string]: unknown;
}

export const SCROLL_DEPTH_THRESHOLDS = [60, 90] as const;
/** Scroll depth is checked once this long after scrolling stops... */
export const SCROLL_SETTLE_MS = 50;
/** ...and once this long after each page view starts, for pages that are short or opened scrolled down. */
export const PAGE_LOAD_CHECK_MS = 500;

/** The fields of a page view; an industry page is named by its slug, the last part of its path. */
export function pageFields(path: string, title: string, isIndustryPage: boolean): PageFields {
  const page_path = withoutTrailingSlash(path);
  const industry = isIndustryPage ? page_path.slice(page_path.lastIndexOf('/') + 1) : undefined;
  const page_type: PageType = page_path.includes('/blog/')
    ? 'blog'
    : page_path.includes('/careers/')
      ? 'career'
      : industry
        ? 'industry'
        : 'general';
  return { page_path, page_title: title, page_type, industry };
}

export function pageViewEvent(page: PageFields): AnalyticsEvent {
  return { event: 'page_view', ...page };
}

export function scrollDepthEvent(threshold: (typeof SCROLL_DEPTH_THRESHOLDS)[number], page: PageFields): AnalyticsEvent {
  return {
    event: `scroll_depth_${threshold}`,
    event_category: 'Engagement',
    event_label: `${threshold}% Scroll Depth`,
    ...page,
  };
}

/** The funnel event a page's view stands for: starting and completing a demo booking. */
export function funnelEvent(page: PageFields): AnalyticsEvent | undefined {
  switch (page.page_path) {
    case '/book-demo':
      return { event: 'begin_checkout', event_category: 'Funnel', event_label: 'Demo Booking Started', ...page };
    case '/demo-confirmed':
      return {
        event: 'demo_booked',
        event_category: 'Conversion',
        event_label: 'Demo Booking Completed',
        value: 325,
        currency: 'EUR',
        ...page,
      };
    default:
      return undefined;
  }
}

export function tracksScrollDepth(path: string): boolean {
  return withoutTrailingSlash(path) !== '/';
}

/** How far down the page the bottom of the viewport is, in percent of the page's height. */
export function scrollDepthPercent(): number {
  const height = document.documentElement.scrollHeight;
  if (height <= 0) return 0;
  return Math.min(100, ((window.scrollY + window.innerHeight) / height) * 100);
}
