/**
 * `npm run bench:build [-- --sizes=0,1000,5000 --runs=1]`: how the build grows with the site. For each size it makes a
 * scratch copy of the project with that many synthetic industry pages (copies of one with their own names and titles),
 * runs a clean build (`--clean`) and prints its wall time, peak memory (all of the build's processes together) and
 * milliseconds per page. On the 1,000-page copy it also times a rebuild with nothing changed and one after changing one
 * page's text. Prints numbers; asserts nothing.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { scratchProject } from './scratchProject.ts';

const root = join(import.meta.dirname, '..');
const option = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const SIZES = option('sizes', '0,1000,5000').split(',').map(Number);
const RUNS = Number(option('runs', '1'));
const INCREMENTAL_SIZE = 1000;
const SOURCE_INDUSTRY = 'restaurants.yaml';

/** A copy of the project with `count` extra industry pages. */
function scratchSite(count: number): string {
  const dir = scratchProject('bench-build-');
  const industries = join(dir, 'pages', '(industries)');
  const source = readFileSync(join(industries, SOURCE_INDUSTRY), 'utf8');
  for (let i = 0; i < count; i++) writeFileSync(join(industries, `bench-trade-${i}.yaml`), syntheticIndustry(source, i));
  return dir;
}

function syntheticIndustry(source: string, i: number): string {
  return source
    .replace(/^  title: .*$/m, `  title: AI Phone Answering for Trade ${i} | Ringwell`)
    .replace(/^  description: (.*)$/m, (_, text: string) => `  description: Trade ${i}. ${text.slice(0, 140)}`)
    .replace(/^  name: .*$/m, `  name: Trade ${i}`)
    .replace(/^  - \{ label: Restaurants \}$/m, `  - { label: Trade ${i} }`);
}

/** Sums the resident memory of a process and all its descendants, from /proc. */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let bytes = 0;
  const visit = (id: number) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      bytes += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return bytes;
}

interface BuildRun {
  seconds: number;
  peakBytes: number;
}

async function build(dir: string, args: string[]): Promise<BuildRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let peakBytes = 0;
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 50);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The build in ${dir} failed:\n${output}`);
  return { seconds: (performance.now() - started) / 1000, peakBytes };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const realPages = readdirSync(join(root, 'pages'), { recursive: true }).filter((file) => String(file).endsWith('.yaml')).length - 2;

function report(label: string, pages: number, runs: BuildRun[]) {
  const seconds = runs.map((run) => run.seconds);
  const peak = Math.max(...runs.map((run) => run.peakBytes)) / 2 ** 20;
  const range = runs.length > 1 ? ` (${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)})` : '';
  console.log(
    `${label.padEnd(34)} ${String(pages).padStart(5)} pages  ${median(seconds).toFixed(1).padStart(6)} s${range}  peak ${peak.toFixed(0).padStart(5)} MB  ${((median(seconds) * 1000) / pages).toFixed(2).padStart(6)} ms a page`,
  );
}

// The scratch copies are deleted once every size is measured: deleting one's files while the next builds would slow
// the file system under it (on ext4 without a journal, a new file's inode is looked for past recently deleted ones).
const scratchCopies: string[] = [];
try {
  for (const size of SIZES) {
    const dir = scratchSite(size);
    scratchCopies.push(dir);
    const runs: BuildRun[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await build(dir, ['--clean']));
    report(`clean build, ${size} synthetic`, realPages + size, runs);
    if (size !== INCREMENTAL_SIZE) continue;
    report('  rebuild, nothing changed', realPages + size, [await build(dir, [])]);
    const changed = join(dir, 'pages', '(industries)', 'bench-trade-7.yaml');
    const changedRuns: BuildRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      writeFileSync(changed, readFileSync(changed, 'utf8').replace(/Book tables on the phone[^\n]*/, `Book tables on the phone (edit ${run})`));
      changedRuns.push(await build(dir, []));
    }
    report('  rebuild, one page changed', realPages + size, changedRuns);
  }
} finally {
  for (const dir of scratchCopies) rmSync(dir, { recursive: true, force: true });
}
