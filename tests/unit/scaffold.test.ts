import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentChecker } from '../../src/content/siteContent.ts';
import { Refusal, scaffold } from '../../scripts/new/scaffold.ts';
import { repoRoot } from './checkFixture.ts';

const today = new Date('2026-03-02T10:00:00Z');
let pagesDir: string;

/** Every file under the pages folder with its content, to show that a refusal changed nothing. */
function snapshot(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (entry.endsWith('.yaml')) files[entry] = readFileSync(join(pagesDir, entry), 'utf8');
  }
  return files;
}

beforeEach(() => {
  pagesDir = join(mkdtempSync(join(tmpdir(), 'site-new-')), 'pages');
  cpSync(join(repoRoot, 'pages'), pagesDir, { recursive: true });
});
afterEach(() => rmSync(dirname(pagesDir), { recursive: true, force: true }));

describe('npm run new', { timeout: 30_000 }, () => {
  it.each([
    ['article', 'missed-call-costs', 'pages/blog/missed-call-costs.yaml', '/blog/missed-call-costs'],
    ['industry', 'hair-salons', 'pages/(industries)/hair-salons.yaml', '/hair-salons'],
    ['page', 'solutions/clinics', 'pages/solutions/clinics.yaml', '/solutions/clinics'],
  ])('writes a %s that passes validation, with only placeholders left to fill in', (kind, name, file, route) => {
    const result = scaffold(repoRoot, pagesDir, kind, name, today);
    expect(result).toMatchObject({ file, route });

    const content = createContentChecker(repoRoot, pagesDir).check();
    expect(content.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(content.problems.every((problem) => problem.file === file)).toBe(true);
    expect(content.pages.map((page) => page.route)).toContain(route);
    expect(result.warnings).toEqual(content.problems);
    expect(result.warnings.length).toBeGreaterThan(5);
    // Every placeholder is a value the editor's form shows, never a comment it cannot delete.
    for (const warning of result.warnings) {
      expect(warning.message).toMatch(/placeholder "TODO|suggests no other articles|related articles block shows nothing/);
    }

    const text = readFileSync(join(dirname(pagesDir), file), 'utf8');
    const schema = /^# yaml-language-server: \$schema=(\S+)\n/.exec(text)?.[1];
    expect(resolve(dirname(join(dirname(pagesDir), file)), schema!)).toBe(join(repoRoot, 'schemas', 'page.schema.json'));
    expect(text).not.toMatch(/\{\{/);
  });

  it('dates a new article today', () => {
    scaffold(repoRoot, pagesDir, 'article', 'missed-call-costs', today);
    expect(readFileSync(join(pagesDir, 'blog', 'missed-call-costs.yaml'), 'utf8')).toContain('publishDate: "2026-03-02"');
  });

  it.each([
    ['article', 'cost-of-missed-calls', '/blog/cost-of-missed-calls is already taken by pages/blog/cost-of-missed-calls.yaml. Choose another slug.'],
    ['article', 'guide-ai-phone-answering', '/blog/guide-ai-phone-answering is already taken by an alias of pages/blog/guide-to-ai-phone-answering.yaml. Choose another slug.'],
    ['industry', 'about', '/about is already taken by pages/about.yaml. Choose another slug.'],
    ['industry', 'restaurants', '/restaurants is already taken by pages/(industries)/restaurants.yaml. Choose another slug.'],
    ['page', 'blog', '/blog is already taken by pages/blog/index.yaml. Choose another path.'],
    ['article', 'Hair_Salons', '"Hair_Salons" cannot be a slug: use lower-case letters, digits and single hyphens, for example "hair-salons".'],
    ['industry', 'hair/salons', '"hair/salons" cannot be a slug: a slug is one name, without "/", for example "hair-salons".'],
    ['article', 'index', '"index" cannot be a slug: "index" names a folder\'s own page. Use the folder\'s path instead.'],
    ['industry', '404', '/404 cannot be a page: pages/404.yaml is the page for unknown addresses. Choose another slug.'],
    ['page', 'images/team', '/images/team cannot be a page: public/images/ is served at /images/. Choose another path.'],
    ['widget', 'x', '"widget" is not a kind of page npm run new writes. Use npm run new -- article <slug>, npm run new -- industry <slug> or npm run new -- page <path>.'],
  ])('refuses %s %s and writes nothing', (kind, name, message) => {
    const before = snapshot();
    expect(() => scaffold(repoRoot, pagesDir, kind, name, today)).toThrow(new Refusal(message));
    expect(snapshot()).toEqual(before);
  });

  it('refuses a path through a symbolic link to a folder outside pages/, and writes nothing there', () => {
    const outside = join(dirname(pagesDir), 'outside');
    mkdirSync(outside);
    symlinkSync(outside, join(pagesDir, 'outdir'));
    expect(() => scaffold(repoRoot, pagesDir, 'page', 'outdir/evil', today)).toThrow(
      new Refusal('"outdir/evil" cannot be a path: "pages/outdir/evil.yaml" leads outside pages/ through a symbolic link; only page documents inside pages/ can be written.'),
    );
    expect(() => scaffold(repoRoot, pagesDir, 'page', 'outdir/deeper/evil', today)).toThrow(Refusal);
    expect(readdirSync(outside)).toEqual([]);
    expect(existsSync(join(pagesDir, 'outdir', 'evil.yaml'))).toBe(false);
  });

  it('prints what to do next, or a one-line refusal with exit code 1', () => {
    const run = (...args: string[]) =>
      spawnSync(join(repoRoot, 'node_modules', '.bin', 'tsx'), ['scripts/new.ts', ...args], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, SITE_PAGES_DIR: pagesDir },
      });
    const written = run('industry', 'hair-salons');
    expect(written.status).toBe(0);
    const lines = written.stdout.trim().split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Wrote pages/(industries)/hair-salons.yaml, the page /hair-salons.',
      'See it at http://localhost:5173/hair-salons while npm run dev runs; it updates as you save.',
      'Fill in what is marked TODO. Until then npm run validate warns, and npm run validate -- --strict (as CI runs it) fails:',
    ]);
    expect(lines[3]).toMatch(/^ {2}pages\/\(industries\)\/hair-salons\.yaml:5:11 {2}warning: meta\.title: still holds the placeholder "TODO: /);

    const before = snapshot();
    const refused = run('industry', 'hair-salons');
    expect(refused.status).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      '/hair-salons is already taken by pages/(industries)/hair-salons.yaml. Choose another slug. Nothing was written.\n',
    );
    expect(snapshot()).toEqual(before);
  });
});
