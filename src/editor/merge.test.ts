import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyEdits, type YamlEdit } from '../content/yamlEdit';
import type { Data } from './editModel';
import { mergeEdits } from './merge';

const base = `# The about page
meta:
  title: About # kept
blocks:
  - type: hero
    eyebrow: About us
    title: One
  - type: cta
    title: Two
`;
const data = (text: string) => parse(text) as Data;

/** What a save writes: the merged edits applied to the text on disk. */
function saved(disk: string, edits: YamlEdit[], choices = new Map<number, 'mine' | 'disk'>()) {
  const merge = mergeEdits(data(base), data(disk), edits, choices);
  return { ...merge, text: applyEdits(disk, merge.edits) };
}

describe('merging a save with the file changed on disk', () => {
  it('writes the author\'s changed values onto the file as it is now, keeping every other byte of it', () => {
    const disk = base.replace('eyebrow: About us', 'eyebrow: Written on disk # a note');
    const { text, conflicts } = saved(disk, [{ op: 'set', path: 'blocks[0].title', value: 'Written in the editor' }]);
    expect(conflicts).toEqual([]);
    expect(text).toBe(disk.replace('title: One', 'title: Written in the editor'));
  });

  it('replays moves, copies and deletes when the list is as the author saw it', () => {
    const disk = base.replace('title: Two', 'title: Two, on disk');
    const edits: YamlEdit[] = [
      { op: 'move', path: 'blocks[1]', to: 0 },
      { op: 'set', path: 'blocks[1].title', value: 'Mine' },
      { op: 'duplicate', path: 'blocks[1]' },
    ];
    const { text, conflicts } = saved(disk, edits);
    expect(conflicts).toEqual([]);
    expect(data(text)).toEqual(data(applyEdits(base.replace('title: Two', 'title: Two, on disk'), edits)));
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
      { op: 'set', path: 'blocks[1].title', value: 'Also mine' },
    ];
    const asked = saved(disk, edits);
    expect(asked.conflicts).toEqual([{ index: 0, path: ['blocks', 0, 'title'], base: 'One', disk: 'Theirs', mine: 'Mine' }]);
    expect(asked.edits).toEqual([edits[1]]);

    expect(saved(disk, edits, new Map([[0, 'mine']])).text).toBe(base.replace('title: One', 'title: Mine').replace('title: Two', 'title: Also mine'));
    expect(saved(disk, edits, new Map([[0, 'disk']])).text).toBe(disk.replace('title: Two', 'title: Also mine'));
  });

  it('asks about the whole list when the disk added, removed or reordered its items, rather than write into the wrong one', () => {
    const disk = base.replace('blocks:\n', 'blocks:\n  - type: prose\n    content: []\n');
    const { conflicts } = saved(disk, [{ op: 'set', path: 'blocks[1].title', value: 'Mine' }]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0].path).toEqual(['blocks']);
  });
});
