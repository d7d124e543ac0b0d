import { Worker } from 'node:worker_threads';
import type { CheckedFile } from './siteContent.ts';
import { tsxBoot } from './tsxBoot.ts';

/** Checks files in a worker thread with the same checkFile as the main thread. Used by the command line only. */
export function checkInWorker(root: string, pagesDir: string, files: string[]): Promise<CheckedFile[]> {
  return new Promise((resolve, reject) => {
    // The command line runs these sources through tsx, whose loader a worker thread does not inherit.
    const worker = new Worker(tsxBoot(new URL('./checkWorker.ts', import.meta.url).href), { eval: true, workerData: { root, pagesDir, files } });
    worker.once('message', (results: CheckedFile[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
