/**
 * The build's cache: what each output was made from, so a rebuild redoes only what changed. Every entry is named by
 * the hash of all it depends on and never changes once written, so a stale entry can never be mistaken for a fresh
 * one; entries that the last build did not use are removed at its end.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readdir, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { KnownResults } from '../../src/content/siteContent';
import type { RememberedResults } from './checkContent';

export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 32);
}

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => filesUnder(join(path, name)));
}

/** The hash of these files' and folders' paths and contents, relative to `root`. */
export function hashOfFiles(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((path) => filesUnder(join(root, path)))) {
    hash.update(relative(root, file).split(sep).join('/')).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/** Where a cached output of one kind lives, and which of them this build used. */
export class CacheShelf {
  readonly dir: string;
  private readonly used = new Set<string>();
  /** The names on the shelf when the build started: one listing instead of a look-up per entry. */
  private readonly found: Set<string>;
  /** Where the time the last build finished with the shelf is kept (see seal). */
  private readonly sealFile: string;
  /** When the last build finished with the shelf, in milliseconds; none if it never did. */
  private readonly sealedAt: number;

  constructor(cacheDir: string, kind: string) {
    this.dir = join(cacheDir, kind);
    mkdirSync(this.dir, { recursive: true });
    this.found = new Set(readdirSync(this.dir));
    this.sealFile = join(cacheDir, `${kind}.sealed`);
    this.sealedAt = existsSync(this.sealFile) ? Number(readFileSync(this.sealFile, 'utf8')) : -Infinity;
  }

  /** The path of the entry named `key` (a file or a folder), which this build will keep. */
  entry(key: string): string {
    this.used.add(key);
    return join(this.dir, key);
  }

  /** Whether the shelf held nothing when the build started. */
  get empty(): boolean {
    return this.found.size === 0;
  }

  /**
   * Whether the shelf held `name` (an entry's key with its file's extension) when the build started, as it was written.
   * An entry changed since the last build finished was written through its link in dist/ (see place), and no longer
   * holds what its key says.
   */
  had(name: string): boolean {
    return this.found.has(name) && statSync(join(this.dir, name)).mtimeMs <= this.sealedAt;
  }

  /** Notes that this build has finished writing the shelf's entries: any change to one after now is not the build's. */
  seal(): void {
    writeFileSync(this.sealFile, String(Date.now()));
  }

  /** Removes every entry that this build did not ask for. */
  prune(): void {
    for (const name of this.found) {
      if (!this.used.has(name.split('.')[0])) rmSync(join(this.dir, name), { recursive: true, force: true });
    }
  }
}

/**
 * Where folders the build has done with are deleted while it works: deleting a thousand pages' files takes half a
 * second. A folder is renamed into the bin at once, and deleted from there in the background; so is whatever a build
 * that was stopped left in the bin.
 */
export class Bin {
  private readonly removals: Promise<void>[];

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.removals = readdirSync(dir).map((left) => rm(join(dir, left), { recursive: true, force: true }));
  }

  /** Deletes `path`, if it is there; it must be on the bin's device. */
  throwAway(path: string): void {
    const slot = mkdtempSync(join(this.dir, 'slot-'));
    try {
      renameSync(path, join(slot, 'contents'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    this.removals.push(rm(slot, { recursive: true, force: true }));
  }

  /** Resolves once everything thrown away is deleted. */
  async emptied(): Promise<void> {
    await Promise.all(this.removals);
  }
}

/**
 * Deletes every file under `dir`, in the background, and keeps its folders for the next output: a route's folder is
 * there again once its page is placed. Making a thousand folders anew took ~0.4 s: on ext4 without a journal, a new
 * inode is looked for past every one deleted in the last minutes.
 */
export async function emptyOfFiles(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  await Promise.all(entries.filter((entry) => !entry.isDirectory()).map((entry) => unlink(join(entry.parentPath, entry.name))));
}

/** Removes the folders under `dir` that hold no file, such as a removed route's; returns whether `dir` held none. */
export function removeEmptyFolders(dir: string): boolean {
  let empty = true;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (!entry.isDirectory() || !removeEmptyFolders(path)) empty = false;
    else rmdirSync(path);
  }
  return empty;
}

/**
 * Copies a cached folder into the output, leaving out its dot-folders (the bundler's `.vite/` manifest is for the build
 * only, and hosts would serve it).
 */
export function restore(from: string, to: string): void {
  cpSync(from, to, { recursive: true, filter: (source) => !basename(source).startsWith('.') });
}

/**
 * Puts a cached file into the output as a hard link: a page's files and its share image take no time and no space
 * to restore. The build only ever writes new files into dist/, never into one it placed there; a tool that writes into
 * one afterwards changes its entry too, which the next build then finds changed (CacheShelf.had) and writes anew.
 * Where the cache is on another device, the file is copied.
 */
export function place(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    copyFileSync(from, to);
  }
}

/** What the build kept in `file` in V8's own format, which gives back exactly what was kept; undefined if it cannot be read. */
export function readKept<T>(file: string): T | undefined {
  try {
    return deserialize(readFileSync(file)) as T;
  } catch {
    return undefined;
  }
}

/** Keeps `value` in `file` for the next build (see readKept). */
export function writeKept(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, serialize(value));
}

/**
 * Each document's check result from the last build, kept while the checker's code is the same (`key`). In V8's own
 * format, as JSON would not give back every value YAML can hold.
 */
export function rememberedResults(file: string, key: string): RememberedResults {
  return {
    recall() {
      const kept = readKept<{ key: string; results: KnownResults }>(file);
      return kept?.key === key ? kept.results : undefined;
    },
    keep: (results) => writeKept(file, { key, results }),
  };
}
