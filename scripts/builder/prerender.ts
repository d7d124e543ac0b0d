import { createHash } from 'node:crypto';

/**
 * React 19 renders a page's title, meta and link elements first in its output; in the static file they belong in the
 * head, where hydration finds and adopts them.
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)+/;

export function splitHoisted(appHtml: string): { head: string; body: string } {
  const head = HOISTED.exec(appHtml)?.[0] ?? '';
  return { head, body: appHtml.slice(head.length) };
}

/** Why a rendered page would hydrate badly or show a spinner, or undefined when it is sound. */
export function renderingFault(body: string): string | undefined {
  if (body.includes('<!--$!-->')) return 'React gave up rendering part of it on the server (a client-rendering bail-out).';
  if (body.includes('>Loading...</')) return 'it holds the "Loading..." fallback instead of the page.';
  if (!body.includes('<h1')) return 'it has no h1, so the page content is missing.';
  return undefined;
}

export interface PageParts {
  head: string;
  styles: string;
  body: string;
  /** The page's language, for the html element's lang: en-GB, de-DE. */
  lang?: string;
}

/**
 * Fills the client build's index.html with one page. The page's parts go in by functions, never as replacement text,
 * in which a page's own `$&` or `$'` (a price, a code sample) would be read as patterns.
 */
export function fillTemplate(template: string, { head, styles, body, lang }: PageParts): string {
  const withLang = lang ? template.replace(/<html lang="[^"]*"/, () => `<html lang="${lang}"`) : template;
  return withLang.replace('</head>', () => `${head}${styles}</head>`).replace('<!--app-->', () => body);
}

/** The hashes of the scripts a browser runs inline (no src; not a JSON data block), for the page's security policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `sha256-${createHash('sha256').update(code).digest('base64')}`,
  );
}
