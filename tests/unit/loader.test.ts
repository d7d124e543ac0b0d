import { describe, expect, it } from 'vitest';
import { checkSite } from './checkFixture.ts';

describe('loading YAML page documents', () => {
  it('accepts the valid fixture site without a single problem', () => {
    const { lines, pages } = checkSite();
    expect(lines).toEqual([]);
    expect(pages.map((page) => page.route)).toEqual(['/', '/about', '/bakeries', '/blog/first-article']);
  });

  it('reports an unclosed quote where it opens, not where the parser gave up', () => {
    expect(checkSite({ 'about.yaml': 'syntax-error.yaml' }).lines).toEqual([
      'pages/about.yaml:3:16  This value opens with " and has no closing " on its line, so YAML reads on into the lines below ' +
        'as if they were part of it. Add the closing " at the end of the value.',
    ]);
  });

  it('reports a merge conflict left in the file at its first marker, with what to do', () => {
    expect(checkSite({ 'about.yaml': 'merge-marker.yaml' }).lines).toEqual([
      'pages/about.yaml:5:1  A merge conflict was left here: git wrote the lines "<<<<<<<", "=======" and ">>>>>>>" around ' +
        'two versions of the same lines. Keep the version you want, delete the other and the three marker lines, and save.',
    ]);
  });

  it('reports a duplicate key at the second occurrence, naming it and the line of the first', () => {
    expect(checkSite({ 'about.yaml': 'duplicate-key.yaml' }).lines).toEqual([
      'pages/about.yaml:4:3  "title" appears twice in the same mapping (first on line 2). YAML keeps only one of them, so the ' +
        'content of the other would be lost without a word. Remove one of the two, or merge what they hold.',
    ]);
  });

  it('reports tab indentation once, on its line', () => {
    expect(checkSite({ 'about.yaml': 'tab-indent.yaml' }).lines).toEqual([
      'pages/about.yaml:2:1  This line is indented with a tab. YAML allows only spaces for indentation. Replace the tab with spaces.',
    ]);
  });

  it('refuses a file with several documents, pointing at the second', () => {
    expect(checkSite({ 'about.yaml': 'two-documents.yaml' }).lines).toEqual([
      'pages/about.yaml:7:1  This file holds 2 YAML documents separated by "---". A page file holds exactly one, and the others ' +
        'would be silently ignored. Remove the "---" line here, or move what follows it into a file of its own.',
    ]);
  });

  it('stops an alias bomb instead of expanding it', () => {
    const { lines } = checkSite({ 'about.yaml': 'alias-bomb.yaml' });
    expect(lines).toEqual([
      'pages/about.yaml:2:8  The aliases in this file expand to more than 100 copies, which looks like an alias bomb and would ' +
        'make every build slow or run out of memory. Write the repeated content out, or reuse an anchor fewer times.',
    ]);
  });

  it('reports an empty file', () => {
    expect(checkSite({ 'about.yaml': 'empty.yaml' }).lines).toEqual([
      'pages/about.yaml:1:1  The file is empty. Every file under pages/ is a page, and a page needs at least "meta" and ' +
        '"blocks". Fill it in (npm run new prints a starting point), or delete the file.',
    ]);
  });

  it('explains a document that is a list rather than a page', () => {
    const [line] = checkSite({ 'contact.yaml': 'list-at-root.yaml' }).lines;
    expect(line).toMatch(/^pages\/contact\.yaml:1:1  must be a mapping of fields \(key: value lines\), but it is a list\. One page of the site\./);
  });

  it('refuses file names that cannot be addresses, and files that are not .yaml', () => {
    expect(checkSite({ 'About Us.yaml': 'valid-about-copy.yaml', 'notes.yml': 'valid-about-copy.yaml' }).lines).toEqual([
      'pages/About Us.yaml:1:1  "About Us" cannot be part of a page address. File and folder names under pages/ become the URL, ' +
        'so they may hold only lower-case letters, digits and single hyphens (a folder in parentheses groups files). Rename it, ' +
        'for example to "about-us".',
      'pages/notes.yml:1:1  Page files end in ".yaml", so this one is not part of the site. Rename it to end in ".yaml".',
    ]);
  });

  it('reports a missing site configuration', () => {
    expect(checkSite({ '_site.yaml': null }).lines).toContain(
      'pages/_site.yaml:1:1  This file is missing. It holds the site configuration (brand, navigation, footer, contact addresses, prices); create it.',
    );
  });
});
