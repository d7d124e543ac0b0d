import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { createContentChecker, type ContentChecker, type SiteContent } from '../../content/siteContent.ts';
import { TRANSLATIONS_DIR } from '../../i18n/translations.ts';

/** Texts that are not on disk (yet), by file as problems name it: `pages/about.yaml`, `translations/de/about.yaml`. */
export type Drafts = Readonly<Record<string, string>>;

export interface DraftSite {
  /**
   * Checks the whole site as `npm run validate` does, as if each draft were saved; nothing under pages/ is written.
   * The translations are checked too only when asked (`withTranslations`): they take far longer than the pages.
   */
  check(drafts?: Drafts, options?: { withTranslations?: boolean }): SiteContent;
  /** Removes the scratch copy. */
  close(): void;
}

/**
 * The checker run on a scratch copy of pages/ (and of translations/, when the site has one) that holds the drafts: the
 * checker reads its files from a folder, and the real one must not change before the author saves. The copy is
 * brought up to date before each check, writing only the files that differ, and the dev server's incremental checker
 * then parses only those again.
 */
export function createDraftSite(root: string, pagesDir: string, translationsDir?: string): DraftSite {
  const copyDir = mkdtempSync(join(tmpdir(), 'ringwell-drafts-'));
  const copies = { pages: join(copyDir, 'pages'), translations: join(copyDir, 'translations') };
  mkdirSync(copies.pages);
  mkdirSync(copies.translations);
  // The copy of pages/ is not the project's own: without translationsDir the checker reads no translations.
  const checker = createContentChecker(root, copies.pages, { incremental: true });
  let localized: ContentChecker | undefined;
  const written = new Map<string, string>();

  /** Brings the copy up to date; its translations only when they are to be checked, so a page's check never reads them. */
  const update = (drafts: Drafts, withTranslations: boolean) => {
    const texts = new Map<string, string>();
    const read = (dir: string | undefined, folder: string, followLinks: boolean) => {
      if (!dir || !existsSync(dir)) return;
      for (const absolute of listFiles(dir, followLinks)) texts.set(`${folder}/${relative(dir, absolute).split(sep).join('/')}`, readFileSync(absolute, 'utf8'));
    };
    read(pagesDir, 'pages', true);
    // The checker reads no symbolic link under translations/ (it could lead out of the project), and neither does the copy.
    if (withTranslations) read(translationsDir, TRANSLATIONS_DIR, false);
    for (const [file, text] of Object.entries(drafts)) texts.set(file, text);
    for (const [file, text] of texts) {
      if (written.get(file) === text) continue;
      const target = join(copyDir, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
      written.set(file, text);
    }
    for (const file of written.keys()) {
      if (texts.has(file) || (!withTranslations && file.startsWith(`${TRANSLATIONS_DIR}/`))) continue;
      rmSync(join(copyDir, file), { force: true });
      written.delete(file);
    }
  };

  return {
    check(drafts = {}, { withTranslations = false } = {}) {
      update(drafts, withTranslations);
      if (!withTranslations) return checker.check();
      localized ??= createContentChecker(root, copies.pages, { incremental: true, translationsDir: copies.translations });
      return localized.check();
    },
    close() {
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir`, sorted, following symbolic links as the checker does for pages/ (unless `followLinks` is false). */
export function listFiles(dir: string, followLinks = true): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      const stats = followLinks ? statSync(path) : lstatSync(path);
      return stats.isDirectory() ? listFiles(path, followLinks) : stats.isFile() ? [path] : [];
    });
}
