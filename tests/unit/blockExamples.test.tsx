import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { expect, it, vi } from 'vitest';
import { collections, languages } from 'virtual:collections';
import { manifest } from 'virtual:site';
import { PageContext } from '../../src/app/PageContext';
import { examplePage } from '../../src/catalogue/examplePage';
import { LanguageContext } from '../../src/i18n/language';
import { readSchemas } from '../../src/content/schemas';
import { blockComponents } from '../../src/generated/blocks';
import type { Block } from '../../src/generated/schema-types';
import { theme } from '../../src/theme/theme';
import { repoRoot } from './checkFixture';
import { prettyHtml } from './prettyHtml';

/**
 * Every example in schemas/blocks/ is rendered on the server as the prerender renders blocks, and compared with its
 * reviewed snapshot in __snapshots__/blocks/<type>-<n>.html; a block that renders differently fails here. After a
 * deliberate change, run `npx vitest run tests/unit/blockExamples.test.tsx -u` and review the changed files.
 */
vi.mock('virtual:site', async () => ({ manifest: (await import('./blockSite')).blockSiteData().manifest }));
vi.mock('virtual:collections', async () => {
  const { collections, languages } = (await import('./blockSite')).blockSiteData();
  return { collections, languages };
});

const SNAPSHOT_DIR = join(import.meta.dirname, '__snapshots__', 'blocks');

const examples = [...readSchemas(join(repoRoot, 'schemas')).files]
  .filter(([file]) => file.startsWith('blocks/'))
  .flatMap(([, schema]) => (schema.examples as Block[]).map((block, index) => ({ block, name: `${block.type}-${index + 1}` })));

it.each(examples)('$name renders as its snapshot', async ({ block, name }) => {
  const page = examplePage(manifest, collections, '/', examples.map((example) => example.block).filter((example) => example.type === 'prose'));
  const Component = blockComponents[block.type] as ComponentType<Block>;
  const html = renderToString(
    <StrictMode>
      <LanguageContext value={languages[0]}>
        <ThemeProvider theme={theme}>
          <PageContext value={page}>
            <Component {...block} />
          </PageContext>
        </ThemeProvider>
      </LanguageContext>
    </StrictMode>,
  );
  await expect(prettyHtml(html)).toMatchFileSnapshot(join(SNAPSHOT_DIR, `${name}.html`));
});

it('every block type has an example, and every snapshot file belongs to one', () => {
  const schemaTypes = readSchemas(join(repoRoot, 'schemas')).blockTypes;
  expect([...new Set(examples.map(({ block }) => block.type))].sort()).toEqual(schemaTypes);
  const files = readdirSync(SNAPSHOT_DIR).filter((file) => file.endsWith('.html'));
  expect(files.sort()).toEqual(examples.map(({ name }) => `${name}.html`).sort());
});
