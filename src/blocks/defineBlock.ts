/**
 * What a block type does beyond its fields, declared once in `src/blocks/<Type>/block.ts` beside its component. Its
 * fields, and which of them are translatable, are its JSON Schema's (schemas/blocks/). The generator collects the
 * records into the registry (src/generated/blockRecords.ts); the checker, the build, the page, the catalogue and the
 * editor ask the registry (src/blocks/registry.ts) instead of testing for a type. A record imports no React, so the
 * checker can read it.
 */
import type { IslandSchedule } from '../constants';
import type { Block, BlockType } from '../generated/schema-types';
import type { StringsPath } from '../i18n/stringsPath';
import type { ProseHeading } from '../lib/prose';

export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A place inside a block, as problems name it after `blocks[n]`: ['intro', 'title']. */
export type FieldPath = readonly (string | number)[];

/** What a page may show of other pages; a page gets the whole collection only when one of its blocks lists it. */
export type Listing = 'articles' | 'industries' | 'jobs' | 'relatedArticles';

/** A block's data as a migration sees it: an older shape, which the current types no longer describe. */
export type BlockData = { type: string } & Record<string, unknown>;

/** Turns a block of one version into the next; pure, so running it twice on the same input gives the same output. */
export type Migration = (block: BlockData) => BlockData;

export interface BlockRecord<T extends BlockType = BlockType> {
  type: T;
  /** What authors call it in the editor. */
  title: string;
  /**
   * An interactive block: when its code loads in the browser, and, when it needs no React, the module in its folder
   * that exports `hydrate(root, props)`, and the interface words (pages/_strings.yaml) its code reads in the browser:
   * the page carries only those. Without one, the block is HTML and ships no JavaScript.
   */
  island?: { when: IslandSchedule; client?: string; strings?: readonly StringsPath[] };
  /**
   * The field that is the page's h1 when this block has one; how a page that has no h1 starts with this block ("a hero
   * block"); and what to tell an author who adds a second.
   */
  h1?: { field(block: BlockOf<T>): FieldPath | undefined; asOpening: string; whenSecond: string };
  /** The sections the block opens, beside its own `id`: their headings, and the ids links may target with #id. */
  sections?(block: BlockOf<T>): ProseHeading[];
  /** What the block shows of other pages. */
  lists?: readonly Listing[];
  /** Things this block adds to the page's JSON-LD: each entity joins the page's node of that type. */
  structuredData?: { nodeType: string; property: string; entities(block: BlockOf<T>): Record<string, unknown>[] };
  /** Third-party origins the block's page loads scripts, frames and requests from; its security policy allows them. */
  thirdPartyOrigins?: readonly string[];
  /** In previews (the block catalogue, the editor), what shows instead of the third party's embed. */
  placeholder?(block: BlockOf<T>): string;
  /**
   * The block as a translated page shows it, given the block with its translated words and the default language's
   * block they translate; by default the translated block as it is.
   */
  translated?(translated: BlockOf<T>, source: BlockOf<T>): BlockOf<T>;
  /**
   * What the checker warns about in a valid block of this type: what its schema cannot say. `warn` takes a place inside
   * the block and the message, with the fix.
   */
  lint?(block: BlockOf<T>, warn: (field: FieldPath, message: string) => void): void;
  /** A few words that tell this block from others of its type in the editor's list; the title or eyebrow by default. */
  summary?(block: BlockOf<T>): string | undefined;
  /**
   * The block's earlier shapes: migrations[0] turns a version 1 block into version 2, and so on, so the block is at
   * version `migrations.length + 1`. A migration changes the shape so that the old shape no longer validates: that is
   * how the checker and `npm run migrate` tell an older block from a current one, with nothing written in documents.
   */
  migrations?: readonly Migration[];
}

/** Declares a block type's record; the type parameter comes from `type`, so each function sees its own block. */
export function defineBlock<T extends BlockType>(record: BlockRecord<T>): BlockRecord<T> {
  return record;
}
