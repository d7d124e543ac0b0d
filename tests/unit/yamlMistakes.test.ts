import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/problems.ts';
import { parseYaml } from '../../src/content/yamlSource.ts';

/** A contact page's cards, as an author writes them: line 9 is the mail card's `- icon: mail`. */
const PAGE = `meta:
  title: Contact the Ringwell team by phone or email
  description: Call or email the Ringwell team. Lines are open Mon-Fri, and emails are answered within 4 hours.
blocks:
  - type: cards
    items:
      - icon: phone
        title: Call us
        href: "tel:+442038684210"
      - icon: mail
        title: Email the team
        text: >-
          Send your question whenever it suits you: a member of the team replies within 4 hours.
        href: "mailto:hello@ringwell.ai"
`;

/** The page with line `number` (from 1) changed by `change`; each report as `npm run validate` prints it. */
function reportsFor(number: number, change: (line: string) => string): string[] {
  const lines = PAGE.split('\n');
  lines[number - 1] = change(lines[number - 1]);
  return parseYaml('pages/contact.yaml', lines.join('\n')).problems.map(formatProblem);
}

describe('a YAML mistake', () => {
  it('is read as valid YAML when nothing is changed', () => {
    expect(parseYaml('pages/contact.yaml', PAGE).problems).toEqual([]);
  });

  it('missing the colon after a field name is reported once, at that field, with the line as it should be', () => {
    expect(reportsFor(11, (line) => line.replace('title:', 'title'))).toEqual([
      'pages/contact.yaml:11:9  "title Email the team" has no colon after the field\'s name. A field is written as its name, a ' +
        'colon and a space, then its value: write "title: Email the team".',
    ]);
    expect(reportsFor(1, () => 'meta')).toEqual([
      'pages/contact.yaml:1:1  "meta" has no colon after the field\'s name. A field is written as its name, a colon and a space, ' +
        'then its value: write "meta:".',
    ]);
  });

  it('indenting a field more or less than the fields beside it is reported once, at that field, with the column to use', () => {
    const reported = (spaces: string) => [
      `pages/contact.yaml:11:${spaces.length + 1}  "title" is indented by ${spaces.length} spaces, which lines up with nothing above ` +
        'it, so YAML cannot tell what it belongs to. Fields that belong together start at the same column: indent it by 8 spaces, ' +
        'as "icon" on line 10 is.',
    ];
    expect(reportsFor(11, (line) => ` ${line}`)).toEqual(reported(' '.repeat(9)));
    expect(reportsFor(11, (line) => line.slice(1))).toEqual(reported(' '.repeat(7)));
  });

  it('indenting the mailto link wrongly is reported at the link, naming the field to line it up with', () => {
    for (const change of [(line: string) => line.slice(1), (line: string) => line.slice(2), (line: string) => ` ${line}`]) {
      const [only, ...rest] = reportsFor(14, change);
      expect(rest).toEqual([]);
      expect(only).toMatch(/^pages\/contact\.yaml:14:\d+  "href" is indented by \d spaces, .* indent it by 8 spaces, as "text" on line 12 is\.$/);
    }
  });

  it('indenting a list item differently from the items above it is reported once, at its "-"', () => {
    const reported = (spaces: number) => [
      `pages/contact.yaml:10:${spaces + 1}  This list item is indented by ${spaces} spaces, and the item above it (line 7) by 6 spaces. ` +
        'The items of one list start at the same column: indent its "-" by 6 spaces.',
    ];
    expect(reportsFor(10, (line) => ` ${line}`)).toEqual(reported(7));
    expect(reportsFor(10, (line) => line.slice(1))).toEqual(reported(5));
    expect(reportsFor(10, (line) => line.slice(2))).toEqual(reported(4));
  });

  it('a tab is reported once, on its line', () => {
    expect(reportsFor(11, (line) => line.replace('        ', '\t'))).toEqual([
      'pages/contact.yaml:11:1  This line is indented with a tab. YAML allows only spaces for indentation. Replace the tab with spaces.',
    ]);
  });

  it('an unclosed quote is reported where it opens', () => {
    expect(reportsFor(9, (line) => line.replace(/"$/, ''))).toEqual([
      'pages/contact.yaml:9:15  This value opens with " and has no closing " on its line, so YAML reads on into the lines below ' +
        'as if they were part of it. Add the closing " at the end of the value.',
    ]);
  });

  it('a quote inside a quoted value, and ": " inside a plain one, are reported with how to write them', () => {
    expect(reportsFor(11, () => '        title: "Email "the" team"')).toEqual([
      'pages/contact.yaml:11:16  This value ends at its second " and more text follows it. To write " inside a value in double ' +
        'quotes, put a backslash before it (\\"), or quote the value with \' instead.',
    ]);
    expect(reportsFor(11, () => '        title: Email: the team')).toEqual([
      'pages/contact.yaml:11:16  The value "Email: the team" contains a colon and a space, which YAML reads as the start of ' +
        'another field. Put the value in quotes: title: "Email: the team".',
    ]);
  });

  it('a value starting with a character YAML reserves, or with a backslash it does not know, is reported with how to write it', () => {
    expect(reportsFor(11, () => '        title: @ringwell on every channel')).toEqual([
      'pages/contact.yaml:11:16  A value that starts with @ must be in quotes, since YAML gives @ a meaning of its own there. ' +
        'Write title: "@ringwell on every channel".',
    ]);
    expect(reportsFor(11, () => '        title: !important news')).toEqual([
      'pages/contact.yaml:11:16  A value that starts with ! must be in quotes, since YAML gives ! a meaning of its own there. ' +
        'Write title: "!important news".',
    ]);
    expect(reportsFor(11, () => '        title: "C:\\programs"')).toEqual([
      'pages/contact.yaml:11:19  This backslash (\\) in a value in double quotes starts no escape YAML knows. Write two ' +
        "backslashes (\\\\) for one, or quote the value with ' instead.",
    ]);
  });

  it('a duplicate field is named, with the line of its first', () => {
    expect(reportsFor(12, (line) => `        title: Again\n${line}`)).toEqual([
      'pages/contact.yaml:12:9  "title" appears twice in the same mapping (first on line 11). YAML keeps only one of them, so ' +
        'the content of the other would be lost without a word. Remove one of the two, or merge what they hold.',
    ]);
  });
});
