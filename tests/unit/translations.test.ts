import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/problems.ts';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { siteDataOf } from '../../src/content/vitePlugin.ts';
import { fixturesDir, repoRoot } from './checkFixture.ts';

/**
 * The base fixture site with German declared as a second language, and its translations in a scratch folder beside
 * its pages, as the real site keeps translations/ beside pages/.
 */
let root: string;
const pages = () => join(root, 'pages');
const translations = () => join(root, 'translations');

function declareGerman(complete: boolean) {
  const site = readFileSync(join(fixturesDir, 'base-site', 'pages', '_site.yaml'), 'utf8').replace(
    /^locales:\n.*\n/m,
    (list) => `${list}  - { code: de, name: Deutsch, intl: de-DE, currency: EUR, complete: ${complete} }\n`,
  );
  writeFileSync(join(pages(), '_site.yaml'), site);
}

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

const check = () => createContentChecker(repoRoot, pages(), { translationsDir: translations() }).check();
const lines = (severity?: string) =>
  check()
    .problems.filter((problem) => problem.file.startsWith('translations/') && (!severity || problem.severity === severity))
    .map(formatProblem);

const GERMAN_ABOUT = `meta.title:
  en: About the fixture site and how to book
  de: Über die Beispielseite und wie man bucht
meta.description:
  en: A page with an anchor, so that links to /about#book from other pages can be checked.
  de: Eine Seite mit einem Anker, damit Links auf /about#book von anderen Seiten geprüft werden können.
blocks[1].title:
  en: Book now
  de: Jetzt buchen
blocks[1].actions[0].label:
  en: Home
  de: Startseite
blocks[0].title:
  en: About
  de: Über uns
`;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-translations-'));
  cpSync(join(fixturesDir, 'base-site', 'pages'), pages(), { recursive: true });
  declareGerman(true);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('translations', () => {
  it('report a stale entry at the translation, naming the English file:line:col with the old and the new English', () => {
    write('translations/de/about.yaml', GERMAN_ABOUT);
    const about = join(pages(), 'about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('    title: About\n', '    title: About us\n'));
    expect(lines().filter((line) => line.includes('stale'))).toEqual([
      'translations/de/about.yaml:13:1  warning: blocks[0].title: stale: the English changed since this was translated ' +
        '(pages/about.yaml:6:12). It was "About"; it is now "About us". Update the translation, then set en: to the new English.',
    ]);
    // The stale translation is still shown: older words in the reader's language beat none.
    const german = siteDataOf({ checker: createContentChecker(repoRoot, pages(), { translationsDir: translations() }), content: check() });
    expect(german.pages.find((page) => page.route === '/de/about')?.doc.blocks[0]).toMatchObject({ title: 'Über uns' });

    // Translating the new English and recording it makes the entry current again.
    write('translations/de/about.yaml', GERMAN_ABOUT.replace('  en: About\n  de: Über uns', '  en: About us\n  de: Über uns'));
    expect(lines().filter((line) => line.includes('stale'))).toEqual([]);
  });

  it('list every untranslated field as missing, a warning in a language declared complete and a notice otherwise', () => {
    write('translations/de/about.yaml', GERMAN_ABOUT.split('blocks[0]')[0]);
    const missing = lines().filter((line) => line.startsWith('translations/de/about.yaml'));
    expect(missing).toEqual([
      'translations/de/about.yaml:1:1  warning: blocks[0].title: not translated: pages/about.yaml:6:12 says "About", and the page ' +
        'shows it in English. Add an entry for blocks[0].title (`npm run translations -- --fill de` adds it with its English).',
    ]);
    declareGerman(false);
    expect(lines('warning').filter((line) => line.startsWith('translations/de/about.yaml'))).toEqual([]);
    expect(lines('notice').filter((line) => line.startsWith('translations/de/about.yaml'))).toHaveLength(1);
  });

  it('refuse an entry for a field the page no longer has, or one that is not translatable, and say what to do', () => {
    write(
      'translations/de/about.yaml',
      `${GERMAN_ABOUT}blocks[7].title:\n  en: Gone\n  de: Weg\nblocks[1].actions[0].href:\n  en: /\n  de: /de\n`,
    );
    expect(lines().filter((line) => line.startsWith('translations/de/about.yaml'))).toEqual([
      'translations/de/about.yaml:16:1  warning: blocks[7].title: pages/about.yaml has no field blocks[7].title any more, and its ' +
        'English, "Gone", is nowhere else in the page (it was removed, or reworded as its block moved). Find where its words are now ' +
        'in the English page and move this entry to that path, or delete it.',
      'translations/de/about.yaml:19:1  blocks[1].actions[0].href: pages/about.yaml has blocks[1].actions[0].href, but it is not ' +
        'words a visitor reads (a link, an icon, a name the code uses, or a brand), so every language shares it. Delete this entry.',
    ]);
  });

  it('follow their English when blocks move: every field keeps its words, and only a notice says where they are filed', () => {
    write('translations/de/about.yaml', GERMAN_ABOUT);
    const about = join(pages(), 'about.yaml');
    const [head, hero, cta] = readFileSync(about, 'utf8').split(/(?=  - type: )/);
    writeFileSync(about, head + cta + hero);
    const about_ = (severity: string) => lines(severity).filter((line) => line.startsWith('translations/de/about.yaml'));
    expect([...about_('error'), ...about_('warning')]).toEqual([]);
    expect(about_('notice')).toEqual([
      'translations/de/about.yaml:7:1  notice: blocks[1].title: moved: its English is now at blocks[0].title (pages/about.yaml:7:12), ' +
        'which it translates. `npm run translations -- --fill de` files it under that path.',
      'translations/de/about.yaml:10:1  notice: blocks[1].actions[0].label: moved: its English is now at blocks[0].actions[0].label ' +
        '(pages/about.yaml:9:16), which it translates. `npm run translations -- --fill de` files it under that path.',
      'translations/de/about.yaml:13:1  notice: blocks[0].title: moved: its English is now at blocks[1].title (pages/about.yaml:12:12), ' +
        'which it translates. `npm run translations -- --fill de` files it under that path.',
    ]);
    const german = siteDataOf({ checker: createContentChecker(repoRoot, pages(), { translationsDir: translations() }), content: check() });
    expect(german.pages.find((page) => page.route === '/de/about')?.doc.blocks).toMatchObject([
      { type: 'cta', title: 'Jetzt buchen', actions: [{ label: 'Startseite' }] },
      { type: 'hero', title: 'Über uns' },
    ]);

    // A block moved and reworded at once: its title's entry can no longer be told by its English, and says so.
    writeFileSync(about, head + cta.replace('title: Book now', 'title: Book a call') + hero);
    expect(about_('warning')).toEqual([
      'translations/de/about.yaml:1:1  warning: blocks[0].title: not translated: pages/about.yaml:7:12 says "Book a call", and the ' +
        'page shows it in English. Add an entry for blocks[0].title (`npm run translations -- --fill de` adds it with its English).',
      'translations/de/about.yaml:7:1  warning: blocks[1].title: the entry filed under blocks[0].title translates this field now, ' +
        'as its English is here, and this entry\'s English, "Book now", is nowhere in pages/about.yaml any more. If it was reworded, ' +
        'move this entry to the path of the new words and update it; otherwise delete it.',
    ]);
  });

  it('say of an empty translation file how to fill it in, not what a page needs', () => {
    write('translations/de/about.yaml', '');
    expect(lines('error')).toEqual([
      'translations/de/about.yaml:1:1  The file is empty, so it gives no words. Fill it in (`npm run translations -- --fill de` ' +
        'writes each field of a page with the English to translate), or delete the file.',
    ]);
  });

  it('report an entry with its English but no translation yet, where it is', () => {
    write('translations/de/about.yaml', GERMAN_ABOUT.replace('  de: Über uns', '  de: ""'));
    expect(lines().filter((line) => line.includes('blocks[0].title'))).toEqual([
      'translations/de/about.yaml:13:1  warning: blocks[0].title: not translated yet: pages/about.yaml:6:12 says "About", and the ' +
        'page shows it in English. Write its translation after de:.',
    ]);
  });

  it('refuse a language the site does not declare, a file that translates no page, and a translation of an article', () => {
    write('translations/xx/about.yaml', GERMAN_ABOUT);
    write('translations/de/no-such-page.yaml', GERMAN_ABOUT);
    write('translations/de/blog/first-article.yaml', 'meta.title:\n  en: x\n  de: y\n');
    const errors = lines('error');
    expect(errors).toContainEqual(expect.stringMatching(/^translations\/xx\/about\.yaml:1:1 {2}"xx" is not one of the site's languages/));
    expect(errors).toContainEqual(expect.stringMatching(/^translations\/de\/no-such-page\.yaml:1:1 {2}There is no pages\/no-such-page\.yaml/));
    expect(errors).toContainEqual(expect.stringMatching(/^translations\/de\/blog\/first-article\.yaml:1:1 {2}pages\/blog\/first-article\.yaml is an article/));
  });

  it("leave the translations of a page with errors alone until it is mended, rather than call them a translation of no page", () => {
    write('translations/de/about.yaml', GERMAN_ABOUT);
    const about = join(pages(), 'about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('type: hero', 'type: heros'));
    const problems = check().problems.map(formatProblem);
    expect(problems).toContainEqual(expect.stringMatching(/^pages\/about\.yaml:5:\d+ .*"heros" is not a block type/));
    expect(problems.filter((line) => line.startsWith('translations/de/about.yaml'))).toEqual([]);
  });

  it('refuse a translation that would break a rule of the schema, at the entry that gives the words', () => {
    write('translations/de/about.yaml', GERMAN_ABOUT.replace('  de: Über uns', '  de: ""').replace('de: Über die Beispielseite und wie man bucht', 'de: "x"'));
    // An empty translation is an untranslated field; a one-character title breaks no schema rule but the lint's.
    expect(lines().filter((line) => line.includes('meta.title: In "de"'))).toEqual([
      expect.stringMatching(/^translations\/de\/about\.yaml:1:1 {2}warning: meta\.title: In "de", meta\.title is 1 characters long/),
    ]);
  });

  it("warn at the entry where an amount of money is not the English one at the site's rate (£99 = € 119), kept or converted", () => {
    const about = join(pages(), 'about.yaml');
    writeFileSync(about, readFileSync(about, 'utf8').replace('title: Book now', 'title: Book a callout, £95 for the first hour'));
    write('translations/de/about.yaml', GERMAN_ABOUT.replace('  en: Book now\n  de: Jetzt buchen', '  en: Book a callout, £95 for the first hour\n  de: Einsatz buchen, 95 € für die erste Stunde'));
    const aboutWarnings = () => lines('warning').filter((line) => line.startsWith('translations/de/about.yaml'));
    expect(aboutWarnings()).toEqual([
      'translations/de/about.yaml:9:7  warning: blocks[1].title: the English gives an amount this translation does not: at the site\'s rate (£99 = 119\u00a0€, ' +
        'as the prices convert), £95 is about 114\u00a0€. Write the converted amount, rounded as you would write a price, or the English amount as it is.',
    ]);
    write('translations/de/about.yaml', GERMAN_ABOUT.replace('  en: Book now\n  de: Jetzt buchen', '  en: Book a callout, £95 for the first hour\n  de: Einsatz buchen, 115 € für die erste Stunde'));
    expect(aboutWarnings()).toEqual([]);
  });

  it('keep the {names} of a catalogue message, and refuse a translation that drops one', () => {
    write('translations/de/_strings.yaml', 'chrome.homeLink:\n  en: "{brand} home"\n  de: Startseite\n');
    expect(lines('error')).toEqual([
      'translations/de/_strings.yaml:3:7  chrome.homeLink: The translation leaves out {brand}, which the English fills in. ' +
        'Use the same names in braces as the English does (only the words around them change).',
    ]);
  });

  it("read a language's list of word breaks for its pages, and refuse an entry that is not a word with its breaks, where it is", () => {
    write('translations/de/_hyphenation.yaml', '# Where long words break\n- Kunden-service-team\n- Termin buchung\n- kundenserviceteam\n- 42\n');
    expect(lines('error')).toEqual([
      'translations/de/_hyphenation.yaml:3:3  "Termin buchung" is not a word with its breaks: write its letters, with a hyphen between two of them ' +
        'where it may break ("tekoäly-avustaja"), and nothing else.',
      'translations/de/_hyphenation.yaml:4:3  "kundenserviceteam" is listed already (entry 1). Keep one of the two.',
      'translations/de/_hyphenation.yaml:5:3  42 is not a word with its breaks: write its letters, with a hyphen between two of them where it may ' +
        'break ("tekoäly-avustaja"), and nothing else.',
    ]);
    const site = siteDataOf({ checker: createContentChecker(repoRoot, pages(), { translationsDir: translations() }), content: check() });
    expect(site.languages.map(({ code, hyphenation }) => [code, hyphenation])).toEqual([
      ['en', []],
      ['de', ['Kunden-service-team']],
    ]);

    // A list with only its comment lists nothing, and is no mistake.
    write('translations/de/_hyphenation.yaml', '# Where long words break\n');
    expect(lines()).not.toContainEqual(expect.stringMatching(/_hyphenation/));

    write('translations/de/_hyphenation.yaml', 'Kunden-service: x\n');
    expect(lines('error')).toEqual([
      'translations/de/_hyphenation.yaml:1:1  This file lists words with a hyphen where each may break, one to a line: "- tekoäly-avustaja". Start each line with "- ".',
    ]);
  });

  it('refuse a symbolic link under translations/ instead of following it out of the project', () => {
    mkdirSync(translations());
    const outside = mkdtempSync(join(tmpdir(), 'outside-'));
    try {
      symlinkSync(outside, join(translations(), 'de'));
      expect(lines('error')).toEqual([
        'translations/de:1:1  This is a symbolic link, and translations are read only from files inside translations/. Put the file itself here.',
      ]);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });
});

describe('npm run translations', () => {
  it('--fill appends every missing entry with its English, leaving every byte already written as it was, and files entries whose block moved under its new path', () => {
    const project = mkdtempSync(join(tmpdir(), 'site-fill-'));
    try {
      for (const folder of ['pages', 'schemas', 'public', 'scripts', 'src', 'translations']) cpSync(join(repoRoot, folder), join(project, folder), { recursive: true });
      cpSync(join(repoRoot, 'package.json'), join(project, 'package.json'));
      symlinkSync(join(repoRoot, 'node_modules'), join(project, 'node_modules'));
      const file = join(project, 'translations', 'de', 'about.yaml');
      const before = readFileSync(file, 'utf8');
      // Drop the last entry: --fill must add it back after everything else.
      const entries = before.split(/\n(?=\S)/);
      const kept = `${entries.slice(0, -1).join('\n')}\n`;
      writeFileSync(file, kept);
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(project, 'scripts', 'translations.ts'), '--fill', 'de'], { cwd: project, encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      const after = readFileSync(file, 'utf8');
      expect(after.startsWith(kept)).toBe(true);
      const key = entries.at(-1)!.split(':')[0];
      expect(after.slice(kept.length)).toMatch(new RegExp(`^${key.replace(/[[\]().]/g, '\\$&')}:\\n  en: .+\\n(?: .+\\n)*  de: ""\\n$`));

      // Two blocks change places: each entry is filed under its field's new path, and nothing else changes.
      const page = join(project, 'pages', 'about.yaml');
      const [head, first, second, ...rest] = readFileSync(page, 'utf8').split(/(?=^ {2}- type: )/m);
      writeFileSync(page, [head, second, first, ...rest].join(''));
      const refill = spawnSync(process.execPath, ['--import', 'tsx', join(project, 'scripts', 'translations.ts'), '--fill', 'de'], { cwd: project, encoding: 'utf8' });
      expect(refill.status, refill.stderr).toBe(0);
      const refiled = readFileSync(file, 'utf8');
      const renumbered = (text: string) => text.replace(/^blocks\[([01])\]/gm, (_, index: string) => `blocks[${1 - Number(index)}]`);
      expect(refiled).toBe(renumbered(after));
      const check = spawnSync(process.execPath, ['--import', 'tsx', join(project, 'scripts', 'translations.ts')], { cwd: project, encoding: 'utf8' });
      expect(check.stdout).not.toMatch(/translations\/de\/about\.yaml.*(moved|no field)/);
      expect(check.stdout).toMatch(/translations\/fi\/about\.yaml.*moved: its English is now at blocks\[1\]\.title/);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }, 60_000);
});
