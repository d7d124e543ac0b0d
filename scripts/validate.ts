/**
 * `npm run validate [-- pages-folder] [-- --strict]`: checks every document under pages/ and prints each problem as
 * file:line:col. With --strict, content-lint warnings fail the run as errors do.
 */
import { join } from 'node:path';
import { checkContent } from './builder/checkContent';
import { commandArguments } from './commandLine';

const USAGE = `Usage: npm run validate -- [--strict] [<pages-folder>]

Checks every page document under pages/, the site configuration and the translations, and prints each problem as
file:line:col with what to do about it.

  --strict        fail on warnings too (content not ready to publish), as npm test and CI do
  <pages-folder>  check the documents of another folder instead of pages/

Exit codes: 0 no errors, 1 errors (or warnings, with --strict), 2 an argument it does not understand.`;

const root = join(import.meta.dirname, '..');
const { switches, positionals } = commandArguments({ usage: USAGE, switches: ['--strict'], positionals: 1 });
const [pagesArg] = positionals;

if (!(await checkContent(root, pagesArg ? join(process.cwd(), pagesArg) : undefined, { strict: switches.has('--strict'), validating: true }))) process.exit(1);
