/**
 * `npm run bench:build [-- --sizes=0,1000,5000 --runs=1]`: how the build grows with the site. For each size it makes a
 * scratch copy of the project with that many synthetic industry pages (copies of one with their own names and titles),
 * runs a clean build (`--clean`) and prints its wall time, peak memory (all of the build's processes together) and
 * milliseconds per page. On the 1,000-page copy it also times a rebuild with nothing changed and one after changing one
 * page's text. Prints numbers; asserts nothing.
 *
 * `-- --peer=<folder>[,<folder>] [--pages=1000,5000 --runs=3]`: the same clean builds side by side with peer sites
 * built from the same pages (an Astro site, or a Hugo site with gen-hugo.mjs beside its folder: see
 * ../shared/peers/README.md), alternating ours and each peer's, and the ratio of their medians against the target.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashOf } from './builder/buildCache.ts';
import { buildCommand } from './buildCommand.ts';
import { scratchProject } from './scratchProject.ts';

const root = join(import.meta.dirname, '..');
const option = (name: string, fallback: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const PEERS = option('peer', '').split(',').filter(Boolean);
const SIZES = option('pages', option('sizes', PEERS.length > 0 ? '1000,5000' : '0,1000,5000')).split(',').map(Number);
const RUNS = Number(option('runs', PEERS.length > 0 ? '3' : '1'));
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
  /** User and system CPU time, where GNU time is there to tell. */
  cpuSeconds?: number;
}

/**
 * GNU time, when installed: it reports the CPU time of the build and of every process it waited for, which other work
 * on the machine changes much less than the wall time.
 */
const GNU_TIME = '/usr/bin/time';
const timeReport = join(tmpdir(), `bench-build-time-${process.pid}`);

/** Runs `command` in `dir`, after `before` (timed with it: a clean build's deleting is part of it). */
async function measure(dir: string, command: string, args: string[], before = () => {}, env: NodeJS.ProcessEnv = process.env): Promise<BuildRun> {
  const timed = existsSync(GNU_TIME);
  const started = performance.now();
  before();
  const child = timed
    ? spawn(GNU_TIME, ['-f', '%U %S', '-o', timeReport, command, ...args], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env })
    : spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let peakBytes = 0;
  const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 50);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`The build in ${dir} failed:\n${output}`);
  const seconds = (performance.now() - started) / 1000;
  const cpuSeconds = timed ? readFileSync(timeReport, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number).reduce((a, b) => a + b) : undefined;
  return { seconds, peakBytes, cpuSeconds };
}

const build = (dir: string, args: string[]) => measure(dir, ...buildCommand(dir, ...args));

interface Peer {
  name: string;
  /** The target: ours under this share of the peer's time. */
  target: number;
  /** Gives the peer the pages of the scratch project `project`; returns its clean build. */
  prepare(project: string): () => Promise<BuildRun>;
}

/** The Astro site: installed once in a folder of its own under the system's temporary folder, kept between runs. */
function astroPeer(folder: string): Peer {
  const sources = readdirSync(folder).filter((entry) => !['node_modules', 'dist', '.astro', 'data'].includes(entry));
  const lock = ['package.json', 'package-lock.json'].map((file) => (existsSync(join(folder, file)) ? readFileSync(join(folder, file)) : ''));
  const dir = join(tmpdir(), `bench-build-astro-${hashOf(...lock).slice(0, 12)}`);
  const installed = join(dir, 'node_modules', '.bench-installed');
  if (!existsSync(installed)) {
    console.log(`Installing the Astro peer in ${dir} (once)…`);
    rmSync(dir, { recursive: true, force: true });
    cpSync(folder, dir, { recursive: true, filter: (source) => basename(source) !== 'node_modules' });
    // The peer's lock file may lag its package.json, which `npm ci` refuses; `npm install` settles it.
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
    writeFileSync(installed, '');
  }
  const siteCss = join(folder, '..', 'site.css');
  return {
    name: 'Astro',
    target: 0.8,
    prepare(project) {
      // The peer's sources afresh, so that a file it no longer has is gone here too.
      for (const entry of sources) {
        rmSync(join(dir, entry), { recursive: true, force: true });
        cpSync(join(folder, entry), join(dir, entry), { recursive: true });
      }
      rmSync(join(dir, 'data'), { recursive: true, force: true });
      cpSync(join(project, 'pages'), join(dir, 'data', 'pages'), { recursive: true });
      cpSync(siteCss, join(dir, 'data', 'site.css'));
      const astro = join(dir, 'node_modules', 'astro', 'astro.js');
      const clean = () => {
        for (const made of ['dist', '.astro', 'node_modules/.astro', 'node_modules/.vite']) rmSync(join(dir, made), { recursive: true, force: true });
      };
      return () => measure(dir, process.execPath, [astro, 'build'], clean);
    },
  };
}

/** The Hugo site, with the `hugo` on the PATH (Debian's package) and gen-hugo.mjs beside its folder to convert the pages. */
function hugoPeer(folder: string): Peer {
  try {
    execFileSync('hugo', ['version'], { stdio: 'ignore' });
  } catch {
    throw new Error('The Hugo peer needs the hugo command (apt-get install -y hugo).');
  }
  return {
    name: 'Hugo',
    // The issue's target: within twice Hugo's time.
    target: 2,
    prepare(project) {
      // gen-hugo.mjs reads $PEERS/ours/pages and $PEERS/site.css, and writes into $PEERS/hugo.
      const peers = mkdtempSync(join(tmpdir(), 'bench-build-hugo-'));
      scratchCopies.push(peers);
      cpSync(folder, join(peers, 'hugo'), { recursive: true });
      mkdirSync(join(peers, 'hugo', 'data'), { recursive: true });
      cpSync(join(folder, '..', 'site.css'), join(peers, 'site.css'));
      symlinkSync(project, join(peers, 'ours'));
      execFileSync(process.execPath, [join(folder, '..', 'gen-hugo.mjs')], { env: { ...process.env, PEERS: peers }, stdio: 'ignore' });
      const site = join(peers, 'hugo');
      const clean = () => {
        for (const made of ['public', 'resources']) rmSync(join(site, made), { recursive: true, force: true });
      };
      return () => measure(site, 'hugo', ['--quiet'], clean);
    },
  };
}

function peerAt(folder: string): Peer {
  if (existsSync(join(folder, 'astro.config.mjs'))) return astroPeer(folder);
  if (existsSync(join(folder, 'layouts')) && existsSync(join(folder, 'config.yaml'))) return hugoPeer(folder);
  throw new Error(`${folder} is neither an Astro site (astro.config.mjs) nor a Hugo site (config.yaml and layouts/).`);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const realPages = readdirSync(join(root, 'pages'), { recursive: true }).filter((file) => String(file).endsWith('.yaml')).length - 2;

const load = () => `load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`;

function report(label: string, pages: number, runs: BuildRun[]) {
  const seconds = runs.map((run) => run.seconds);
  const peak = Math.max(...runs.map((run) => run.peakBytes)) / 2 ** 20;
  const range = runs.length > 1 ? ` (${Math.min(...seconds).toFixed(1)}–${Math.max(...seconds).toFixed(1)})` : '';
  const cpu = runs.every((run) => run.cpuSeconds !== undefined) ? `  cpu ${median(runs.map((run) => run.cpuSeconds!)).toFixed(1).padStart(5)} s` : '';
  console.log(
    `${label.padEnd(34)} ${String(pages).padStart(5)} pages  ${median(seconds).toFixed(1).padStart(6)} s${range}  peak ${peak.toFixed(0).padStart(5)} MB  ${((median(seconds) * 1000) / pages).toFixed(2).padStart(6)} ms a page${cpu}`,
  );
}

// The scratch copies are deleted once every size is measured: deleting one's files while the next builds would slow
// the file system under it (on ext4 without a journal, a new file's inode is looked for past recently deleted ones).
const scratchCopies: string[] = [];
const peers = PEERS.map((folder) => peerAt(resolve(folder)));
console.log(load());
try {
  for (const size of SIZES) {
    const dir = scratchSite(size);
    scratchCopies.push(dir);
    const peerBuilds = peers.map((peer) => ({ peer, build: peer.prepare(dir), runs: [] as BuildRun[] }));
    const runs: BuildRun[] = [];
    for (let run = 0; run < RUNS; run++) {
      runs.push(await build(dir, ['--clean']));
      for (const peerBuild of peerBuilds) peerBuild.runs.push(await peerBuild.build());
      // Each round as it ends: a long run on a busy machine tells something before it is over.
      if (peerBuilds.length > 0) {
        const times = [['ours', runs.at(-1)!] as const, ...peerBuilds.map(({ peer, runs: peerRuns }) => [peer.name, peerRuns.at(-1)!] as const)];
        console.log(`  ${size} synthetic, round ${run + 1}: ${times.map(([name, { seconds, cpuSeconds }]) => `${name} ${seconds.toFixed(1)} s${cpuSeconds === undefined ? '' : ` (cpu ${cpuSeconds.toFixed(1)} s)`}`).join(', ')}; ${load()}`);
      }
    }
    report(`clean build, ${size} synthetic`, realPages + size, runs);
    for (const { peer, runs: peerRuns } of peerBuilds) {
      report(`${peer.name}, the same pages`, realPages + size, peerRuns);
      const ratio = median(runs.map((run) => run.seconds)) / median(peerRuns.map((run) => run.seconds));
      const met = ratio < peer.target ? 'met' : 'NOT met';
      const cpuRatio = runs.every((run) => run.cpuSeconds !== undefined) && peerRuns.every((run) => run.cpuSeconds !== undefined)
        ? `; CPU time ${(median(runs.map((run) => run.cpuSeconds!)) / median(peerRuns.map((run) => run.cpuSeconds!))).toFixed(2)}`
        : '';
      const peak = Math.max(...runs.map((run) => run.peakBytes));
      console.log(`  ours / ${peer.name}: ${ratio.toFixed(2)} (target under ${peer.target}: ${met})${cpuRatio}; our peak memory under 1 GB: ${peak < 2 ** 30 ? 'met' : 'NOT met'}; ${load()}`);
    }
    if (peers.length > 0) continue;
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
  rmSync(timeReport, { force: true });
}
