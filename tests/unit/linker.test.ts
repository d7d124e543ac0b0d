import { describe, expect, it } from 'vitest';
import { checkSite } from './checkFixture.ts';

describe('whole-site checks', () => {
  it('refuses two documents for one route', () => {
    expect(checkSite({ 'about/index.yaml': 'valid-about-copy.yaml' }).lines).toEqual([
      'pages/about.yaml:1:1  This file and pages/about/index.yaml are both the page /about, and one address can show only one ' +
        'page. Rename or remove one of them.',
    ]);
  });

  it('finds links to missing pages and anchors, in fields and in text', () => {
    expect(checkSite({ 'contact.yaml': 'broken-links.yaml' }).lines).toEqual([
      'pages/contact.yaml:9:15  "/abuot" points to /abuot, which is not a page of this site, so visitors would land on the 404 ' +
        'page. Did you mean "/about"?',
      'pages/contact.yaml:11:15  "/about#bok" points to #bok, but no block on /about has id "bok", so the link would not scroll ' +
        'anywhere. Anchors on that page: book. Did you mean "book"?',
      'pages/contact.yaml:14:30  "#nowhere" points to #nowhere, but no block on /contact has id "nowhere", so the link would not ' +
        'scroll anywhere. Give the target block an "id".',
      'pages/contact.yaml:14:63  "/blog/second-article" points to /blog/second-article, which is not a page of this site, so ' +
        'visitors would land on the 404 page. Did you mean "/blog/first-article"?',
    ]);
  });

  it('accepts a link to a prose heading, whose anchor comes from its text', () => {
    // first-article.yaml links to #why-it-matters, the id of its "Why it matters" heading.
    expect(checkSite().lines).toEqual([]);
  });

  it('refuses related-article ids and use-case slugs that do not exist', () => {
    expect(checkSite({ 'blog/second.yaml': 'bad-references.yaml' }).lines).toEqual([
      'pages/blog/second.yaml:11:21  article.relatedArticles[0]: "first-articel" is not the slug of any article. Did you mean "first-article"?',
      'pages/blog/second.yaml:12:21  article.relatedUseCases[0]: "bakery" is not the slug of any industry page. Known industry pages: bakeries.',
      'pages/blog/second.yaml:12:29  article.relatedUseCases[1]: "plumbers" is not the slug of any industry page. Known industry pages: bakeries.',
    ]);
  });

  it('refuses pictures that are not files in public/', () => {
    const errors = checkSite({ 'blog/second.yaml': 'missing-images.yaml' }).lines.filter((line) => !line.includes('  warning: '));
    expect(errors).toEqual([
      'pages/blog/second.yaml:5:17  meta.image.src: "/images/shares/second.png" is not a file in public/, so the picture would ' +
        'not show. Add public/images/shares/second.png, or correct the path.',
      'pages/blog/second.yaml:13:10  article.image.src: "/images/articles/second.svg" is not a file in public/, so the picture ' +
        'would not show. Add public/images/articles/second.svg, or correct the path.',
    ]);
  });

  it('does not report links to a page that is itself invalid as missing', () => {
    const { lines } = checkSite({ 'about.yaml': 'wrong-type.yaml' });
    expect(lines).toEqual(["pages/about.yaml:6:12  blocks[0].title: must be text, but it is a list. The page's main headline, the largest text on the page; a page has one."]);
  });

  it('reports an article or industry page with an error once, at itself, and not on every page that lists it', () => {
    // bakeries.yaml lists first-article among its related articles, and first-article.yaml lists bakeries.
    const files = (changes: Record<string, string>) => checkSite(changes).lines.map((line) => line.split(':')[0]);
    expect(files({ 'blog/first-article.yaml': 'article-bad-category.yaml' })).toEqual(['pages/blog/first-article.yaml']);
    expect(files({ 'blog/first-article.yaml': 'tab-indent.yaml' })).toEqual(['pages/blog/first-article.yaml']);
    expect(files({ '(industries)/bakeries.yaml': 'tab-indent.yaml' })).toEqual(['pages/(industries)/bakeries.yaml']);
  });

  it('reports every problem of every file in one run, ordered by file and line', () => {
    const { lines } = checkSite({ 'contact.yaml': 'broken-links.yaml', 'index.yaml': 'bad-enum.yaml', 'zzz.yaml': 'empty.yaml' });
    expect(lines.map((line) => line.split('  ')[0])).toEqual([
      'pages/contact.yaml:9:15',
      'pages/contact.yaml:11:15',
      'pages/contact.yaml:14:30',
      'pages/contact.yaml:14:63',
      'pages/index.yaml:4:11',
      'pages/zzz.yaml:1:1',
    ]);
  });
});
