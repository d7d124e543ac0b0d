import sprite from '../generated/icons.svg?raw';

const symbols = new Map([...sprite.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map(([symbol, id]) => [id, symbol]));

/**
 * The symbols a rendered page's icons draw, for its end. Referenced from the sprite instead, they would be a request
 * of its own after the document, that the first screen's icons wait for.
 */
export function iconSymbols(html: string): string {
  const ids = new Set([...html.matchAll(/<use href="#([^"]+)"/g)].map(([, id]) => id).filter((id) => symbols.has(id)));
  return ids.size ? `<svg style="display:none">${[...ids].map((id) => symbols.get(id)).join('')}</svg>` : '';
}

/**
 * The markup with each icon's drawing in place of its reference to the page's symbol: for markup that goes into pages
 * which may not carry that symbol (the cookie banner's asset).
 */
export function withIconsInline(html: string): string {
  return html.replace(/<use href="#([^"]+)"><\/use>/g, (use, id: string) => /<symbol [^>]*>([\s\S]*)<\/symbol>/.exec(symbols.get(id) ?? '')?.[1] ?? use);
}
