import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyEdits, type YamlEdit } from '../content/yamlEdit';
import type { Data } from './editModel';
import { mergeEdits, type Choice } from './merge';
import { describeChange } from './words';

const base = `# The about page
meta:
  title: About # kept
blocks:
  - type: hero
    eyebrow: About us
    title: One
  - type: cards
    title: What we do
    items:
      - title: Answer
        text: Every call # first
      - title: Book
        text: Every appointment
      - title: Route
        text: Every urgent caller
  - type: cta
    title: Two
`;
const data = (text: string) => parse(text) as Data;

/** What a save writes: the merged edits applied to the text on disk. */
function saved(disk: string, edits: YamlEdit[], choices = new Map<number, Choice>()) {
  const merge = mergeEdits(data(base), data(disk), edits, choices);
  return { ...merge, text: applyEdits(disk, merge.edits) };
}

/** The merge's summary as the editor words it. */
function summaryOf(disk: string, edits: YamlEdit[], choices = new Map<number, Choice>()) {
  const { summary } = saved(disk, edits, choices);
  return { kept: summary.kept.map(describeChange), written: summary.written.map(describeChange), declined: summary.declined.map(describeChange) };
}

const FAQ = '  - type: faq\n    title: Questions\n    items: []\n';
/** The disk's versions of the base: a block added before the others, the hero removed, the cards moved last. */
const blockAdded = base.replace('blocks:\n', `blocks:\n${FAQ}`);
const heroRemoved = base.replace('  - type: hero\n    eyebrow: About us\n    title: One\n', '');
const ctaBlock = '  - type: cta\n    title: Two\n';
const cardsMovedLast = base.replace(ctaBlock, '').replace('  - type: cards\n', `${ctaBlock}  - type: cards\n`);

describe('merging a save with the file changed on disk', () => {
  it("writes the author's changed values onto the file as it is now, keeping every other byte of it", () => {
    const disk = base.replace('eyebrow: About us', 'eyebrow: Written on disk # a note');
    const { text, conflicts } = saved(disk, [{ op: 'set', path: 'blocks[0].title', value: 'Written in the editor' }]);
    expect(conflicts).toEqual([]);
    expect(text).toBe(disk.replace('title: One', 'title: Written in the editor'));
  });

  it('replays moves, copies and deletes when the list is as the author saw it', () => {
    const disk = base.replace('title: Two', 'title: Two, on disk');
    const edits: YamlEdit[] = [
      { op: 'move', path: 'blocks[2]', to: 0 },
      { op: 'set', path: 'blocks[1].title', value: 'Mine' },
      { op: 'duplicate', path: 'blocks[1]' },
      { op: 'delete', path: 'blocks[3].items[0]' },
    ];
    const { text, conflicts } = saved(disk, edits);
    expect(conflicts).toEqual([]);
    expect(data(text)).toEqual(data(applyEdits(disk, edits)));
  });

  it('leaves out a change both sides made alike', () => {
    const disk = base.replace('title: One', 'title: Same');
    const { edits, conflicts } = saved(disk, [{ op: 'set', path: 'blocks[0].title', value: 'Same' }]);
    expect({ edits, conflicts }).toEqual({ edits: [], conflicts: [] });
  });

  it('asks about a value both sides changed differently, and writes the side chosen', () => {
    const disk = base.replace('title: One', 'title: Theirs');
    const edits: YamlEdit[] = [
      { op: 'set', path: 'blocks[0].title', value: 'Mine' },
      { op: 'set', path: 'blocks[2].title', value: 'Also mine' },
    ];
    const asked = saved(disk, edits);
    expect(asked.conflicts).toMatchObject([{ index: 0, path: ['blocks', 0, 'title'], disk: 'Theirs', mine: 'Mine' }]);
    expect(asked.edits).toEqual([{ ...edits[1], path: ['blocks', 2, 'title'] }]);

    expect(saved(disk, edits, new Map([[0, 'mine']])).text).toBe(base.replace('title: One', 'title: Mine').replace('title: Two', 'title: Also mine'));
    expect(saved(disk, edits, new Map([[0, 'disk']])).text).toBe(disk.replace('title: Two', 'title: Also mine'));
  });
});

describe('an edit of a list item follows its item when the disk changed the list', () => {
  const editCta: YamlEdit[] = [{ op: 'set', path: 'blocks[2].title', value: 'Mine' }];
  for (const [change, disk] of [
    ['a block added before it', blockAdded],
    ['a block before it removed', heroRemoved],
    ['the blocks reordered', cardsMovedLast],
  ]) {
    it(`with ${change} on disk, it is written into the same block and every other byte of the disk's file is kept`, () => {
      const { text, conflicts } = saved(disk, editCta);
      expect(conflicts).toEqual([]);
      expect(text).toBe(disk.replace('title: Two', 'title: Mine'));
    });
  }

  it('an edit of an item inside a block follows it when the disk added, removed and reordered items of that list', () => {
    // Answer removed, Route moved first, Remind added before Book: the list is as long, Book is third.
    const disk = base.replace(
      '      - title: Answer\n        text: Every call # first\n      - title: Book\n        text: Every appointment\n      - title: Route\n        text: Every urgent caller\n',
      '      - title: Route\n        text: Every urgent caller\n      - title: Remind\n        text: Every patient\n      - title: Book\n        text: Every appointment\n',
    );
    const { text, conflicts } = saved(disk, [{ op: 'set', path: 'blocks[1].items[1].text', value: 'Mine' }]);
    expect(conflicts).toEqual([]);
    expect(text).toBe(disk.replace('text: Every appointment', 'text: Mine'));
  });

  it("inserts, moves and copies land beside the item the author put them beside, in the disk's order", () => {
    const edits: YamlEdit[] = [
      { op: 'insert', path: 'blocks[2]', value: { type: 'cta', title: 'New' } },
      { op: 'move', path: 'blocks[0]', to: 2 },
      { op: 'duplicate', path: 'blocks[3]' },
    ];
    // The author's page: cards, New, hero, cta, cta copy. On disk the cards went last; a FAQ block was added first.
    const disk = cardsMovedLast.replace('blocks:\n', `blocks:\n${FAQ}`);
    const { text, conflicts } = saved(disk, edits);
    expect(conflicts).toEqual([]);
    const types = (data(text) as { blocks: { type: string; title: string }[] }).blocks.map((block) => `${block.type}:${block.title}`);
    expect(types).toEqual(['faq:Questions', 'cta:Two', 'cta:Two', 'cards:What we do', 'cta:New', 'hero:One']);
  });
});

describe('a real clash in a list is asked about and saved as the author chose', () => {
  const edits: YamlEdit[] = [
    { op: 'set', path: 'blocks[2].title', value: 'Mine' },
    { op: 'set', path: 'blocks[0].eyebrow', value: 'Mine too' },
  ];

  it('the same field of the same item, changed on both sides while the disk reordered the list', () => {
    const disk = cardsMovedLast.replace('title: Two', 'title: Theirs');
    const asked = saved(disk, edits);
    expect(asked.conflicts).toMatchObject([{ index: 0, path: ['blocks', 2, 'title'], disk: 'Theirs', mine: 'Mine' }]);
    expect(saved(disk, edits, new Map([[0, 'mine']])).text).toBe(disk.replace('title: Theirs', 'title: Mine').replace('eyebrow: About us', 'eyebrow: Mine too'));
    expect(saved(disk, edits, new Map([[0, 'disk']])).text).toBe(disk.replace('eyebrow: About us', 'eyebrow: Mine too'));
  });

  it('an item the author edited and the disk removed: kept with the edit, or left removed', () => {
    const disk = base.replace(ctaBlock, '').replace('eyebrow: About us', 'eyebrow: About us, on disk');
    const mineOnly = edits.slice(0, 1);
    const asked = saved(disk, mineOnly);
    expect(asked.conflicts).toMatchObject([{ index: 0, path: ['blocks', 2], disk: undefined, mine: { type: 'cta', title: 'Mine' } }]);
    expect(saved(disk, mineOnly, new Map([[0, 'mine']])).text).toBe(`${disk}${ctaBlock.replace('Two', 'Mine')}`);
    expect(saved(disk, mineOnly, new Map([[0, 'disk']])).text).toBe(disk);
  });

  it('several edits of an item the disk removed are one question', () => {
    const disk = base.replace('      - title: Book\n        text: Every appointment\n', '');
    const inBook: YamlEdit[] = [
      { op: 'set', path: 'blocks[1].items[1].title', value: 'Book online' },
      { op: 'set', path: 'blocks[0].title', value: 'Mine' },
      { op: 'set', path: 'blocks[1].items[1].text', value: 'Any appointment' },
    ];
    const asked = saved(disk, inBook);
    expect(asked.conflicts).toMatchObject([{ index: 0, path: ['blocks', 1, 'items', 1], disk: undefined, mine: { title: 'Book online', text: 'Any appointment' } }]);
    const kept = saved(disk, inBook, new Map([[0, 'mine']]));
    expect(kept.text).toBe(base.replace('title: One', 'title: Mine').replace('title: Book\n        text: Every appointment', 'title: Book online\n        text: Any appointment'));
    expect(saved(disk, inBook, new Map([[0, 'disk']])).text).toBe(disk.replace('title: One', 'title: Mine'));
  });

  it('an item the author edited and the disk removed, kept: written as the author wrote it, folded lines and comments included', () => {
    const written = base.replace('        text: Every appointment\n', '        # Straight into the calendar\n        text: >-\n          Every appointment, booked while you are\n          on another call\n');
    const disk = written.replace(/      - title: Book\n(        .*\n)+/, '').replace('title: One', 'title: One, on disk');
    const edits: YamlEdit[] = [{ op: 'set', path: 'blocks[1].items[1].title', value: 'Book online' }];
    const merge = mergeEdits(data(written), data(disk), edits, new Map([[0, 'mine']]), written);
    expect(applyEdits(disk, merge.edits)).toBe(written.replace('title: Book\n', 'title: Book online\n').replace('title: One', 'title: One, on disk'));
  });

  it('an item the author removed and the disk changed: removed, or kept as the disk has it', () => {
    const disk = blockAdded.replace('text: Every appointment', 'text: Every appointment, on disk');
    const remove: YamlEdit[] = [{ op: 'delete', path: 'blocks[1].items[1]' }];
    const asked = saved(disk, remove);
    expect(asked.conflicts).toMatchObject([{ index: 0, disk: { title: 'Book', text: 'Every appointment, on disk' }, mine: undefined }]);
    expect(saved(disk, remove, new Map([[0, 'mine']])).text).toBe(disk.replace('      - title: Book\n        text: Every appointment, on disk\n', ''));
    expect(saved(disk, remove, new Map([[0, 'disk']])).text).toBe(disk);
  });
});

describe('the summary of a merge names each value once, where it is true', () => {
  const HERO_TITLE = 'Page opening (hero) block 1 › Title';

  it('values from the disk are kept, the author\'s written, each once', () => {
    const disk = blockAdded.replace('eyebrow: About us', 'eyebrow: On disk');
    expect(summaryOf(disk, [{ op: 'set', path: 'blocks[0].title', value: 'Mine' }])).toEqual({
      kept: ['Page opening (hero) block 2 › Small label above the title', 'Questions and answers block 1 (added)'],
      written: ['Page opening (hero) block 2 › Title'],
      declined: [],
    });
  });

  it('a clash is written from the author\'s edits when they chose theirs, and not written when they chose the disk', () => {
    const disk = base.replace('title: One', 'title: Theirs').replace('title: Two', 'title: Two, on disk');
    const edits: YamlEdit[] = [{ op: 'set', path: 'blocks[0].title', value: 'Mine' }];
    const ctaTitle = 'Call to action block 3 › Title';
    expect(summaryOf(disk, edits, new Map([[0, 'mine']]))).toEqual({ kept: [ctaTitle], written: [HERO_TITLE], declined: [] });
    expect(summaryOf(disk, edits, new Map([[0, 'disk']]))).toEqual({ kept: [ctaTitle], written: [], declined: [HERO_TITLE] });
  });
});
