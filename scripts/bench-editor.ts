/**
 * `npm run bench:editor [-- --keys=30 --opens=5]`: how the page editor feels on the longest article (the largest file
 * under pages/blog/). Starts the dev server over a scratch copy of pages/ and opens /_edit on that article in
 * Chromium: the time from navigation start to the form and preview drawn (target under 1.5 s), and, typing into its
 * longest paragraph, the time from each keystroke to the preview's DOM showing it (median and p90; target under 50 ms).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { startScratchServer } from '../tests/browser/scratchServer.ts';
import { launchChromium } from './browser.ts';

const option = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const KEYS = option('keys', 30);
const OPENS = option('opens', 5);
const KEYSTROKE_TARGET_MS = 50;
const OPEN_TARGET_MS = 1500;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const repoRoot = join(import.meta.dirname, '..');
const blogDir = join(repoRoot, 'pages', 'blog');
const longest = readdirSync(blogDir)
  .filter((name) => name.endsWith('.yaml'))
  .sort((a, b) => statSync(join(blogDir, b)).size - statSync(join(blogDir, a)).size)[0];
const file = `pages/blog/${longest}`;

/** The path of the article's longest paragraph, the field an author spends longest typing in. */
const doc = parse(readFileSync(join(blogDir, longest), 'utf8')) as { blocks: { content?: Record<string, unknown>[] }[] };
const paragraph = doc.blocks
  .flatMap((block, blockIndex) => (block.content ?? []).map((node, nodeIndex) => ({ blockIndex, path: `blocks[${blockIndex}].content[${nodeIndex}].p`, text: node.p })))
  .filter((found): found is { blockIndex: number; path: string; text: string } => typeof found.text === 'string')
  .sort((a, b) => b.text.length - a.text.length)[0];

const scratch = await startScratchServer();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) => route.abort());
  const url = `${scratch.baseURL}/_edit?file=${encodeURIComponent(file)}`;
  const open = async () => {
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, { timeout: 60_000 });
    return page.evaluate(() => performance.getEntriesByName('editor-ready')[0].startTime);
  };
  // The first open has the dev server transform the editor's modules; an author's second open is the usual one.
  await open();
  const opens: number[] = [];
  for (let i = 0; i < OPENS; i++) opens.push(await open());

  await page.locator(`#block-form-${paragraph.blockIndex} button[aria-expanded]`).click();
  const field = page.locator(`[data-path="${paragraph.path}"]`);
  await field.evaluate((element: HTMLTextAreaElement) => {
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    const timings: number[] = [];
    (window as unknown as { keystrokeTimings: number[] }).keystrokeTimings = timings;
    let pressed = undefined as number | undefined;
    element.addEventListener("keydown", () => {
      pressed = performance.now();
    }, true);
    new MutationObserver(() => {
      if (pressed === undefined) return;
      timings.push(performance.now() - pressed);
      pressed = undefined;
    }).observe(document.querySelector('[aria-label="Preview"]')!, { subtree: true, childList: true, characterData: true });
  });
  const typed = ' and then some more words';
  for (let i = 0; i < KEYS; i++) {
    await page.keyboard.type(typed[i % typed.length]);
    await page.waitForFunction((count) => (window as unknown as { keystrokeTimings: number[] }).keystrokeTimings.length >= count, i + 1);
  }
  const keystrokes = await page.evaluate(() => (window as unknown as { keystrokeTimings: number[] }).keystrokeTimings);

  const row = (label: string, values: number[], target: number) => {
    const median = percentile(values, 0.5);
    const p90 = percentile(values, 0.9);
    const verdict = p90 <= target ? 'within' : median <= target ? 'median within, p90 over' : 'OVER';
    console.log(`${label.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms   p90 ${p90.toFixed(0).padStart(5)} ms   target ${target} ms: ${verdict}`);
  };
  console.log(`${file} (${statSync(join(blogDir, longest)).size} bytes), field ${paragraph.path} (${paragraph.text.length} characters)`);
  row(`open the editor (${OPENS} opens)`, opens, OPEN_TARGET_MS);
  row(`keystroke to preview (${KEYS} keys)`, keystrokes, KEYSTROKE_TARGET_MS);
  // A shared machine's other work slows both; read the numbers against it.
  console.log(`load average while measuring: ${loadavg()[0].toFixed(1)}`);
} finally {
  await browser.close();
  await scratch.close();
}
