import type { Currency } from '../lib/prices';
import { numberLocale } from '../lib/prices';
import type { PageLanguage } from './language';

/**
 * The locale that writes an amount of money on a page: on the default language's pages, the currency's own (the
 * specification's rule: en-GB for pounds, de-DE for euros, en-CA for Canadian dollars, en-US for US dollars); on
 * another language's, that language's, so a French page writes 6 188 € and a Dutch one € 6.188.
 */
export function moneyLocale(currency: Currency, { code, intl, site }: Pick<PageLanguage, 'code' | 'intl' | 'site'>): string {
  return code === site.locales[0].code ? numberLocale(currency) : intl;
}
