/**
 * What styled-components writes for its browser code, kept only where that code runs: in islands. It marks the page's
 * style element and follows each component's rules with the class names it holds (so that its browser code takes the
 * rules over instead of inserting them again), and it gives every element its component's id as a class (sc-…, for
 * selectors that name a component, which the site's styles never do). On a page without islands nothing reads either,
 * and they were a sixth of its compressed styles and a twentieth of its compressed markup.
 */
import { version } from 'styled-components';
import { PAGE_STYLES_ATTRIBUTE } from '../constants';

/** What styled-components writes after each rule, and after each component's rules the class names it holds. */
const RULE_END = '/*!sc*/\n';
const MARKER = /data-styled\.g\d+\[id="([^"]*)"\]\{content:"[^"]*"\}\/\*!sc\*\/\n/g;
/** A component's id as a class: sc-<hash>-<n>, after the component's name where the build keeps names (development). */
const COMPONENT_ID = /^(?:[\w-]+-)?sc-[a-z\d]+-\d+$/i;
/** How an island's root starts (src/app/renderBlock.tsx). */
const ISLAND_ROOT = '<div data-island="';

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

/** The HTML with the component ids left out of class attributes outside the spans (an attribute left empty goes). */
function withoutComponentIds(html: string, spans: [number, number][]): string {
  return html.replace(/ class="([^"]*)"/g, (attribute, classes: string, at: number) => {
    if (spans.some(([start, end]) => at > start && at < end)) return attribute;
    const kept = classes.split(' ').filter((name) => !COMPONENT_ID.test(name));
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}

/**
 * A rendered page's markup and its style element for the head, given the CSS of its styled-components sheet (with
 * the sheet's markers). A page with islands keeps the markers of its islands' components (with the last, which closes
 * the rules before it, and the keyframes', which their components ask for by name; the browser code files the rules
 * of another component with the next marker's, where nothing asks for them) and the ids inside its islands.
 */
export function pageStyled(html: string, css: string): { html: string; styles: string } {
  const spans = islandSpans(html);
  const markup = withoutComponentIds(html, spans);
  if (!css) return { html: markup, styles: '' };
  if (spans.length === 0) {
    return { html: markup, styles: `<style ${PAGE_STYLES_ATTRIBUTE}>${css.replace(MARKER, '').replaceAll(RULE_END, '')}</style>` };
  }
  const islandIds = new Set(spans.flatMap(([start, end]) => [...html.slice(start, end).matchAll(/class="([^"]*)"/g)].flatMap(([, classes]) => classes.split(' '))));
  const last = [...css.matchAll(MARKER)].at(-1)?.index;
  const trimmed = css.replace(MARKER, (marker, id: string, index: number) =>
    islandIds.has(id) || id.startsWith('sc-keyframes-') || index === last ? marker : '',
  );
  return { html: markup, styles: `<style ${PAGE_STYLES_ATTRIBUTE} data-styled="true" data-styled-version="${version}">${trimmed}</style>` };
}
