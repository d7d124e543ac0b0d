/** The inline markup authors may use in running text: **bold** and [words](link). */
export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) parts.push({ kind: 'strong', text: match[1] });
    else parts.push({ kind: 'link', text: match[2], href: match[3] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The targets of the links written inline in a text. */
export function inlineLinks(text: string): string[] {
  return parseInline(text).flatMap((part) => (part.kind === 'link' ? [part.href] : []));
}

/** Plain words of a text without markup, for counting and for search snippets. */
export function plainText(text: string): string {
  return parseInline(text)
    .map((part) => part.text)
    .join('');
}

/** The anchor id of a heading: "Why calls go missed" becomes "why-calls-go-missed". */
export function slugify(text: string): string {
  return plainText(text)
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
