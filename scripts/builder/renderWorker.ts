/**
 * A worker thread of the build: draws share images once it is sent the picture setup, and renders pages with the
 * server bundle once it is sent the page setup, writing each into its cache entry (scripts/builder/renderPages.ts hands
 * out the tasks). It loads the code of the kind of task it prefers at once, and the other kind's when first sent one.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { provideManifest } from '../../src/content/bundledSite.ts';
import { shareImageKey } from './buildInputs.ts';
import { pageLinks } from './checkLinks.ts';
import { devOnlyCodeIn } from './devOnly.ts';
import { fillTemplate, inlineScriptHashes, renderingFault, splitHoisted } from './prerender.ts';
import type { AheadResult, AheadSetup, PageSetup, PictureSetup, SentTask, TaskResult, WorkerMessage, WorkerOptions } from './renderPages.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');
type ShareImages = typeof import('./shareImages.ts');

let shareImages: Promise<ShareImages> | undefined;
const loadShareImages = () => (shareImages ??= import('./shareImages.ts'));
if ((workerData as WorkerOptions).prefers === 'share') void loadShareImages();

let pictures: PictureSetup | undefined;
let pages: { setup: PageSetup; server: Promise<ServerEntry> } | undefined;

async function run(task: SentTask): Promise<TaskResult> {
  if (task.kind === 'share') {
    if (!pictures) throw new Error('A picture was sent before the picture setup.');
    writeFileSync(task.file, (await loadShareImages()).shareImagePng(task.card, pictures.brand, pictures.host));
    return { kind: 'share' };
  }
  if (!pages) throw new Error('A page was sent before the page setup.');
  const { template, cookieBanners, languages } = pages.setup;
  const page = { ...task.page, language: languages[task.language] };
  const server = await pages.server;
  const { result: rendered, reads } = server.recordingReads(() => server.renderPage(page, cookieBanners[task.language]));
  const { head, body } = splitHoisted(rendered.html);
  const fault = renderingFault(body);
  if (fault) return { kind: 'fault', message: `${task.page.file} (${task.page.route}) cannot be prerendered: ${fault}` };
  const text = fillTemplate(template, { head, styles: rendered.styles, body, lang: page.language.intl });
  writeFileSync(task.file, text);
  return {
    kind: 'page',
    links: pageLinks(task.builtRoute, text),
    scriptHashes: inlineScriptHashes(text),
    devOnlyCode: devOnlyCodeIn(task.builtRoute, text),
    reads,
  };
}

let stopAhead: (() => void) | undefined;

/** Draws the pictures of the cards read ahead of the check (./cardsAhead.ts) that the cache lacks, until told to stop. */
async function drawAhead({ pagesDir, shelf, shareCode }: AheadSetup): Promise<void> {
  let stopping = false;
  const stopped = new Promise<void>((stop) => (stopAhead = () => ((stopping = true), stop())));
  try {
    const [{ cardsAhead }, { shareImagePng }] = await Promise.all([import('./cardsAhead.ts'), loadShareImages()]);
    const { brand, host, cards } = cardsAhead(pagesDir);
    for (const card of cards) {
      // A turn of the event loop before each picture: for the message to stop, and for Node to free resvg's pictures.
      await new Promise((turn) => setImmediate(turn));
      if (stopping) break;
      const file = join(shelf, `${shareImageKey(shareCode, card, brand, host)}.png`);
      if (existsSync(file)) continue;
      writeFileSync(file, shareImagePng(card, brand, host));
      parentPort!.postMessage({ kind: 'drawn-ahead', file } satisfies AheadResult);
    }
  } catch {
    // Pictures drawn ahead only save time: what failed here fails again after the check, which says why.
  }
  await stopped;
  parentPort!.postMessage({ kind: 'stopped-ahead' } satisfies AheadResult);
}

let running = Promise.resolve();

parentPort!.on('message', (message: WorkerMessage) => {
  if (message.kind === 'draw-ahead') {
    const { kind: _, ...setup } = message;
    running = drawAhead(setup);
    return;
  }
  if (message.kind === 'stop-ahead') return stopAhead?.();
  if (message.kind === 'picture-setup') {
    const { kind: _, ...setup } = message;
    pictures = setup;
    return;
  }
  if (message.kind === 'page-setup') {
    const { kind: _, ...setup } = message;
    provideManifest(setup.manifest);
    pages = { setup, server: import(pathToFileURL(setup.serverEntry).href) };
    return;
  }
  // Tasks are run one at a time, in the order they came, and answered in that order. Each waits for a turn of the
  // event loop first: with the next task always in the inbox, the worker would otherwise never get to the turn's
  // last phase, where Node frees what native objects (resvg's pictures) held. It then grew by ~0.5 GB a thousand pages.
  running = running.then(() => new Promise((turn) => setImmediate(turn))).then(() =>
    run(message).then(
      (result) => parentPort!.postMessage(result),
      (error: unknown) => parentPort!.postMessage({ kind: 'fault', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    ),
  );
});
