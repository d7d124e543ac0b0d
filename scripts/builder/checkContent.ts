import { formatProblem } from '../../src/content/problems';
import { createContentChecker, type KnownResults } from '../../src/content/siteContent';
import type { CheckedSite } from '../../src/content/vitePlugin';

/** Where the build keeps each file's check result between builds. */
export interface RememberedResults {
  recall(): KnownResults | undefined;
  keep(results: KnownResults): void;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Checks every document, prints each problem as file:line:col, and returns the checked site when it may be built.
 * Warnings (content lint) fail only with `strict`, as in CI. The last line says what the build does next, or, for
 * `npm run validate` (`validating`), what was checked and what was found.
 */
export async function checkContent(
  root: string,
  pagesDir?: string,
  { strict = false, results, validating = false }: { strict?: boolean; results?: RememberedResults; validating?: boolean } = {},
): Promise<CheckedSite | undefined> {
  try {
    // Results are remembered after every build, a clean one too, for the next to recall.
    const checker = createContentChecker(root, pagesDir, { incremental: results !== undefined, known: results?.recall() });
    const content = await checker.checkInParallel();
    results?.keep(checker.known());
    const { pages, problems } = content;
    const errors = problems.filter((problem) => problem.severity === 'error').length;
    const warnings = problems.filter((problem) => problem.severity === 'warning').length;
    const notices = problems.length - errors - warnings;
    // In one write: a site with thousands of pages not yet translated has as many warnings, and a write of each (5,000
    // to a pipe) took ~0.1 s of CPU on the check's thread, three times as much, and woke the reading process as often.
    const listed = problems.filter((problem) => problem.severity !== 'notice').map(formatProblem);
    if (listed.length > 0) process.stderr.write(`${listed.join('\n')}\n`);
    if (notices > 0) console.error(`${count(notices, 'translation notice')} in languages not yet complete: \`npm run translations\` lists them.`);
    const fails = errors > 0 || (strict && warnings > 0);
    if (validating) {
      const languages = content.site ? ` in ${count(content.site.locales.length, 'language')}` : '';
      const found = `${errors ? count(errors, 'error') : 'no errors'}, ${warnings ? count(warnings, 'warning') : 'no warnings'}`;
      const advice = errors === 0 && warnings > 0 ? (strict ? ', and --strict fails on warnings' : ' to fix before publishing (--strict fails on them)') : '';
      (fails ? console.error : console.log)(`${fails ? '\n' : ''}Checked ${count(content.pagesChecked, 'page')}${languages}: ${found}${advice}.`);
      return fails ? undefined : { checker, content };
    }
    if (fails) {
      const found = [errors && count(errors, 'problem'), warnings && count(warnings, 'warning')].filter(Boolean).join(' and ');
      console.error(`\n${found} found${errors === 0 ? ', and --strict fails on warnings' : ''}. Nothing was built.`);
      return undefined;
    }
    const valid = `All ${pages.length + 3} documents valid (${pages.length} pages, the 404 page, the site configuration and its words)`;
    console.log(warnings ? `${valid}, with ${count(warnings, 'warning')} to fix before publishing (--strict fails on them).` : `${valid}.`);
    return { checker, content };
  } catch (error) {
    console.error(`The content could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}
