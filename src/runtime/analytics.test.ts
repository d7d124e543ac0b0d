import { describe, expect, it } from 'vitest';
import { funnelEvent, pageFields, tracksScrollDepth } from './analytics';

const industries = new Set(['/restaurants', '/hotels']);
const fieldsOf = (path: string, title: string) => pageFields(path, title, industries.has(path.replace(/(.)\/$/, '$1')));

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
    expect(fieldsOf(path, 'Title')).toEqual({ page_path: path.replace(/(.)\/$/, '$1'), page_title: 'Title', page_type: type, industry });
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
});

it('tracks scroll depth everywhere but the home page', () => {
  expect(tracksScrollDepth('/')).toBe(false);
  expect(tracksScrollDepth('/about')).toBe(true);
});
