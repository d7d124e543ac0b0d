/**
 * Renders pages and draws share images in worker threads, one per core (scripts/build/renderWorker.ts): each task is
 * handed to the next free worker, and each result is passed on as it comes, so nothing waits on the slowest page and
 * no page's HTML is held once written.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SitePageData } from '../../src/content/virtualPages';
import type { ShareCard } from '../../src/seo/shareImage';
import type { PageLinks } from './checkLinks.ts';

export interface RenderSetup {
  /** The server bundle's entry file. */
  serverEntry: string;
  /** The client build's index.html, which every page fills. */
  template: string;
  /** What every page's head gets besides its own tags (the fonts' preloads). */
  headExtras: string;
  brand: string;
  host: string;
}

export type RenderTask =
  | { kind: 'page'; page: SitePageData; builtRoute: string; file: string }
  | { kind: 'share'; card: ShareCard; file: string };

export type TaskResult =
  | { kind: 'page'; links: PageLinks; scriptHashes: string[]; devOnlyCode: string[]; copies: string[] }
  | { kind: 'share' }
  | { kind: 'fault'; message: string };

/** Runs every task and calls `done` with each one's result; rejects on the first fault, after stopping the workers. */
export async function renderInWorkers(setup: RenderSetup, tasks: readonly RenderTask[], done: (task: RenderTask, result: TaskResult) => void): Promise<void> {
  if (tasks.length === 0) return;
  const waiting = [...tasks].reverse();
  // The build runs through tsx, whose loader a worker thread does not inherit.
  const entry = new URL('./renderWorker.ts', import.meta.url).href;
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  const workers = Array.from({ length: Math.min(availableParallelism(), tasks.length) }, () => new Worker(boot, { eval: true, workerData: setup }));
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let current: RenderTask | undefined;
            const next = () => {
              current = waiting.pop();
              if (current) worker.postMessage(current);
              else resolve();
            };
            worker.on('message', (result: TaskResult) => {
              if (result.kind === 'fault') return reject(new Error(result.message));
              done(current!, result);
              next();
            });
            worker.once('error', reject);
            worker.once('exit', (code) => current && reject(new Error(`A build worker stopped (exit code ${code}) while rendering.`)));
            next();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
