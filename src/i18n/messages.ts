/**
 * The catalogue's messages (pages/_strings.yaml) are ICU messages: {brand} is filled in, and
 * {count, plural, one {...} other {...}} picks the form the language's plural rules ask for. This side checks them;
 * src/i18n/format.ts fills them in.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Problem } from '../content/problems.ts';
import { formatPath } from '../content/problems.ts';
import { forEachValue } from '../content/walk.ts';
import { positionOfPath, type YamlSource } from '../content/yamlSource.ts';

/** The names a message fills in, or the reason it cannot be read. */
export function messageArguments(message: string): { names: Set<string> } | { error: string } {
  let elements: MessageFormatElement[];
  try {
    elements = parse(message);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
  const names = new Set<string>();
  const visit = (list: MessageFormatElement[]) => {
    for (const element of list) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(elements);
  return { names };
}

const HOW = 'Words in {braces} are filled in by the site; a literal brace is written between single quotes.';

/** Every message of the catalogue that cannot be read, at its file:line:col. */
export function messageProblems(source: YamlSource): Problem[] {
  const problems: Problem[] = [];
  forEachValue(source.data, (value, path) => {
    if (typeof value !== 'string') return;
    const read = messageArguments(value);
    if ('error' in read) {
      problems.push({
        file: source.file,
        ...positionOfPath(source, path),
        path: formatPath(path),
        message: `This message cannot be read (${read.error}). ${HOW}`,
        severity: 'error',
      });
    }
  });
  return problems;
}

/**
 * Why a translated message does not fit its English, or undefined when it does: it must fill in the same names, or
 * the site would show a gap or a stray {name}.
 */
export function translatedMessageProblem(english: string, translated: string): string | undefined {
  const source = messageArguments(english);
  const target = messageArguments(translated);
  if ('error' in target) return `This message cannot be read (${target.error}). ${HOW}`;
  if ('error' in source) return undefined;
  const missing = [...source.names].filter((name) => !target.names.has(name));
  const extra = [...target.names].filter((name) => !source.names.has(name));
  if (missing.length === 0 && extra.length === 0) return undefined;
  const list = (names: string[]) => names.map((name) => `{${name}}`).join(', ');
  return (
    (missing.length > 0 ? `The translation leaves out ${list(missing)}, which the English fills in. ` : '') +
    (extra.length > 0 ? `The translation has ${list(extra)}, which the site does not fill in. ` : '') +
    'Use the same names in braces as the English does (only the words around them change).'
  );
}
