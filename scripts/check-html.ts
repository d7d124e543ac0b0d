/**
 * `npm run check:html [-- folder]`: checks every HTML file of the build (dist/, or the folder given) with the W3C Nu
 * HTML checker (the vnu-jar package, run with Java: set JAVA to use another than the one on the PATH), and fails on
 * any error, each printed as file:line:col.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const folder = resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? join(root, 'dist'));
if (!existsSync(folder)) {
  console.error(`${folder} does not exist: build the site first (npm run build).`);
  process.exit(1);
}
// The package's main export is the path of its jar.
const jar = String(createRequire(import.meta.url)('vnu-jar'));

const result = spawnSync(process.env.JAVA ?? 'java', ['-jar', jar, '--errors-only', '--no-langdetect', '--format', 'gnu', '--skip-non-html', folder], { encoding: 'utf8' });
if (result.error) {
  console.error(`Cannot run the HTML checker: ${result.error.message}. It needs Java 11 or later (apt-get install -y default-jre-headless).`);
  process.exit(1);
}
/**
 * The checker's CSS grammar predates container queries (in every browser since 2023): it calls `container-type`
 * unknown and a length in container units a parse error. Those two, and only where the declaration uses them, are
 * not errors.
 */
function isContainerQuery(file: string, line: number, column: number, message: string): boolean {
  if (/CSS: “container-type”: Property “container-type” doesn't exist\.$/.test(message)) return true;
  if (!/CSS: “[a-z-]+”: Parse Error\.$/.test(message)) return false;
  // The checker points at the declaration's end.
  const declaration = readFileSync(file, 'utf8').split('\n')[line - 1]?.slice(0, column).split(/[;{]/).pop() ?? '';
  return /\d(cqi|cqw|cqh|cqb|cqmin|cqmax)\b/.test(declaration);
}

/**
 * The checker predates `<link rel="expect" blocking="render">` (in HTML since 2023, whatwg/html#9970; Chromium 124):
 * it allows `blocking` on a stylesheet's link only. Not an error on a link whose rel is expect.
 */
function isExpectLink(file: string, line: number, column: number, message: string): boolean {
  if (!message.startsWith('A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.')) return false;
  // The checker points at the tag's start.
  const tag = readFileSync(file, 'utf8').split('\n')[line - 1]?.slice(column - 1) ?? '';
  return /^<link rel="expect" /.test(tag);
}

// The checker writes one line per error: "file":line.col-line.col: error: message.
const reported = result.stderr.split('\n').filter((line) => line.trim() !== '');
const errors = reported
  .filter((line) => {
    const found = /^"([^"]+)":(\d+)\.(\d+)-\d+\.\d+: error: (.*)$/.exec(line);
    if (!found) return true;
    const at = [found[1].replace(/^file:/, ''), Number(found[2]), Number(found[3]), found[4]] as const;
    return !isContainerQuery(...at) && !isExpectLink(...at);
  })
  .map((line) => line.replace(/^"([^"]+)":(\d+)\.(\d+)-\d+\.\d+: /, (_, file: string, line: string, column: string) => `${relative(root, file.replace(/^file:/, ''))}:${line}:${column}  `));
// The checker exits non-zero on the errors it reports; with none reported, on its own failure.
if (errors.length > 0 || (result.status !== 0 && reported.length === 0)) {
  console.error(errors.join('\n'));
  console.error(`\n${errors.length} HTML errors in ${relative(root, folder)}/.`);
  process.exit(1);
}
console.log(`Every HTML file in ${relative(root, folder)}/ is valid.`);
