/**
 * The editor's model of a page: the text as loaded and the edits made since (yamlEdit.ts operations). The text to
 * save is the loaded text with the edits applied; the form and the preview read the same edits replayed on the
 * loaded data, which is cheap enough to do on every keystroke, so typing never waits for YAML to be written.
 */
import { formatPath, type Segment } from '../content/problems';
import { editPath, type YamlEdit, type YamlValue } from '../content/yamlEdit';

export type Data = YamlValue;

export interface History {
  /** The edits made since the text was loaded, oldest first; undo takes the last one off. */
  edits: YamlEdit[];
  /** Edits undone, the next one to redo last. */
  undone: YamlEdit[];
}

export const emptyHistory: History = { edits: [], undone: [] };

export function segmentsOf(path: YamlEdit['path']): Segment[] {
  return typeof path === 'string' ? editPath(path) : [...path];
}

export function valueAt(data: Data | undefined, segments: readonly Segment[]): Data | undefined {
  let value: Data | undefined = data;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, Data>)[segment as string];
  }
  return value;
}

/** A copy of `data` with the collection at `segments` replaced by what `change` returns; everything else is shared. */
function changeAt(data: Data, segments: readonly Segment[], change: (holder: Data) => Data): Data {
  if (segments.length === 0) return change(data);
  const [first, ...rest] = segments;
  if (Array.isArray(data)) return data.map((item, index) => (index === first ? changeAt(item, rest, change) : item));
  const record = data as Record<string, Data>;
  return { ...record, [first]: changeAt(record[first as string], rest, change) };
}

function changeParent(data: Data, segments: readonly Segment[], change: (parent: Data, last: Segment) => Data): Data {
  return changeAt(data, segments.slice(0, -1), (parent) => change(parent, segments[segments.length - 1]));
}

/** What the edit does to the data, as applyEdit does to the text: the data of the text it writes. */
export function applyToData(data: Data, edit: YamlEdit): Data {
  const segments = segmentsOf(edit.path);
  return changeParent(data, segments, (parent, last) => {
    if (!Array.isArray(parent)) {
      const record = { ...(parent as Record<string, Data>) };
      if (edit.op === 'set') record[last] = edit.value;
      else if (edit.op === 'delete') delete record[last];
      else if (edit.op === 'rename') return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === String(last) ? edit.to : key, value]));
      return record;
    }
    return changeList<Data>(parent, edit, last as number, () => ('value' in edit ? edit.value : null), structuredClone);
  });
}

/**
 * What `edit` does to the item at `index` of a list, for any kind of item: `made` is the item a set or an insert
 * puts there (given the item it replaces), `copy` the copy a duplicate makes.
 */
export function changeList<T>(items: readonly T[], edit: YamlEdit, index: number, made: (replaced: T | undefined) => T, copy: (item: T) => T): T[] {
  switch (edit.op) {
    case 'set':
      return items.with(index, made(items[index]));
    case 'delete':
      return items.toSpliced(index, 1);
    case 'insert':
      return items.toSpliced(index, 0, made(undefined));
    case 'move':
      return items.toSpliced(index, 1).toSpliced(edit.to, 0, items[index]);
    case 'duplicate':
      return items.toSpliced(index + 1, 0, copy(items[index]));
    case 'rename':
      // A list item has no key to rename; applyEdit refuses it too.
      return [...items];
  }
}

export function dataAfter(loaded: Data, edits: readonly YamlEdit[]): Data {
  return edits.reduce(applyToData, loaded);
}

function samePath(a: YamlEdit['path'], b: YamlEdit['path']): boolean {
  return formatPath(segmentsOf(a)) === formatPath(segmentsOf(b));
}

/**
 * Adds an edit. Setting the field the last edit set replaces that edit, so undo takes back a whole change of a field
 * rather than a keystroke; and a field set back to the value it had before its change leaves no edit at all, so a
 * page changed and changed back saves nothing.
 */
export function addEdit(history: History, loaded: Data, edit: YamlEdit): History {
  const { edits } = history;
  const last = edits.at(-1);
  const merges = edit.op === 'set' && last?.op === 'set' && samePath(last.path, edit.path);
  const before = merges ? edits.slice(0, -1) : edits;
  if (edit.op === 'set' && Object.is(valueAt(dataAfter(loaded, before), segmentsOf(edit.path)), edit.value)) {
    return { edits: before, undone: [] };
  }
  return { edits: [...before, edit], undone: [] };
}

export function undo(history: History): History {
  const last = history.edits.at(-1);
  if (!last) return history;
  return { edits: history.edits.slice(0, -1), undone: [...history.undone, last] };
}

export function redo(history: History): History {
  const next = history.undone.at(-1);
  if (!next) return history;
  return { edits: [...history.edits, next], undone: history.undone.slice(0, -1) };
}
