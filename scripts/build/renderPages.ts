/**
 * Renders pages and draws share images in worker threads, one per core (scripts/build/renderWorker.ts): each task is
 * handed to the next free worker, and each result is passed on as it comes, so nothing waits on the slowest page and
 * no page's HTML is held once written. Pictures need no bundle, so they are drawn while the bundles are still being
 * built; pages are handed out once the bundles are there.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SitePageData } from '../../src/content/virtualPages';
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
  /** What every page's head gets besides its own tags (the fonts' preloads). */
  headExtras: string;
}

export type RenderTask =
  | { kind: 'page'; page: SitePageData; builtRoute: string; file: string }
  | { kind: 'share'; card: ShareCard; file: string };

/** What a worker is sent: a task, or once before its first page, the page setup. */
export type WorkerMessage = RenderTask | ({ kind: 'page-setup' } & PageSetup);

export type TaskResult =
  | { kind: 'page'; links: PageLinks; scriptHashes: string[]; devOnlyCode: string[]; copies: string[] }
  | { kind: 'share' }
  | { kind: 'fault'; message: string };

/**
 * Runs every task (pictures first) and calls `done` with each one's result; rejects on the first fault, after
 * stopping the workers.
 */
export async function renderInWorkers(
  pictureSetup: PictureSetup,
  pageSetup: Promise<PageSetup>,
  tasks: readonly RenderTask[],
  done: (task: RenderTask, result: TaskResult) => void,
): Promise<void> {
  if (tasks.length === 0) return;
  // Popped from the end: pictures last in this list, so first out.
  const waiting = [...tasks].sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'page' ? -1 : 1));
  // The build runs through tsx, whose loader a worker thread does not inherit.
  const entry = new URL('./renderWorker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  const workers: Worker[] = [];
  /** Starts a worker and hands it tasks until none are left. */
  const work = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(boot, { eval: true, workerData: pictureSetup });
      workers.push(worker);
      let current: RenderTask | undefined;
      let hasPageSetup = false;
      const next = async () => {
        current = waiting.pop();
        if (!current) return resolve();
        if (current.kind === 'page' && !hasPageSetup) {
          worker.postMessage({ kind: 'page-setup', ...(await pageSetup) } satisfies WorkerMessage);
          hasPageSetup = true;
        }
        worker.postMessage(current satisfies WorkerMessage);
      };
      worker.on('message', (result: TaskResult) => {
        if (result.kind === 'fault') return reject(new Error(result.message));
        done(current!, result);
        next().catch(reject);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => current && reject(new Error(`A build worker stopped (exit code ${code}) while rendering.`)));
      next().catch(reject);
    });
  const cores = Math.min(availableParallelism(), tasks.length);
  try {
    // While the bundles are built, their process has a core: one worker draws pictures beside it, and the others start
    // when the bundles are there. Side by side they would also hold the bundler's memory and every worker's at once.
    const first = work();
    await Promise.race([pageSetup, first]);
    await Promise.all([first, ...Array.from({ length: cores - 1 }, work)]);
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
