/**
 * Documents written for an older version of a block type, and bringing them to the current one without losing a byte
 * of what stays (`npm run migrate`, scripts/migrate.ts).
 *
 * A document records nothing about versions: a block is at the current version when it validates. One that does
 * not, but would after the migrations from some earlier version on (the record's `migrations`), was written for that
 * version. So a migration must change the shape: the old shape must no longer validate, which its test shows.
 */
import type { ValidateFunction } from 'ajv';
import { parse } from 'yaml';
import type { BlockData } from '../blocks/defineBlock.ts';
import { currentVersion, migrateBlock, recordOf } from '../blocks/registry.ts';
import { applyEdits, type YamlEdit, type YamlValue } from './yamlEdit.ts';
import type { Segment } from './problems.ts';

export interface OutdatedBlock {
  index: number;
  type: string;
  /** The version the block was written for, and the current one. */
  from: number;
  to: number;
  /** The block as the current version has it. */
  migrated: BlockData;
}

/** The validator of one block type's schema, from the one ajv instance. */
export type BlockValidator = (type: string) => ValidateFunction | undefined;

/** The blocks of a page's data that were written for an older version of their type. */
export function outdatedBlocks(data: unknown, validatorOf: BlockValidator): OutdatedBlock[] {
  const blocks = (data as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown, index): OutdatedBlock[] => {
    if (typeof block !== 'object' || block === null || typeof (block as BlockData).type !== 'string') return [];
    const { type } = block as BlockData;
    const record = recordOf(type);
    const validate = validatorOf(type);
    if (!record?.migrations?.length || !validate || validate(block)) return [];
    const to = currentVersion(record);
    for (let from = to - 1; from >= 1; from--) {
      const migrated = migrateBlock(record, block as BlockData, from);
      if (validate(migrated)) return [{ index, type, from, to, migrated }];
    }
    return [];
  });
}

export function outdatedMessage({ type, from, to }: OutdatedBlock): string {
  return (
    `is written for version ${from} of the ${type} block, which is at version ${to} now. ` +
    'Run `npm run migrate` to bring it up to date; it changes only the lines the new version changes.'
  );
}

const isMapping = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The edits that turn `before` into `after` at `path`, touching only what differs: a key whose value moved to a new
 * name is renamed in place, a changed value is set, a key gone is deleted, a new key is added at its mapping's end.
 */
export function editsBetween(before: unknown, after: unknown, path: Segment[]): YamlEdit[] {
  if (same(before, after)) return [];
  if (isMapping(before) && isMapping(after)) {
    const edits: YamlEdit[] = [];
    const gone = Object.keys(before).filter((key) => !(key in after));
    const added = Object.keys(after).filter((key) => !(key in before));
    for (const key of gone) {
      const renamedTo = added.find((candidate) => same(before[key], after[candidate]));
      if (renamedTo) {
        edits.push({ op: 'rename', path: [...path, key], to: renamedTo });
        added.splice(added.indexOf(renamedTo), 1);
      } else edits.push({ op: 'delete', path: [...path, key] });
    }
    for (const key of Object.keys(before)) if (key in after) edits.push(...editsBetween(before[key], after[key], [...path, key]));
    for (const key of added) edits.push({ op: 'set', path: [...path, key], value: after[key] as YamlValue });
    return edits;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return before.flatMap((item, index) => editsBetween(item, after[index], [...path, index]));
  }
  if (!isMapping(before) && !Array.isArray(before)) return [{ op: 'set', path, value: after as YamlValue }];
  // A whole list or mapping replaced: remove it and write the new one at the end of its mapping.
  return [
    { op: 'delete', path },
    { op: 'set', path, value: after as YamlValue },
  ];
}

/** A page document's text with every outdated block brought to its current version; the same text when none is. */
export function migrateText(text: string, validatorOf: BlockValidator): { text: string; migrated: OutdatedBlock[] } {
  const data = parse(text) as { blocks?: unknown[] } | null;
  const migrated = outdatedBlocks(data, validatorOf);
  const edits = migrated.flatMap(({ index, migrated: after }) => editsBetween(data!.blocks![index], after, ['blocks', index]));
  return { text: applyEdits(text, edits), migrated };
}
