/**
 * Content lint: what a document may validly say but should not publish. Every finding is a warning, with the fix;
 * `npm run validate -- --strict`, the tests and CI fail on warnings too.
 */
import { isNode, isPair, isScalar, isSeq, visit, type Node } from 'yaml';
import { h1Openings, headingsOfBlocks, lintBlocks, listsAny, typesListing } from '../blocks/registry.ts';
import type { PageDocument } from '../generated/schema-types';
import type { LinkablePage, Locate } from './linker.ts';
import { formatPath, type Problem, type Segment } from './problems.ts';
import { forEachValue } from './walk.ts';
import { positionOf, positionOfPath, type Position, type YamlSource } from './yamlSource.ts';

/** Search results show about 60 characters of a title and 160 of a description; much less says too little. */
export const TITLE_LENGTH = { min: 30, max: 60 };
export const DESCRIPTION_LENGTH = { min: 70, max: 160 };

/** What `npm run new` writes where the author has to fill in, in text and in comments. */
export const PLACEHOLDER = 'TODO';

type Warn = (path: Segment[], message: string, position?: Position) => void;

/**
 * Lints one valid document. The 404 page answers every unknown address and no search result lists it, so the lengths
 * of its title and description are left alone.
 */
export function lintDocument(source: YamlSource, role: 'site' | 'not-found' | 'page'): Problem[] {
  const problems: Problem[] = [];
  const warn: Warn = (path, message, position = positionOfPath(source, path)) =>
    problems.push({ file: source.file, ...position, path: formatPath(path), message, severity: 'warning' });
  if (role !== 'site') {
    const doc = source.data as PageDocument;
    if (role === 'page') lintMetaLengths(doc, warn);
    lintHeadings(doc, warn);
    lintRelated(doc, warn);
    lintBlocks(doc.blocks, (index, field, message) => warn(['blocks', index, ...field], message));
  }
  lintImages(source.data, warn);
  lintPlaceholders(source, warn);
  return problems;
}

/** A field that still holds a placeholder is reported for that alone. */
const isPlaceholder = (text: string) => text.includes(PLACEHOLDER);

export function lintMetaLengths({ meta }: PageDocument, warn: Warn) {
  const check = (field: 'title' | 'description', { min, max }: typeof TITLE_LENGTH, tooLong: string, tooShort: string) => {
    const { length } = meta[field];
    if (isPlaceholder(meta[field]) || (length >= min && length <= max)) return;
    warn(['meta', field], `is ${length} characters long, ${length > max ? tooLong : tooShort}`);
  };
  const title = `${TITLE_LENGTH.min}–${TITLE_LENGTH.max} characters`;
  check(
    'title',
    TITLE_LENGTH,
    `and search results cut titles off after about ${TITLE_LENGTH.max}. Shorten it to ${title}, keeping the brand name at the end.`,
    'which tells searchers and people with many tabs open too little. ' +
      `Write ${title} that say what the page offers, ending with the brand name.`,
  );
  const description = `${DESCRIPTION_LENGTH.min}–${DESCRIPTION_LENGTH.max} characters`;
  check(
    'description',
    DESCRIPTION_LENGTH,
    `and search results cut descriptions off after about ${DESCRIPTION_LENGTH.max}. Shorten it to ${description}.`,
    `too short to tell searchers what they will find. Write ${description} on what the page covers and who it is for.`,
  );
}

/**
 * A page's h1 is the article header's title on an article (src/layout/ArticleHeader.tsx), and the field each block
 * record names as its h1 (the hero's title, a booking block's intro title, both drawn by src/blocks/heroParts.tsx);
 * no other component renders one.
 */
function lintHeadings(doc: PageDocument, warn: Warn) {
  // The article's title always comes first, so it is never the second h1 and needs no advice for that.
  const sources: { path: Segment[]; whenSecond: string }[] = doc.kind === 'article' ? [{ path: ['article', 'title'], whenSecond: '' }] : [];
  for (const { index, field, whenSecond } of headingsOfBlocks(doc.blocks)) sources.push({ path: ['blocks', index, ...field], whenSecond });
  if (sources.length === 0) {
    warn(
      ['blocks'],
      "The page has no h1, the main heading that screen readers and search engines take as the page's subject. " +
        `Start the page with ${h1Openings().join(', or ')}: its title is the page's h1.`,
    );
  }
  for (const { path, whenSecond } of sources.slice(1)) {
    warn(path, `is a second h1 on this page, after ${formatPath(sources[0].path)}, and a page has exactly one main heading. ${whenSecond}`);
  }
}

function lintRelated(doc: PageDocument, warn: Warn) {
  if (doc.industry) lintIndustryRelated(doc, warn);
  if (doc.kind !== 'article' || !doc.article) return;
  if (!doc.article.relatedArticles?.length) {
    warn(
      doc.article.relatedArticles ? ['article', 'relatedArticles'] : ['article'],
      'The article suggests no other articles, so a reader who finishes it has nowhere to go next. ' +
        'List two or three article slugs in article.relatedArticles.',
    );
  }
  if (!listsAny(doc.blocks, 'relatedArticles')) {
    warn(
      ['blocks'],
      'No block shows the related articles, so readers never see them. ' +
        `Add ${relatedBlocks()} before the closing call to action.`,
    );
  }
}

/** The block lines that show a page's related articles, as an author writes them. */
const relatedBlocks = () => typesListing('relatedArticles').map((type) => `"- type: ${type}"`).join(' or ');

/** An industry page need not suggest articles, but an empty list, or a block that shows none, is a page left unfinished. */
function lintIndustryRelated(doc: PageDocument, warn: Warn) {
  const related = doc.industry?.relatedArticles;
  const shown = listsAny(doc.blocks, 'relatedArticles');
  const slugs = 'two or three article slugs (an article\'s file name under pages/blog/, without ".yaml")';
  if (related?.length === 0) {
    warn(
      ['industry', 'relatedArticles'],
      shown
        ? "is empty, so the page's related articles block shows nothing, and readers of the page are offered nothing more " +
            `to read. List ${slugs} here, as [first-slug, second-slug].`
        : `is empty, so the page suggests no articles. List ${slugs} here, as [first-slug, second-slug], and add ` +
            `${relatedBlocks()} to the blocks to show them; or remove this line.`,
    );
  } else if (!related && shown) {
    const index = doc.blocks.findIndex((block) => listsAny([block], 'relatedArticles'));
    warn(
      ['blocks', index],
      `shows the page's related articles, but industry.relatedArticles lists none, so it shows nothing. Add ` +
        `"relatedArticles:" with ${slugs} under "industry:", or remove this block.`,
    );
  }
}

const FILE_NAME = /\.(?:png|jpe?g|gif|webp|avif|svg)$/i;
const SAYS_NOTHING = /^(?:an? )?(?:image|picture|photo|photograph|graphic|illustration|logo|banner|screenshot|img|icon)(?: \d+)?$/i;

/** Every image (any mapping with a `src`, wherever a schema allows one) needs alt text that describes it. */
function lintImages(data: unknown, warn: Warn) {
  forEachValue(data, (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    const record = value as Record<string, unknown>;
    if (typeof record.src !== 'string') return;
    const alt = typeof record.alt === 'string' ? record.alt.trim() : '';
    const describe = 'Describe what the picture shows in a short sentence, for people who cannot see it.';
    if (!alt) warn([...path], `The image ${record.src} has no alt text. ${describe}`);
    else if (FILE_NAME.test(alt)) warn([...path, 'alt'], `is a file name, which tells someone using a screen reader nothing. ${describe}`);
    else if (SAYS_NOTHING.test(alt)) warn([...path, 'alt'], `"${alt}" says what the picture is, not what it shows. ${describe}`);
  });
}

/** Placeholders left by `npm run new`, in values and in comments. */
function lintPlaceholders(source: YamlSource, warn: Warn) {
  const { text } = source;
  if (!text.includes(PLACEHOLDER)) return;
  const at = (offset: number) => positionOf(source.lineCounter, offset);
  const inComment = (comment: string) =>
    `A note is left in a comment here: "${placeholderNote(comment)}". Do what it asks, then delete the comment.`;
  const { commentBefore, comment, contents } = source.document;
  if (commentBefore?.includes(PLACEHOLDER)) {
    warn([], inComment(commentBefore), at(text.lastIndexOf(PLACEHOLDER, contents?.range?.[0] ?? 0)));
  }
  if (comment?.includes(PLACEHOLDER)) warn([], inComment(comment), at(text.lastIndexOf(PLACEHOLDER)));
  visit(source.document, (key, node, ancestors) => {
    if (!isNode(node) || !node.range) return;
    const { range } = node;
    const path = pathOf(ancestors, node);
    if (node.commentBefore?.includes(PLACEHOLDER)) warn(path, inComment(node.commentBefore), at(text.lastIndexOf(PLACEHOLDER, range[0])));
    if (node.comment?.includes(PLACEHOLDER)) warn(path, inComment(node.comment), at(text.indexOf(PLACEHOLDER, range[1])));
    if (key !== 'key' && isScalar(node) && typeof node.value === 'string' && node.value.includes(PLACEHOLDER)) {
      const offset = text.indexOf(PLACEHOLDER, range[0]);
      warn(
        path,
        `still holds the placeholder "${placeholderNote(node.value)}". Write the real text here before the page is published.`,
        at(offset >= 0 && offset < range[1] ? offset : range[0]),
      );
    }
  });
}

/** The placeholder and what follows it on its line, as the author will find it in the file. */
function placeholderNote(text: string): string {
  const note = text.slice(text.indexOf(PLACEHOLDER)).split('\n')[0].trim();
  return note.length > 80 ? `${note.slice(0, 79)}…` : note;
}

/** The keys and indexes from the document's root to `node`, from the ancestors `visit` passes. */
function pathOf(ancestors: readonly unknown[], node: Node): Segment[] {
  const path: Segment[] = [];
  const chain = [...ancestors, node];
  for (let index = 1; index < chain.length - 1; index++) {
    const step = chain[index];
    const next = chain[index + 1];
    if (isPair(step) && isScalar(step.key)) path.push(step.key.value as string);
    else if (isSeq(step)) path.push(step.items.indexOf(next as Node));
  }
  return path;
}

/** Whole-site lint: each page's title and description are its own. */
export function lintSite(pages: readonly LinkablePage[], locate: Locate): Problem[] {
  const problems: Problem[] = [];
  const unique = (field: 'title' | 'description', why: string) => {
    const filesOf = new Map<string, string[]>();
    for (const page of pages) {
      if (isPlaceholder(page.doc.meta[field])) continue;
      const files = filesOf.get(page.doc.meta[field]);
      if (files) files.push(page.file);
      else filesOf.set(page.doc.meta[field], [page.file]);
    }
    for (const page of pages) {
      const files = filesOf.get(page.doc.meta[field]);
      if (!files || files.length < 2) continue;
      const other = files[0] === page.file ? files[1] : files[0];
      const more = files.length > 2 ? ` and ${files.length - 2} other ${files.length === 3 ? 'page' : 'pages'}` : '';
      const key = `meta.${field}`;
      problems.push({
        file: page.file,
        ...locate(page.file, ['meta', field]),
        path: key,
        message: `is also the ${field} of ${other}${more}. ${why}`,
        severity: 'warning',
      });
    }
  };
  unique('title', 'Search results and browser tabs could not tell the pages apart. Give this page a title of its own.');
  unique(
    'description',
    'Search engines treat pages that share a description as near-copies. Describe what this page in particular offers.',
  );
  return problems;
}
