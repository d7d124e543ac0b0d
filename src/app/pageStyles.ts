import { version } from 'styled-components';
import { PAGE_STYLES_ATTRIBUTE } from '../constants';

/** What styled-components writes after each rule, and after each component's rules the class names it holds. */
const RULE_END = '/*!sc*/\n';
const MARKER = /data-styled\.g\d+\[id="([^"]*)"\]\{content:"[^"]*"\}\/\*!sc\*\/\n/g;
/** How an island's root starts (src/app/renderBlock.tsx). */
const ISLAND_ROOT = '<div data-island="';

/** The styled-components ids (sc-…) on the elements inside the page's islands. */
function islandComponentIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (let index = html.indexOf(ISLAND_ROOT); index >= 0; index = html.indexOf(ISLAND_ROOT, index + 1)) {
    // An island's root is a div: it ends where the divs opened since its start are all closed.
    const divs = /<div[\s>]|<\/div>/g;
    divs.lastIndex = index;
    let depth = 0;
    let end = html.length;
    for (const { 0: tag, index: at } of html.matchAll(divs)) {
      depth += tag === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = at + tag.length;
        break;
      }
    }
    for (const [id] of html.slice(index, end).matchAll(/\bsc-[\w-]+/g)) ids.add(id);
  }
  return ids;
}

/**
 * A page's styles, as a style element for its head, given the CSS of its styled-components sheet (with the sheet's
 * markers) and its rendered HTML. styled-components follows each component's rules with the class names it holds:
 * its browser code, which runs only where an island starts, takes the element's rules into a sheet of its own and
 * learns from those markers which classes it need not insert again. On a page without islands nothing reads them,
 * and they are a sixth of its compressed styles, so the element is plain CSS. On a page with islands the markers of
 * the islands' components stay (with the last, which closes the rules before it, and the keyframes', which their
 * components ask for by name); the browser code files the rules of another component with the next marker's, where
 * nothing asks for them.
 */
export function pageStyleElement(css: string, html: string): string {
  if (!css) return '';
  if (!html.includes(ISLAND_ROOT)) return `<style ${PAGE_STYLES_ATTRIBUTE}>${css.replace(MARKER, '').replaceAll(RULE_END, '')}</style>`;
  const kept = islandComponentIds(html);
  const last = [...css.matchAll(MARKER)].at(-1)?.index;
  const trimmed = css.replace(MARKER, (marker, id: string, index: number) =>
    kept.has(id) || id.startsWith('sc-keyframes-') || index === last ? marker : '',
  );
  return `<style ${PAGE_STYLES_ATTRIBUTE} data-styled="true" data-styled-version="${version}">${trimmed}</style>`;
}
