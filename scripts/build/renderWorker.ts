/**
 * A worker thread of the build: draws share images, and renders pages with the server bundle once it is sent the
 * page setup, writing each into its cache entry (scripts/build/renderPages.ts hands out the tasks).
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { pageLinks } from './checkLinks.ts';
import { compressedCopies } from './compress.ts';
import { devOnlyCodeIn } from './devOnly.ts';
import { fillTemplate, inlineScriptHashes, renderingFault, splitHoisted } from './prerender.ts';
import type { PageSetup, PictureSetup, RenderTask, TaskResult, WorkerMessage } from './renderPages.ts';
import { shareImagePng } from './shareImages.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');

const { brand, host } = workerData as PictureSetup;
let pages: { setup: PageSetup; server: Promise<ServerEntry> } | undefined;

async function run(task: RenderTask): Promise<TaskResult> {
  if (task.kind === 'share') {
    writeFileSync(task.file, await shareImagePng(task.card, brand, host));
    return { kind: 'share' };
  }
  if (!pages) throw new Error('A page was sent before the page setup.');
  const { template, headExtras } = pages.setup;
  const rendered = (await pages.server).renderPage(task.page);
  const { head, body } = splitHoisted(rendered.html);
  const fault = renderingFault(body);
  if (fault) return { kind: 'fault', message: `${task.page.file} (${task.page.route}) cannot be prerendered: ${fault}` };
  const text = fillTemplate(template, { head: head + headExtras, styles: rendered.styles, body });
  const html = Buffer.from(text);
  writeFileSync(task.file, html);
  const copies = compressedCopies(html);
  for (const { suffix, data } of copies) writeFileSync(task.file + suffix, data);
  return {
    kind: 'page',
    links: pageLinks(task.builtRoute, text),
    scriptHashes: inlineScriptHashes(text),
    devOnlyCode: devOnlyCodeIn(task.builtRoute, text),
    copies: copies.map(({ suffix }) => suffix),
  };
}

parentPort!.on('message', (message: WorkerMessage) => {
  if (message.kind === 'page-setup') {
    const { kind: _, ...setup } = message;
    pages = { setup, server: import(pathToFileURL(setup.serverEntry).href) };
    return;
  }
  run(message).then(
    (result) => parentPort!.postMessage(result),
    (error: unknown) => parentPort!.postMessage({ kind: 'fault', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
