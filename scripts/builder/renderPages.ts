/**
 * Renders pages and draws share images in worker threads, one per core (scripts/builder/renderWorker.ts): each task is
 * handed to the next free worker, and each result is passed on as it comes, so nothing waits on the slowest page and
 * no page's HTML is held once written. Pictures need no bundle, so they are drawn while the bundles are still being
 * built; pages are handed out once the bundles are there.
 */
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildSync } from 'esbuild';
import type { Manifest } from '../../src/content/manifest';
import type { ManifestReads } from '../../src/content/manifestReads';
import type { SitePageData } from '../../src/content/virtualPages';
import type { PageLanguage } from '../../src/i18n/language';
import type { ShareCard } from '../../src/seo/shareImage';
import type { PageLinks } from './checkLinks.ts';

/** What drawing a share image needs. */
export interface PictureSetup {
  brand: string;
  host: string;
}

/** What rendering a page needs: the bundles' output. */
export interface PageSetup {
  /** The server bundle's entry file. */
  serverEntry: string;
  /** The client build's index.html, which every page fills. */
  template: string;
  /** The address of the cookie banner's asset, by language code. */
  cookieBanners: Record<string, string>;
  /** The pages' languages by code, sent once instead of with each page. */
  languages: Record<string, PageLanguage>;
  /** The manifest, which the server bundle renders with (provideManifest). */
  manifest: Manifest;
}

export type RenderTask =
  | { kind: 'page'; page: SitePageData; builtRoute: string; file: string }
  | { kind: 'share'; card: ShareCard; file: string };

/**
 * Where the picture worker draws pictures ahead of the check (./cardsAhead.ts): the pages' folder, the share images'
 * cache folder, and the key of the code that draws them.
 */
export interface AheadSetup {
  pagesDir: string;
  shelf: string;
  shareCode: string;
}

/** A task as a worker is sent it: a page's without the page's language, which the page setup has, but with its code. */
export type SentTask =
  | Extract<RenderTask, { kind: 'share' }>
  | (Omit<Extract<RenderTask, { kind: 'page' }>, 'page'> & { page: Omit<SitePageData, 'language'>; language: string });

/**
 * What a worker is sent: a task, or once before its first task of a kind, that kind's setup; or to the picture worker,
 * before any task, pictures to draw ahead and when to stop.
 */
export type WorkerMessage =
  | SentTask
  | ({ kind: 'picture-setup' } & PictureSetup)
  | ({ kind: 'page-setup' } & PageSetup)
  | ({ kind: 'draw-ahead' } & AheadSetup)
  | { kind: 'stop-ahead' };

/** What the picture worker answers while it draws ahead: each picture's file, then that it has stopped. */
export type AheadResult = { kind: 'drawn-ahead'; file: string } | { kind: 'stopped-ahead' };

/** What a worker is started with: the kind of task it takes first, whose code it loads at once. */
export interface WorkerOptions {
  prefers: RenderTask['kind'];
}

export type TaskResult =
  | { kind: 'page'; links: PageLinks; scriptHashes: string[]; devOnlyCode: string[]; reads: ManifestReads }
  | { kind: 'share' }
  | { kind: 'fault'; message: string };

/** Where the worker's code is bundled: in the project, so that the packages it leaves out are found in node_modules. */
const WORKER_DIR = fileURLToPath(new URL('../../node_modules/.cache/site-build-worker/', import.meta.url));

let workerCode: string | undefined;

/**
 * The worker's code as JavaScript, bundled once a build by esbuild (~0.2 s of CPU, in esbuild's own process), the
 * packages left out; each kind of task still loads its code apart. Started from TypeScript through tsx's loader
 * instead, each worker had a loader thread of its own besides (0.3 and 0.9 s of CPU in a profile of a 1,000-page build).
 * Synchronous: the first worker is started just before the content check, which keeps this thread busy and would hold
 * up esbuild's answer until it ends.
 */
function workerFile(): string {
  if (!workerCode) {
    rmSync(WORKER_DIR, { recursive: true, force: true });
    buildSync({
      entryPoints: [fileURLToPath(new URL('./renderWorker.ts', import.meta.url))],
      outdir: WORKER_DIR,
      // .mjs: no package.json above the cache, within node_modules, says that .js files are modules.
      outExtension: { '.js': '.mjs' },
      bundle: true,
      splitting: true,
      chunkNames: '[name]-[hash]',
      format: 'esm',
      platform: 'node',
      target: `node${process.versions.node}`,
      packages: 'external',
      logLevel: 'error',
    });
    workerCode = join(WORKER_DIR, 'renderWorker.mjs');
  }
  return workerCode;
}

/**
 * A worker's old generation, in MB. What lives in it stays under 96 MB (a 5,069-page build completes with that limit),
 * but V8 lets the heap of a thread that allocates fast grow to several times that between collections: without this
 * limit, 5,069-page builds peaked at 910-1,020 MB; with it, at 902-961 MB.
 */
const WORKER_OLD_GENERATION_MB = 384;
/**
 * V8's own young generation for a thread of a 64-bit process (three times its largest semi-space, 16 MB). The build's
 * `--max-semi-space-size` (package.json's script, scripts/build.ts says why) overrides it, in every thread.
 */
const WORKER_YOUNG_GENERATION_MB = 48;

/** Starts a worker thread that takes tasks of the `prefers` kind first. */
function startWorker(prefers: RenderTask['kind']): Worker {
  return new Worker(workerFile(), {
    workerData: { prefers } satisfies WorkerOptions,
    // No Node flags: inherited, they would bring whatever the build was started with (an --import of tsx's loader,
    // through which every module a worker loaded then went: ~1 s of CPU in a profile of a 1,309-page build). Given
    // instead, those that only a process takes (V8's, the heap's) would stop the worker. To profile the workers, give
    // them --cpu-prof here.
    execArgv: [],
    // Given an old generation's limit alone, V8 sizes the young one from it, smaller: 1,069 pages took 8 % more CPU time.
    resourceLimits: { maxOldGenerationSizeMb: WORKER_OLD_GENERATION_MB, maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
  });
}

/**
 * The worker that draws pictures while the bundles are built, which may be started before its tasks are known, so that
 * it loads its code while the content is checked; renderInWorkers gives it its tasks.
 */
export const startPictureWorker = (): Worker => startWorker('share');

/**
 * Has the picture worker draw the pictures of the cards it reads from the documents (./cardsAhead.ts) into the share
 * images' cache while the content is checked. Returns `stop`, which resolves, once the worker has finished the
 * picture it is drawing, with the files it has drawn.
 */
export function drawAhead(worker: Worker, setup: AheadSetup): { stop: () => Promise<Set<string>> } {
  const drawn = new Set<string>();
  let stopped: () => void;
  const listen = (result: AheadResult) => (result.kind === 'drawn-ahead' ? drawn.add(result.file) : stopped());
  worker.on('message', listen);
  worker.postMessage({ kind: 'draw-ahead', ...setup } satisfies WorkerMessage);
  return {
    stop: () =>
      new Promise((resolve) => {
        stopped = () => {
          worker.off('message', listen);
          resolve(drawn);
        };
        worker.postMessage({ kind: 'stop-ahead' } satisfies WorkerMessage);
      }),
  };
}

function sentTask(task: RenderTask): SentTask {
  if (task.kind === 'share') return task;
  const { language, ...page } = task.page;
  return { ...task, page, language: language.code };
}

/**
 * Runs every task and calls `done` with each one's result; rejects on the first fault, after stopping the workers.
 * The first worker (`pictureWorker`, if started already) draws pictures before it renders pages, the second renders
 * pages before it draws pictures, and so on: a worker runs one kind's code until that kind runs out, so most of it is
 * compiled and held in memory by one worker only. A worker takes its own kind's tasks from the end of the list and the
 * other kind's from its start: the pages come language by language, the default language's first, so the two workers
 * meet in one language, and each translated language's hyphenation patterns (German's take ~0.2 s to load) are
 * loaded by one worker.
 */
export async function renderInWorkers(
  pictureWorker: Worker | undefined,
  pictureSetup: PictureSetup,
  pageSetup: Promise<PageSetup>,
  tasks: readonly RenderTask[],
  done: (task: RenderTask, result: TaskResult) => void,
): Promise<void> {
  if (tasks.length === 0) return void (await pictureWorker?.terminate());
  const firstWorker = pictureWorker ?? startPictureWorker();
  const workers: Worker[] = [firstWorker];
  const waiting = { share: tasks.filter((task) => task.kind === 'share'), page: tasks.filter((task) => task.kind === 'page') };
  /**
   * Hands the worker tasks, of the kind it prefers while there are any, until none are left. It is kept one task ahead:
   * the next is in its inbox while it runs one, so it never waits for this thread to answer its result.
   */
  const work = (worker: Worker, prefers: RenderTask['kind']) =>
    new Promise<void>((resolve, reject) => {
      /** The tasks sent and not yet answered, in the order the worker runs them. */
      const sent: RenderTask[] = [];
      const setUp = new Set<RenderTask['kind']>();
      const send = async () => {
        const task = waiting[prefers].pop() ?? waiting[prefers === 'share' ? 'page' : 'share'].shift();
        if (!task) return;
        sent.push(task);
        if (!setUp.has(task.kind)) {
          setUp.add(task.kind);
          const setup: WorkerMessage =
            task.kind === 'share' ? { kind: 'picture-setup', ...pictureSetup } : { kind: 'page-setup', ...(await pageSetup) };
          worker.postMessage(setup);
        }
        worker.postMessage(sentTask(task) satisfies WorkerMessage);
      };
      /** Sends tasks, one after another, until two are in the worker's hands or none are left; resolves when all are done. */
      let sending = Promise.resolve();
      const topUp = () => {
        sending = sending.then(async () => {
          while (sent.length < 2 && (waiting.share.length > 0 || waiting.page.length > 0)) await send();
          if (sent.length === 0) resolve();
        });
        sending.catch(reject);
      };
      worker.on('message', (result: TaskResult) => {
        if (result.kind === 'fault') return reject(new Error(result.message));
        done(sent.shift()!, result);
        topUp();
      });
      worker.once('error', reject);
      worker.once('exit', (code) => sent.length > 0 && reject(new Error(`A build worker stopped (exit code ${code}) while rendering.`)));
      topUp();
    });
  const more = (index: number) => {
    const prefers = index % 2 === 0 ? 'share' : 'page';
    const worker = startWorker(prefers);
    workers.push(worker);
    return work(worker, prefers);
  };
  const cores = Math.min(availableParallelism(), tasks.length);
  try {
    // While the bundles are built, their process has a core: one worker draws pictures beside it, and the others start
    // when the bundles are there. Side by side they would also hold the bundler's memory and every worker's at once.
    const first = work(firstWorker, 'share');
    await Promise.race([pageSetup, first]);
    await Promise.all([first, ...Array.from({ length: cores - 1 }, (_, index) => more(index + 1))]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
