import type { SiteConfig } from '../generated/schema-types';

/** The weekly price in each currency, from `prices` in pages/_site.yaml. */
export type WeeklyPrices = SiteConfig['prices'];
export type Currency = keyof WeeklyPrices;

export const CURRENCIES: readonly Currency[] = ['GBP', 'EUR', 'USD', 'CAD'];
export const DEFAULT_CURRENCY: Currency = 'GBP';
export const WEEKS_PER_YEAR = 52;
export const MONTHS_PER_YEAR = 12;

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

export function annualPrice(weekly: number): number {
  return weekly * WEEKS_PER_YEAR;
}

/** A weekly amount spread over the months of a year: weekly × 52 ÷ 12. */
export function monthlyFromWeekly(weekly: number): number {
  return (weekly * WEEKS_PER_YEAR) / MONTHS_PER_YEAR;
}

/**
 * Converts an amount by the ratio of the two currencies' weekly prices, rounded to a whole number. From GBP this is
 * the rule of the specification: the chosen currency's weekly price over the GBP weekly price. The weekly prices
 * themselves come straight from the price list, and agree with this rule because the ratio maps one onto the other.
 */
export function convertAmount(amount: number, from: Currency, to: Currency, prices: WeeklyPrices): number {
  if (from === to) return amount;
  return Math.round((amount * prices[to]) / prices[from]);
}

/** en-GB for pounds, de-DE for euros, en-CA for Canadian dollars, en-US otherwise. */
export function numberLocale(currency: Currency): string {
  if (currency === 'GBP') return 'en-GB';
  if (currency === 'EUR') return 'de-DE';
  if (currency === 'CAD') return 'en-CA';
  return 'en-US';
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The amount in whole units of the currency, written the way money is written in `locale` (£5,148 in en-GB, 6.188 €
 * in de-DE, 6 188 € in fr-FR); without a locale, the way the currency's own locale writes it (numberLocale).
 */
export function formatMoney(amount: number, currency: Currency, locale = numberLocale(currency)): string {
  const key = `${locale} ${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(key, formatter);
  }
  // `|| 0` turns -0 into 0, which would otherwise print as "-£0".
  return formatter.format(Math.round(amount) || 0);
}
