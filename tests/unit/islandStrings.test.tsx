import { join } from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { expect, it, vi } from 'vitest';
import { collections, languages } from 'virtual:collections';
import { manifest } from 'virtual:site';
import { PageContext } from '../../src/app/PageContext';
import { recordOf } from '../../src/blocks/registry';
import { examplePage } from '../../src/catalogue/examplePage';
import { readSchemas } from '../../src/content/schemas';
import { blockComponents } from '../../src/generated/blocks';
import type { Block } from '../../src/generated/schema-types';
import { LanguageContext } from '../../src/i18n/language';
import { pickStrings } from '../../src/i18n/stringsPath';
import { theme } from '../../src/theme/theme';
import { repoRoot } from './checkFixture';

/**
 * A page ships its islands only the interface words their records name (`island.strings`); an island that read
 * another would show nothing, or fail, in the browser. Each React island's examples render here with only those words.
 */
vi.mock('virtual:site', async () => ({ manifest: (await import('./blockSite')).blockSiteData().manifest }));
vi.mock('virtual:collections', async () => {
  const { collections, languages } = (await import('./blockSite')).blockSiteData();
  return { collections, languages };
});

/** The object, where reading a key it lacks throws, naming the word. */
function onlyThese<T extends object>(value: T, path: string): T {
  return new Proxy(value, {
    get(target, key) {
      if (typeof key === 'symbol') return Reflect.get(target, key);
      if (!(key in target)) throw new Error(`The island reads ${path}.${key}, which its block record's island.strings does not name.`);
      const found: unknown = Reflect.get(target, key);
      return typeof found === 'object' && found !== null ? onlyThese(found, `${path}.${key}`) : found;
    },
  });
}

const reactIslands = [...readSchemas(join(repoRoot, 'schemas')).files]
  .filter(([file]) => file.startsWith('blocks/'))
  .flatMap(([, schema]) => schema.examples as Block[])
  .filter((block) => {
    const island = recordOf(block.type)?.island;
    return island && !island.client;
  })
  .flatMap((block) => languages.map((language) => ({ block, language, name: `${block.type} in ${language.code}` })));

it('there are React islands to check', () => expect(reactIslands.length).toBeGreaterThan(0));

it.each(reactIslands)('$name renders with only the words its record names', ({ block, language }) => {
  const strings = pickStrings(language.strings, recordOf(block.type)!.island!.strings ?? []);
  const Component = blockComponents[block.type] as ComponentType<Block>;
  const page = examplePage(manifest, collections, '/', []);
  const html = renderToString(
    <LanguageContext value={{ ...language, strings: onlyThese(strings, 'strings') as typeof language.strings }}>
      <ThemeProvider theme={theme}>
        <PageContext value={page}>
          <Component {...block} />
        </PageContext>
      </ThemeProvider>
    </LanguageContext>,
  );
  expect(html).not.toContain('undefined');
});
