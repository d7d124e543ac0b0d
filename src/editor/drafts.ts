/**
 * Unsaved edits kept in the browser, one draft per page file, so that a closed tab, a crash or a link followed by
 * mistake loses nothing: the editor offers the draft back when the page is opened again. Blocked or full storage
 * keeps nothing and says nothing; the editor works as before.
 */
import type { YamlEdit } from '../content/yamlEdit';

export interface Draft {
  /** The version of the file the edits were made to. */
  version: string;
  edits: YamlEdit[];
  /** When the draft was last written, in ms since 1970. */
  savedAt: number;
}

const keyOf = (file: string) => `ringwell-editor-draft:${file}`;

export function readDraft(file: string): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(keyOf(file)) ?? 'null') as Draft | null;
    return draft && typeof draft.version === 'string' && Array.isArray(draft.edits) && draft.edits.length > 0 ? draft : null;
  } catch {
    return null;
  }
}

/** Keeps the page's unsaved edits, or forgets them when there are none; false when the browser keeps nothing. */
export function keepDraft(file: string, version: string, edits: YamlEdit[]): boolean {
  try {
    if (edits.length === 0) localStorage.removeItem(keyOf(file));
    else localStorage.setItem(keyOf(file), JSON.stringify({ version, edits, savedAt: Date.now() } satisfies Draft));
    return true;
  } catch {
    // Storage is blocked or full: the edits stay in the open page only.
    return false;
  }
}
