/**
 * A save whose file changed on disk since it was opened: the author's edits replayed onto the file as it is now,
 * value by value, so that what someone else wrote stays and only the author's changed values are written. An edit
 * whose value (or, for a move, an insert or a copy, whose list) the disk changed too is a conflict the author decides.
 */
import type { Segment } from '../content/problems';
import type { YamlEdit } from '../content/yamlEdit';
import { applyToData, segmentsOf, valueAt, type Data } from './editModel';

export interface Conflict {
  /** Which of the author's edits it is, by its place in the list, which is how a choice names it. */
  index: number;
  /** The value both sides changed. */
  path: Segment[];
  /** What it was when the author opened the page, what the disk says now, and what the author made it. */
  base: Data | undefined;
  disk: Data | undefined;
  mine: Data | undefined;
}

export type Choice = 'mine' | 'disk';

export interface Merge {
  /** The edits to make to the file now on disk. */
  edits: YamlEdit[];
  /** The edits that clash with a change on disk and have no choice yet. */
  conflicts: Conflict[];
}

/**
 * Replays `edits`, made to `base`, onto `disk`. An edit applies as it is when the part of the page it reads (the value
 * it sets or deletes, the list it moves in) is as the author saw it; it falls away when the disk made the same change;
 * otherwise `choices` says which side wins, or it is returned as a conflict.
 */
export function mergeEdits(base: Data, disk: Data, edits: readonly YamlEdit[], choices: ReadonlyMap<number, Choice> = new Map()): Merge {
  const merged: YamlEdit[] = [];
  const conflicts: Conflict[] = [];
  let mine = base;
  let theirs = disk;
  edits.forEach((edit, index) => {
    const next = applyToData(mine, edit);
    const path = touched(mine, theirs, edit);
    // A move, insert or copy in a list whose items are where the author saw them applies as it is.
    const listAsSeen = isListOp(edit) && path.length === segmentsOf(edit.path).length - 1 && sameShape(valueAt(mine, path), valueAt(theirs, path));
    const [before, now, after] = [valueAt(mine, path), valueAt(theirs, path), valueAt(next, path)];
    const take = (change: YamlEdit) => {
      merged.push(change);
      theirs = applyToData(theirs, change);
    };
    if (listAsSeen || sameValue(before, now)) take(edit);
    else if (!sameValue(after, now)) {
      const choice = choices.get(index);
      if (choice === undefined) conflicts.push({ index, path, base: before, disk: now, mine: after });
      else if (choice === 'mine') take(after === undefined ? { op: 'delete', path } : { op: 'set', path, value: after });
    }
    mine = next;
  });
  return { edits: merged, conflicts };
}

const isListOp = (edit: YamlEdit) => edit.op === 'insert' || edit.op === 'move' || edit.op === 'duplicate';

/**
 * The part of the page an edit depends on: the value it sets or deletes, or the list it changes; or, when a list on
 * the way there has other items on disk (one added, removed or moved), that whole list, since the same place in it
 * no longer holds the same item.
 */
function touched(mine: Data, theirs: Data, edit: YamlEdit): Segment[] {
  const segments = segmentsOf(edit.path);
  const own = isListOp(edit) ? segments.slice(0, -1) : segments;
  for (let depth = 0; depth < own.length; depth++) {
    if (typeof own[depth] !== 'number') continue;
    const list = own.slice(0, depth);
    if (!sameShape(valueAt(mine, list), valueAt(theirs, list))) return list;
  }
  return own;
}

/** Whether two lists hold the same kinds of item in the same order. */
function sameShape(ours: Data | undefined, disk: Data | undefined): boolean {
  return Array.isArray(ours) && Array.isArray(disk) && ours.length === disk.length && ours.every((item, i) => kindOf(item) === kindOf(disk[i]));
}

/** What an item of a list is, as far as telling items apart goes: a block's type, or the kind of value. */
function kindOf(item: Data): string {
  if (item !== null && typeof item === 'object' && !Array.isArray(item) && typeof item.type === 'string') return `type:${item.type}`;
  return Array.isArray(item) ? 'list' : typeof item;
}

export function sameValue(a: Data | undefined, b: Data | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The paths of the values that differ between two versions of a page, as deep as both hold the same shape. */
export function changedPaths(before: Data | undefined, after: Data | undefined, at: Segment[] = []): Segment[][] {
  if (sameValue(before, after)) return [];
  const bothLists = Array.isArray(before) && Array.isArray(after);
  const bothRecords = isRecord(before) && isRecord(after);
  if (bothLists && before.length === after.length) return before.flatMap((item, index) => changedPaths(item, after[index], [...at, index]));
  if (bothRecords) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPaths(before[key], after[key], [...at, key]));
  }
  return [at];
}

const isRecord = (value: Data | undefined): value is { [key: string]: Data } => value !== null && typeof value === 'object' && !Array.isArray(value);
