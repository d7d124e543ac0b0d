import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';

const repoRoot = join(import.meta.dirname, '..', '..');

export interface ScratchServer {
  baseURL: string;
  pagesDir: string;
  /** The copy of translations/, beside pagesDir; the server reads it only when asked to (`translations`). */
  translationsDir: string;
  close(): Promise<void>;
}

/**
 * A dev server over a scratch copy of pages/, which a test may edit without touching the real content;
 * `prepare` may change the copy before the server first reads it. With `translations`, the server has a scratch copy
 * of translations/ too; without, it has no translations, and checking them costs nothing. `root` is the project served:
 * this one, or a scratch copy of it (scripts/scratchProject.ts) with code of its own.
 */
export async function startScratchServer(
  prepare?: (pagesDir: string) => void,
  { translations = false, root = repoRoot }: { translations?: boolean; root?: string } = {},
): Promise<ScratchServer> {
  const dir = mkdtempSync(join(tmpdir(), 'scratch-site-'));
  const pagesDir = join(dir, 'pages');
  const translationsDir = join(dir, 'translations');
  cpSync(join(root, 'pages'), pagesDir, { recursive: true });
  if (translations) cpSync(join(root, 'translations'), translationsDir, { recursive: true });
  prepare?.(pagesDir);
  process.env.SITE_PAGES_DIR = pagesDir;
  if (translations) process.env.SITE_TRANSLATIONS_DIR = translationsDir;
  let server: ViteDevServer;
  try {
    // A scratch project's node_modules links to this one's packages, which the server may then serve too.
    const fs = root === repoRoot ? {} : { fs: { allow: [root, join(repoRoot, 'node_modules')] } };
    // Each test worker optimises the dependencies into a folder of its own: two servers writing one would clash.
    const cacheDir = join(root, 'node_modules', '.vite', `browser-tests-${process.env.TEST_PARALLEL_INDEX ?? 0}`);
    server = await createServer({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'silent', cacheDir, server: { port: 0, ...fs } });
    await server.listen();
  } finally {
    delete process.env.SITE_PAGES_DIR;
    delete process.env.SITE_TRANSLATIONS_DIR;
  }
  return {
    baseURL: server.resolvedUrls!.local[0].replace(/\/$/, ''),
    pagesDir,
    translationsDir,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
