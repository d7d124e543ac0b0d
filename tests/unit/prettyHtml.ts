/**
 * Server-rendered markup laid out for review: one element a line, indented by depth, an element holding only text on
 * one line. Generated class names (styled-components hashes) are dropped, as is React's `<!-- -->` between adjacent
 * text; icons keep their name (a sprite symbol `#phone`, or lucide's `lucide-clock` class) and size but not their drawing.
 */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

interface ElementNode {
  open: string;
  name: string;
  children: Node[];
}
type Node = ElementNode | string;

/** Drawing attributes of icons, the same on every icon. */
const SVG_DRAWING = /\s(?:xmlns|height|fill|stroke[\w-]*)="[^"]*"/g;

function cleanTag(tag: string): string {
  const cleaned = tag.replace(/\sclass="([^"]*)"/, (_, value: string) => {
    const kept = value.split(/\s+/).filter((token) => token.startsWith('lucide-'));
    return kept.length > 0 ? ` class="${kept.join(' ')}"` : '';
  });
  return cleaned.startsWith('<svg') ? cleaned.replace(SVG_DRAWING, '') : cleaned;
}

function parse(html: string): Node[] {
  const root: ElementNode = { open: '', name: '', children: [] };
  const stack = [root];
  const withoutIcons = html
    .replace(/(<svg\b[^>]*>)([\s\S]*?)<\/svg>/g, (_, open: string, inner: string) => {
      const symbol = /<use href="[^"#]*(#[\w-]+)"/.exec(inner)?.[1];
      return `${open}${symbol ? `<use href="${symbol}"/>` : ''}</svg>`;
    })
    .replace(/<!-- -->/g, '');
  for (const [token] of withoutIcons.matchAll(/<!--[\s\S]*?-->|<\/?[a-zA-Z][^>]*>|[^<]+/g)) {
    const parent = stack[stack.length - 1];
    if (token.startsWith('</')) {
      stack.pop();
    } else if (token.startsWith('<') && !token.startsWith('<!--')) {
      const name = /^<([a-zA-Z][\w-]*)/.exec(token)![1].toLowerCase();
      const element: ElementNode = { open: cleanTag(token), name, children: [] };
      parent.children.push(element);
      if (!VOID.has(name) && !token.endsWith('/>')) stack.push(element);
    } else if (token.trim()) {
      parent.children.push(token.trim());
    }
  }
  return root.children;
}

function print(node: Node, depth: number): string[] {
  const indent = '  '.repeat(depth);
  if (typeof node === 'string') return [indent + node];
  if (VOID.has(node.name) || node.open.endsWith('/>')) return [indent + node.open];
  const close = `</${node.name}>`;
  if (node.children.every((child) => typeof child === 'string')) return [`${indent}${node.open}${node.children.join(' ')}${close}`];
  return [indent + node.open, ...node.children.flatMap((child) => print(child, depth + 1)), indent + close];
}

export function prettyHtml(html: string): string {
  return `${parse(html)
    .flatMap((node) => print(node, 0))
    .join('\n')}\n`;
}
