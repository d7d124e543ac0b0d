/**
 * `npm run validate [-- pages-folder] [-- --strict]`: checks every document under pages/ and prints each problem as
 * file:line:col. With --strict, content-lint warnings fail the run as errors do.
 */
import { join } from 'node:path';
import { checkContent } from './builder/checkContent';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const pagesArg = args.find((arg) => !arg.startsWith('--'));

if (!(await checkContent(root, pagesArg ? join(process.cwd(), pagesArg) : undefined, { strict: args.includes('--strict') }))) process.exit(1);
