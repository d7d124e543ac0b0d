/**
 * Renders pages and draws share images in worker threads, one per core (scripts/builder/renderWorker.ts): each task is
 * handed to the next free worker, and each result is passed on as it comes, so nothing waits on the slowest page and
 * no page's HTML is held once written. Pictures need no bundle, so they are drawn while the bundles are still being
 * built; pages are handed out once the bundles are there.
 */
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SitePageData } from '../../src/content/virtualPages';
import type { ShareCard } from '../../src/seo/shareImage';
import type { PageLinks } from './checkLinks.ts';
import { tsxBoot } from './tsxBoot.ts';

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
}

export type RenderTask =
  | { kind: 'page'; page: SitePageData; builtRoute: string; file: string }
  | { kind: 'share'; card: ShareCard; file: string };

/** What a worker is sent: a task, or once before its first task of a kind, that kind's setup. */
export type WorkerMessage = RenderTask | ({ kind: 'picture-setup' } & PictureSetup) | ({ kind: 'page-setup' } & PageSetup);

/** What a worker is started with: the kind of task it takes first, whose code it loads at once. */
export interface WorkerOptions {
  prefers: RenderTask['kind'];
}

export type TaskResult =
  | { kind: 'page'; links: PageLinks; scriptHashes: string[]; devOnlyCode: string[]; copies: string[] }
  | { kind: 'share' }
  | { kind: 'fault'; message: string };

/**
 * Starts a worker thread that takes tasks of the `prefers` kind first, with `packages` (what that kind's code runs on)
 * loaded before tsx's loader.
 */
function startWorker(prefers: RenderTask['kind'], packages: readonly string[]): Worker {
  const boot = tsxBoot(new URL('./renderWorker.ts', import.meta.url).href, packages);
  return new Worker(boot, { eval: true, workerData: { prefers } satisfies WorkerOptions });
}

/** What scripts/builder/shareImages.ts draws with. */
const PICTURE_PACKAGES = ['@resvg/resvg-js', 'opentype.js/dist/opentype.mjs'];

/**
 * The worker that draws pictures while the bundles are built, which may be started before its tasks are known, so that
 * it loads its code while the content is checked; renderInWorkers gives it its tasks.
 */
export const startPictureWorker = (): Worker => startWorker('share', PICTURE_PACKAGES);

/**
 * Runs every task and calls `done` with each one's result; rejects on the first fault, after stopping the workers.
 * The first worker (`pictureWorker`, if started already) draws pictures before it renders pages, the second renders
 * pages before it draws pictures, and so on: a worker runs one kind's code until that kind runs out, so most of it is
 * compiled and held in memory by one worker only.
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
        const task = waiting[prefers].pop() ?? waiting[prefers === 'share' ? 'page' : 'share'].pop();
        if (!task) return;
        sent.push(task);
        if (!setUp.has(task.kind)) {
          setUp.add(task.kind);
          const setup: WorkerMessage =
            task.kind === 'share' ? { kind: 'picture-setup', ...pictureSetup } : { kind: 'page-setup', ...(await pageSetup) };
          worker.postMessage(setup);
        }
        worker.postMessage(task satisfies WorkerMessage);
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
  const more = async (index: number) => {
    const prefers = index % 2 === 0 ? 'share' : 'page';
    // A worker that renders pages first loads the server bundle, and the packages it imports, before tsx's loader.
    const worker = startWorker(prefers, prefers === 'share' ? PICTURE_PACKAGES : [pathToFileURL((await pageSetup).serverEntry).href]);
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
