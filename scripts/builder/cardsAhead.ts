/**
 * The share cards of the site's pages in the default language, as their documents read before they are checked, so
 * that a clean build draws their pictures on the core the check leaves idle. A guess: a picture is kept under the hash
 * of its card (shareImageKey), so a document that the check changes or rejects costs a picture drawn for nothing, never
 * a wrong picture.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { NOT_FOUND_FILE, SITE_CONFIG_FILE, STRINGS_FILE } from '../../src/content/routes';
import type { PageDocument, SiteConfig, UiStrings } from '../../src/generated/schema-types';
import { shareCard, type ShareCard } from '../../src/seo/shareImage';

const read = (file: string): unknown => load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA });

/**
 * A page's document up to its blocks, which its card never shows (shareCard) and which are most of its text: read
 * whole, the 1,068 documents of a site with 1,000 synthetic pages took ~240 ms of CPU, up to their blocks ~55 ms. A
 * field after the blocks is not read, which costs a picture drawn for nothing where it would change the card.
 */
const readUpToBlocks = (file: string): unknown => {
  const text = readFileSync(file, 'utf8');
  const blocks = /^blocks:/m.exec(text);
  return load(blocks ? text.slice(0, blocks.index) : text, { schema: CORE_SCHEMA });
};

/** Each card is read when asked for, so that drawing starts at once. */
export function cardsAhead(pagesDir: string): { brand: string; host: string; cards: Iterable<ShareCard> } {
  const site = read(join(pagesDir, SITE_CONFIG_FILE)) as SiteConfig;
  const strings = read(join(pagesDir, STRINGS_FILE)) as UiStrings;
  const files = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.yaml') && ![SITE_CONFIG_FILE, STRINGS_FILE, NOT_FOUND_FILE].includes(name),
  );
  function* cards() {
    for (const name of files) {
      try {
        yield shareCard(readUpToBlocks(join(pagesDir, name)) as PageDocument, site.brand, strings);
      } catch {
        // The check says what is wrong with the document; its picture waits for the check.
      }
    }
  }
  return { brand: site.brand, host: new URL(site.origin).host, cards: cards() };
}
