import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { createContentChecker, type SiteContent } from '../../content/siteContent.ts';

/** Page texts that are not on disk (yet), by file as problems name it: `pages/about.yaml`. */
export type Drafts = Readonly<Record<string, string>>;

export interface DraftSite {
  /** Checks the whole site as `npm run validate` does, as if each draft were saved; nothing under pages/ is written. */
  check(drafts?: Drafts): SiteContent;
  /** Removes the scratch copy. */
  close(): void;
}

/**
 * The checker run on a scratch copy of pages/ that holds the drafts: the checker reads its files from a folder, and
 * the real one must not change before the author saves. The copy is brought up to date before each check, writing
 * only the files that differ, and the dev server's incremental checker then parses only those again.
 */
export function createDraftSite(root: string, pagesDir: string): DraftSite {
  const copyDir = mkdtempSync(join(tmpdir(), 'ringwell-drafts-'));
  const checker = createContentChecker(root, copyDir, { incremental: true });
  const written = new Map<string, string>();

  const update = (drafts: Drafts) => {
    const texts = new Map<string, string>();
    for (const absolute of listFiles(pagesDir)) texts.set(relative(pagesDir, absolute).split(sep).join('/'), readFileSync(absolute, 'utf8'));
    for (const [file, text] of Object.entries(drafts)) texts.set(file.replace(/^pages\//, ''), text);
    for (const [file, text] of texts) {
      if (written.get(file) === text) continue;
      const target = join(copyDir, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, text);
      written.set(file, text);
    }
    for (const file of written.keys()) {
      if (texts.has(file)) continue;
      rmSync(join(copyDir, file), { force: true });
      written.delete(file);
    }
  };

  return {
    check(drafts = {}) {
      update(drafts);
      return checker.check();
    },
    close() {
      rmSync(copyDir, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir`, sorted, following symbolic links as the checker does. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? listFiles(path) : [path];
    });
}
