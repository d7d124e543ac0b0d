/**
 * `npm run bench:lighthouse`: Lighthouse 12 (mobile preset) on representative routes of the built site, served as a
 * static host would serve it, third-party hosts blocked; the median of three runs per route. Run `npm run build`
 * first. Targets: performance >= 0.95, accessibility 1, best practices >= 0.95, SEO 1 on indexed routes, CLS 0.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './browser.ts';
import { startStaticServer } from './staticServer.ts';

const PORT = 4185;
const RUNS = 3;
const ROUTES = ['/', '/features', '/blog', '/blog/guide-to-ai-phone-answering', '/plumbers-electricians', '/book-demo'];
const NOINDEX = new Set(['/book-demo']);
const THIRD_PARTY = ['*cal.com*', '*googletagmanager.com*', '*google-analytics.com*'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const server = await startStaticServer(PORT);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
let failed = false;
try {
  console.log(`${'route'.padEnd(38)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'best'.padStart(6)}${'seo'.padStart(6)}${'CLS'.padStart(7)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}`);
  for (const route of ROUTES) {
    const runs: { scores: number[]; cls: number; lcp: number; tbt: number; failing: string[] }[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        `http://localhost:${PORT}${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], blockedUrlPatterns: THIRD_PARTY },
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}.`);
      const { categories, audits } = result.lhr;
      runs.push({
        scores: CATEGORIES.map((category) => categories[category].score ?? 0),
        cls: audits['cumulative-layout-shift'].numericValue ?? 0,
        lcp: audits['largest-contentful-paint'].numericValue ?? 0,
        tbt: audits['total-blocking-time'].numericValue ?? 0,
        failing: Object.values(audits).filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary').map((audit) => audit.id),
      });
    }
    const [performance, accessibility, bestPractices, seo] = CATEGORIES.map((_, index) => median(runs.map((run) => run.scores[index])));
    const cls = median(runs.map((run) => run.cls));
    const row = `${route.padEnd(38)}${performance.toFixed(2).padStart(6)}${accessibility.toFixed(2).padStart(6)}${bestPractices.toFixed(2).padStart(6)}${seo.toFixed(2).padStart(6)}${cls.toFixed(3).padStart(7)}${Math.round(median(runs.map((run) => run.lcp))).toString().padStart(8)}${Math.round(median(runs.map((run) => run.tbt))).toString().padStart(8)}`;
    const misses = [
      performance < 0.95 && 'performance',
      accessibility < 1 && 'accessibility',
      bestPractices < 0.95 && 'best practices',
      !NOINDEX.has(route) && seo < 1 && 'SEO',
      cls > 0 && 'CLS',
    ].filter(Boolean);
    console.log(row + (misses.length ? `  misses: ${misses.join(', ')}` : ''));
    const failing = [...new Set(runs.flatMap((run) => run.failing))];
    if (failing.length) console.log(`${''.padEnd(38)}failing audits: ${failing.join(', ')}`);
    if (misses.length) failed = true;
  }
} finally {
  await chrome.kill();
  server.kill();
}
if (failed) process.exitCode = 1;
