import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { untranslatedFieldWarnings } from '../../scripts/builder/untranslatedWarnings';
import { formatProblem } from '../../src/content/problems';
import { createContentChecker } from '../../src/content/siteContent';
import { siteDataOf } from '../../src/content/vitePlugin';
import { renderPage } from '../../src/entry-server';
import { repoRoot } from './checkFixture';

/**
 * A translated block with one field left untranslated, in a scratch copy of the site's translations: that field shows
 * the English, marked as English on its own element, the rest of the block stays in the page's language, and the
 * build says where.
 */
const FIELD = 'blocks[1].items[0].text';
const translationsDir = mkdtempSync(join(tmpdir(), 'untranslated-field-'));
cpSync(join(repoRoot, 'translations'), translationsDir, { recursive: true });
const aboutDe = join(translationsDir, 'de', 'about.yaml');
const entry = new RegExp(`^${FIELD.replace(/[[\].]/g, '\\$&')}:\\n(?:[ \\t].*\\n)*`, 'm');
const withEntry = readFileSync(aboutDe, 'utf8');
writeFileSync(aboutDe, withEntry.replace(entry, ''));
afterAll(() => rmSync(translationsDir, { recursive: true, force: true }));

const checker = createContentChecker(repoRoot, join(repoRoot, 'pages'), { translationsDir });
const content = checker.check();
const data = siteDataOf({ checker, content });
// One field fewer changes no route: the links resolve as on the real site.
vi.mock('virtual:site', async () => ({ manifest: (await import('./realSite')).realSiteData().manifest }));

const page = data.pages.find((candidate) => candidate.route === '/de/about')!;
const english = data.pages.find((candidate) => candidate.route === '/about')!;
const englishText = (english.doc.blocks[1] as { items: { text: string }[] }).items[0].text;
const html = renderPage(page, '/_cookie-banner').html;
/** The opening tag of the element whose text begins with `text`. */
const openingTagOf = (text: string) => new RegExp(`<[a-z][a-z0-9]*\\b[^>]*>(?=${text.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, '&#x27;')})`).exec(html)?.[0];

describe('a field of a translated block with no translation', () => {
  it('is left out of the scratch translation, and only that field', () => {
    expect(readFileSync(aboutDe, 'utf8')).not.toBe(withEntry);
    expect(content.problems.filter((problem) => problem.file === 'translations/de/about.yaml').map(formatProblem)).toEqual([
      expect.stringContaining(`${FIELD}: not translated`),
    ]);
    expect(page.untranslated).toEqual([FIELD]);
  });

  it('shows the English on an element marked as English, and the rest of the block unmarked', () => {
    const defaultLang = data.manifest.site.locales[0].intl;
    expect(openingTagOf(englishText), 'the English text on the German page').toMatch(new RegExp(`\\slang="${defaultLang}"`));
    const translatedTitle = (page.doc.blocks[1] as { title: string; items: { title: string; text: string }[] });
    expect(translatedTitle.items[0].title).toBe('Das Problem');
    for (const text of [translatedTitle.title, translatedTitle.items[0].title, translatedTitle.items[1].text]) {
      expect(openingTagOf(text), text).toBeDefined();
      expect(openingTagOf(text), text).not.toMatch(/\slang=/);
    }
    const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(body.match(new RegExp(`\\slang="${defaultLang}"`, 'g')), 'elements marked as English in the page').toHaveLength(1);
  });

  it('is named by the build, with the page, the translation file and the field', () => {
    expect(untranslatedFieldWarnings(data.pages)).toEqual([
      `Warning: /de/about shows a field in the default language for want of a translation in translations/de/about.yaml: ${FIELD} ` +
        '(`npm run translations -- --fill de` adds it to translate).',
    ]);
  });
});
