/**
 * `npm run set -- <file> <path> <value>`: sets one value in a page document without touching any other byte, and
 * writes the file only if the whole site still passes `npm run validate` with the change.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { formatProblem } from '../src/content/problems';
import { applyEdit, YamlEditError, type YamlScalar } from '../src/content/yamlEdit';
import { createDraftSite } from '../src/editor/server/draftSite';
import { pageFileFromPath, PageFileRefusal } from '../src/editor/server/pageFile';

const HELP = `Usage: npm run set -- <file> <path> <value>

Sets one value in a page document, keeping every other byte of the file as it is (comments, quoting, folding).
Then checks the whole site as npm run validate does, with the change, and writes the file only if there are no
errors; warnings are listed but do not stop it.

  <file>   a page document under pages/, for example pages/about.yaml
  <path>   the value's place, as problems name it, for example meta.title or blocks[3].cta.href;
           a key the mapping does not have yet is added at its end
  <value>  read as a YAML value: true and false are booleans, 42 and 2.5 are numbers, null is null;
           anything else is text as written. To set text that looks like one of those, quote it: '"42"'.

Exit codes: 0 written (or already so), 1 the edit is invalid or the site would have errors (nothing written),
2 the file is not a page document under pages/.

Example: npm run set -- pages/about.yaml meta.title "About Ringwell: who we are | Ringwell"`;

const root = join(import.meta.dirname, '..');
const pagesDir = process.env.SITE_PAGES_DIR ?? join(root, 'pages');
const args = process.argv.slice(2);

if (args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(0);
}
if (args.length !== 3) {
  console.error(`npm run set needs three arguments, a file, a path and a value; it got ${args.length}.\n\n${HELP}`);
  process.exit(1);
}
const [fileArg, path, rawValue] = args;

let page;
try {
  page = pageFileFromPath(pagesDir, fileArg);
  if (!page.exists) throw new PageFileRefusal(`${fileArg} does not exist. npm run new writes a new page.`);
} catch (error) {
  if (!(error instanceof PageFileRefusal)) throw error;
  console.error(`Refused: ${error.message} Nothing was written.`);
  process.exit(2);
}

const value = scalarArgument(rawValue);
const text = readFileSync(page.absolute, 'utf8');
let edited: string;
try {
  edited = applyEdit(text, { op: 'set', path, value });
} catch (error) {
  if (!(error instanceof YamlEditError)) throw error;
  console.error(`${page.file}: ${error.message} Nothing was written.`);
  process.exit(1);
}
if (edited === text) {
  console.log(`${page.file}: ${path} is already ${JSON.stringify(value)}; the file is unchanged.`);
  process.exit(0);
}

const drafts = createDraftSite(root, pagesDir);
let problems;
try {
  problems = drafts.check({ [page.file]: edited }).problems;
} finally {
  drafts.close();
}
// Notices (translations still to do in a language not declared complete) are `npm run translations`' to list.
for (const problem of problems) if (problem.severity !== 'notice') console.error(formatProblem(problem));
const errors = problems.filter((problem) => problem.severity === 'error').length;
if (errors > 0) {
  console.error(`\nWith ${path} set, the site would have ${errors === 1 ? 'this problem' : `these ${errors} problems`}. ${page.file} was not changed.`);
  process.exit(1);
}
writeFileSync(page.absolute, edited);
console.log(`${page.file}: set ${path} to ${JSON.stringify(value)}.`);

/** A command-line value read as a YAML scalar: booleans, numbers, null and quoted text as YAML reads them, the rest as text. */
function scalarArgument(raw: string): YamlScalar {
  let read: unknown;
  try {
    read = parse(raw);
  } catch {
    return raw;
  }
  if (typeof read === 'boolean' || typeof read === 'number') return read;
  if (read === null && /^\s*(null|~)\s*$/.test(raw)) return null;
  if (typeof read === 'string' && /^\s*["']/.test(raw)) return read;
  return raw;
}
