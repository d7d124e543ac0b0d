import { describe, expect, it } from 'vitest';
import { amountsIn, convertedAmountsProblem, type MoneyWriting } from '../../src/i18n/amounts.ts';

const pounds: MoneyWriting = { intl: 'en-GB', currency: 'GBP' };
const euros = (intl: string): MoneyWriting => ({ intl, currency: 'EUR' });
const prices = { GBP: 99, EUR: 119, USD: 139, CAD: 189 };

describe('amounts of money in copy', () => {
  it("are read as each language writes them: its symbol before or after, its marks, a thousand as k, the currency's name with an ending", () => {
    expect(amountsIn('From £5,148 a year, £14.50 a head, a £45K job; call 0800 123 456.', pounds)).toEqual([5148, 14.5, 45000]);
    expect(amountsIn('kostet 6.188 € oder 17,50 € pro Person – das 3.600-€-Paket, Baujahr 2019', euros('de-DE'))).toEqual([6188, 17.5, 3600]);
    expect(amountsIn('vanaf € 2.400 per vierkante meter, om 18.15 uur, en € 100.', euros('nl-NL'))).toEqual([2400, 100]);
    expect(amountsIn('à partir de 6\u202f188 € ou 84 000 €, soit 54 k€ à 18 h 15', euros('fr-FR'))).toEqual([6188, 84000, 54000]);
    expect(amountsIn('kolme tuntia 54 eurolla, 3 600 euron paketti, klo 18.15', euros('fi-FI'))).toEqual([54, 3600]);
  });

  it('in a translation may be converted at the site\'s rate and rounded, or kept as the English gives them', () => {
    expect(convertedAmountsProblem('a £600 brake job', 'ein Bremsenauftrag über 720 €', pounds, euros('de-DE'), prices)).toBeUndefined();
    expect(convertedAmountsProblem('£21,995', '26.490 €', pounds, euros('de-DE'), prices)).toBeUndefined();
    expect(convertedAmountsProblem('From £99 a week', 'Ab £99 pro Woche', pounds, euros('de-DE'), prices)).toBeUndefined();
    expect(convertedAmountsProblem('ball hire is £3', 'un ballon coûte 3,60 €', pounds, euros('fr-FR'), prices)).toBeUndefined();
    expect(convertedAmountsProblem('£0 setup', 'sans frais de mise en place', pounds, euros('fr-FR'), prices)).toBeUndefined();
    expect(convertedAmountsProblem('£95, then £60 an hour', '€ 95, daarna € 60 per uur', pounds, pounds, prices)).toBeUndefined();
  });

  it('in a translation that changed the figure are named, with the amount at the site\'s rate', () => {
    expect(convertedAmountsProblem('The callout is £95, then £60 an hour.', 'De voorrijkosten zijn € 95, daarna € 72 per uur.', pounds, euros('nl-NL'), prices)).toBe(
      "the English gives an amount this translation does not: at the site's rate (£99 = €\u00a0119, as the prices convert), £95 is about €\u00a0114. " +
        'Write the converted amount, rounded as you would write a price, or the English amount as it is.',
    );
    expect(convertedAmountsProblem('ball hire is £3 and the buffet £14.50', 'Ball 3 €, Buffet 17,43 €', pounds, euros('de-DE'), prices)).toContain('£3 is about 3,61\u00a0€');
    expect(convertedAmountsProblem('a £600 brake job', 'une réparation des freins', pounds, euros('fr-FR'), prices)).toContain('£600 is about 721\u00a0€');
  });
});
