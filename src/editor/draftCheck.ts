/**
 * The checks the editor runs as the author types, in a worker (draftCheckWorker.ts): applying the edits to a long
 * page's text and placing each problem on its field take long enough to hold up a keystroke on the main thread.
 */
import type { YamlEdit } from '../content/yamlEdit';
import type { ProblemReport } from './api';

export interface DraftCheckRequest {
  id: number;
  file: string;
  /** The text as loaded; the worker applies the edits to it, as a save would. */
  loadedText: string;
  edits: YamlEdit[];
}

/** What a check found: the site's problems with the draft, or why the draft could not be written or checked. */
export type DraftCheck = { kind: 'report'; report: ProblemReport } | { kind: 'unwritable'; message: string } | { kind: 'failed'; message: string };

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, (check: DraftCheck) => void>();

function startWorker(): Worker {
  const started = new Worker(new URL('./draftCheckWorker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<DraftCheck & { id: number }>) => {
    waiting.get(data.id)?.(data);
    waiting.delete(data.id);
  };
  // A worker that failed answers nothing more: the checks waiting are told so, and the next check starts a new one.
  started.onerror = (event) => {
    for (const answer of waiting.values()) answer({ kind: 'failed', message: event.message || 'the checker stopped.' });
    waiting.clear();
    started.terminate();
    worker = undefined;
  };
  return started;
}

/** Checks the whole site as if the page's edits were saved. */
export function checkDraft(file: string, loadedText: string, edits: YamlEdit[]): Promise<DraftCheck> {
  worker ??= startWorker();
  const id = ++lastId;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    worker!.postMessage({ id, file, loadedText, edits } satisfies DraftCheckRequest);
  });
}
