/** `npm run validate`: checks every document under pages/ and prints each problem as file:line:col. */
import { join } from 'node:path';
import { checkContent } from './build/checkContent';

const root = join(import.meta.dirname, '..');
const pagesArg = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

if (!(await checkContent(root, pagesArg ? join(process.cwd(), pagesArg) : undefined))) process.exit(1);
