/**
 * A page's translatable fields in one language, as the translation file gives them: each with its English now, the
 * translation, and whether it is translated, missing or stale (its English changed since), as the checker
 * (src/i18n/translations.ts) decides. And the edits of the translation file that the locale screen makes.
 */
import type { YamlEdit } from '../content/yamlEdit';
import type { Data } from './editModel';

/** A translatable field of the English page: its path (`blocks[0].title`) and its English. */
export interface TranslatableField {
  path: string;
  english: string;
}

export type TranslationState = 'translated' | 'missing' | 'stale';

export interface TranslationField extends TranslatableField {
  /** The translation; empty when there is none. */
  text: string;
  state: TranslationState;
  /** The English it was translated from, when the entry says. */
  translatedFrom?: string;
}

/** The entry of a translation file for `path`, when it is a mapping. */
function entryOf(data: Data | undefined, path: string): Record<string, Data> | undefined {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const entry = (data as Record<string, Data>)[path];
  return entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? (entry as Record<string, Data>) : undefined;
}

/** Each field with its translation into `code` and its state, in the English page's order. */
export function translationFields(fields: readonly TranslatableField[], data: Data | undefined, code: string): TranslationField[] {
  return fields.map((field) => {
    const entry = entryOf(data, field.path);
    const text = typeof entry?.[code] === 'string' ? entry[code] : '';
    const translatedFrom = typeof entry?.en === 'string' ? entry.en : undefined;
    const state: TranslationState = translatedFrom === undefined || text.trim() === '' ? 'missing' : translatedFrom === field.english ? 'translated' : 'stale';
    return { ...field, text, state, ...(translatedFrom !== undefined && { translatedFrom }) };
  });
}

/** Writes `text` as the field's translation; a field with no entry gets one, with the English it translates. */
export function translateEdit(field: TranslatableField, data: Data | undefined, code: string, text: string): YamlEdit {
  return entryOf(data, field.path)
    ? { op: 'set', path: [field.path, code], value: text }
    : { op: 'set', path: [field.path], value: { en: field.english, [code]: text } };
}

/** Marks a stale translation as reviewed: its English becomes the English now, its words stay. */
export const reviewedEdit = (field: TranslatableField): YamlEdit => ({ op: 'set', path: [field.path, 'en'], value: field.english });

/** The translations the page shows, by path: stale ones too, as the site shows them. */
export const shownTranslations = (fields: readonly TranslationField[]) =>
  new Map(fields.filter((field) => field.text.trim() !== '' && field.translatedFrom !== undefined).map((field) => [field.path, field.text]));
