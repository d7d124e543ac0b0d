import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommand } from '../../scripts/buildCommand';
import { scratchProject } from '../../scripts/scratchProject';

/**
 * A scratch copy of the project translated into German only: what the cache does for one language it does for each,
 * and the copy builds in a third of the time the six languages take.
 */
function twoLanguageProject(prefix: string): string {
  const dir = scratchProject(prefix);
  for (const language of readdirSync(join(dir, 'translations'))) {
    if (language !== 'de') rmSync(join(dir, 'translations', language), { recursive: true });
  }
  return dir;
}

/**
 * A rebuild that takes most of its output from the cache must write exactly what a clean build writes. Each change
 * below is made to a scratch copy of the project, built incrementally, then built again with --clean, and the two
 * outputs are compared file by file.
 */
const project = twoLanguageProject('incremental-build-');
afterAll(() => rmSync(project, { recursive: true, force: true }));

function build(...args: string[]): { rendered: number; cached: number } {
  const output = execFileSync(...buildCommand(project, ...args), { cwd: project, encoding: 'utf8', stdio: 'pipe' });
  const counts = /\((\d+) rendered, (\d+) unchanged from the cache/.exec(output);
  if (!counts) throw new Error(`The build did not say what it rendered:\n${output}`);
  return { rendered: Number(counts[1]), cached: Number(counts[2]) };
}

/** Every file of a project's dist/ with the hash of its content. */
function output(from = project): Map<string, string> {
  const dist = join(from, 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Map(
    files.map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(dist, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
    }),
  );
}

function edit(file: string, from: string | RegExp, to: string) {
  const path = join(project, file);
  const text = readFileSync(path, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${file} no longer contains ${from}; update the test.`);
  writeFileSync(path, changed);
}

/** The pages (their HTML files in dist/) whose content differs between two outputs. */
const changedPages = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([path, hash]) => path.endsWith('.html') && before.get(path) !== hash).map(([path]) => path).sort();

/** Builds incrementally after `change`, then clean, and expects the same files; returns what the rebuild rendered. */
function rebuildMatchesClean(change: () => void): { rendered: number; cached: number } {
  change();
  const counts = build();
  const incremental = output();
  build('--clean');
  expect(output()).toEqual(incremental);
  return counts;
}

describe('the incremental build', { timeout: 180_000 }, () => {
  let pages: number;
  beforeAll(() => {
    const first = build('--clean');
    pages = first.rendered;
  }, 120_000);

  it('renders nothing when nothing changed', () => {
    expect(build()).toEqual({ rendered: 0, cached: pages });
  });

  it('writes the same files from a checkout in another folder', () => {
    const elsewhere = twoLanguageProject('incremental-build-elsewhere-');
    try {
      execFileSync(...buildCommand(elsewhere, '--clean'), { cwd: elsewhere, stdio: 'pipe' });
      expect(output(elsewhere)).toEqual(output());
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('writes anew a page and a picture that a tool edited in dist/ in place, which changed their cache entries too', () => {
    const before = output();
    // Written into, not replaced: the file in dist/ is a link to the page's cache entry.
    for (const file of ['about.html', 'share/retail.png']) writeFileSync(join(project, 'dist', file), 'edited after the build');
    expect(build()).toEqual({ rendered: 1, cached: pages - 1 });
    expect(output()).toEqual(before);
    expect(build()).toEqual({ rendered: 0, cached: pages });
  });

  it('renders only the page whose document changed, not its translations, which keep their words (stale)', () => {
    const before = output();
    const translated = /^ {2}en: Book tables on the phone$/m;
    expect(readFileSync(join(project, 'translations/de/(industries)/restaurants.yaml'), 'utf8')).toMatch(translated);
    const counts = rebuildMatchesClean(() => edit('pages/(industries)/restaurants.yaml', 'Book tables on the phone', 'Book every table on the phone'));
    expect(changedPages(before, output())).toEqual(['restaurants.html']);
    expect(counts).toEqual({ rendered: 1, cached: pages - 1 });
  });

  it('renders only the translation whose words changed and the pages in its language that list it', () => {
    const before = output();
    const counts = rebuildMatchesClean(() =>
      edit('translations/de/(industries)/pet-groomers.yaml', /(industry\.name:\n {2}en: .*\n {2}de: )Hundesalons/, '$1Hundesalons & Groomer'),
    );
    expect(changedPages(before, output())).toEqual([join('de', 'pet-groomers.html'), join('de', 'use-cases.html')]);
    expect(counts).toEqual({ rendered: 2, cached: pages - 2 });
  });

  it('renders the article whose title changed and the pages that list it, and no other', () => {
    const counts = rebuildMatchesClean(() => edit('pages/blog/cost-of-missed-calls.yaml', 'and How to Work It Out', 'and How to Measure It'));
    // The article, the blog index, and the pages that name it among their related articles; not the rest.
    expect(counts.rendered).toBeGreaterThan(2);
    expect(counts.rendered).toBeLessThan(pages / 2);
  });

  it('renders a page added, and of the others only those that list it or count its collection', () => {
    // A page that counts the industries without listing them.
    edit('pages/about.yaml', /^( {2}- type: hero\n)/m, '$1    statsFrom: industries\n');
    build();
    const before = output();
    const bundles = () => readdirSync(join(project, 'node_modules', '.cache', 'site-build', 'bundles'));
    const bundlesBefore = bundles();
    const restaurants = readFileSync(join(project, 'pages/(industries)/restaurants.yaml'), 'utf8');
    const florists = restaurants
      .replace(/^ {2}title: .*$/m, '  title: AI Phone Answering for Florists | Ringwell')
      .replace(/^ {2}name: Restaurants$/m, '  name: Florists')
      .replace(/^ {2}- \{ label: Restaurants \}$/m, '  - { label: Florists }');
    const counts = rebuildMatchesClean(() => writeFileSync(join(project, 'pages/(industries)/florists.yaml'), florists));
    const changed = changedPages(before, output());
    expect(changed).toContain('florists.html');
    // The industries' index lists it, and its hero counts the industries, in every language.
    expect(changed).toContain('use-cases.html');
    expect(changed).toContain(join('de', 'use-cases.html'));
    expect(changed).toContain('about.html');
    expect(changed).not.toContain('features.html');
    // The bundles hold no list of pages: they are not built again.
    expect(bundles()).toEqual(bundlesBefore);
    expect(counts.rendered).toBeLessThan(pages / 4);
    pages = counts.rendered + counts.cached;
  });

  it('renders the pages in a language that link to a page whose translation into it is removed', () => {
    const before = output();
    const isGerman = (path: string) => path === 'de.html' || path.startsWith(`de${sep}`);
    const german = [...before.keys()].filter((path) => isGerman(path) && path.endsWith('.html') && path !== join('de', 'terms.html'));
    const counts = rebuildMatchesClean(() => rmSync(join(project, 'translations/de/terms.yaml')));
    const changed = changedPages(before, output());
    // Every German page's footer now leads to the English terms, marked as English; in the other languages, only the
    // terms themselves change (they no longer name a German version).
    expect(changed).toEqual(expect.arrayContaining(german));
    expect(changed.filter((path) => !isGerman(path)).every((path) => path.endsWith('terms.html'))).toBe(true);
    // Rendered: the German pages, and the terms in the other languages; no other page.
    const otherTerms = [...before.keys()].filter((path) => !isGerman(path) && path.endsWith('terms.html'));
    expect(counts.rendered).toBeLessThanOrEqual(german.length + otherTerms.length);
    pages = counts.rendered + counts.cached;
  });

  it('renders every page when the site configuration changed', () => {
    const counts = rebuildMatchesClean(() => edit('pages/_site.yaml', 'label: Get Started', 'label: Start now'));
    expect(counts).toEqual({ rendered: pages, cached: 0 });
  });

  it('renders every page when a component changed', () => {
    const counts = rebuildMatchesClean(() => edit('src/blocks/Cta/Cta.tsx', '<h2', '<h2 data-changed=""'));
    expect(counts).toEqual({ rendered: pages, cached: 0 });
  });

  it('with --clean takes nothing from the cache, not even what is there for every page', () => {
    const built = output();
    // Every cached page and picture says something else now, with its time as written, as if the build had written
    // it so (a build finds entries changed afterwards: see above); dist/ holds links to them.
    for (const shelf of ['pages', 'share']) {
      const dir = join(project, 'node_modules', '.cache', 'site-build', shelf);
      for (const entry of readdirSync(dir)) {
        const { atime, mtime } = statSync(join(dir, entry));
        writeFileSync(join(dir, entry), 'stale');
        utimesSync(join(dir, entry), atime, mtime);
      }
    }
    expect(build()).toEqual({ rendered: 0, cached: pages });
    expect(output()).not.toEqual(built);
    expect(build('--clean')).toEqual({ rendered: pages, cached: 0 });
    expect(output()).toEqual(built);
  });
});
