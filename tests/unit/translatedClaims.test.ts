import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './checkFixture';

/**
 * A claim of the product (spec: compliance) as each language's market says it. A translation that kept the English
 * words, or said something else, would make a claim the page's readers do not read as ours; a weaker or stronger word
 * ("compliant", "certified") would change the claim itself.
 */
const CLAIMS: { english: RegExp; translated: Record<string, RegExp> }[] = [
  {
    english: /HIPAA ready/i,
    translated: {
      de: /HIPAA-ready/,
      fi: /HIPAA-valmi/,
      fr: /compatibles? HIPAA/i,
      it: /pront[oaie] per HIPAA/i,
      nl: /HIPAA-ready/,
    },
  },
];

const translationsDir = join(repoRoot, 'translations');
const languages = readdirSync(translationsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);

interface Entry {
  at: string;
  english: string;
  translation: string;
}

/** Every translated field of a language's files: where it is, the English it translates and its translation. */
function entriesOf(language: string): Entry[] {
  const dir = join(translationsDir, language);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) => {
      const data = load(readFileSync(join(dir, file), 'utf8'));
      if (!data || Array.isArray(data) || typeof data !== 'object') return []; // a list of word breaks, not a translation
      return Object.entries(data as Record<string, { en?: unknown } & Record<string, unknown>>)
        .filter(([, entry]) => typeof entry?.en === 'string' && typeof entry[language] === 'string')
        .map(([field, entry]) => ({
          at: `${relative(repoRoot, join(dir, file))} ${field}`,
          english: entry.en as string,
          translation: entry[language] as string,
        }));
    });
}

describe('the claims of the translated pages', () => {
  it.each(languages)('are made in the words of %s wherever the English makes them, never in English', (language) => {
    const entries = entriesOf(language);
    for (const { english, translated } of CLAIMS) {
      const wording = translated[language];
      expect(wording, `how ${language} says "${english.source}"`).toBeDefined();
      const claiming = entries.filter((entry) => english.test(entry.english));
      expect(claiming.length, `${language} fields whose English says "${english.source}"`).toBeGreaterThan(0);
      const wrong = claiming.filter((entry) => english.test(entry.translation) || !wording.test(entry.translation));
      expect(wrong.map(({ at, translation }) => `${at}: ${translation}`)).toEqual([]);
    }
  });
});
