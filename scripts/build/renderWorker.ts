/**
 * A worker thread of the build: renders pages with the server bundle and draws share images, writing each into its
 * cache entry (scripts/build/renderPages.ts hands out the tasks).
 */
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { pageLinks } from './checkLinks.ts';
import { compressedCopies } from './compress.ts';
import { devOnlyCodeIn } from './devOnly.ts';
import { fillTemplate, inlineScriptHashes, renderingFault, splitHoisted } from './prerender.ts';
import type { RenderSetup, RenderTask, TaskResult } from './renderPages.ts';
import { shareImagePng } from './shareImages.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');

const setup = workerData as RenderSetup;
const server: ServerEntry = await import(pathToFileURL(setup.serverEntry).href);

async function run(task: RenderTask): Promise<TaskResult> {
  if (task.kind === 'share') {
    writeFileSync(task.file, await shareImagePng(task.card, setup.brand, setup.host));
    return { kind: 'share' };
  }
  const rendered = server.renderPage(task.page);
  const { head, body } = splitHoisted(rendered.html);
  const fault = renderingFault(body);
  if (fault) return { kind: 'fault', message: `${task.page.file} (${task.page.route}) cannot be prerendered: ${fault}` };
  const html = Buffer.from(fillTemplate(setup.template, { head: head + setup.headExtras, styles: rendered.styles, body }));
  writeFileSync(task.file, html);
  const copies = compressedCopies(html);
  for (const { suffix, data } of copies) writeFileSync(task.file + suffix, data);
  const text = html.toString();
  return {
    kind: 'page',
    links: pageLinks(task.builtRoute, text),
    scriptHashes: inlineScriptHashes(text),
    devOnlyCode: devOnlyCodeIn(task.builtRoute, text),
    copies: copies.map(({ suffix }) => suffix),
  };
}

parentPort!.on('message', (task: RenderTask) => {
  run(task).then(
    (result) => parentPort!.postMessage(result),
    (error: unknown) => parentPort!.postMessage({ kind: 'fault', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
