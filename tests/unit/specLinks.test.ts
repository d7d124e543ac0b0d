import { expect, it } from 'vitest';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { repoRoot } from './checkFixture.ts';

/** Links the spec (shared/SPEC.md) asks a page's own content to carry, beside the header and footer every page has. */
const LINKS_THE_SPEC_ASKS_FOR: Record<string, string[]> = {
  '/use-cases': ['/book-demo', '/about'],
  '/features': ['/#contact'],
  '/book-demo': ['/contact'],
  '/demo-confirmed': ['/contact'],
};

it("each page's content links where the spec says it does", () => {
  const { pages } = createContentChecker(repoRoot).check();
  for (const [route, hrefs] of Object.entries(LINKS_THE_SPEC_ASKS_FOR)) {
    const page = pages.find((candidate) => candidate.route === route);
    expect(page?.links.map((link) => link.href), route).toEqual(expect.arrayContaining(hrefs));
  }
});

/**
 * Figures the spec gives in two readings (SPEC.md section 1 and 9), each of which the site keeps somewhere: the phrase
 * that carries it, and the pages it is looked for in.
 */
const FIGURES_IN_BOTH_READINGS: [string, RegExp][] = [
  ['1,200+', /1,200\+/],
  ['article copy: 500+ businesses', /more than 500 businesses/],
  ['33 industries', /\b33\b/],
  ['31+ industries', /31\+ industries/],
  ['article copy: 12 industries', /12 industries/],
  ['setup: 2 min', /\b2 min\b/],
  ['setup: 5 min', /\b5 min\b/],
  ['setup: 2-5 days', /2-5 days/],
  ['setup: 24-48 hours', /24 to 48 hours/],
  ['setup cost: £0', /£0/],
  ['setup cost: $0', /\$0/],
  ['phone hours in CET', /9am-6pm CET/],
  ['phone hours in GMT (one place)', /9am-6pm GMT/],
  ['article copy: 95+ languages', /95\+ languages/],
  ['article copy: 67% fewer no-shows', /67%/],
];

it("the site's copy keeps both readings of each figure the spec gives two of", () => {
  const { pages } = createContentChecker(repoRoot).check();
  const copy = JSON.stringify(pages.map((page) => page.doc));
  const missing = FIGURES_IN_BOTH_READINGS.filter(([, phrase]) => !phrase.test(copy)).map(([figure]) => figure);
  expect(missing).toEqual([]);
});
