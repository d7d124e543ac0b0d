/**
 * `npm run bench:validate`: time to load, validate and link the real site, and 1,000 and 5,000 synthetic page
 * documents generated in a temporary folder (median of three runs after a warm-up). Prints numbers; asserts nothing.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createContentChecker } from '../src/content/siteContent.ts';

const root = join(import.meta.dirname, '..');
const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Each run reads, parses, validates and links every file again: nothing is cached between runs. */
async function time(pagesDir: string): Promise<{ ms: number; documents: number; problems: number }> {
  const checker = createContentChecker(root, pagesDir);
  const timings: number[] = [];
  let result = await checker.checkInParallel();
  timings.length = 0;
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    result = await checker.checkInParallel();
    timings.push(performance.now() - start);
  }
  return { ms: median(timings), documents: result.pages.length + 2, problems: result.problems.length };
}

/**
 * The real site plus `count` synthetic pages: copies of the home page that link to each other, each with a title and
 * description of its own, so they pass the content lint as a real site of that size would.
 */
function syntheticSite(count: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  cpSync(join(root, 'pages'), dir, { recursive: true });
  const home = readFileSync(join(root, 'pages', 'index.yaml'), 'utf8');
  mkdirSync(join(dir, 'synthetic'));
  for (let i = 0; i < count; i++) {
    const next = (i + 1) % count;
    writeFileSync(
      join(dir, 'synthetic', `page-${i}.yaml`),
      home
        .replace(/^  title: .*$/m, `  title: Synthetic page ${i}, AI call answering | Ringwell`)
        .replace(/^  description: (.*)$/m, (_, text: string) => `  description: Page ${i}. ${text.slice(0, 140)}`)
        .replace('href: /book-demo', `href: /synthetic/page-${next}#contact`),
    );
  }
  return dir;
}

const real = await time(join(root, 'pages'));
console.log(`real site        ${String(real.documents).padStart(5)} documents  ${real.ms.toFixed(0).padStart(6)} ms  (${real.problems} problems)`);
for (const count of [1000, 5000]) {
  const dir = syntheticSite(count);
  try {
    const result = await time(dir);
    const perDocument = (result.ms / result.documents).toFixed(2);
    console.log(`synthetic ${String(count).padStart(5)}  ${String(result.documents).padStart(5)} documents  ${result.ms.toFixed(0).padStart(6)} ms  (${perDocument} ms a document, ${result.problems} problems)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
