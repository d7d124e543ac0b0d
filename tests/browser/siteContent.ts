import { join } from 'node:path';
import { createContentChecker } from '../../src/content/siteContent.ts';

/** The site's documents as the build reads them, so tests walk exactly the routes the build wrote. */
export const content = createContentChecker(join(import.meta.dirname, '..', '..')).check();
