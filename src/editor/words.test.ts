import { describe, expect, it } from 'vitest';
import type { YamlEdit } from '../content/yamlEdit';
import type { ApiProblem } from './api';
import { segmentsOf, type Data } from './editModel';
import { mergeEdits, type Change, type Choice } from './merge';
import { describeConflict, describeEntry, describePath, inWords, mergedSaveMessage, problemInWords, savingHeldBy } from './words';

const doc = { meta: { title: 'About' }, blocks: [{ type: 'hero', title: 'Built for the businesses' }, { type: 'cards', items: [{ title: 'One' }] }] } as Data;
const problem = (fields: Partial<ApiProblem>): ApiProblem => ({ file: 'pages/about.yaml', path: '', line: 1, col: 1, message: '', severity: 'error', ...fields });

describe('the editor\'s words for problems', () => {
  it('names the fields a message speaks of by the form\'s labels, and leaves file names and addresses alone', () => {
    expect(inWords('In "de", blocks[1].items[0].title is too long for its card.', doc)).toBe('In "de", Cards block 2 › Cards 1 › Title is too long for its card.');
    expect(inWords('Add an entry for `meta.title` (see pages/about.yaml:3:10 and https://ringwell.ai/about).', doc)).toBe(
      'Add an entry for Search and browser tab › Title in search results and the browser tab (see pages/about.yaml:3:10 and https://ringwell.ai/about).',
    );
  });

  it('says where a problem is: the field in this file, the page and line in another', () => {
    expect(problemInWords(problem({ path: 'blocks[0].title', message: 'is empty.' }), 'pages/about.yaml', doc)).toEqual({ where: 'Page opening (hero) block 1 › Title', message: 'is empty.' });
    expect(problemInWords(problem({ file: 'pages/careers/sales.yaml', line: 32, path: 'blocks[0].actions[0].href', message: '"#roles" points nowhere.' }), 'pages/about.yaml', doc)).toEqual({
      where: 'pages/careers/sales.yaml, line 32',
      message: '"#roles" points nowhere.',
    });
  });

  it('names what holds a save up by its field and its problem, and counts the rest', () => {
    const unknown = problem({ path: 'blocks[0].type', message: '"heroo" is not a block type, so nothing can render this section. Allowed types: cards, hero. Did you mean "hero"?' });
    const misspelt = { blocks: [{ type: 'heroo', title: 'Built for the businesses' }] };
    expect(savingHeldBy([unknown], 'pages/about.yaml', misspelt)).toBe('Heroo block 1 › Type: "heroo" is not a block type, so nothing can render this section.');
    expect(savingHeldBy([unknown, problem({ path: 'meta.title' })], 'pages/about.yaml', misspelt)).toMatch(/render this section \(and 1 more in the list of problems\)\.$/);
    expect(savingHeldBy([], 'pages/about.yaml', doc)).toBe('');
  });
});

describe('the status after a save that met the file changed on disk', () => {
  const german = { 'blocks[0].title': { en: 'Built for the businesses', de: 'Gemacht für Unternehmen,' }, 'blocks[0].eyebrow': { en: 'About Ringwell', de: 'Über Ringwell' } } as Data;
  const onDisk = { ...(german as Record<string, Data>), 'blocks[0].title': { en: 'Built for the businesses', de: 'Geschaffen für Betriebe,' } };
  const title: YamlEdit = { op: 'set', path: ['blocks[0].title', 'de'], value: 'Gebaut für Betriebe,' };
  const eyebrow: YamlEdit = { op: 'set', path: ['blocks[0].eyebrow', 'de'], value: 'Über uns' };
  const nameOf = (change: Change) => describePath(doc, segmentsOf(String(change.path[0])));
  const messageOf = (edits: YamlEdit[], choice: Choice, changed: boolean) => mergedSaveMessage(mergeEdits(german, onDisk, edits, new Map([[0, choice]])).summary, changed, '', nameOf);

  it('says the version on disk was kept and the change dropped, where the author chose it', () => {
    expect(messageOf([title, eyebrow], 'disk', true)).toBe(
      'Saved, with the changes made on disk. Page opening (hero) block 1 › Title keeps the version on disk, as you chose, and your change to it is dropped; your other changes are in the file.',
    );
    expect(messageOf([title], 'disk', false)).toBe('Nothing saved. Page opening (hero) block 1 › Title keeps the version on disk, as you chose, and your change to it is dropped.');
  });

  it('says merged where every change of the author\'s is written', () => {
    expect(messageOf([title, eyebrow], 'mine', true)).toBe('Saved, merged with the changes on disk.');
  });
});

describe('the names of the values a conflicting save asks about', () => {
  const page = { blocks: [{ type: 'hero', title: 'Built for the businesses' }, { type: 'cards', title: 'What we do', items: [{ title: 'One' }] }] } as Data;

  it('names a block removed on one side with its type and title, from the version that still has it', () => {
    const cards = (page as { blocks: Data[] }).blocks[1];
    expect(describeConflict({ doc: page, path: ['blocks', 1], disk: undefined, mine: cards })).toBe('Cards block 2 “What we do”');
    expect(describeConflict({ doc: page, path: ['blocks', 1, 'items', 0], disk: { title: 'Two' }, mine: undefined })).toBe('Cards block 2 › Cards 1');
    expect(describeConflict({ doc: page, path: ['blocks', 1, 'title'], disk: 'Theirs', mine: 'Mine' })).toBe('Cards block 2 › Title');
  });

  it('names the page editor\'s conflict over a block the author deleted by the block as it was, not by the one now in its place', () => {
    const base = page;
    const disk = { blocks: [{ type: 'hero', title: 'Built for the businesses' }, { type: 'cards', title: 'What we do, on disk', items: [{ title: 'One' }] }] } as Data;
    const [conflict] = mergeEdits(base, disk, [{ op: 'delete', path: 'blocks[1]' }]).conflicts;
    expect(describeConflict(conflict)).toBe('Cards block 2 “What we do”');
  });

  it('names a translation entry by the English page\'s field, and one whose block the English page lost by the English it translates', () => {
    const german = { 'blocks[1].title': { en: 'What we do', de: 'Was wir tun' }, 'blocks[40].title': { en: 'Answered in three rings', de: 'Nach drei Klingeln' } } as Data;
    expect(describeEntry(page, { doc: german, path: ['blocks[1].title', 'de'], disk: 'Was wir machen', mine: 'Was wir tun' })).toBe('Cards block 2 › Title');
    expect(describeEntry(page, { doc: german, path: ['blocks[40].title', 'de'], disk: undefined, mine: 'Nach drei Klingeln' })).toBe(
      'Title “Answered in three rings”, of a block no longer on the English page',
    );
  });
});
