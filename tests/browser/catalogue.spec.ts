import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { animationsSettled, axeViolations, expect, test, waitForHydration } from './fixtures.ts';
import { startScratchServer, type ScratchServer } from './scratchServer.ts';

/** The block catalogue exists on the dev server only; these tests start one over a scratch copy of pages/. */
const schemaDir = join(import.meta.dirname, '..', '..', 'schemas', 'blocks');
const blocks = readdirSync(schemaDir)
  .map((name) => JSON.parse(readFileSync(join(schemaDir, name), 'utf8')) as { properties: { type: { const: string } }; examples: unknown[] })
  .map((schema) => ({ type: schema.properties.type.const, examples: schema.examples.length }))
  .sort((a, b) => a.type.localeCompare(b.type));

let scratch: ScratchServer;

test.beforeAll(async () => {
  scratch = await startScratchServer();
});

test.afterAll(() => scratch?.close());

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('/_blocks renders every example of every block type, with its fields and YAML, without errors', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (!new URL(request.url()).hostname.match(/^(localhost|127\.0\.0\.1)$/)) offSite.push(request.url());
  });
  await page.goto(scratch.baseURL + '/_blocks');
  await waitForHydration(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Block catalogue' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Block types' });
  await expect(nav.getByRole('link')).toHaveText(blocks.map(({ type }) => type));
  await expect(page.locator('h2[id^="block-"]')).toHaveText(blocks.map(({ type }) => type));

  for (const { type, examples } of blocks) {
    const entry = page.getByRole('region', { name: type, exact: true });
    expect(examples, `${type} has no examples in its schema`).toBeGreaterThan(0);
    const figures = entry.getByRole('figure', { name: /as a page shows it$/ });
    await expect(figures).toHaveCount(examples);
    for (const figure of await figures.all()) {
      // A block that renders nothing (a related list without articles, say) would leave its frame empty.
      await expect(figure.locator(':scope > div'), `${type}: the example rendered nothing`).not.toBeEmpty();
    }
    await expect(entry.getByRole('table', { name: 'Fields' })).toContainText('Description');
    await expect(entry.locator('pre').first()).toContainText(`- type: ${type}`);
  }
  // The booking widget is a placeholder here: nothing is fetched from its host.
  expect(offSite).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the catalogue works from the keyboard, copies YAML and passes axe', async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  await page.goto(scratch.baseURL + '/_blocks');
  await waitForHydration(page);

  await page.getByRole('navigation', { name: 'Block types' }).getByRole('link', { name: 'toc', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#block-toc$/);
  await expect(page.getByRole('heading', { level: 2, name: 'toc', exact: true })).toBeInViewport();

  const entry = page.getByRole('region', { name: 'toc', exact: true });
  await entry.getByRole('button', { name: 'Copy YAML of the toc example' }).press('Enter');
  await expect(entry.getByRole('status')).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('- type: toc\n  title: Contents\n');

  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
