import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/problems.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { checkSite, repoRoot } from './checkFixture.ts';

describe('content lint', () => {
  it('warns about titles outside 30–60 characters and descriptions outside 70–160', () => {
    const { lines } = checkSite({ 'about.yaml': 'lint-long-title.yaml', 'contact.yaml': 'lint-short-title.yaml' });
    expect(lines).toEqual([
      'pages/about.yaml:2:10  warning: meta.title: is 74 characters long, and search results cut titles off after about 60. ' +
        'Shorten it to 30–60 characters, keeping the brand name at the end.',
      'pages/about.yaml:3:16  warning: meta.description: is 10 characters long, too short to tell searchers what they will find. ' +
        'Write 70–160 characters on what the page covers and who it is for.',
      'pages/contact.yaml:2:10  warning: meta.title: is 17 characters long, which tells searchers and people with many tabs open ' +
        'too little. Write 30–60 characters that say what the page offers, ending with the brand name.',
      'pages/contact.yaml:3:16  warning: meta.description: is 163 characters long, and search results cut descriptions off after ' +
        'about 160. Shorten it to 70–160 characters.',
    ]);
  });

  it('leaves the lengths of the 404 page alone, as no search result lists it', () => {
    // The base fixture's 404 page has the title "Not found" and the description "Nothing here.".
    expect(checkSite().lines).toEqual([]);
  });

  it('warns on both pages when two share a title or a description', () => {
    expect(checkSite({ 'contact.yaml': 'lint-duplicate-meta.yaml' }).lines).toEqual([
      'pages/contact.yaml:2:10  warning: meta.title: is also the title of pages/index.yaml. Search results and browser tabs could ' +
        'not tell the pages apart. Give this page a title of its own.',
      'pages/contact.yaml:3:16  warning: meta.description: is also the description of pages/index.yaml. Search engines treat ' +
        'pages that share a description as near-copies. Describe what this page in particular offers.',
      'pages/index.yaml:2:10  warning: meta.title: is also the title of pages/contact.yaml. Search results and browser tabs could ' +
        'not tell the pages apart. Give this page a title of its own.',
      'pages/index.yaml:3:16  warning: meta.description: is also the description of pages/contact.yaml. Search engines treat ' +
        'pages that share a description as near-copies. Describe what this page in particular offers.',
    ]);
  });

  it('wants exactly one h1: a hero title, or the article header on an article', () => {
    expect(checkSite({ 'contact.yaml': 'lint-no-h1.yaml', 'blog/second.yaml': 'lint-article-with-hero.yaml' }).lines).toEqual([
      'pages/blog/second.yaml:15:12  warning: blocks[0].title: is a second h1 on this page, after article.title, and a page has ' +
        'exactly one main heading. Use a block whose title is a section heading here (cta, cards or prose), or remove this hero.',
      'pages/blog/second.yaml:17:12  warning: blocks[1].title: is a second h1 on this page, after article.title, and a page has ' +
        'exactly one main heading. Use a block whose title is a section heading here (cta, cards or prose), or remove this hero.',
      "pages/contact.yaml:5:3  warning: blocks: The page has no h1, the main heading that screen readers and search engines take as the page's " +
        "subject. Start the page with a booking block with an intro, or a hero block: its title is the page's h1.",
    ]);
  });

  it("takes a booking block's intro title as the page's h1, and warns when it is a second one", () => {
    expect(checkSite({ 'book.yaml': 'lint-booking-intro.yaml', 'contact.yaml': 'lint-booking-intro-after-hero.yaml' }).lines).toEqual([
      'pages/contact.yaml:9:14  warning: blocks[1].intro.title: is a second h1 on this page, after blocks[0].title, and a page ' +
        "has exactly one main heading. Remove this booking block's intro to show the calendar as a section of its own, or " +
        'remove the other h1.',
    ]);
  });

  it('knows every component that renders an h1', () => {
    // lintHeadings counts hero titles and booking intro titles (both drawn by heroParts.tsx) and the article header; a
    // new h1 elsewhere must be taught to it. The block catalogue and the page editor are development pages of their
    // own, not rendered from a document.
    const rendersH1 = (dir: string): string[] =>
      readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? rendersH1(join(dir, entry.name))
          : /\.tsx$/.test(entry.name) && /styled\.h1\b|<h1[\s>]|as="h1"|as=\{?'h1'/.test(readFileSync(join(repoRoot, dir, entry.name), 'utf8'))
            ? [join(dir, entry.name)]
            : [],
      );
    expect(rendersH1('src').sort()).toEqual([
      'src/blocks/heroParts.tsx',
      'src/catalogue/BlockCatalogue.tsx',
      'src/editor/EditorFrame.tsx',
      'src/editor/PageEditor.tsx',
      'src/editor/PageList.tsx',
      'src/editor/TranslationEditor.tsx',
      'src/layout/ArticleHeader.tsx',
    ]);
  });

  it('warns about an article without related articles, or without a block to show them', () => {
    expect(checkSite({ 'blog/second.yaml': 'lint-article-unrelated.yaml' }).lines).toEqual([
      'pages/blog/second.yaml:6:3  warning: article: The article suggests no other articles, so a reader who finishes it has ' +
        'nowhere to go next. List two or three article slugs in article.relatedArticles.',
      'pages/blog/second.yaml:13:3  warning: blocks: No block shows the related articles, so readers never see them. ' +
        'Add "- type: related" before the closing call to action.',
    ]);
  });

  it('warns about an industry page whose related articles are an empty list, at that line, or whose related block has none to show', () => {
    const florists = (fixture: string) => checkSite({ '(industries)/florists.yaml': fixture }).lines;
    expect(florists('lint-industry-empty-related.yaml')).toEqual([
      'pages/(industries)/florists.yaml:10:20  warning: industry.relatedArticles: is empty, so the page\'s related articles block ' +
        'shows nothing, and readers of the page are offered nothing more to read. List two or three article slugs (an ' +
        'article\'s file name under pages/blog/, without ".yaml") here, as [first-slug, second-slug].',
    ]);
    expect(florists('lint-industry-empty-related-unshown.yaml')).toEqual([
      'pages/(industries)/florists.yaml:10:20  warning: industry.relatedArticles: is empty, so the page suggests no articles. List ' +
        'two or three article slugs (an article\'s file name under pages/blog/, without ".yaml") here, as [first-slug, ' +
        'second-slug], and add "- type: related" to the blocks to show them; or remove this line.',
    ]);
    expect(florists('lint-industry-related-block-only.yaml')).toEqual([
      'pages/(industries)/florists.yaml:13:5  warning: blocks[1]: shows the page\'s related articles, but industry.relatedArticles ' +
        'lists none, so it shows nothing. Add "relatedArticles:" with two or three article slugs (an article\'s file name under ' +
        'pages/blog/, without ".yaml") under "industry:", or remove this block.',
    ]);
  });

  it('wants alt text that describes each image, in pages and in the site configuration', () => {
    expect(checkSite({ 'contact.yaml': 'lint-image-alt.yaml', '_site.yaml': 'lint-site-image-alt.yaml' }).lines).toEqual([
      'pages/_site.yaml:4:8  warning: shareImage.alt: is a file name, which tells someone using a screen reader nothing. ' +
        'Describe what the picture shows in a short sentence, for people who cannot see it.',
      'pages/contact.yaml:4:49  warning: meta.image.alt: "A picture" says what the picture is, not what it shows. ' +
        'Describe what the picture shows in a short sentence, for people who cannot see it.',
    ]);
  });

  it('finds the placeholders npm run new leaves, in text and in comments', () => {
    expect(checkSite({ 'contact.yaml': 'lint-placeholders.yaml' }).lines).toEqual([
      'pages/contact.yaml:1:3  warning: meta: A note is left in a comment here: "TODO: check this page with the team before it ' +
        'goes live". Do what it asks, then delete the comment.',
      'pages/contact.yaml:3:11  warning: meta.title: still holds the placeholder "TODO: the page title, 30 to 60 characters". ' +
        'Write the real text here before the page is published.',
      'pages/contact.yaml:8:7  warning: blocks[0].eyebrow: A note is left in a comment here: "TODO: pick the eyebrow from the ' +
        'campaign brief". Do what it asks, then delete the comment.',
      'pages/contact.yaml:12:25  warning: blocks[0].lead: still holds the placeholder "TODO: say which hours.". Write the real ' +
        'text here before the page is published.',
      'pages/contact.yaml:14:36  warning: blocks[0].actions[0]: A note is left in a comment here: "TODO: link to /book-demo once ' +
        'it exists". Do what it asks, then delete the comment.',
    ]);
  });

  it("wants an industry index's sectors to share out its categories: each in one sector, each sector with its namesake", () => {
    expect(checkSite({ 'contact.yaml': 'lint-sectors.yaml' }).lines).toEqual([
      'pages/contact.yaml:11:52  warning: blocks[1].sectors[1].categories: does not list "Home & Local Services", the category ' +
        'the sector is named after. Add it, or name the sector after one of its categories.',
      'pages/contact.yaml:11:65  warning: blocks[1].sectors[1].categories[1]: "Pet Care" is in the sector "Health & Wellness" ' +
        'already, and a category belongs to one sector. Keep it in one of the two.',
    ]);
  });

  it('passes the real site without a warning, as --strict and CI require', () => {
    // Notices (translations still to do in a language not declared complete) never fail a build.
    const problems = createContentChecker(repoRoot).check().problems.filter((problem) => problem.severity !== 'notice');
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
