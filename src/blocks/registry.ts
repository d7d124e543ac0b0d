/**
 * What the rest of the site asks about blocks, answered from each block type's record (src/blocks/<Type>/block.ts), so
 * that nothing outside a block's folder tests for a particular type. No React: the checker asks it too.
 */
import { blockRecords } from '../generated/blockRecords.ts';
import type { Block, BlockType, PageDocument } from '../generated/schema-types';
import type { ProseHeading } from '../lib/prose';
import type { BlockData, BlockRecord, FieldPath, Listing } from './defineBlock';

const records = blockRecords as Record<BlockType, BlockRecord>;

/** The record of a block type; undefined for a type there is none of (a draft in the editor may name one). */
export const recordOf = (type: string): BlockRecord | undefined => (Object.hasOwn(records, type) ? records[type as BlockType] : undefined);

/** Every block type's record, in the order of their types. */
export const allRecords = (): BlockRecord[] => Object.values(records);

/** Each h1 the blocks draw: the block's index, the path of its field inside the block, and what to say of a second one. */
export function headingsOfBlocks(blocks: readonly Block[]): { index: number; field: FieldPath; whenSecond: string }[] {
  return blocks.flatMap((block, index) => {
    const h1 = recordOf(block.type)?.h1;
    const field = h1?.field(block);
    return h1 && field ? [{ index, field, whenSecond: h1.whenSecond }] : [];
  });
}

/** How a page that has no h1 may start, one way for each block type that draws one: "a hero block". */
export const h1Openings = (): string[] => allRecords().flatMap((record) => (record.h1 ? [record.h1.asOpening] : []));

/** The sections a block opens, with the ids links may target. */
export const sectionsOf = (block: Block): ProseHeading[] => recordOf(block.type)?.sections?.(block) ?? [];

/** Whether any of the blocks shows that listing of other pages. */
export const listsAny = (blocks: readonly Block[], listing: Listing) => blocks.some((block) => recordOf(block.type)?.lists?.includes(listing));

/** The block types that show that listing of other pages. */
export const typesListing = (listing: Listing): string[] => allRecords().flatMap((record) => (record.lists?.includes(listing) ? [record.type] : []));

/** The third-party origins a page with these blocks needs in its security policy, each once. */
export const thirdPartyOrigins = (blocks: readonly Pick<Block, 'type'>[]): string[] => [
  ...new Set(blocks.flatMap((block) => recordOf(block.type)?.thirdPartyOrigins ?? [])),
];

/** Every origin any block type needs: the policy that covers every page. */
export const everyThirdPartyOrigin = (): string[] => thirdPartyOrigins(allRecords());

/** The JSON-LD nodes the blocks add to their page: one per node type, holding every block's entities. */
export function structuredDataOf(blocks: readonly Block[]): Record<string, unknown>[] {
  const nodes = new Map<string, { property: string; entities: Record<string, unknown>[] }>();
  for (const block of blocks) {
    const data = recordOf(block.type)?.structuredData;
    if (!data) continue;
    const node = nodes.get(data.nodeType) ?? { property: data.property, entities: [] };
    node.entities.push(...data.entities(block));
    nodes.set(data.nodeType, node);
  }
  return [...nodes]
    .filter(([, { entities }]) => entities.length > 0)
    .map(([nodeType, { property, entities }]) => ({ '@type': nodeType, [property]: entities }));
}

/** A few words for the editor's list of blocks: the title or eyebrow, else what the record picks; '' for a draft too bare. */
export function summaryOf(block: Block): string {
  const { title, eyebrow } = block as unknown as Record<string, unknown>;
  const words = [title, eyebrow].find((value) => typeof value === 'string');
  if (typeof words === 'string') return words;
  try {
    return recordOf(block.type)?.summary?.(block) ?? '';
  } catch {
    return '';
  }
}

/** Each block's own warnings (BlockRecord.lint), at its place in the page: `blocks[index]` and the field. */
export function lintBlocks(blocks: readonly Block[], warn: (index: number, field: FieldPath, message: string) => void): void {
  blocks.forEach((block, index) => recordOf(block.type)?.lint?.(block as never, (field, message) => warn(index, field, message)));
}

/** The version a block type's documents are written for now. */
export const currentVersion = (record: BlockRecord) => (record.migrations?.length ?? 0) + 1;

/**
 * A block of an older version brought to the current one: the migrations from `from` on, in order. Returns the
 * block itself when there is nothing to do.
 */
export function migrateBlock(record: BlockRecord, block: BlockData, from: number): BlockData {
  return (record.migrations ?? []).slice(from - 1).reduce((data, migration) => migration(structuredClone(data)), block);
}

/** A page in another language, from its document with the translated words put in and the default language's document. */
export function translatedPage(translated: PageDocument, source: PageDocument): PageDocument {
  return { ...translated, blocks: translated.blocks.map((block, index) => translatedBlock(block, source.blocks[index])) };
}

/** A block of a translated page, from its translated words and the default language's block (its record's `translated`). */
export function translatedBlock(translated: Block, source: Block): Block {
  const record = recordOf(source.type) as BlockRecord | undefined;
  return record?.translated ? (record.translated as (translated: Block, source: Block) => Block)(translated, source) : translated;
}
