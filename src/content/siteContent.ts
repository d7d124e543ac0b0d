import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { PageDocument, SiteConfig } from '../generated/schema-types';
import { describeAjvErrors } from './describeError.ts';
import { linkSite, unsafeInlineLinks, type LinkablePage } from './linker.ts';
import { byLocation, formatPath, type Problem } from './problems.ts';
import { NOT_FOUND_FILE, routeOfFile, SITE_CONFIG_FILE } from './routes.ts';
import { compileValidators, createAjv, readSchemas, type SchemaSet, type Validators } from './schemas.ts';
import { parseYaml, positionOfKey, positionOfPath, type YamlSource } from './yamlSource.ts';

export type PageEntry = LinkablePage;

export interface SiteContent {
  site?: SiteConfig;
  /** Every routed page, sorted by route. */
  pages: PageEntry[];
  notFound?: PageEntry;
  problems: Problem[];
}

export interface ContentChecker {
  /** Reads, validates and links every document under pages/. Never throws on bad content. */
  check(): SiteContent;
  /** Problems are reported against `pages/<path>` whichever folder this is. */
  pagesDir: string;
  schemas: SchemaSet;
}

export function createContentChecker(root: string, pagesDir = join(root, 'pages')): ContentChecker {
  const schemas = readSchemas(join(root, 'schemas'));
  const validators = compileValidators(createAjv(schemas));
  return { check: () => checkContent(pagesDir, schemas, validators), pagesDir, schemas };
}

function checkContent(pagesDir: string, schemas: SchemaSet, validators: Validators): SiteContent {
  const problems: Problem[] = [];
  const pages: PageEntry[] = [];
  let site: SiteConfig | undefined;
  let siteSource: YamlSource | undefined;
  let notFound: PageEntry | undefined;
  const invalidRoutes: string[] = [];
  const fileOfRoute = new Map<string, string>();

  const files = listFiles(pagesDir);
  for (const absolute of files) {
    const inPages = relative(pagesDir, absolute).split(sep).join('/');
    const file = `pages/${inPages}`;
    const fail = (message: string) => problems.push({ file, line: 1, column: 1, path: '', message, severity: 'error' });
    if (!inPages.endsWith('.yaml')) {
      fail(
        inPages.endsWith('.yml')
          ? 'Page files end in ".yaml", so this one is not part of the site. Rename it to end in ".yaml".'
          : 'Only page files (ending in ".yaml") belong under pages/. Move this file to public/ if the site serves it, or delete it.',
      );
      continue;
    }
    try {
      const isSiteConfig = inPages === SITE_CONFIG_FILE;
      const isNotFound = inPages === NOT_FOUND_FILE;
      const route = isSiteConfig || isNotFound ? undefined : routeOfFile(inPages);
      if (route && 'error' in route) {
        fail(route.error);
        continue;
      }
      const sameRoute = route && fileOfRoute.get(route.route);
      if (route && sameRoute) {
        fail(`This file and ${sameRoute} are both the page ${route.route}, and one address can show only one page. Rename or remove one of them.`);
        continue;
      }
      if (route) fileOfRoute.set(route.route, file);
      if (!isSiteConfig && inPages.split('/').some((segment) => segment.startsWith('_'))) {
        fail(`Only ${SITE_CONFIG_FILE} may start with "_" under pages/. Rename this file so it becomes a page, or move it out of pages/.`);
        continue;
      }
      const parsed = parseYaml(file, readFileSync(absolute, 'utf8'));
      problems.push(...parsed.problems);
      if (!parsed.source) {
        if (route) invalidRoutes.push(route.route);
        continue;
      }
      const source = parsed.source;
      problems.push(...unsafeInlineLinks(source));
      const validate = isSiteConfig ? validators.site : validators.page;
      if (!validate(source.data)) {
        for (const error of describeAjvErrors(validate.errors ?? [], schemas.blockTypes)) {
          const position = error.key ? positionOfKey(source, error.path.slice(0, -1), error.key) : positionOfPath(source, error.path);
          problems.push({ file, ...position, path: formatPath(error.path), message: error.message, severity: 'error' });
        }
        if (route) invalidRoutes.push(route.route);
        continue;
      }
      if (isSiteConfig) {
        site = source.data as SiteConfig;
        siteSource = source;
      } else {
        const entry: PageEntry = { file, route: route ? route.route : '/404', source, doc: source.data as PageDocument };
        if (isNotFound) notFound = entry;
        else pages.push(entry);
      }
    } catch (error) {
      fail(
        `This file could not be checked: ${error instanceof Error ? error.message : String(error)}. ` +
          'That is a fault in the site tooling rather than in the file; please report it with this file attached.',
      );
    }
  }

  if (!site && !problems.some((problem) => problem.file === `pages/${SITE_CONFIG_FILE}`)) {
    problems.push(missingFile(`pages/${SITE_CONFIG_FILE}`, 'the site configuration (brand, navigation, footer, contact addresses, prices)'));
  }
  if (!notFound && !problems.some((problem) => problem.file === `pages/${NOT_FOUND_FILE}`)) {
    problems.push(missingFile(`pages/${NOT_FOUND_FILE}`, 'the page shown for addresses that do not exist'));
  }

  pages.sort((a, b) => a.route.localeCompare(b.route));
  problems.push(...linkSite(notFound ? [...pages, notFound] : pages, siteSource, invalidRoutes));
  problems.sort(byLocation);
  return { site, pages, notFound, problems };
}

function missingFile(file: string, what: string): Problem {
  return { file, line: 1, column: 1, path: '', message: `This file is missing. It holds ${what}; create it.`, severity: 'error' };
}

function listFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else out.push(path);
  }
  return out;
}
