import type { ProseBlock } from '../generated/schema-types';
import { slugify } from './inlineText.ts';

export interface ProseHeading {
  level: 2 | 3;
  text: string;
  id: string;
}

/** The headings of a prose block with their anchor ids; a repeated heading gets -2, -3 and so on. */
export function proseHeadings(block: ProseBlock): ProseHeading[] {
  const seen = new Map<string, number>();
  return block.content.flatMap((node) => {
    const text = node.h2 ?? node.h3;
    if (text === undefined) return [];
    const base = slugify(text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [{ level: node.h2 !== undefined ? 2 : 3, text, id: count === 1 ? base : `${base}-${count}` } as ProseHeading];
  });
}
