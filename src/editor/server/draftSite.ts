import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { formatProblem, type Problem } from '../../content/problems.ts';
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
  /**
   * The site as it is on disk, as `check()` without drafts finds it: kept until a file on disk changes, so that
   * comparing a draft with it costs a keystroke's check nothing more.
   */
  onDisk(options?: { withTranslations?: boolean }): SiteContent;
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
  /** The last check of the site as it is on disk, with or without its translations, and the texts it checked. */
  const lastOnDisk = new Map<boolean, { texts: Map<string, string>; content: SiteContent }>();

  /** The files on disk by name; translations/ only when they are to be checked, so a page's check never reads them. */
  const readDisk = (withTranslations: boolean) => {
    const texts = new Map<string, string>();
    const read = (dir: string | undefined, folder: string, followLinks: boolean) => {
      if (!dir || !existsSync(dir)) return;
      for (const absolute of listFiles(dir, followLinks)) texts.set(`${folder}/${relative(dir, absolute).split(sep).join('/')}`, readFileSync(absolute, 'utf8'));
    };
    read(pagesDir, 'pages', true);
    // The checker reads no symbolic link under translations/ (it could lead out of the project), and neither does the copy.
    if (withTranslations) read(translationsDir, TRANSLATIONS_DIR, false);
    return texts;
  };

  /** Brings the copy up to date with `disk` and the drafts over it, and checks it. */
  const checkCopy = (disk: Map<string, string>, drafts: Drafts, withTranslations: boolean) => {
    const texts = new Map(disk);
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
    if (!withTranslations) return checker.check();
    localized ??= createContentChecker(root, copies.pages, { incremental: true, translationsDir: copies.translations });
    return localized.check();
  };

  return {
    check(drafts = {}, { withTranslations = false } = {}) {
      return checkCopy(readDisk(withTranslations), drafts, withTranslations);
    },
    onDisk({ withTranslations = false } = {}) {
      const texts = readDisk(withTranslations);
      const last = lastOnDisk.get(withTranslations);
      if (last && sameTexts(last.texts, texts)) return last.content;
      const content = checkCopy(texts, {}, withTranslations);
      lastOnDisk.set(withTranslations, { texts, content });
      return content;
    },
    close() {
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}

const sameTexts = (a: Map<string, string>, b: Map<string, string>) => a.size === b.size && [...a].every(([file, text]) => b.get(file) === text);

/**
 * The problems a draft of `file` answers for, of those the site has with it (`withDraft`): its own file's, and the
 * errors it causes in other files (a link there to an anchor the draft removed), which the site on disk (`onDisk`)
 * does not have. Other files' warnings, and errors they had already, are theirs to mend.
 */
export function problemsOfDraft(file: string, onDisk: readonly Problem[], withDraft: readonly Problem[]): Problem[] {
  const errorsOnDisk = new Set(onDisk.filter((problem) => problem.severity === 'error').map(formatProblem));
  return withDraft.filter((problem) => problem.file === file || (problem.severity === 'error' && !errorsOnDisk.has(formatProblem(problem))));
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
