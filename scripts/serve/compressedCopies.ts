import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** The files worth compressing: text. Pictures and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.txt', '.svg']);

/**
 * Brotli's quality 6 compresses this site's pages in about a millisecond each; 10 takes ten times as long for files 7%
 * smaller, 11 three times as long again. Hosts compress on the fly too, at about this quality.
 */
const BROTLI_QUALITY = 6;

/** The encodings the server answers with, by the `Content-Encoding` each is sent with, brotli first: it is the smaller. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

const compress: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  // zlib's default level, 6.
  gzip: (data) => promisify(gzip)(data),
};

/** Where compressed copies are kept between runs of the server, whichever site they are of (see compressedCopy). */
export const DEFAULT_COPIES_DIR = join(tmpdir(), 'site-serve-compressed');

export const isCompressible = (file: string) => COMPRESSIBLE.has(extname(file));

/**
 * The path of `file` compressed with `encoding`, made the first time it is asked for and kept in `copiesDir`. Hosts
 * compress what they serve themselves, so the build writes no compressed copies; the server makes them as hosts do.
 * A copy is named by the file's path, inode, size and modification time: a rebuild writes new files (or links to
 * older ones from the build's cache, whose times may be older than a copy's), so no copy outlives what it was made from.
 */
export async function compressedCopy(file: string, encoding: Encoding, copiesDir: string): Promise<string> {
  const { ino, size, mtimeMs } = await stat(file);
  const name = createHash('sha256').update(`${file}\0${ino}\0${size}\0${mtimeMs}`).digest('hex').slice(0, 40);
  const copy = join(copiesDir, `${name}.${encoding}`);
  try {
    await stat(copy);
  } catch {
    mkdirSync(copiesDir, { recursive: true });
    // Written under a name of its own first: a request that comes meanwhile never reads half a copy.
    const partial = `${copy}.${process.pid}.${Math.random().toString(36).slice(2)}`;
    await writeFile(partial, await compress[encoding](await readFile(file)));
    await rename(partial, copy);
  }
  return copy;
}
