import { describe, expect, it } from 'vitest';
import { funnelEvent, pageFields, tracksScrollDepth } from './analytics';

const industries = new Set(['/restaurants', '/hotels']);
const fieldsOf = (path: string, title: string) => pageFields(path, title, industries.has(path.replace(/(.)\/$/, '$1')), 'en-GB');

describe('pageFields', () => {
  it.each([
    ['/restaurants', 'industry', 'restaurants'],
    ['/hotels/', 'industry', 'hotels'],
    ['/blog/cost-of-missed-calls', 'blog', undefined],
    ['/careers/account-manager', 'career', undefined],
    ['/blog', 'general', undefined],
    ['/careers', 'general', undefined],
    ['/use-cases', 'general', undefined],
    ['/', 'general', undefined],
  ])('types %s as %s', (path, type, industry) => {
    const page_path = path.replace(/(.)\/$/, '$1');
    expect(fieldsOf(path, 'Title')).toEqual({ page_path, page_title: 'Title', page_type: type, industry, page_language: 'en-GB', route: page_path });
  });
});

describe('funnelEvent', () => {
  it('starts the checkout on the booking page and completes it on the confirmation page', () => {
    expect(funnelEvent(fieldsOf('/book-demo', 'Book'))).toMatchObject({
      event: 'begin_checkout',
      event_category: 'Funnel',
      event_label: 'Demo Booking Started',
    });
    expect(funnelEvent(fieldsOf('/demo-confirmed/', 'Done'))).toMatchObject({
      event: 'demo_booked',
      event_category: 'Conversion',
      event_label: 'Demo Booking Completed',
      value: 325,
      currency: 'EUR',
    });
    expect(funnelEvent(fieldsOf('/about', 'About'))).toBeUndefined();
  });

  it("is the same event on a translated booking page, with the page's own path and language", () => {
    const german = pageFields('/de/book-demo', 'Demo buchen', false, 'de-DE', '/book-demo');
    expect(funnelEvent(german)).toEqual({
      event: 'begin_checkout',
      event_category: 'Funnel',
      event_label: 'Demo Booking Started',
      page_path: '/de/book-demo',
      page_title: 'Demo buchen',
      page_type: 'general',
      industry: undefined,
      page_language: 'de-DE',
    });
    expect(pageFields('/fi/restaurants', 'Ravintolat', true, 'fi-FI', '/restaurants')).toMatchObject({ industry: 'restaurants', page_type: 'industry' });
  });
});

it('tracks scroll depth everywhere but the home page', () => {
  expect(tracksScrollDepth('/')).toBe(false);
  expect(tracksScrollDepth('/about')).toBe(true);
});
