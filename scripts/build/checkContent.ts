import { formatProblem } from '../../src/content/problems';
import { createContentChecker } from '../../src/content/siteContent';

/** Checks every document, prints each problem as file:line:col, and says whether the content may be built. */
export async function checkContent(root: string, pagesDir?: string): Promise<boolean> {
  try {
    const checker = createContentChecker(root, pagesDir);
    const { pages, problems } = await checker.checkInParallel();
    const errors = problems.filter((problem) => problem.severity === 'error');
    for (const problem of problems) console.error(formatProblem(problem));
    if (errors.length > 0) {
      console.error(`\n${errors.length} ${errors.length === 1 ? 'problem' : 'problems'} found. Nothing was built.`);
      return false;
    }
    console.log(`All ${pages.length + 2} documents valid (${pages.length} pages, the 404 page and the site configuration).`);
    return true;
  } catch (error) {
    console.error(`The content could not be checked: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
