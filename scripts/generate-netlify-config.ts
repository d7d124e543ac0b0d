/**
 * Writes netlify.toml, at the repository's root where Netlify reads it: the build settings, and for each language
 * with a 404 page of its own a rule that answers an unknown address under the language's folder (/de/x) with that
 * page and status 404. Netlify otherwise answers every unknown address with the root's, English 404.html; Cloudflare
 * Pages finds the nearest 404.html by itself, and refuses status 404 in _redirects, so the rules cannot live there.
 * The languages come from `locales` in pages/_site.yaml. With --check it writes nothing and fails when the file is out
 * of date.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { NOT_FOUND_FILE, SITE_CONFIG_FILE } from '../src/content/routes';
import { localizedRoute } from '../src/i18n/routes';
import { TRANSLATIONS_DIR } from '../src/i18n/translations';
import { notFoundOutputPath } from './builder/outputPath';
import { writeGenerated } from './generatedFile';

const root = join(import.meta.dirname, '..');
const siteFile = `pages/${SITE_CONFIG_FILE}`;
const { locales } = parse(readFileSync(join(root, siteFile), 'utf8')) as { locales: { code: string }[] };
const [primary, ...others] = locales;

const rules = others
  .filter(({ code }) => existsSync(join(root, TRANSLATIONS_DIR, code, NOT_FOUND_FILE)))
  .map(({ code }) => {
    const prefix = localizedRoute('/', code, primary.code);
    return `[[redirects]]\n  from = "${prefix}/*"\n  to = "${notFoundOutputPath(prefix)}"\n  status = 404\n`;
  });

const output = `# Written by \`npm run gen\` (scripts/generate-netlify-config.ts) from the locales of ${siteFile}: do not edit.
# Netlify reads this file at the repository's root; Cloudflare Pages and Vercel do not.
[build]
  command = "npm run build"
  publish = "dist"

# An unknown address under a language's folder answers that language's 404 page, with status 404. A rule that is not
# forced applies only where no file answers the address, so every page still answers for itself.
${rules.join('\n')}`;

writeGenerated(root, 'netlify.toml', output, `${siteFile} and ${TRANSLATIONS_DIR}/*/${NOT_FOUND_FILE}`);
