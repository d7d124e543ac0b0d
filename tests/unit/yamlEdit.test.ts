import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseDocument, type Node } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatPath, parsePath } from '../../src/content/problems.ts';
import { applyEdit, applyEdits, editPath, itemSourceAt, YamlEditError, type YamlEdit } from '../../src/content/yamlEdit.ts';
import { repoRoot } from './checkFixture.ts';

const about = readFileSync(join(repoRoot, 'pages', 'about.yaml'), 'utf8');

const DOC = `# yaml-language-server: $schema=../schemas/page.schema.json
meta:
  title: Plain title
  description: "Quoted description"
  note: 'needs quotes: yes'
  count: 3
  draft: false
breadcrumbs:
  - { label: Home, href: / }
  - { label: About }
tags: [one, two, three]
empty: []
blocks:
  # The opening block.
  - type: hero
    title: First
    # A comment inside the first block.
    lead: >-
      Folded text that goes on
      over two lines.

  - type: cards
    items:
      - title: A
        text: |
          Line one
          Line two
      - title: B
    # A comment at the end of the cards block.

  - type: cta
    title: Last # trailing comment
`;

/** The source text of a node, by its path. */
function sourceOf(text: string, path: (string | number)[]): string {
  const node = parseDocument(text).getIn(path, true) as Node;
  return text.slice(node.range![0], node.range![1]);
}

/** The text of the list item at `path`, from its "- " line (with the comment lines right above it) to its last line. */
function itemText(text: string, start: string, end: string): string {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from) + end.length;
  return text.slice(from, to);
}

const edit = (text: string, ...edits: YamlEdit[]) => applyEdits(text, edits);

describe('paths', () => {
  it('reads the paths problems are reported with, and says which text is none', () => {
    expect(editPath('blocks[3].cta.href')).toEqual(['blocks', 3, 'cta', 'href']);
    expect(editPath('meta.title')).toEqual(['meta', 'title']);
    expect(editPath('blocks[0].items[12]')).toEqual(['blocks', 0, 'items', 12]);
    expect(editPath('')).toEqual([]);
    expect(() => editPath('blocks[x]')).toThrow(/"blocks\[x\]" is not a path/);
    expect(() => editPath('meta..title')).toThrow(YamlEditError);
    for (const path of ['blocks[0][1].title', '[2]', 'a.b[10]']) expect(formatPath(editPath(path))).toBe(path);
    for (const text of ['.title', 'title.', 'blocks[]', 'blocks[-1]', 'a[0]b']) expect(parsePath(text), text).toBeUndefined();
  });
});

describe('setting values', () => {
  it('changes only the value, in its own style, and setting it back restores the bytes', () => {
    const cases: [string, unknown, string][] = [
      ['meta.title', 'New title', '  title: New title\n'],
      ['meta.title', 'Why: because', "  title: 'Why: because'\n"],
      ['meta.title', '#1 choice', "  title: '#1 choice'\n"],
      ['meta.title', '- dash', "  title: '- dash'\n"],
      ['meta.title', '42', "  title: '42'\n"],
      ['meta.title', "it's: here", "  title: 'it''s: here'\n"],
      ['meta.title', 'two\nlines', '  title: "two\\nlines"\n'],
      ['meta.description', 'Still quoted', '  description: "Still quoted"\n'],
      ['meta.description', 'say "hi"', '  description: "say \\"hi\\""\n'],
      ['meta.note', 'no need now', '  note: no need now\n'],
      ['meta.note', 'still: needed', "  note: 'still: needed'\n"],
      ['meta.count', 4, '  count: 4\n'],
      ['meta.count', 'four', '  count: four\n'],
      ['meta.draft', true, '  draft: true\n'],
      ['breadcrumbs[0].label', 'Start, here', "  - { label: 'Start, here', href: / }\n"],
      ['tags[1]', 'zwei', 'tags: [one, zwei, three]\n'],
      ['blocks[2].title', 'End', '    title: End # trailing comment\n'],
    ];
    for (const [path, value, line] of cases) {
      const edited = applyEdit(DOC, { op: 'set', path, value: value as string });
      expect(parse(edited), path).toEqual(changed(parse(DOC), editPath(path), value));
      expect(lineDiff(DOC, edited), path).toEqual({ removed: [lineOf(DOC, path)], added: [line.replace(/\n$/, '')] });
      const original = parseDocument(DOC).getIn(editPath(path));
      expect(applyEdit(edited, { op: 'set', path, value: original as string }), path).toBe(DOC);
    }
  });

  it('returns the very same text when the value is already set', () => {
    expect(applyEdit(DOC, { op: 'set', path: 'meta.title', value: 'Plain title' })).toBe(DOC);
    expect(applyEdit(DOC, { op: 'set', path: 'meta.count', value: 3 })).toBe(DOC);
    expect(applyEdits(DOC, [])).toBe(DOC);
  });

  it('keeps a folded block folded, with its indentation and chomping, and wraps long text at 120 columns', () => {
    const words = 'Ringwell answers the phone for small businesses while they work, day and night, in six languages.';
    const value = `${words} ${words} ${words}`;
    const edited = applyEdit(DOC, { op: 'set', path: 'blocks[0].lead', value });
    expect(parse(edited).blocks[0].lead).toBe(value);
    const source = sourceOf(edited, ['blocks', 0, 'lead']);
    expect(source.split('\n')[0]).toBe('>-');
    const lines = source.split('\n').slice(1, -1);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line).toMatch(/^ {6}\S/);
      expect(line.length).toBeLessThanOrEqual(120);
    }
  });

  it('rewraps only the line of a changed word in folded text, so changing it back restores the bytes', () => {
    const path = 'meta.description';
    const old = parse(about).meta.description as string;
    const edited = applyEdit(about, { op: 'set', path, value: old.replace('stand for', 'care about') });
    expect(lineDiff(about, edited)).toEqual({
      removed: ['    Why Ringwell exists, what we stand for and how our voice AI answers calls for over 1,200 small businesses, plus'],
      added: ['    Why Ringwell exists, what we care about and how our voice AI answers calls for over 1,200 small businesses, plus'],
    });
    expect(applyEdit(edited, { op: 'set', path, value: old })).toBe(about);
  });

  it('writes new lines of folded text as empty lines, and changes the chomping only when the value needs it', () => {
    const edited = applyEdit(DOC, { op: 'set', path: 'blocks[0].lead', value: 'First paragraph.\nSecond paragraph.\n' });
    expect(sourceOf(edited, ['blocks', 0, 'lead'])).toBe('>\n      First paragraph.\n\n      Second paragraph.\n');
    expect(parse(edited).blocks[0].lead).toBe('First paragraph.\nSecond paragraph.\n');
  });

  it('keeps a literal block literal, line for line', () => {
    const path = 'blocks[1].items[0].text';
    const edited = applyEdit(DOC, { op: 'set', path, value: 'Line one\nLine 2: changed\n  indented\n' });
    expect(sourceOf(edited, editPath(path))).toBe('|\n          Line one\n          Line 2: changed\n            indented\n');
    expect(applyEdit(edited, { op: 'set', path, value: 'Line one\nLine two\n' })).toBe(DOC);
  });

  it('writes a number or a boolean in place of a block of text on the key line', () => {
    const edited = applyEdit(DOC, { op: 'set', path: 'blocks[0].lead', value: 12 });
    expect(edited).toContain('    lead: 12\n\n  - type: cards');
    expect(parse(edited).blocks[0].lead).toBe(12);
  });

  it('adds a missing key at the end of its mapping, indented as its neighbours', () => {
    const edited = applyEdit(about, { op: 'set', path: 'meta.robots', value: 'noindex, follow' });
    expect(lineDiff(about, edited)).toEqual({ removed: [], added: ['  robots: noindex, follow'] });
    expect(edited).toContain('  schemaType: AboutPage\n  robots: noindex, follow\nbreadcrumbs:');

    const withCta = applyEdit(DOC, { op: 'set', path: 'blocks[0].cta', value: { label: 'Book: now', href: '/book-demo' } });
    expect(withCta).toContain('      over two lines.\n    cta:\n      label: "Book: now"\n      href: /book-demo\n\n  - type: cards');
    expect(parse(withCta).blocks[0].cta).toEqual({ label: 'Book: now', href: '/book-demo' });

    const inFlow = applyEdit(DOC, { op: 'set', path: 'breadcrumbs[1].href', value: '/about' });
    expect(inFlow).toContain('  - { label: About, href: /about }\n');
  });

  it('adds the first key of a document that has only comments, or nothing, and writes a translation\'s path as it reads', () => {
    const header = '# The de words of pages/about.yaml\n';
    const entry = { en: 'Built: for you', de: 'Gebaut' };
    expect(applyEdit(header, { op: 'set', path: ['blocks[0].title'], value: entry })).toBe(`${header}blocks[0].title:\n  en: "Built: for you"\n  de: Gebaut\n`);
    expect(applyEdit('', { op: 'set', path: ['meta.title'], value: 'x' })).toBe('meta.title: x\n');
    const second = applyEdit(`${header}meta.title:\n  en: A\n  de: B\n`, { op: 'set', path: ['meta.keywords[1]'], value: entry });
    expect(second).toBe(`${header}meta.title:\n  en: A\n  de: B\nmeta.keywords[1]:\n  en: "Built: for you"\n  de: Gebaut\n`);
    // Inside { ... } brackets are the mapping's own: such a key is quoted.
    expect(applyEdit('a: { b: 1 }\n', { op: 'set', path: ['a', 'c[0]'], value: 2 })).toBe('a: { b: 1, "c[0]": 2 }\n');
  });

  it('refuses, naming the path, a path that does not exist or names a mapping or list', () => {
    expect(() => applyEdit(DOC, { op: 'set', path: 'blocks[0].cta.href', value: '/x' })).toThrow(
      'Cannot edit blocks[0].cta.href: blocks[0].cta does not exist.',
    );
    expect(() => applyEdit(DOC, { op: 'set', path: 'blocks[9].title', value: 'x' })).toThrow('blocks[9] does not exist');
    expect(() => applyEdit(DOC, { op: 'set', path: 'meta', value: 'x' })).toThrow('Cannot set meta: it is a mapping');
    expect(() => applyEdit(DOC, { op: 'set', path: 'tags', value: 'x' })).toThrow('Cannot set tags: it is a list');
    expect(() => applyEdit(DOC, { op: 'set', path: 'meta.title.x', value: 'x' })).toThrow('meta.title is a single value');
    expect(() => applyEdit(DOC, { op: 'set', path: 'tags[3]', value: 'x' })).toThrow('Cannot set tags[3]: the list has 3 items');
    expect(() => applyEdit(DOC, { op: 'set', path: 'meta.title', value: ['x'] })).toThrow('Cannot set meta.title to a list');
    expect(() => applyEdit('meta: [unclosed\n', { op: 'set', path: 'meta[0]', value: 'x' })).toThrow(/^The YAML cannot be edited until it reads cleanly: /);
  });
});

describe('deleting keys', () => {
  it('removes the key and its value, lines and all, and nothing else', () => {
    const edited = applyEdit(DOC, { op: 'delete', path: 'meta.note' });
    expect(lineDiff(DOC, edited)).toEqual({ removed: ["  note: 'needs quotes: yes'"], added: [] });

    const withoutLead = applyEdit(DOC, { op: 'delete', path: 'blocks[0].lead' });
    expect(lineDiff(DOC, withoutLead)).toEqual({ removed: ['    lead: >-', '      Folded text that goes on', '      over two lines.'], added: [] });
  });

  it('moves the next key up onto the "- " line when deleting the first key of a list item', () => {
    const edited = applyEdit(DOC, { op: 'delete', path: 'blocks[2].type' });
    expect(edited).toContain('\n  - title: Last # trailing comment\n');
    expect(parse(edited).blocks[2]).toEqual({ title: 'Last' });
  });

  it('leaves an empty mapping when the last key goes, and keeps the $schema line', () => {
    const edited = edit(DOC, { op: 'delete', path: 'blocks[2].title' }, { op: 'delete', path: 'blocks[2].type' });
    expect(edited.endsWith('\n  - {}\n')).toBe(true);
    const withoutMeta = applyEdit(about, { op: 'delete', path: 'meta' });
    expect(withoutMeta.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/page.schema.json');
    expect(withoutMeta.split('\n')[1]).toBe('breadcrumbs:');
  });

  it('refuses a key that does not exist', () => {
    expect(() => applyEdit(DOC, { op: 'delete', path: 'meta.robots' })).toThrow('Cannot delete meta.robots: it does not exist.');
  });
});

describe('renaming keys', () => {
  it('renames a key where it stands, keeping its value, its comments and the key order', () => {
    const edited = applyEdit(DOC, { op: 'rename', path: 'blocks[2].title', to: 'heading' });
    expect(edited).toBe(DOC.replace('    title: Last # trailing comment', '    heading: Last # trailing comment'));
    expect(applyEdit(edited, { op: 'rename', path: 'blocks[2].heading', to: 'title' })).toBe(DOC);
    const folded = applyEdit(DOC, { op: 'rename', path: 'blocks[0].lead', to: 'intro' });
    expect(folded.split('\n').filter((line, index) => line !== DOC.split('\n')[index])).toEqual(['    intro: >-']);
    expect(Object.keys(parse(folded).blocks[0])).toEqual(['type', 'title', 'intro']);
  });

  it('refuses to rename onto a key the mapping has, or an item of a list', () => {
    expect(() => applyEdit(DOC, { op: 'rename', path: 'meta.title', to: 'count' })).toThrow(/has that key already/);
    expect(() => applyEdit(DOC, { op: 'rename', path: 'blocks[0]', to: 'first' })).toThrow(YamlEditError);
  });
});

describe('list items', () => {
  const cards = () => itemText(DOC, '  - type: cards', '    # A comment at the end of the cards block.');
  const hero = () => itemText(DOC, '  # The opening block.', '      over two lines.');

  it('moves a block with its comments, changing only its own lines', () => {
    const moved = applyEdit(DOC, { op: 'move', path: 'blocks[0]', to: 2 });
    expect(parse(moved).blocks.map((block: { type: string }) => block.type)).toEqual(['cards', 'cta', 'hero']);
    const cta = '  - type: cta\n    title: Last # trailing comment';
    expect(moved).toBe(`${DOC.slice(0, DOC.indexOf(hero()))}${cards()}\n\n${cta}\n\n${hero()}\n`);
    expect(applyEdit(moved, { op: 'move', path: 'blocks[2]', to: 0 })).toBe(DOC);
  });

  it('moves a block of a real page as it is written', () => {
    const blocks = parse(about).blocks as unknown[];
    const moved = applyEdit(about, { op: 'move', path: 'blocks[1]', to: blocks.length - 1 });
    const data = parse(moved);
    expect(data.blocks).toEqual([...blocks.slice(0, 1), ...blocks.slice(2), blocks[1]]);
    const block = about.slice(about.indexOf('  - type: cards\n    id: story'), about.indexOf('\n\n  - type: cards\n    id: mission'));
    expect(moved).toBe(`${about.replace(`${block}\n\n`, '').trimEnd()}\n\n${block}\n`);
    expect(applyEdit(moved, { op: 'move', path: `blocks[${blocks.length - 1}]`, to: 1 })).toBe(about);
  });

  it('deletes an item with the comment lines right above it, and one separating blank line', () => {
    const edited = applyEdit(DOC, { op: 'delete', path: 'blocks[0]' });
    expect(edited).toBe(DOC.replace(`${hero()}\n\n`, ''));
    const last = applyEdit(DOC, { op: 'delete', path: 'blocks[2]' });
    expect(last).toBe(DOC.replace('\n\n  - type: cta\n    title: Last # trailing comment', ''));
    const nested = applyEdit(DOC, { op: 'delete', path: 'blocks[1].items[0]' });
    expect(lineDiff(DOC, nested).added).toEqual([]);
    expect(parse(nested).blocks[1].items).toEqual([{ title: 'B' }]);
  });

  it('leaves an empty list when its last item goes, and fills an empty list in block style', () => {
    const emptied = applyEdit(DOC, { op: 'delete', path: 'blocks[1].items[0]' });
    const none = applyEdit(emptied, { op: 'delete', path: 'blocks[1].items[0]' });
    expect(none).toContain('  - type: cards\n    items: []\n    # A comment at the end');
    const filled = applyEdit(DOC, { op: 'insert', path: 'empty[0]', value: { label: 'x' } });
    expect(filled).toContain('empty:\n  - label: x\nblocks:');
  });

  it('inserts a new block in block style at its siblings\' indentation, separated as they are', () => {
    const block = { type: 'cta', title: 'Ready: set', actions: [{ label: 'Go', href: '/book-demo' }] };
    const edited = applyEdit(DOC, { op: 'insert', path: 'blocks[1]', value: block });
    expect(parse(edited).blocks[1]).toEqual(block);
    expect(edited).toContain(
      '      over two lines.\n\n  - type: cta\n    title: "Ready: set"\n    actions:\n      - label: Go\n        href: /book-demo\n\n  - type: cards',
    );
    expect(lineDiff(DOC, edited).removed).toEqual([]);

    const appended = applyEdit(DOC, { op: 'insert', path: 'blocks[3]', value: { type: 'faq' } });
    expect(appended.endsWith('    title: Last # trailing comment\n\n  - type: faq\n')).toBe(true);
    const nested = applyEdit(DOC, { op: 'insert', path: 'blocks[1].items[2]', value: { title: 'C' } });
    expect(nested).toContain('      - title: B\n      - title: C\n    # A comment at the end');
  });

  it('puts an item back as another version of the file wrote it, at this list\'s indentation, where it reads as the value', () => {
    const source = itemSourceAt(DOC, 'blocks[0]')!;
    expect(source).toBe(hero().split('\n').map((line) => line.slice(2)).join('\n'));
    const removed = applyEdit(DOC, { op: 'delete', path: 'blocks[0]' });
    const value = parse(DOC).blocks[0];
    expect(applyEdit(removed, { op: 'insert', path: 'blocks[0]', value, source })).toBe(DOC);
    // Text that does not read as the value is not written: the value is, as a new item.
    const other = applyEdit(removed, { op: 'insert', path: 'blocks[0]', value: { type: 'faq' }, source });
    expect(parse(other).blocks[0]).toEqual({ type: 'faq' });
    expect(itemSourceAt(DOC, 'tags[0]')).toBeUndefined();
    expect(itemSourceAt(DOC, 'meta.title')).toBeUndefined();
  });

  it('duplicates an item right after itself', () => {
    const edited = applyEdit(DOC, { op: 'duplicate', path: 'blocks[1]' });
    expect(edited).toBe(DOC.replace(cards(), `${cards()}\n\n${cards()}`));
    expect(parse(edited).blocks.map((block: { type: string }) => block.type)).toEqual(['hero', 'cards', 'cards', 'cta']);
  });

  it('edits lists written on one line in place', () => {
    expect(applyEdit(DOC, { op: 'insert', path: 'tags[1]', value: 'one and a half' })).toContain('tags: [one, one and a half, two, three]\n');
    expect(applyEdit(DOC, { op: 'insert', path: 'tags[3]', value: 'four, five' })).toContain("tags: [one, two, three, 'four, five']\n");
    expect(applyEdit(DOC, { op: 'delete', path: 'tags[0]' })).toContain('tags: [two, three]\n');
    expect(applyEdit(DOC, { op: 'move', path: 'tags[0]', to: 2 })).toContain('tags: [two, three, one]\n');
    expect(applyEdit(DOC, { op: 'duplicate', path: 'tags[2]' })).toContain('tags: [one, two, three, three]\n');
    expect(applyEdit(DOC, { op: 'delete', path: 'breadcrumbs[0].href' })).toContain('  - { label: Home }\n');
  });

  it('refuses items that do not exist and keys of mappings', () => {
    expect(() => applyEdit(DOC, { op: 'move', path: 'blocks[5]', to: 0 })).toThrow('Cannot move blocks[5]: the list has 3 items');
    expect(() => applyEdit(DOC, { op: 'move', path: 'blocks[0]', to: 3 })).toThrow('Cannot move blocks[0] to [3]');
    expect(() => applyEdit(DOC, { op: 'insert', path: 'blocks[4]', value: {} })).toThrow('an item can go at [0] to [3]');
    expect(() => applyEdit(DOC, { op: 'duplicate', path: 'meta.title' })).toThrow('only items of a list can be duplicated');
    expect(() => applyEdit(DOC, { op: 'delete', path: 'blocks[3]' })).toThrow('Cannot delete blocks[3]');
  });
});

/** The lines only the old text has and the lines only the new text has, after their common first and last lines. */
function lineDiff(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

function lineOf(text: string, path: string): string {
  const node = parseDocument(text).getIn(editPath(path), true) as Node;
  const start = text.lastIndexOf('\n', node.range![0]) + 1;
  return text.slice(start, text.indexOf('\n', node.range![0]));
}

function changed(data: unknown, segments: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Record<string, unknown>;
  const parent = segments.slice(0, -1).reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], copy);
  (parent as Record<string, unknown>)[segments[segments.length - 1]] = value;
  return copy;
}
