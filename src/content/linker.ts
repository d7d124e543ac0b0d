import { sectionsOf } from '../blocks/registry.ts';
import { withoutTrailingSlash } from '../constants.ts';
import type { PageDocument } from '../generated/schema-types';
import { inlineLinks } from '../lib/inlineText.ts';
import { suggest } from './describeError.ts';
import { ALLOWED_LINK } from './schemas.ts';
import { formatPath, type Problem, type Segment } from './problems.ts';
import { forEachValue } from './walk.ts';
import type { Position } from './yamlSource.ts';

/** A link written in a document, with where it was written. */
export interface LinkOccurrence {
  href: string;
  /** The string it is written in. */
  at: Segment[];
  /** Written inside text as [words](link), rather than as an `href` field. */
  inline: boolean;
}

/**
 * Finds the line and column of the value at `path` in `file` (of the link `inlineHref` inside it, when given). The
 * whole-site checks ask only for what they report, so documents without problems are never read a second time.
 */
export type Locate = (file: string, path: readonly Segment[], inlineHref?: string) => Position;

/** The fields that name a picture served from public/. */
const IMAGE_SOURCES = [
  ['meta', 'image', 'src'],
  ['article', 'image', 'src'],
  ['shareImage', 'src'],
] as const;

/** A picture's site path written in a document, with the field it is written in. */
export interface ImageOccurrence {
  src: string;
  at: Segment[];
}

/**
 * What the whole-site checks need from a document, taken from its data, so each document's tree can be dropped
 * before the next is read.
 */
export interface DocumentFacts {
  file: string;
  links: LinkOccurrence[];
  images: ImageOccurrence[];
}

export interface LinkablePage extends DocumentFacts {
  route: string;
  doc: PageDocument;
}

export function documentFacts(file: string, data: unknown): DocumentFacts {
  const links: LinkOccurrence[] = [];
  forEachValue(data, (text, at) => {
    if (typeof text !== 'string') return;
    if (at.at(-1) === 'href') links.push({ href: text, at: [...at], inline: false });
    if (text.includes('](')) for (const href of inlineLinks(text)) links.push({ href, at: [...at], inline: true });
  });
  const images: ImageOccurrence[] = [];
  for (const path of IMAGE_SOURCES) {
    const src = valueAt(data, path);
    if (typeof src === 'string') images.push({ src, at: [...path] });
  }
  return { file, links, images };
}

function valueAt(data: unknown, path: readonly Segment[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<Segment, unknown>)[key] : undefined), data);
}

/**
 * Whole-site checks that no single document can make: links that land, references that exist, aliases that are free,
 * pictures that are in public/ (`isPublicFile` answers for a site path such as /images/share.png).
 */
export function linkSite(
  pages: readonly LinkablePage[],
  site: DocumentFacts | undefined,
  invalidRoutes: readonly string[],
  isPublicFile: (sitePath: string) => boolean,
  locate: Locate,
): Problem[] {
  const problems: Problem[] = [];
  const report = (page: LinkablePage, path: Segment[], message: string) =>
    problems.push({ file: page.file, ...locate(page.file, path), path: formatPath(path), message, severity: 'error' });

  const byRoute = new Map(pages.map((page) => [page.route, page]));

  const aliasTargets = new Map<string, LinkablePage>();
  for (const page of pages) {
    for (const [index, alias] of (page.doc.article?.aliases ?? []).entries()) {
      const aliasRoute = aliasRouteOf(page.route, alias);
      const taken = byRoute.get(aliasRoute) ?? aliasTargets.get(aliasRoute);
      if (taken) {
        report(page, ['article', 'aliases', index], `The alias ${aliasRoute} is already the address of ${taken.file}. Choose another alias.`);
      } else {
        aliasTargets.set(aliasRoute, page);
      }
    }
  }

  const routes = new Set([...byRoute.keys(), ...aliasTargets.keys(), ...invalidRoutes]);
  // A page that failed validation has its own problems reported; its anchors are unknown, so links to it are trusted.
  const anchorsOf = (route: string) => {
    const target = byRoute.get(route) ?? aliasTargets.get(route);
    return target ? anchorsOfPage(target.doc) : undefined;
  };

  const checkLink = (facts: DocumentFacts, { href, at, inline }: LinkOccurrence, ownRoute?: string) => {
    if (!href.startsWith('/') && !href.startsWith('#')) return;
    const [pathAndQuery, hash] = splitHash(href);
    const path = pathAndQuery.split('?')[0];
    const route = path === '' ? ownRoute : withoutTrailingSlash(path);
    const where = () => ({ file: facts.file, ...locate(facts.file, at, inline ? href : undefined), path: '', severity: 'error' as const });
    if (route === undefined) {
      problems.push({ ...where(), message: `"${href}" names only an anchor, but this link is shown on every page. Add the page, for example "/${href}".` });
      return;
    }
    if (!routes.has(route)) {
      problems.push({
        ...where(),
        message:
          `"${href}" points to ${route}, which is not a page of this site, so visitors would land on the 404 page.` +
          (suggest(route, [...routes]) || ` Link to an existing page, or create pages${route === '/' ? '/index' : route}.yaml.`),
      });
      return;
    }
    if (hash !== undefined) {
      const anchors = anchorsOf(route);
      if (anchors && !anchors.includes(hash)) {
        problems.push({
          ...where(),
          message:
            `"${href}" points to #${hash}, but no block on ${route} has id "${hash}", so the link would not scroll anywhere.` +
            (anchors.length ? ` Anchors on that page: ${anchors.join(', ')}.${suggest(hash, anchors)}` : ' Give the target block an "id".'),
        });
      }
    }
  };

  for (const page of pages) for (const link of page.links) checkLink(page, link, page.route);
  if (site) for (const link of site.links) checkLink(site, link);

  const articleSlugs = slugsOfKind(pages, 'article');
  const industrySlugs = slugsOfKind(pages, 'industry');
  // A page that failed its checks has its own problems reported, once, and its kind is unknown: a slug of one is trusted,
  // as links to it are, rather than reported again on every page that lists it.
  const slugsOfInvalid = new Set(invalidRoutes.map(slugOf));
  const checkRefs = (page: LinkablePage, path: string[], known: ReadonlySet<string>, noun: string, values: readonly string[] = []) => {
    for (const [index, slug] of values.entries()) {
      if (known.has(slug) || slugsOfInvalid.has(slug)) continue;
      report(
        page,
        [...path, index],
        `"${slug}" is not the slug of any ${noun}.` + (suggest(slug, [...known]) || ` Known ${noun}s: ${[...known].join(', ') || 'none yet'}.`),
      );
    }
  };
  for (const facts of site ? [...pages, site] : pages) {
    for (const { src, at } of facts.images) {
      if (isPublicFile(src)) continue;
      problems.push({
        file: facts.file,
        ...locate(facts.file, at),
        path: formatPath(at),
        message: `"${src}" is not a file in public/, so the picture would not show. Add public${src}, or correct the path.`,
        severity: 'error',
      });
    }
  }

  for (const page of pages) {
    checkRefs(page, ['article', 'relatedArticles'], articleSlugs, 'article', page.doc.article?.relatedArticles);
    checkRefs(page, ['article', 'relatedUseCases'], industrySlugs, 'industry page', page.doc.article?.relatedUseCases);
    checkRefs(page, ['industry', 'relatedArticles'], articleSlugs, 'article', page.doc.industry?.relatedArticles);
  }

  return problems;
}

/** The ids other links can target with #id: every block's `id`, and the sections blocks open (prose headings). */
export function anchorsOfPage(doc: PageDocument): string[] {
  return doc.blocks.flatMap((block) => [...(block.id ? [block.id] : []), ...sectionsOf(block).map((section) => section.id)]);
}

export function slugOf(route: string): string {
  return route.slice(route.lastIndexOf('/') + 1);
}

function slugsOfKind(pages: readonly LinkablePage[], kind: PageDocument['kind']): Set<string> {
  return new Set(pages.filter((page) => page.doc.kind === kind).map((page) => slugOf(page.route)));
}

/**
 * Links written inside text ([words](link)) are not `href` fields, so the schema cannot check their scheme;
 * this does, for every document that parses, valid or not.
 */
export function unsafeInlineLinks(facts: DocumentFacts, locate: Locate): Problem[] {
  const problems: Problem[] = [];
  for (const { href, inline, at } of facts.links) {
    if (!inline || ALLOWED_LINK.test(href)) continue;
    problems.push({
      file: facts.file,
      ...locate(facts.file, at, href),
      path: '',
      message:
        `The link "${href}" in this text is not allowed. Links may be a site path starting with a single "/", ` +
        'an anchor (#faq), an https:// address, mailto: or tel:. Change it to one of those.',
      severity: 'error',
    });
  }
  return problems;
}

function splitHash(href: string): [string, string | undefined] {
  const index = href.indexOf('#');
  return index === -1 ? [href, undefined] : [href.slice(0, index), href.slice(index + 1)];
}

/** An alias is another slug in the same folder: /blog/<alias> leads to /blog/<slug>. */
export function aliasRouteOf(route: string, alias: string): string {
  return `${route.slice(0, route.lastIndexOf('/'))}/${alias}`;
}
