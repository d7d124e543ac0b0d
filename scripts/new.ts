/**
 * `npm run new -- article <slug>`, `npm run new -- industry <slug>`, `npm run new -- page <path>`: writes a new page
 * document that passes validation, with TODO where the author writes, and says what to do next. A name that is
 * invalid or already taken is refused with exit code 1, and nothing is written.
 */
import { join } from 'node:path';
import { formatProblem } from '../src/content/problems';
import { Refusal, scaffold } from './new/scaffold';

const root = join(import.meta.dirname, '..');
const pagesDir = process.env.SITE_PAGES_DIR ?? join(root, 'pages');
const [kind, name] = process.argv.slice(2);

try {
  const { file, route, warnings } = scaffold(root, pagesDir, kind, name);
  console.log(`Wrote ${file}, the page ${route}.`);
  console.log(`See it at http://localhost:5173${route} while npm run dev runs; it updates as you save.`);
  console.log('Fill in what is marked TODO. Until then npm run validate warns, and npm run validate -- --strict (as CI runs it) fails:');
  for (const warning of warnings) console.log(`  ${formatProblem(warning)}`);
} catch (error) {
  if (error instanceof Refusal) console.error(`${error.message} Nothing was written.`);
  else console.error(`The page could not be written: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
