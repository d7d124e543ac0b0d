import type { ProseBlock } from '../generated/schema-types';
import { slugify } from './inlineText.ts';

export interface ProseHeading {
  level: 2 | 3;
  text: string;
  id: string;
}

/**
 * A prose block as a translated page shows it: its headings keep the anchor ids of the default language's words, so a
 * link to /privacy#cookies finds its section in every language.
 */
export type TranslatedProse = ProseBlock & { anchors?: string[] };

/** The headings of a prose block with their anchor ids; a repeated heading gets -2, -3 and so on. */
export function proseHeadings(block: TranslatedProse): ProseHeading[] {
  const seen = new Map<string, number>();
  return block.content.flatMap((node) => {
    const text = node.h2 ?? node.h3;
    if (text === undefined) return [];
    const base = slugify(text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [{ level: node.h2 !== undefined ? 2 : 3, text, id: count === 1 ? base : `${base}-${count}` } as ProseHeading];
  }).map((heading, index) => (block.anchors?.[index] ? { ...heading, id: block.anchors[index] } : heading));
}

/** `translated` with the anchor ids of `source`'s headings, which it translates. */
export function withSourceAnchors(translated: ProseBlock, source: ProseBlock): TranslatedProse {
  return { ...translated, anchors: proseHeadings(source).map((heading) => heading.id) };
}
