/**
 * What styled-components writes for its browser code, kept only where that code runs: in islands. It marks the page's
 * style element and follows each component's rules with the class names it holds (so that its browser code takes the
 * rules over instead of inserting them again), and it gives every element its component's id as a class (sc-…, for
 * selectors that name a component, as `& + &` does). Outside islands, only the ids the styles name are kept: the rest,
 * and the markers, nothing reads, and they were a sixth of a page's compressed styles and a twentieth of its markup.
 */
import { version } from 'styled-components';
import { PAGE_STYLES_ATTRIBUTE } from '../constants';

/** What styled-components writes after each rule, and after each component's rules the class names it holds. */
const RULE_END = '/*!sc*/\n';
const MARKER = /data-styled\.g\d+\[id="([^"]*)"\]\{content:"([^"]*)"\}\/\*!sc\*\/\n/g;
/** A component's id as a class: sc-<hash>-<n>, after the component's name where the build keeps names (development). */
const COMPONENT_ID = /^(?:[\w-]+-)?sc-[a-z\d]+-\d+$/i;
const CLASS_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;
/** How an island's root starts (src/app/renderBlock.tsx). */
export const ISLAND_ROOT = '<div data-island="';

/** Where each island's HTML starts and ends. */
function islandSpans(html: string): [number, number][] {
  const spans: [number, number][] = [];
  for (let start = html.indexOf(ISLAND_ROOT); start >= 0; start = html.indexOf(ISLAND_ROOT, start + 1)) {
    // An island's root is a div: it ends where the divs opened since its start are all closed.
    const divs = /<div[\s>]|<\/div>/g;
    divs.lastIndex = start;
    let depth = 0;
    let end = html.length;
    for (const { 0: tag, index } of html.matchAll(divs)) {
      depth += tag === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = index + tag.length;
        break;
      }
    }
    spans.push([start, end]);
  }
  return spans;
}

/** The class names the CSS's selectors name. */
const classesNamedIn = (css: string) => new Set([...css.matchAll(CLASS_SELECTOR)].map(([, name]) => name));

/** The CSS without what only styled-components' browser code reads. */
const withoutMarkers = (css: string) => css.replace(MARKER, '').replaceAll(RULE_END, '');

/** A class attribute of the markup: where it starts, its text, its names, and whether it is in an island. */
interface ClassAttribute {
  at: number;
  text: string;
  names: string[];
  inIsland: boolean;
}

/** The markup's class attributes, in order, in one pass. */
function classAttributes(html: string, spans: [number, number][]): ClassAttribute[] {
  const attributes: ClassAttribute[] = [];
  let span = 0;
  for (const { 0: text, 1: classes, index: at } of html.matchAll(/ class="([^"]*)"/g)) {
    // Spans come in the order they start, and an island within another ends within it.
    while (span < spans.length && spans[span][1] <= at) span++;
    attributes.push({ at, text, names: classes.split(' '), inIsland: span < spans.length && at > spans[span][0] });
  }
  return attributes;
}

/** Names of one letter, then two, ...: a, b, ..., Z, aa, ab, ... */
function* shortNames(): Generator<string> {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (let length = 1; ; length++) {
    const indexes = new Array<number>(length).fill(0);
    for (;;) {
      yield indexes.map((index) => letters[index]).join('');
      let position = length - 1;
      while (position >= 0 && ++indexes[position] === letters.length) indexes[position--] = 0;
      if (position < 0) break;
    }
  }
}

/**
 * Shorter names for the classes of the page's styles that only its HTML and CSS know, the most used first.
 * styled-components names a class by a hash of its CSS: five or six letters that compress badly, in the CSS and on
 * every element.
 */
function shortenedNames(outside: string[], styled: Set<string>, keep: Set<string>, taken: Set<string>): Map<string, string> {
  const uses = new Map<string, number>();
  for (const name of outside) if (styled.has(name) && !keep.has(name)) uses.set(name, (uses.get(name) ?? 0) + 1);
  const names = shortNames();
  const short = new Map<string, string>();
  for (const [name] of [...uses].sort(([, a], [, b]) => b - a)) {
    let next = names.next().value!;
    while (taken.has(next)) next = names.next().value!;
    short.set(name, next);
  }
  return short;
}

/**
 * The HTML with the classes outside islands renamed, and the component ids no selector names left out of them (an
 * attribute left empty goes).
 */
function withClassesOutside(html: string, attributes: ClassAttribute[], short: Map<string, string>, selectors: Set<string>): string {
  let markup = '';
  let from = 0;
  for (const { at, text, names, inIsland } of attributes) {
    if (inIsland) continue;
    const kept = names.filter((name) => !COMPONENT_ID.test(name) || selectors.has(name)).map((name) => short.get(name) ?? name);
    markup += html.slice(from, at) + (kept.length ? ` class="${kept.join(' ')}"` : '');
    from = at + text.length;
  }
  return markup + html.slice(from);
}

/**
 * A rendered page's markup and its style elements for the head, given the CSS of its styled-components sheet (with the
 * sheet's markers). The rules of its islands' components (and keyframes, which their components ask for by name) go in
 * an element of their own, with their markers and the ids and class names the browser code renders or finds in them:
 * that code takes over that element, and only that one, when an island wakes up. It goes first, so that a page
 * component extending an island's keeps its rules after the extended one's, as in the sheet. The rest is plain CSS.
 */
export function pageStyled(html: string, css: string): { html: string; styles: string } {
  const spans = islandSpans(html);
  const classes = classAttributes(html, spans);
  const inIslands = new Set(classes.filter(({ inIsland }) => inIsland).flatMap(({ names }) => names));
  const known = new Set(inIslands);
  let islandSheet = '';
  let pageSheet = '';
  let groupStart = 0;
  for (const { 0: marker, 1: id, 2: names, index } of css.matchAll(MARKER)) {
    const rules = css.slice(groupStart, index);
    groupStart = index + marker.length;
    if (spans.length > 0 && (inIslands.has(id) || id.startsWith('sc-keyframes-'))) {
      islandSheet += rules + marker;
      for (const name of names.split(',')) known.add(name);
    } else pageSheet += rules;
  }
  pageSheet = withoutMarkers(pageSheet + css.slice(groupStart));
  const all = classes.flatMap(({ names }) => names);
  const selectors = classesNamedIn(css);
  const short = shortenedNames(all.filter((name) => !inIslands.has(name)), selectors, known, new Set([...all, ...selectors]));
  const rename = (sheet: string) => sheet.replace(CLASS_SELECTOR, (selector, name: string) => (short.has(name) ? `.${short.get(name)}` : selector));
  const styles =
    (islandSheet && `<style ${PAGE_STYLES_ATTRIBUTE} data-styled="true" data-styled-version="${version}">${rename(islandSheet)}</style>`) +
    (pageSheet && `<style ${PAGE_STYLES_ATTRIBUTE}>${rename(pageSheet)}</style>`);
  return { html: withClassesOutside(html, classes, short, selectors), styles };
}

/**
 * Markup rendered apart from any page (the cookie banner's asset) and its CSS, without what only styled-components'
 * browser code reads. Its classes keep styled-components' names, hashes of five or six letters, apart from a page's
 * shortened names (one or two letters on this site's pages).
 */
export function fragmentStyled(html: string, css: string): { html: string; css: string } {
  return { html: withClassesOutside(html, classAttributes(html, []), new Map(), classesNamedIn(css)), css: withoutMarkers(css) };
}
