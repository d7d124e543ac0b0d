import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { Bin, emptyOfFiles, removeEmptyFolders } from '../../scripts/builder/buildCache';

const scratch = mkdtempSync(join(tmpdir(), 'build-bin-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A folder of `count` files, as a build's output or cache is. */
function folderOfFiles(path: string, count: number): string {
  mkdirSync(join(path, 'nested'), { recursive: true });
  for (let i = 0; i < count; i++) writeFileSync(join(path, 'nested', `${i}.html`), `page ${i}`);
  return path;
}

it('a folder thrown away is gone from its place at once, and from the disk once the bin is emptied', async () => {
  const binDir = join(scratch, 'bin');
  const bin = new Bin(binDir);
  const output = folderOfFiles(join(scratch, 'dist'), 200);
  bin.throwAway(output);
  // The build writes the new output there next: the name must be free before any deletion has finished.
  expect(existsSync(output)).toBe(false);
  bin.throwAway(join(scratch, 'never-built'));
  await bin.emptied();
  expect(readdirSync(binDir)).toEqual([]);
});

it('what a stopped build left in the bin is deleted by the next', async () => {
  const binDir = join(scratch, 'left-bin');
  folderOfFiles(join(binDir, 'slot-left'), 20);
  const bin = new Bin(binDir);
  await bin.emptied();
  expect(readdirSync(binDir)).toEqual([]);
});

it("the last output's files are deleted and its folders kept; the folders no file was put back in are removed", async () => {
  const dist = join(scratch, 'last-output');
  folderOfFiles(join(dist, 'kept-route'), 3);
  folderOfFiles(join(dist, 'removed-route'), 3);
  writeFileSync(join(dist, 'sitemap.xml'), '<urlset/>');
  await emptyOfFiles(dist);
  expect(readdirSync(dist, { recursive: true }).sort()).toEqual(['kept-route', 'kept-route/nested', 'removed-route', 'removed-route/nested']);
  // The new output: one route again, and no longer the other.
  writeFileSync(join(dist, 'kept-route', 'nested', 'index.html'), 'page');
  removeEmptyFolders(dist);
  expect(readdirSync(dist, { recursive: true }).sort()).toEqual(['kept-route', 'kept-route/nested', 'kept-route/nested/index.html']);
  await emptyOfFiles(join(scratch, 'never-built'));
});
