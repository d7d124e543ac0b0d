/**
 * `npm run check:html [-- folder]`: checks every HTML file of the build (dist/, or the folder given) with the W3C Nu
 * HTML checker (the vnu-jar package, run with Java: set JAVA to use another than the one on the PATH), and fails on
 * any error, each printed as file:line:col.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
// The checker writes one line per error: "file":line.col-line.col: error: message.
const errors = result.stderr
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => line.replace(/^"([^"]+)":(\d+)\.(\d+)-\d+\.\d+: /, (_, file: string, line: string, column: string) => `${relative(root, file.replace(/^file:/, ''))}:${line}:${column}  `));
if (result.status !== 0 || errors.length > 0) {
  console.error(errors.join('\n'));
  console.error(`\n${errors.length} HTML errors in ${relative(root, folder)}/.`);
  process.exit(1);
}
console.log(`Every HTML file in ${relative(root, folder)}/ is valid.`);
