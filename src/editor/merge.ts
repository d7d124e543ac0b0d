/**
 * A save whose file changed on disk since it was opened: the author's edits replayed onto the file as it is now,
 * value by value, so that what someone else wrote stays and only the author's changed values are written. Each item
 * of a list is known by who it is, not by its place, so an edit follows its item when the disk added, removed or
 * reordered other items. An edit of a value the disk changed otherwise, or of an item the disk removed, is a conflict
 * the author decides.
 */
import type { Segment } from '../content/problems';
import { applyEdits, itemSourceAt, type YamlEdit } from '../content/yamlEdit';
import { applyToData, changeList, segmentsOf, valueAt, type Data } from './editModel';

export interface Conflict {
  /** Which of the author's edits it is, by its place in the list, which is how a choice names it. */
  index: number;
  /** The value both sides changed, where `doc` has it: the author's version of the page, or, for a value the author removed, the page as it was before. */
  path: Segment[];
  doc: Data;
  /** What the disk says now, and what the author made it (none: removed). */
  disk: Data | undefined;
  mine: Data | undefined;
}

export type Choice = 'mine' | 'disk';

/** A value a merge speaks of, with the version of the page in which `path` leads to it. */
export interface Change {
  doc: Data;
  path: Segment[];
  what: 'changed' | 'added' | 'removed' | 'moved' | 'reordered';
}

/** What a merged save does, each value once: in the file from the disk, in it from the author, left out by choice. */
export interface MergeSummary {
  kept: Change[];
  written: Change[];
  declined: Change[];
}

export interface Merge {
  /** The edits to make to the file now on disk. */
  edits: YamlEdit[];
  /** The edits that clash with a change on disk and have no choice yet. */
  conflicts: Conflict[];
  summary: MergeSummary;
}

/** Who each item of a list is (an item's identity and the identities inside it), and a record's fields by name. */
type Ids = Item[] | { [key: string]: Ids } | null;
interface Item {
  id: string;
  inner: Ids;
}

/** A version of the page with the identities of its list items. */
interface Version {
  data: Data;
  ids: Ids;
}

/** A value by identity: the keys on the way to it, and each list item on the way by its identity. */
type Identity = (string | { id: string })[];

/** A change, by identity, and where it was when it was made, to name it by if it is no longer in the page. */
interface Noted {
  identity: Identity;
  what: Change['what'];
  was: { doc: Data; path: Segment[] };
}

/**
 * Replays `edits`, made to `base`, onto `disk`. An edit applies as it is when the value it sets or deletes is as the
 * author saw it, wherever its item now is; it falls away when the disk made the same change; otherwise `choices`
 * says which side wins, or it is returned as a conflict. Inserts, moves and copies land beside the item the author
 * put them beside. An item the disk removed and the author keeps is written from `baseText`, the text `base` was
 * read from, as the author's edits until then left it: byte for byte where they did not change it.
 */
export function mergeEdits(base: Data, disk: Data, edits: readonly YamlEdit[], choices: ReadonlyMap<number, Choice> = new Map(), baseText?: string): Merge {
  const original: Version = { data: base, ids: idsOf(base, 'b') };
  const onDisk: Version = { data: disk, ids: matchIds(base, original.ids, disk, 'd') };
  const merged: YamlEdit[] = [];
  const asked: { index: number; identity: Identity; was: { doc: Data; path: Segment[] }; disk: Data | undefined }[] = [];
  const written: Noted[] = [];
  const declined: Noted[] = [];
  /** Each clashing value, by identity, with the edit whose choice decides it. */
  const clashes = new Map<string, number>();
  let mine = original;
  let theirs = onDisk;

  const take = (change: YamlEdit, tag: string, ids?: Item | Ids) => {
    merged.push(change);
    theirs = { data: applyToData(theirs.data, change), ids: applyToIds(theirs.ids, change, tag) };
    if (ids !== undefined) theirs = { ...theirs, ids: replaceIds(theirs.ids, segmentsOf(change.path), ids) };
  };

  edits.forEach((edit, index) => {
    const tag = `e${index}`;
    const next: Version = { data: applyToData(mine.data, edit), ids: applyToIds(mine.ids, edit, tag) };
    const segments = segmentsOf(edit.path);
    const last = segments[segments.length - 1];
    const anchor = edit.op === 'insert' || typeof last === 'string' ? segments.slice(0, -1) : segments;
    const note = (into: Noted[], at: Segment[], what: Change['what'], from: Version = mine) =>
      into.push({ identity: identityOf(from.ids, at), what, was: { doc: from.data, path: at } });
    /** The choice for the value at `at`, asking for one the first time it clashes; undefined while none is made. */
    const choose = (at: Segment[], now: Data | undefined): Choice | undefined => {
      const identity = identityOf(mine.ids, at);
      const key = JSON.stringify(identity);
      const first = clashes.get(key);
      if (first === undefined) {
        clashes.set(key, index);
        if (!choices.has(index)) asked.push({ index, identity, was: { doc: mine.data, path: at }, disk: now });
      }
      const choice = choices.get(first ?? index);
      if (choice === 'disk' && first === undefined) note(declined, at, 'changed');
      return choice;
    };

    let found = find(mine, theirs, anchor);
    if ('missing' in found) {
      // The disk removed the item (or field) the edit is in: the author's version of it, or none.
      const { missing, at, insert } = found;
      const now = insert ? undefined : valueAt(theirs.data, at);
      const place = pathIn(next, identityOf(mine.ids, missing));
      const after = place && valueAt(next.data, place);
      if (sameValue(after, now) || choose(missing, now) !== 'mine') return void (mine = next);
      const restored = valueAt(mine.data, missing)!;
      const ids = typeof missing[missing.length - 1] === 'number' ? itemAt(mine.ids, missing) : idsAt(mine.ids, missing);
      const source = insert && baseText !== undefined ? itemSourceAt(applyEdits(baseText, edits.slice(0, index)), missing) : undefined;
      const changes = putEdits(theirs.data, at, restored, insert, source);
      changes.forEach((change, order) => take(change, tag, order === changes.length - 1 ? ids : undefined));
      note(written, missing, 'changed');
      found = find(mine, theirs, anchor) as { path: Segment[] };
    }
    const { path } = found;

    if (edit.op === 'insert') {
      const position = positionAfter(idsAt(next.ids, anchor) as Item[], last as number, idsAt(theirs.ids, path) as Item[]);
      take({ ...edit, path: [...path, position] }, tag);
      note(written, segments, 'added', next);
    } else if (edit.op === 'move') {
      const from = path[path.length - 1] as number;
      const others = (idsAt(theirs.ids, path.slice(0, -1)) as Item[]).toSpliced(from, 1);
      const to = positionAfter(idsAt(next.ids, anchor.slice(0, -1)) as Item[], edit.to, others);
      if (to !== from) {
        take({ ...edit, path, to }, tag);
        note(written, [...anchor.slice(0, -1), edit.to], 'moved', next);
      }
    } else if (edit.op === 'duplicate') {
      take({ ...edit, path }, tag);
      note(written, [...anchor.slice(0, -1), (last as number) + 1], 'added', next);
    } else {
      const target = typeof last === 'string' ? [...path, last] : path;
      const [before, now, after] = [valueAt(mine.data, segments), valueAt(theirs.data, target), valueAt(next.data, segments)];
      const what = edit.op === 'delete' ? 'removed' : 'changed';
      if (sameValue(after, now)) {
        // Made alike on both sides: the disk's change says it.
      } else if (sameValue(before, now) || choose(segments, now) === 'mine') {
        take({ ...edit, path: target }, tag);
        note(written, segments, what);
      }
    }
    mine = next;
  });

  const conflicts = asked.map(({ index, identity, was, disk }) => {
    const path = pathIn(mine, identity);
    return { index, ...(path ? { doc: mine.data, path } : was), disk, mine: path && valueAt(mine.data, path) };
  });
  const settled = [...written, ...declined].filter(({ what }) => what === 'changed' || what === 'removed');
  const kept = diskChanges(original, onDisk).filter((change) => !settled.some(({ identity }) => isWithin(change.identity, identity)));
  return {
    edits: merged,
    conflicts,
    summary: { kept: named(kept, theirs), written: named(written, theirs), declined: named(declined, mine) },
  };
}

/** The changes by where `version` has them (or where they were), each once, none inside another that replaced it. */
function named(changes: Noted[], version: Version): Change[] {
  const whole = changes.filter(({ what }) => what !== 'moved' && what !== 'reordered');
  const seen = new Set<string>();
  return changes.flatMap(({ identity, what, was }) => {
    const key = JSON.stringify([identity, what]);
    if (seen.has(key) || whole.some((outer) => outer.identity.length < identity.length && isWithin(identity, outer.identity))) return [];
    seen.add(key);
    const path = what === 'removed' ? undefined : pathIn(version, identity);
    return [path ? { doc: version.data, path, what } : { ...was, what }];
  });
}

const isWithin = (identity: Identity, outer: Identity) => JSON.stringify(identity.slice(0, outer.length)) === JSON.stringify(outer);

/** What the disk changed since the base, by identity: values changed, items added, removed or put in a new order. */
function diskChanges(base: Version, disk: Version, at: Identity = [], basePath: Segment[] = [], root = base.data): Noted[] {
  if (sameValue(base.data, disk.data)) return [];
  const was = { doc: root, path: basePath };
  if (Array.isArray(base.data) && Array.isArray(disk.data) && Array.isArray(base.ids) && Array.isArray(disk.ids)) {
    const [baseData, diskData, diskIds] = [base.data, disk.data, disk.ids];
    const inDisk = new Map(diskIds.map((item, index) => [item.id, index]));
    const inBase = new Set(base.ids.map((item) => item.id));
    const stayed = base.ids.filter((item) => inDisk.has(item.id)).map((item) => item.id);
    const reordered = JSON.stringify(stayed) !== JSON.stringify(diskIds.filter((item) => inBase.has(item.id)).map((item) => item.id));
    return [
      ...(reordered ? [{ identity: at, what: 'reordered' as const, was }] : []),
      ...base.ids.flatMap((item, index): Noted[] => {
        const identity = [...at, { id: item.id }];
        const there = inDisk.get(item.id);
        if (there === undefined) return [{ identity, what: 'removed', was: { doc: root, path: [...basePath, index] } }];
        return diskChanges({ data: baseData[index], ids: item.inner }, { data: diskData[there], ids: diskIds[there].inner }, identity, [...basePath, index], root);
      }),
      ...diskIds.filter((item) => !inBase.has(item.id)).map((item): Noted => ({ identity: [...at, { id: item.id }], what: 'added', was })),
    ];
  }
  if (isRecord(base.data) && isRecord(disk.data) && isIdRecord(base.ids) && isIdRecord(disk.ids)) {
    const [baseData, diskData, baseIds, diskIds] = [base.data, disk.data, base.ids, disk.ids];
    return [...new Set([...Object.keys(baseData), ...Object.keys(diskData)])].flatMap((key): Noted[] => {
      const path = [...basePath, key];
      if (!(key in diskData)) return [{ identity: [...at, key], what: 'removed', was: { doc: root, path } }];
      if (!(key in baseData)) return [{ identity: [...at, key], what: 'changed', was: { doc: root, path } }];
      return diskChanges({ data: baseData[key], ids: baseIds[key] }, { data: diskData[key], ids: diskIds[key] }, [...at, key], path, root);
    });
  }
  return [{ identity: at, what: 'changed', was }];
}

/**
 * Where the value at `segments` of the author's version is on disk, each list item found by its identity; or, when
 * the disk removed it (or holds another kind of value where a list or a record was), the author's value that is
 * missing (`missing`) and where on disk it would go (`at`; `insert` for an item of a list).
 */
function find(mine: Version, theirs: Version, segments: readonly Segment[]): { path: Segment[] } | { missing: Segment[]; at: Segment[]; insert: boolean } {
  const path: Segment[] = [];
  for (const [depth, segment] of segments.entries()) {
    const here = valueAt(theirs.data, path);
    const holds = typeof segment === 'number' ? Array.isArray(here) : isRecord(here);
    if (!holds) return { missing: segments.slice(0, depth), at: path, insert: false };
    if (typeof segment === 'string') {
      if (!(segment in (here as Record<string, Data>))) return { missing: segments.slice(0, depth + 1), at: [...path, segment], insert: false };
      path.push(segment);
      continue;
    }
    const ours = idsAt(mine.ids, segments.slice(0, depth)) as Item[];
    const items = idsAt(theirs.ids, path) as Item[];
    const index = items.findIndex((item) => item.id === ours[segment].id);
    if (index < 0) return { missing: segments.slice(0, depth + 1), at: [...path, positionAfter(ours, segment, items)], insert: true };
    path.push(index);
  }
  return { path };
}

/** Where in `theirs` an item goes that is at `index` of `ours`: after the nearest item before it that `theirs` has. */
function positionAfter(ours: Item[], index: number, theirs: Item[]): number {
  for (let before = index - 1; before >= 0; before--) {
    const there = theirs.findIndex((item) => item.id === ours[before].id);
    if (there >= 0) return there + 1;
  }
  return 0;
}

/**
 * Edits that make the value at `path` on disk `value`: an item inserted (as `source` writes it, where given), a value
 * set, or one of another kind replaced.
 */
function putEdits(theirs: Data, path: Segment[], value: Data, insert: boolean, source?: string): YamlEdit[] {
  if (insert) return [{ op: 'insert', path, value, ...(source !== undefined && { source }) }];
  const now = valueAt(theirs, path);
  const single = (it: Data | undefined) => it === null || typeof it !== 'object';
  if (now === undefined || (single(now) && single(value))) return [{ op: 'set', path, value }];
  // A single value cannot be set to a list or a record in place, nor the other way round.
  return [{ op: 'delete', path }, typeof path[path.length - 1] === 'number' ? { op: 'insert', path, value } : { op: 'set', path, value }];
}

// ---------------------------------------------------------------------------------------------------------------
// Identities

/** New identities for every list item in `value`, named from `id`. */
function idsOf(value: Data | undefined, id: string): Ids {
  if (Array.isArray(value)) return value.map((item, index) => ({ id: `${id}/${index}`, inner: idsOf(item, `${id}/${index}`) }));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, idsOf(field, `${id}/${key}`)]));
  return null;
}

/** The disk's identities: an item the disk kept from the base, changed or not, has the base item's; one it added, a new one. */
function matchIds(base: Data | undefined, baseIds: Ids, disk: Data | undefined, id: string): Ids {
  if (Array.isArray(disk)) {
    if (!Array.isArray(base) || !Array.isArray(baseIds)) return idsOf(disk, id);
    const from = matchItems(base, disk);
    return disk.map((item, index) => {
      const own = `${id}/${index}`;
      const was = from.get(index);
      return was === undefined ? { id: own, inner: idsOf(item, own) } : { id: baseIds[was].id, inner: matchIds(base[was], baseIds[was].inner, item, own) };
    });
  }
  if (isRecord(disk)) {
    const fields = isRecord(base) && isIdRecord(baseIds) ? { data: base, ids: baseIds } : { data: {}, ids: {} };
    return Object.fromEntries(Object.entries(disk).map(([key, value]) => [key, matchIds(fields.data[key], fields.ids[key] ?? null, value, `${id}/${key}`)]));
  }
  return null;
}

/**
 * Which base item each disk item is (disk index to base index): first the items the disk left as they were, then
 * the changed ones, each to the disk item of its kind in its place between the items around it, or with the most
 * values in common, or the only one of its kind left.
 */
function matchItems(base: Data[], disk: Data[]): Map<number, number> {
  const from = new Map<number, number>();
  const taken = new Set<number>();
  const texts = disk.map((item) => JSON.stringify(item));
  base.forEach((item, b) => {
    const text = JSON.stringify(item);
    const d = texts.findIndex((other, index) => other === text && !from.has(index));
    if (d < 0) return;
    from.set(d, b);
    taken.add(b);
  });
  const diskIndexOf = new Map([...from].map(([d, b]) => [b, d]));
  const placeOf = (b: number, step: number) => {
    for (let other = b + step; other >= 0 && other < base.length; other += step) if (diskIndexOf.has(other)) return diskIndexOf.get(other)!;
    return step < 0 ? -1 : disk.length;
  };
  const left = (items: Data[], done: (index: number) => boolean, kind: string) => items.filter((item, index) => !done(index) && kindOf(item) === kind).length;
  const candidates = base.flatMap((item, b) => {
    if (taken.has(b)) return [];
    const [after, before] = [placeOf(b, -1), placeOf(b, 1)];
    const kind = kindOf(item);
    // A record left alone of its kind on both sides is the same item, however much of it changed.
    const alone = isRecord(item) && left(base, (index) => taken.has(index), kind) === 1 && left(disk, (index) => from.has(index), kind) === 1;
    return disk.flatMap((other, d) => {
      if (from.has(d) || kindOf(other) !== kind) return [];
      const inPlace = after < d && d < before;
      const shared = sharedValues(item, other);
      return inPlace || shared > 0 || alone ? [{ b, d, score: (inPlace ? 1 : 0) * 1e6 + shared }] : [];
    });
  });
  for (const { b, d } of candidates.sort((x, y) => y.score - x.score)) {
    if (taken.has(b) || from.has(d)) continue;
    from.set(d, b);
    taken.add(b);
  }
  return from;
}

/** How many single values two items have alike at the same place, leaving out a block's type, which a match shares anyway. */
function sharedValues(a: Data, b: Data): number {
  const ours = leaves(a);
  const theirs = leaves(b);
  return [...ours].filter(([path, value]) => path !== '/type' && theirs.get(path) === value).length;
}

function leaves(value: Data, at = '', into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') Object.entries(value).forEach(([key, inner]) => leaves(inner, `${at}/${key}`, into));
  else into.set(at, JSON.stringify(value));
  return into;
}

/** What an item of a list is, as far as telling items apart goes: a block's type, or the kind of value. */
function kindOf(item: Data): string {
  if (isRecord(item) && typeof item.type === 'string') return `type:${item.type}`;
  return Array.isArray(item) ? 'list' : typeof item;
}

function idsAt(ids: Ids, segments: readonly Segment[]): Ids {
  return segments.reduce<Ids>((holder, segment) => {
    if (Array.isArray(holder)) return holder[segment as number]?.inner ?? null;
    return holder?.[segment as string] ?? null;
  }, ids);
}

function itemAt(ids: Ids, segments: readonly Segment[]): Item {
  return (idsAt(ids, segments.slice(0, -1)) as Item[])[segments[segments.length - 1] as number];
}

function identityOf(ids: Ids, segments: readonly Segment[]): Identity {
  return segments.map((segment, depth) => (typeof segment === 'number' ? { id: itemAt(ids, segments.slice(0, depth + 1)).id } : segment));
}

/** Where the value of `identity` is in `version`; for a field, where it would be, if the record that holds it is there. */
function pathIn(version: Version, identity: Identity): Segment[] | undefined {
  const path: Segment[] = [];
  for (const token of identity) {
    if (typeof token === 'string') {
      path.push(token);
      continue;
    }
    const items = idsAt(version.ids, path);
    const index = Array.isArray(items) ? items.findIndex((item) => item.id === token.id) : -1;
    if (index < 0) return undefined;
    path.push(index);
  }
  return valueAt(version.data, path.slice(0, -1)) === undefined && path.length > 0 ? undefined : path;
}

/** A copy of `ids` with the holder at `segments` replaced by what `change` returns, as editModel's changeAt does. */
function changeIdsAt(ids: Ids, segments: readonly Segment[], change: (holder: Ids) => Ids): Ids {
  if (segments.length === 0) return change(ids);
  const [first, ...rest] = segments;
  if (Array.isArray(ids)) return ids.map((item, index) => (index === first ? { ...item, inner: changeIdsAt(item.inner, rest, change) } : item));
  return { ...ids, [first]: changeIdsAt(ids?.[first as string] ?? null, rest, change) };
}

/** The identities after `edit`, as applyToData gives the data after it; what it adds is named from `tag`. */
function applyToIds(ids: Ids, edit: YamlEdit, tag: string): Ids {
  const segments = segmentsOf(edit.path);
  const last = segments[segments.length - 1];
  return changeIdsAt(ids, segments.slice(0, -1), (parent) => {
    if (!Array.isArray(parent)) {
      const record = { ...parent };
      if (edit.op === 'set') record[last] = idsOf(edit.value, tag);
      else if (edit.op === 'delete') delete record[last];
      else if (edit.op === 'rename') return Object.fromEntries(Object.entries(record).map(([key, value]) => [key === String(last) ? edit.to : key, value]));
      return record;
    }
    // A copy's identities follow from the original's, so the author's copy and the one made on disk agree.
    const made = (replaced: Item | undefined) => ({ id: replaced?.id ?? tag, inner: idsOf('value' in edit ? edit.value : null, tag) });
    return changeList(parent, edit, last as number, made, (item) => copyOf(item, tag));
  });
}

function copyOf(item: Item, tag: string): Item {
  const inner = (ids: Ids): Ids => {
    if (Array.isArray(ids)) return ids.map((each) => copyOf(each, tag));
    return ids && Object.fromEntries(Object.entries(ids).map(([key, value]) => [key, inner(value)]));
  };
  return { id: `${item.id}+${tag}`, inner: inner(item.inner) };
}

/** `ids` with the item (for a list's place) or the identities at `segments` replaced. */
function replaceIds(ids: Ids, segments: readonly Segment[], replacement: Item | Ids): Ids {
  const last = segments[segments.length - 1];
  return changeIdsAt(ids, segments.slice(0, -1), (parent) =>
    Array.isArray(parent) ? parent.with(last as number, replacement as Item) : { ...parent, [last]: replacement as Ids },
  );
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
const isIdRecord = (ids: Ids): ids is { [key: string]: Ids } => ids !== null && !Array.isArray(ids);
