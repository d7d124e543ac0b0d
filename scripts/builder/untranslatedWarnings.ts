import type { SitePageData } from '../../src/content/virtualPages';
import { translationFileOf } from '../../src/i18n/translations';

/**
 * The build's warning for each page that shows fields in the default language for want of a translation (marked
 * with that language's `lang` on the page): the page, the translation file that lacks them and the fields' paths.
 */
export function untranslatedFieldWarnings(pages: readonly SitePageData[]): string[] {
  return pages
    .filter((page) => page.untranslated.length > 0)
    .map(({ route, file, language: { code }, untranslated }) =>
      `Warning: ${route} shows ${untranslated.length === 1 ? 'a field' : `${untranslated.length} fields`} in the default language ` +
        `for want of a translation in ${translationFileOf(file, code)}: ${untranslated.join(', ')} ` +
        `(\`npm run translations -- --fill ${code}\` adds ${untranslated.length === 1 ? 'it' : 'them'} to translate).`,
    );
}
