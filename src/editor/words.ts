/**
 * The names the form shows, for saying where a value is outside the form: "Hero block 1 › Title" rather than
 * `blocks[0].title`. Problems, the changes panel and the merge speak of a value by the labels the form gives it.
 */
import { summaryOf } from '../blocks/registry';
import { parsePath, type Segment } from '../content/problems';
import type { Block } from '../generated/schema-types';
import type { FieldSchema } from '../content/schemaFields';
import type { ApiProblem } from './api';
import { segmentsOf, valueAt, type Data } from './editModel';
import type { Change, Conflict, MergeSummary } from './merge';
import { blockSchemas, labelOf, page, resolve } from './schema';

/** A block's name for authors: "Call to action" for `cta`. */
export function blockName(type: string): string {
  return blockSchemas.get(type)?.properties.type.title ?? labelOf(type);
}

/**
 * A field's label: its schema's title for authors, or its name in words. A title written as a type's name (HeroCall)
 * names the field's type for the code, not the field for authors.
 */
export function fieldLabel(name: string, schema: FieldSchema | undefined): string {
  const title = schema?.title;
  return title && !/^[A-Z][a-z0-9]*[A-Z]/.test(title) ? title : labelOf(name);
}

/** Where `segments` is in `doc`, in the form's words: "Hero block 1 › Buttons 2 › Link"; "the page" for the root. */
export function describePath(doc: Data, segments: readonly Segment[]): string {
  const parts: string[] = [];
  let schema: FieldSchema | undefined = page;
  let listLabel = '';
  segments.forEach((segment, depth) => {
    if (depth === 1 && segments[0] === 'blocks' && typeof segment === 'number') {
      const type = (valueAt(doc, segments.slice(0, 2)) as { type?: unknown } | undefined)?.type;
      parts.splice(0, parts.length, `${typeof type === 'string' ? `${blockName(type)} block` : 'Block'} ${segment + 1}`);
      schema = blockSchemas.get(String(type));
      return;
    }
    const holder: FieldSchema | undefined = schema && resolve(schema);
    if (typeof segment === 'number') {
      parts.push(`${listLabel} ${segment + 1}`);
      parts.splice(parts.length - 2, 1);
      schema = holder?.items;
      return;
    }
    schema = holder?.properties?.[segment];
    listLabel = fieldLabel(segment, schema);
    parts.push(listLabel);
  });
  return parts.join(' › ') || 'the page';
}

/**
 * A value a merge asks about, named in the version of the page that holds it. A block one side removed is named with
 * its title too, as the list of blocks shows it, since its place no longer says which block it was.
 */
export function describeConflict({ doc, path, disk, mine }: Pick<Conflict, 'doc' | 'path' | 'disk' | 'mine'>): string {
  const name = describePath(doc, path);
  const isBlock = path.length === 2 && path[0] === 'blocks' && typeof path[1] === 'number';
  const heading = isBlock && (disk === undefined || mine === undefined) ? summaryOf(valueAt(doc, path) as unknown as Block) : '';
  return heading ? `${name} “${heading}”` : name;
}

/**
 * A translation entry a merge asks about (`doc` is the translation file), named by the English page's field. The
 * field of a block the English page no longer has is named by the English the entry translates, all that is left
 * to tell that block by.
 */
export function describeEntry(english: Data, { doc, path, disk, mine }: Pick<Conflict, 'doc' | 'path' | 'disk' | 'mine'>): string {
  const segments = segmentsOf(String(path[0]));
  const gone = segments[0] === 'blocks' && typeof segments[1] === 'number' && valueAt(english, segments.slice(0, 2)) === undefined;
  if (!gone) return describeConflict({ doc: english, path: segments, disk, mine });
  const field = describePath(english, segments).slice(describePath(english, segments.slice(0, 2)).length + ' › '.length);
  const translated = valueAt(doc, [path[0], 'en']);
  const words = typeof translated === 'string' ? ` “${translated}”` : '';
  return `${field || 'A field'}${words}, of a block no longer on the English page`;
}

const CHANGE_NOTES: Record<Change['what'], string> = { changed: '', added: ' (added)', removed: ' (removed)', moved: ' (moved)', reordered: ' (new order)' };

/** A value a merge speaks of, in the form's words: "Cards block 3 (added)", "Page opening (hero) block 1 › Title". */
export function describeChange({ doc, path, what }: Change): string {
  return `${describePath(doc, path)}${CHANGE_NOTES[what]}`;
}

/**
 * The status beside Save after a save that met the file changed on disk, in plain words: merged, or, where the author
 * chose the version on disk, that the disk's value stays and their change to it is dropped. `name` says which value.
 */
export function mergedSaveMessage(summary: MergeSummary, changed: boolean, warnings: string, name: (change: Change) => string): string {
  const dropped = [...new Set(summary.declined.map(name))];
  if (dropped.length === 0) return changed ? `Saved, merged with the changes on disk${warnings}.` : 'Nothing to save: the file already says this.';
  const one = dropped.length === 1;
  const kept = `${dropped.join('; ')} ${one ? 'keeps' : 'keep'} the version on disk, as you chose, and your ${one ? 'change to it is' : 'changes to them are'} dropped`;
  if (!changed) return `Nothing saved. ${kept}.`;
  return `Saved${warnings}, with the changes made on disk. ${kept}${summary.written.length > 0 ? '; your other changes are in the file' : ''}.`;
}

/** A path written in a message, `blocks[2].items[0].title` or `meta.title`, in backticks or not. */
const PATH_IN_TEXT = /`?\b[a-zA-Z][\w-]*(?:\[\d+\]|\.[a-zA-Z][\w-]*)+`?/g;

/**
 * A message about `doc` with each of its paths named as the form names it: "In "de", Hero block 1 › Title is ..."
 * rather than `blocks[0].title`. Text that only looks like a path (a file name, an address) stays as it is.
 */
export function inWords(message: string, doc: Data): string {
  return message.replace(PATH_IN_TEXT, (text) => {
    const segments = parsePath(text.replace(/^`|`$/g, ''));
    const isPagePath = segments !== undefined && typeof segments[0] === 'string' && Object.hasOwn(page.properties ?? {}, segments[0]);
    return isPagePath ? describePath(doc, segments) : text;
  });
}

/**
 * A problem in the form's words: where it is (the field's label for one of `file`'s, whose document is `doc`; the
 * other page's file and line for one the draft causes there) and what it is.
 */
export function problemInWords(problem: ApiProblem, file: string, doc: Data): { where: string; message: string } {
  if (problem.file !== file) return { where: `${problem.file}, line ${problem.line}`, message: problem.message };
  return { where: describePath(doc, segmentsOf(problem.path)), message: inWords(problem.message, doc) };
}

/**
 * What holds a save up, for the status beside Save: the first problem's field and what is wrong (its message's
 * first sentence: the list of problems has the rest), and how many more there are.
 */
export function savingHeldBy(problems: readonly ApiProblem[], file: string, doc: Data): string {
  if (problems.length === 0) return '';
  const { where, message } = problemInWords(problems[0], file, doc);
  const what = message.split(/(?<=[.!?])\s+(?=["“A-Z])/)[0].replace(/[.!?]$/, '');
  const more = problems.length - 1;
  return `${where}: ${what}${more > 0 ? ` (and ${more} more in the list of problems)` : ''}.`;
}
