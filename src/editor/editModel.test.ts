import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyEdits, type YamlEdit } from '../content/yamlEdit';
import { addEdit, dataAfter, emptyHistory, redo, undo, type Data } from './editModel';

const text = `# comment
meta:
  title: Old title # kept
blocks:
  - type: hero
    title: One
  - type: cta
    title: Two
`;
const loaded = parse(text) as Data;

describe('the edit model', () => {
  it('replays edits on the data exactly as they change the text', () => {
    const edits: YamlEdit[] = [
      { op: 'set', path: 'meta.title', value: 'New title' },
      { op: 'duplicate', path: 'blocks[0]' },
      { op: 'move', path: 'blocks[2]', to: 0 },
      { op: 'insert', path: 'blocks[1]', value: { type: 'faq', title: 'Questions' } },
      { op: 'delete', path: 'blocks[3]' },
      { op: 'set', path: 'blocks[0].eyebrow', value: 'Hello' },
    ];
    expect(dataAfter(loaded, edits)).toEqual(parse(applyEdits(text, edits)));
  });

  it('keeps one edit per change of a field, and none for a field set back to its value', () => {
    let history = emptyHistory;
    for (const value of ['O', 'On', 'One!']) history = addEdit(history, loaded, { op: 'set', path: 'blocks[0].title', value });
    expect(history.edits).toEqual([{ op: 'set', path: 'blocks[0].title', value: 'One!' }]);
    history = addEdit(history, loaded, { op: 'set', path: 'meta.title', value: 'T' });
    expect(history.edits).toHaveLength(2);
    history = addEdit(history, loaded, { op: 'set', path: 'meta.title', value: 'Old title' });
    history = addEdit(history, loaded, { op: 'set', path: 'blocks[0].title', value: 'One' });
    // Both fields are back to their loaded values: the title's change merged with the one before it, which was undone.
    expect(history.edits).toEqual([]);
  });

  it('undoes and redoes one field change at a time, and forgets what was undone after a new edit', () => {
    let history = addEdit(emptyHistory, loaded, { op: 'set', path: 'meta.title', value: 'A' });
    history = addEdit(history, loaded, { op: 'move', path: 'blocks[0]', to: 1 });
    history = undo(history);
    expect(history).toEqual({ edits: [{ op: 'set', path: 'meta.title', value: 'A' }], undone: [{ op: 'move', path: 'blocks[0]', to: 1 }] });
    expect(redo(history).edits).toHaveLength(2);
    expect(addEdit(history, loaded, { op: 'delete', path: 'blocks[1]' }).undone).toEqual([]);
  });
});
