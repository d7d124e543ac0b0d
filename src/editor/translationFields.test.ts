import { describe, expect, it } from 'vitest';
import { applyEdits } from '../content/yamlEdit';
import { dataAfter } from './editModel';
import { reviewedEdit, shownTranslations, translateEdit, translationFields } from './translationFields';

const fields = [
  { path: 'meta.title', english: 'About us' },
  { path: 'blocks[0].title', english: 'Made for the businesses' },
  { path: 'blocks[0].lead', english: 'We answer.' },
  { path: 'blocks[1].title', english: 'Our story' },
];
const data = {
  'meta.title': { en: 'About us', de: 'Über uns' },
  'blocks[0].title': { en: 'Built for the businesses', de: 'Gemacht für Unternehmen' },
  'blocks[0].lead': { en: 'We answer.', de: '  ' },
};

describe('a page\'s fields in a language', () => {
  it('are translated, stale (with the English they were translated from) or missing, as the checker says', () => {
    expect(translationFields(fields, data, 'de')).toEqual([
      { path: 'meta.title', english: 'About us', text: 'Über uns', state: 'translated', translatedFrom: 'About us' },
      { path: 'blocks[0].title', english: 'Made for the businesses', text: 'Gemacht für Unternehmen', state: 'stale', translatedFrom: 'Built for the businesses' },
      { path: 'blocks[0].lead', english: 'We answer.', text: '  ', state: 'missing', translatedFrom: 'We answer.' },
      { path: 'blocks[1].title', english: 'Our story', text: '', state: 'missing' },
    ]);
    expect(translationFields(fields, null, 'de').map((field) => field.state)).toEqual(['missing', 'missing', 'missing', 'missing']);
    // Another language's words are not this one's.
    expect(translationFields(fields.slice(0, 1), { 'meta.title': { en: 'About us', nl: 'Over ons' } }, 'de')[0].state).toBe('missing');
  });

  it('are shown by the page where they give words, stale ones too', () => {
    expect(shownTranslations(translationFields(fields, data, 'de'))).toEqual(
      new Map([
        ['meta.title', 'Über uns'],
        ['blocks[0].title', 'Gemacht für Unternehmen'],
      ]),
    );
  });

  it('are written into the entry there is, or a new entry with the English it translates; a review changes en: alone', () => {
    const text = 'meta.title:\n  en: About us\n  de: Über uns\nblocks[0].title:\n  en: Built for the businesses\n  de: Gemacht für Unternehmen\n';
    const [title, story] = [fields[1], fields[3]];
    const edits = [translateEdit(title, data, 'de', 'Gebaut für Betriebe'), reviewedEdit(title), translateEdit(story, data, 'de', 'Unsere Geschichte')];
    expect(applyEdits(text, edits)).toBe(
      'meta.title:\n  en: About us\n  de: Über uns\nblocks[0].title:\n  en: Made for the businesses\n  de: Gebaut für Betriebe\n' +
        'blocks[1].title:\n  en: Our story\n  de: Unsere Geschichte\n',
    );
    expect(translationFields(fields, dataAfter(data, edits), 'de').map((field) => field.state)).toEqual(['translated', 'translated', 'missing', 'translated']);
  });
});
