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
  /** The page's language, as its <html lang> says: en-GB, de-DE. */
  page_language: string;
  /** The page's route in the default language (/book-demo for /de/book-demo), which the funnel events go by. */
  route: string;
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

/**
 * The fields of a page view; an industry page is named by its slug, the last part of its path. A translated page's
 * `route` is its route in the default language, so its type, its industry and its funnel event are the same in every
 * language; its `language` tells them apart.
 */
export function pageFields(path: string, title: string, isIndustryPage: boolean, language: string, route = path): PageFields {
  const page_path = withoutTrailingSlash(path);
  const sameRoute = withoutTrailingSlash(route);
  const industry = isIndustryPage ? sameRoute.slice(sameRoute.lastIndexOf('/') + 1) : undefined;
  const page_type: PageType = sameRoute.includes('/blog/')
    ? 'blog'
    : sameRoute.includes('/careers/')
      ? 'career'
      : industry
        ? 'industry'
        : 'general';
  return { page_path, page_title: title, page_type, industry, page_language: language, route: sameRoute };
}

export function pageViewEvent({ route: _, ...page }: PageFields): AnalyticsEvent {
  return { event: 'page_view', ...page };
}

export function scrollDepthEvent(threshold: (typeof SCROLL_DEPTH_THRESHOLDS)[number], page: PageFields): AnalyticsEvent {
  const { route: _, ...fields } = page;
  return {
    event: `scroll_depth_${threshold}`,
    event_category: 'Engagement',
    event_label: `${threshold}% Scroll Depth`,
    ...fields,
  };
}

/** The funnel event a page's view stands for: starting and completing a demo booking. */
export function funnelEvent({ route, ...page }: PageFields): AnalyticsEvent | undefined {
  switch (route) {
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
