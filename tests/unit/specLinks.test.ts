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
