import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { ALLOWED_LINK } from './schemas.ts';
import type { Segment } from './problems.ts';

export interface DescribedError {
  /** Where the problem is, as object keys and list indexes. */
  path: Segment[];
  /** Set when the problem is a key itself (an unknown field), so the position points at the key. */
  key?: string;
  message: string;
  /** The message as the visual editor shows it, where the command line's words do not fit there. */
  editorMessage?: string;
}

/** The block types the schemas define: their names, and their names for authors. */
export interface BlockTypeNames {
  blockTypes: readonly string[];
  blockLabels: ReadonlyMap<string, string>;
}

/** The closest allowed value, when it is close enough to be what the author meant; '' when none is. */
function likeliest(value: unknown, allowed: readonly string[]): string {
  if (typeof value !== 'string' || allowed.length === 0) return '';
  const candidate = closest(value, allowed as string[]);
  return distance(value, candidate) <= Math.max(2, Math.floor(value.length / 3)) ? candidate : '';
}

/** The closest allowed value, when it is close enough to be what the author meant, as a question. */
export function suggest(value: unknown, allowed: readonly string[]): string {
  const candidate = likeliest(value, allowed);
  return candidate ? ` Did you mean "${candidate}"?` : '';
}

export function instancePathSegments(instancePath: string): Segment[] {
  if (!instancePath) return [];
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Errors that only say "a branch failed": the errors of the branch itself say what is wrong. */
const SILENT_KEYWORDS = new Set(['if', 'oneOf', 'anyOf']);

/**
 * What is wrong, once for each field and message: a field the schema checks in two places (an article's fields, both
 * in every page's envelope and in what an article page requires) would otherwise be reported twice.
 */
export function describeAjvErrors(errors: readonly ErrorObject[], blocks: BlockTypeNames): DescribedError[] {
  const described = new Map<string, DescribedError>();
  for (const error of errors) {
    if (SILENT_KEYWORDS.has(error.keyword)) continue;
    const description = describeAjvError(error, blocks);
    described.set(JSON.stringify([description.path, description.message]), description);
  }
  return [...described.values()];
}

function describeAjvError(error: ErrorObject, { blockTypes, blockLabels }: BlockTypeNames): DescribedError {
  const path = instancePathSegments(error.instancePath);
  const parent = (error.parentSchema ?? {}) as { description?: string; properties?: Record<string, { description?: string }> };
  const why = parent.description ? ` ${parent.description}` : '';
  const data = error.data;
  const shown = JSON.stringify(data);

  switch (error.keyword) {
    case 'required': {
      const field = (error.params as { missingProperty: string }).missingProperty;
      const fieldWhy = parent.properties?.[field]?.description;
      return {
        path,
        message: `${field} is required.${fieldWhy ? ` ${fieldWhy}` : ''} Add "${field}:" here.`,
      };
    }
    case 'additionalProperties': {
      const field = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys(parent.properties ?? {});
      return {
        path: [...path, field],
        key: field,
        message:
          `"${field}" is not a field here, so it would be ignored. Allowed fields: ${allowed.join(', ')}.` +
          (suggest(field, allowed) || ' Remove it, or move it to where it belongs.'),
      };
    }
    case 'discriminator': {
      const { tagValue } = error.params as { tagValue?: unknown };
      const list = blockTypes.join(', ');
      // The editor offers the types by the names it shows them by, in a list beside the problem.
      const labels = blockTypes.map((type) => blockLabels.get(type) ?? type).sort((a, b) => a.localeCompare(b)).join(', ');
      const choose = `Choose its type in the block's "Block type" list and press Change type: ${labels}.`;
      if (tagValue === undefined) {
        return {
          path,
          message: `This block has no "type", so no block can render it. Add "type:" with one of: ${list}.`,
          editorMessage: `This block has no type, so no block can render it. ${choose}`,
        };
      }
      const meant = likeliest(tagValue, blockTypes);
      return {
        path: [...path, 'type'],
        message:
          `${JSON.stringify(tagValue)} is not a block type, so nothing can render this section. Allowed types: ${list}.` +
          (suggest(tagValue, blockTypes) || ' Pick the block that fits, or add a new block type (docs/authoring.md).'),
        editorMessage: `${JSON.stringify(tagValue)} is not a block type, so nothing can render this section.${meant ? ` Did you mean ${blockLabels.get(meant) ?? meant}?` : ''} ${choose}`,
      };
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues.map(String);
      return {
        path,
        message:
          `${shown} is not one of the allowed values: ${allowed.join(', ')}.` +
          (suggest(data, allowed) || `${why} Use one of the values listed.`),
      };
    }
    case 'const':
      return { path, message: `must be ${JSON.stringify((error.params as { allowedValue: unknown }).allowedValue)}, not ${shown}.` };
    case 'type': {
      const expected = (error.params as { type: string }).type;
      return { path, message: `must be ${withArticle(expected)}, but it is ${kindOf(data)}.${why}` };
    }
    case 'format':
      return { path, message: describeFormat((error.params as { format: string }).format, data, why) };
    case 'pattern':
      return { path, message: `${shown} does not have the expected form.${why}` };
    case 'minLength':
      return { path, message: `must not be empty.${why} Write the text, or remove the field if it is optional.` };
    case 'maxLength': {
      const limit = (error.params as { limit: number }).limit;
      const length = typeof data === 'string' ? data.length : 0;
      return { path, message: `is ${length} characters long, and at most ${limit} fit here.${why} Shorten it to ${limit} characters or fewer.` };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum': {
      const limit = (error.params as { limit: number }).limit;
      const bound = { minimum: `at least ${limit}`, maximum: `at most ${limit}`, exclusiveMinimum: `more than ${limit}` }[error.keyword];
      return { path, message: `is ${shown}, but must be ${bound}.${why}` };
    }
    case 'uniqueItems':
      return { path, message: `lists the same value twice.${why} Remove the repeated one.` };
    case 'minItems':
    case 'maxItems': {
      const limit = (error.params as { limit: number }).limit;
      const count = Array.isArray(data) ? data.length : 0;
      const bound = error.keyword === 'minItems' ? 'at least' : 'at most';
      return {
        path,
        message: `has ${count} ${count === 1 ? 'entry' : 'entries'}, but needs ${bound} ${limit}.${why}`,
      };
    }
    default:
      return { path, message: `${error.message ?? 'is not valid'}.${why}` };
  }
}

function describeFormat(format: string, data: unknown, why: string): string {
  const shown = JSON.stringify(data);
  switch (format) {
    case 'link':
      return typeof data === 'string' && /^\s*(javascript|data|vbscript):/i.test(data)
        ? `${shown} is refused: a ${data.split(':')[0].trim().toLowerCase()}: link can run code in the visitor's browser. ` +
            'Link to a site path (/book-demo), an anchor (#contact), an https:// address, mailto: or tel:.'
        : `${shown} is not an allowed link. Links may be a site path starting with a single "/" (/book-demo), ` +
            'an anchor (#contact), an https:// address, mailto: or tel:. Addresses starting with "//" or http:// are ' +
            'refused because they leave the site without saying where to, or without encryption.' +
            webAddressHint(data);
    case 'date':
      return `${shown} is not a date. Write it as YYYY-MM-DD, for example 2025-10-20.`;
    case 'email':
      return `${shown} is not an e-mail address. Write it as name@example.com.`;
    default:
      return `${shown} is not a valid ${format}.${why}`;
  }
}

function webAddressHint(data: unknown): string {
  if (typeof data !== 'string') return '';
  const candidate = data.startsWith('http://') ? `https://${data.slice(7)}` : data.includes(':') ? '' : `https://${data}`;
  return candidate && ALLOWED_LINK.test(candidate) ? ` If you meant a web address, write "${candidate}".` : '';
}

function withArticle(type: string): string {
  const names: Record<string, string> = {
    object: 'a mapping of fields (key: value lines)',
    array: 'a list (lines starting with "- ")',
    string: 'text',
    integer: 'a whole number',
    number: 'a number',
    boolean: 'true or false',
  };
  return names[type] ?? type;
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping of fields';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value === 'number' ? 'the number' : ''} ${String(value)}`.trim();
}
