import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

/**
 * Strings that only the dev server's block catalogue (/_blocks, src/catalogue/), its page editor (/_edit, src/editor/)
 * and the JSON Schemas they read contain. Only the dev server serves them, so a build should hold none of them.
 */
const DEV_ONLY = [
  { text: '/_blocks', what: 'the block catalogue route' },
  { text: 'src/catalogue/', what: 'a block catalogue module' },
  { text: 'Block catalogue', what: 'the block catalogue page' },
  { text: 'json-schema.org', what: 'a JSON Schema' },
  { text: '/_edit', what: 'the page editor route' },
  { text: 'src/editor/', what: 'a page editor module' },
];

/** Whether a text holds any of them, in one pass: a page holds none, and six searches of it took five times as long. */
const ANY_DEV_ONLY = new RegExp(DEV_ONLY.map(({ text }) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'));

/** Folders of the output that only the dev server has. */
const DEV_ONLY_FOLDERS = [
  { name: '_blocks', what: "the dev server's block catalogue" },
  { name: '_edit', what: "the dev server's page editor" },
];

const TEXT_FILES = new Set(['.js', '.css', '.html', '.json', '.xml', '.txt', '']);

function listFiles(dir: string): string[] {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? [path, ...listFiles(path)] : [path];
  });
}

/** Every file of the output that belongs to the dev server only, or that holds dev-only code; one line each. */
export function devOnlyLeaks(outDir: string): string[] {
  const problems: string[] = [];
  for (const path of listFiles(outDir)) {
    const file = relative(outDir, path);
    const segments = file.split(/[\\/]/);
    for (const { name, what } of DEV_ONLY_FOLDERS) if (segments.includes(name)) problems.push(`${file} is ${what}.`);
    if (statSync(path).isDirectory() || !TEXT_FILES.has(extname(path))) continue;
    problems.push(...devOnlyCodeIn(file, readFileSync(path, 'utf8')));
  }
  return problems;
}

/** The dev-only code that one file of the output holds, one line each. */
export function devOnlyCodeIn(file: string, text: string): string[] {
  if (!ANY_DEV_ONLY.test(text)) return [];
  return DEV_ONLY.filter(({ text: marker }) => text.includes(marker)).map(({ text: marker, what }) => `${file} contains "${marker}", from ${what}.`);
}
