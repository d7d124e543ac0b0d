import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  annualPrice,
  convertAmount,
  formatMoney,
  isCurrency,
  monthlyFromWeekly,
  numberLocale,
  type WeeklyPrices,
} from './prices.ts';

// The price list of SPEC.md section 9, written out here so the tests do not take it from the code under test.
const prices: WeeklyPrices = { GBP: 99, EUR: 119, USD: 139, CAD: 189 };
const NBSP = '\u00a0';

describe('prices', () => {
  it('match the specification in the site configuration', () => {
    const site = parse(readFileSync(join(import.meta.dirname, '../../pages/_site.yaml'), 'utf8')) as { prices: unknown };
    expect(site.prices).toEqual(prices);
  });

  it('make the annual price 52 weekly prices', () => {
    expect(annualPrice(99)).toBe(5148);
    expect(annualPrice(119)).toBe(6188);
    expect(annualPrice(139)).toBe(7228);
    expect(annualPrice(189)).toBe(9828);
  });

  it('spread a weekly amount over the months as weekly × 52 ÷ 12', () => {
    expect(monthlyFromWeekly(99)).toBe(429);
    expect(monthlyFromWeekly(189)).toBe(819);
    expect(monthlyFromWeekly(119)).toBeCloseTo(515.667, 3);
  });

  it('convert from GBP by the ratio of weekly prices, rounded to whole units', () => {
    expect(convertAmount(50, 'GBP', 'GBP', prices)).toBe(50);
    expect(convertAmount(50, 'GBP', 'EUR', prices)).toBe(60); // 50 × 119 / 99 = 60.10
    expect(convertAmount(50, 'GBP', 'USD', prices)).toBe(70); // 50 × 139 / 99 = 70.20
    expect(convertAmount(50, 'GBP', 'CAD', prices)).toBe(95); // 50 × 189 / 99 = 95.45
    expect(convertAmount(48, 'GBP', 'EUR', prices)).toBe(58); // 48 × 119 / 99 = 57.70
  });

  it('agree with the price list: converting the GBP weekly and annual prices gives each currency’s own', () => {
    expect(convertAmount(99, 'GBP', 'EUR', prices)).toBe(119);
    expect(convertAmount(99, 'GBP', 'USD', prices)).toBe(139);
    expect(convertAmount(99, 'GBP', 'CAD', prices)).toBe(189);
    expect(convertAmount(5148, 'GBP', 'EUR', prices)).toBe(6188);
    expect(convertAmount(5148, 'GBP', 'USD', prices)).toBe(7228);
    expect(convertAmount(5148, 'GBP', 'CAD', prices)).toBe(9828);
  });

  it('convert between two other currencies by the same ratio', () => {
    expect(convertAmount(60, 'EUR', 'USD', prices)).toBe(70); // 60 × 139 / 119 = 70.08
    expect(convertAmount(95, 'CAD', 'GBP', prices)).toBe(50); // 95 × 99 / 189 = 49.76
  });

  it('recognise only the four currencies', () => {
    expect(['GBP', 'EUR', 'USD', 'CAD'].every(isCurrency)).toBe(true);
    expect(isCurrency('gbp')).toBe(false);
    expect(isCurrency('JPY')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});

describe('formatMoney', () => {
  it('chooses en-GB, de-DE, en-CA, and en-US otherwise', () => {
    expect(numberLocale('GBP')).toBe('en-GB');
    expect(numberLocale('EUR')).toBe('de-DE');
    expect(numberLocale('CAD')).toBe('en-CA');
    expect(numberLocale('USD')).toBe('en-US');
  });

  it('writes pounds the British way', () => {
    expect(formatMoney(99, 'GBP')).toBe('£99');
    expect(formatMoney(5148, 'GBP')).toBe('£5,148');
  });

  it('writes euros the German way, with the sign after a no-break space', () => {
    expect(formatMoney(119, 'EUR')).toBe(`119${NBSP}€`);
    expect(formatMoney(6188, 'EUR')).toBe(`6.188${NBSP}€`);
    expect(formatMoney(1234567, 'EUR')).toBe(`1.234.567${NBSP}€`);
  });

  it('writes US dollars the American way', () => {
    expect(formatMoney(139, 'USD')).toBe('$139');
    expect(formatMoney(7228, 'USD')).toBe('$7,228');
  });

  it('writes Canadian dollars the Canadian way', () => {
    expect(formatMoney(189, 'CAD')).toBe('$189');
    expect(formatMoney(9828, 'CAD')).toBe('$9,828');
  });

  it('rounds to whole units and never shows decimals', () => {
    expect(formatMoney(515.667, 'EUR')).toBe(`516${NBSP}€`);
    expect(formatMoney(602.333, 'USD')).toBe('$602');
    expect(formatMoney(345.6, 'GBP')).toBe('£346');
  });

  it('shows a loss with a minus sign, and nothing below a half as zero without a sign', () => {
    expect(formatMoney(-524, 'GBP')).toBe('-£524');
    expect(formatMoney(-0.2, 'GBP')).toBe('£0');
  });
});
