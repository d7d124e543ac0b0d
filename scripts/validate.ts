/** `npm run validate`: checks every document under pages/ and prints each problem as file:line:col. */
import { join } from 'node:path';
import { formatProblem } from '../src/content/problems';
import { createContentChecker } from '../src/content/siteContent';

const root = join(import.meta.dirname, '..');
const pagesArg = process.argv.slice(2).find((arg) => !arg.startsWith('--'));

try {
  const checker = createContentChecker(root, pagesArg ? join(process.cwd(), pagesArg) : undefined);
  const { pages, problems } = await checker.checkInParallel();
  const errors = problems.filter((problem) => problem.severity === 'error');
  for (const problem of problems) console.error(formatProblem(problem));
  if (errors.length > 0) {
    console.error(`\n${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} found. Nothing was built.`);
    process.exit(1);
  }
  console.log(`All ${pages.length + 2} documents valid (${pages.length} pages, the 404 page and the site configuration).`);
} catch (error) {
  console.error(`The content could not be checked: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
