import type { Currency, WeeklyPrices } from '../lib/prices.ts';

/** A language's way of writing money: its locale and the currency its visitors pay in. */
export interface MoneyWriting {
  intl: string;
  currency: Currency;
}

/**
 * How far a translated amount may stray from the exact conversion: a marketer rounds 721 € to 720 € and 26 438 € to
 * 26 400 €, but 145 € for £145 is another figure.
 */
const TOLERANCE = 0.04;
/** Below this many whole units the tolerance is half a unit: 3,60 € or 4 € for £3, not 3 €. */
const LEAST_DIFFERENCE = 0.5;

/** An amount as `money`'s locale writes it, with pence or cents only where it has them: £14.50, 17,43 €, 721 €. */
function written(amount: number, money: MoneyWriting): string {
  const fraction = Number.isInteger(amount) || amount >= 100 ? 0 : 2;
  return new Intl.NumberFormat(money.intl, { style: 'currency', currency: money.currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(amount);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of an amount of `money`'s currency, and how to read its number; made once for each language's money. */
interface AmountPattern {
  pattern: RegExp;
  group: RegExp;
  decimal: string;
}
const patterns = new Map<string, AmountPattern>();

function patternOf({ intl, currency }: MoneyWriting): AmountPattern {
  const key = `${intl} ${currency}`;
  let found = patterns.get(key);
  if (found) return found;
  const parts = new Intl.NumberFormat(intl, { style: 'currency', currency }).formatToParts(12345.6);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  const [symbol, group, decimal] = [part('currency'), part('group'), part('decimal')];
  const name = new Intl.DisplayNames(intl, { type: 'currency' }).of(currency) ?? currency;
  const groups = `[${escape(group)}\\s\\u00a0\\u202f]`;
  const number = `\\d{1,3}(?:${groups}\\d{3})+(?:${escape(decimal)}\\d+)?|\\d+(?:${escape(decimal)}\\d+)?`;
  const unit = `(?:${escape(symbol)}|${currency}\\b|${escape(name)}\\p{L}*)`;
  const thousands = '(?:\\s?([kK])\\b)?';
  // German joins an amount to the word it qualifies: "das 3.600-€-Paket".
  const between = '(?:\\s|-)?';
  found = {
    pattern: new RegExp(`${unit}${between}(${number})${thousands}|(?<![\\d${escape(decimal)}])(${number})${thousands}${between}${unit}`, 'giu'),
    group: new RegExp(groups, 'g'),
    decimal,
  };
  patterns.set(key, found);
  return found;
}

/**
 * Every amount of `money`'s currency in `text`, as written in its locale: "£5,148", "£8K", "6.188 €", "€ 6.188",
 * "54 eurolla" (the currency's name in the language, with any ending), "17,40 €". Thousands may be grouped by the
 * locale's mark or by a space of any width.
 */
export function amountsIn(text: string, money: MoneyWriting): number[] {
  const { pattern, group, decimal } = patternOf(money);
  return [...text.matchAll(pattern)].map((match) => {
    const digits = (match[1] ?? match[3]).replace(group, '').replace(decimal, '.');
    return Number(digits) * (match[2] ?? match[4] ? 1000 : 1);
  });
}

/**
 * What is wrong with the amounts of money in a translation, if anything: each amount the English gives in its
 * currency must be there in the language's currency, converted at the site's own rate (the ratio of the weekly prices,
 * as the pricing converts), or kept in the English currency. Undefined if every amount is.
 */
export function convertedAmountsProblem(english: string, translated: string, from: MoneyWriting, to: MoneyWriting, prices: WeeklyPrices): string | undefined {
  if (from.currency === to.currency) return undefined;
  // Nothing to convert in nothing: "£0 setup" may well be "no setup fee".
  const given = amountsIn(english, from).filter((amount) => amount > 0);
  if (given.length === 0) return undefined;
  const kept = amountsIn(translated, from);
  const converted = amountsIn(translated, to);
  const wrong: string[] = [];
  for (const amount of given) {
    const keptAt = kept.indexOf(amount);
    if (keptAt >= 0) {
      kept.splice(keptAt, 1);
      continue;
    }
    const exact = (amount * prices[to.currency]) / prices[from.currency];
    const near = (value: number) => Math.abs(value - exact) <= Math.max(exact * TOLERANCE, LEAST_DIFFERENCE);
    const at = converted.findIndex(near);
    if (at >= 0) converted.splice(at, 1);
    else wrong.push(`${written(amount, from)} is about ${written(exact, to)}`);
  }
  if (wrong.length === 0) return undefined;
  const rate = `${written(prices[from.currency], from)} = ${written(prices[to.currency], to)}`;
  return `the English gives an amount this translation does not: at the site's rate (${rate}, as the prices convert), ` +
    `${wrong.join(', ')}. Write the converted amount, rounded as you would write a price, or the English amount as it is.`;
}
