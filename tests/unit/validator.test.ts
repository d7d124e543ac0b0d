import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { compileValidators, readSchemas, validatorsCacheFile } from '../../src/content/schemas.ts';
import { checkSite, repoRoot } from './checkFixture.ts';

const blockTypes = readSchemas(join(repoRoot, 'schemas')).blockTypes;

describe('validating documents against the schemas', () => {
  it('names the allowed block types and the closest one for an unknown type', () => {
    expect(checkSite({ 'about.yaml': 'unknown-block.yaml' }).lines).toEqual([
      'pages/about.yaml:7:11  blocks[1].type: "heor" is not a block type, so nothing can render this section. Allowed types: ' +
        `${blockTypes.join(', ')}. Did you mean "hero"?`,
    ]);
  });

  it('names the allowed values and the closest one for an unknown enum value', () => {
    expect(checkSite({ 'about.yaml': 'bad-enum.yaml' }).lines).toEqual([
      'pages/about.yaml:4:11  meta.robots: "noindex, folow" is not one of the allowed values: index, follow, noindex, follow, ' +
        'noindex, nofollow. Did you mean "noindex, follow"?',
    ]);
  });

  it('fails a booking block without calLink with "calLink is required"', () => {
    expect(checkSite({ 'contact.yaml': 'booking-without-callink.yaml' }).lines).toEqual([
      'pages/contact.yaml:7:5  blocks[1]: calLink is required. The booking page\'s path on the scheduling service: the account, ' +
        'a slash, then the event, for example ringwell/15-minute-demo. Add "calLink:" here.',
    ]);
  });

  it('refuses javascript:, data:, //host and http:// links, in fields and in text', () => {
    const { lines } = checkSite({ 'contact.yaml': 'unsafe-links.yaml' });
    expect(lines).toHaveLength(5);
    expect(lines[0]).toBe(
      'pages/contact.yaml:9:15  blocks[0].actions[0].href: "javascript:alert(1)" is refused: a javascript: link can run code in ' +
        "the visitor's browser. Link to a site path (/book-demo), an anchor (#contact), an https:// address, mailto: or tel:.",
    );
    expect(lines[1]).toMatch(/^pages\/contact\.yaml:11:15  blocks\[0\]\.actions\[1\]\.href: "\/\/evil\.example\/path" is not an allowed link\./);
    expect(lines[2]).toMatch(/^pages\/contact\.yaml:16:15  blocks\[1\]\.actions\[0\]\.href: "data:text\/html,hello" is refused: a data: link/);
    expect(lines[3]).toMatch(/^pages\/contact\.yaml:18:15  .*"http:\/\/example\.com" is not an allowed link\..* If you meant a web address, write "https:\/\/example\.com"\.$/);
    expect(lines[4]).toMatch(/^pages\/contact\.yaml:21:31  The link "javascript:alert\(1" in this text is not allowed\./);
  });

  it('points at a misspelt field and suggests the real one', () => {
    expect(checkSite({ 'contact.yaml': 'unknown-field.yaml' }).lines).toEqual([
      'pages/contact.yaml:5:5  blocks[0]: title is required. The page\'s main headline, the largest text on the page; a page has one. Add "title:" here.',
      'pages/contact.yaml:6:5  blocks[0].titel: "titel" is not a field here, so it would be ignored. Allowed fields: type, id, ' +
        'eyebrow, title, highlight, lead, actions, stats, statsFrom, flags, visual. Did you mean "title"?',
    ]);
  });

  it('says what type a field needs and what it got', () => {
    expect(checkSite({ 'contact.yaml': 'wrong-type.yaml' }).lines).toEqual([
      "pages/contact.yaml:6:12  blocks[0].title: must be text, but it is a list. The page's main headline, the largest text on the page; a page has one.",
    ]);
  });

  it('says how long a text may be, and the bounds of a number, in words', () => {
    expect(checkSite({ 'contact.yaml': 'out-of-bounds.yaml' }).lines).toEqual([
      'pages/contact.yaml:8:15  blocks[0].visual.caller: is 49 characters long, and at most 40 fit here. Who is calling, as the ' +
        'phone shows it: a name such as Priya Shah, or a label such as "Mobile, Bristol". Shorten it to 40 characters or fewer.',
      'pages/contact.yaml:14:12  blocks[1].limit: is 9, but must be at most 6. How many articles to show at most.',
    ]);
  });

  it("reports a misspelt article category once, though the schema checks an article's fields in two places", () => {
    expect(checkSite({ 'blog/second.yaml': 'article-bad-category.yaml' }).lines.filter((line) => line.includes('category'))).toEqual([
      'pages/blog/second.yaml:11:13  article.category: "Busines Tips" is not one of the allowed values: AI Technology, Business Tips, ' +
        'Industry Insights, How-To Guides. Did you mean "Business Tips"?',
    ]);
  });

  it('requires the article fields on a page of kind article', () => {
    expect(checkSite({ 'blog/second.yaml': 'article-without-fields.yaml' }).lines).toEqual([
      'pages/blog/second.yaml:1:1  article is required. Add "article:" here.',
    ]);
  });
});

describe('the compiled validators, kept between processes', () => {
  const schemas = readSchemas(join(repoRoot, 'schemas'));
  const about = load(readFileSync(join(repoRoot, 'pages', 'about.yaml'), 'utf8'));

  it('are compiled anew for schemas that changed, never taken from what was kept for others', () => {
    expect(compileValidators(schemas).page(about)).toBe(true);
    const stricter = structuredClone(schemas);
    const page = stricter.files.get('page.schema.json') as { definitions: { meta: { properties: { title: { maxLength?: number } } } } };
    page.definitions.meta.properties.title.maxLength = 10;
    const validate = compileValidators(stricter).page;
    expect(validate(about)).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ keyword: 'maxLength', instancePath: '/meta/title' })]);
    expect(compileValidators(schemas).page(about)).toBe(true);
  });

  it('are compiled again, and kept again, when what was kept cannot run', () => {
    compileValidators(schemas);
    const file = validatorsCacheFile(schemas);
    writeFileSync(file, 'exports.page = () => true; (');
    expect(compileValidators(schemas).page({})).toBe(false);
    expect(readFileSync(file, 'utf8')).not.toContain('exports.page = () => true; (');
  });
});
