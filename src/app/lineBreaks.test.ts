import { describe, expect, it } from 'vitest';
import { withLineBreakRules } from './lineBreaks';

const SHY = '\u00ad';
/**
 * The text as a reader sees where it may and may not break: soft hyphens as "·", no-break spaces as "_", and a word
 * joiner, which holds a dash to what follows it, as "=".
 */
const shown = (html: string) => html.replaceAll(SHY, '·').replaceAll('\u00a0', '_').replaceAll('\u2060', '=');

describe('the line-break rules of a page', () => {
  it("breaks a long word of the page's language only at its patterns' break points, into parts of five letters or more", () => {
    expect(shown(withLineBreakRules('<h1>Kaikki, mitä hyvä vastaanottovirkailija tekee</h1>', 'fi'))).toBe(
      '<h1>Kaikki, mitä hyvä vastaan·ottovir·kailija tekee</h1>',
    );
    expect(shown(withLineBreakRules('<p>Datenschutzerklärung</p>', 'de'))).toBe('<p>Daten·schutz·erklärung</p>');
  });

  it("breaks a word that starts with one of the language's listed words only where the list says, whatever its case and ending", () => {
    const listed = ['tekoäly-avustaja', 'evästeasetuk', 'vastaanotto-', 'vastaanotto-virkailija'];
    expect(shown(withLineBreakRules('<p>Tekoälyavustaja vastaa. Tekoälyavustajallemme ja evästeasetuksemme</p>', 'fi', listed))).toBe(
      '<p>Tekoäly·avustaja vastaa. Tekoäly·avustajallemme ja evästeasetuksemme</p>',
    );
    // A first part listed alone breaks the words it starts after it; a longer entry that a word starts with wins.
    expect(shown(withLineBreakRules('<p>vastaanottojärjestelmiesi vastaanottovirkailijan vastaanottoaulassamme</p>', 'fi', listed))).toBe(
      '<p>vastaanotto·järjestelmiesi vastaanotto·virkailijan vastaanotto·aulassamme</p>',
    );
    // Without the list, the patterns break it by syllables, across the parts of the compound.
    expect(shown(withLineBreakRules('<p>Tekoälyavustaja</p>', 'fi'))).toBe('<p>Tekoä·lyavustaja</p>');
  });

  it('leaves words of fewer than fourteen letters, names with a capital inside, and pages in English, as they are', () => {
    expect(withLineBreakRules('<p>Kundenservice Terminbuchung</p>', 'de')).toBe('<p>Kundenservice Terminbuchung</p>');
    expect(withLineBreakRules('<p>telecommunications responsibilities</p>', 'en')).toBe('<p>telecommunications responsibilities</p>');
    expect(withLineBreakRules('<p>Termine aus WellnessLiving und WhoCanFixMyCar</p>', 'de')).toBe('<p>Termine aus WellnessLiving und WhoCanFixMyCar</p>');
  });

  it('touches no attribute, script, style, title or island, nor text in another language, and finds the text after them', () => {
    const html =
      '<title>Datenschutzerklärung</title>' +
      '<p><script type="application/ld+json">{"name":"</p>Datenschutzerklärung"}</script></p>' +
      '<pre><code>Datenschutzerklärung</code></pre>' +
      '<style>.Datenschutzerklärung{}</style>' +
      '<a href="/datenschutzerklärung" aria-label="Datenschutzerklärung" class="x">' +
      '<img alt="Datenschutzerklärung"><!-- -->Nutzungsbedingungen</a>' +
      '<div data-island="pricing"><div><p>Nutzungsbedingungen</p></div><p>Nutzungsbedingungen</p></div>' +
      '<p lang="en">Nutzungsbedingungen <span lang="de">Nutzungsbedingungen</span></p>' +
      '<p>Nutzungsbedingungen</p>';
    expect(shown(withLineBreakRules(html, 'de'))).toBe(
      html
        .replace('<!-- -->Nutzungsbedingungen', '<!-- -->Nutzungs·bedin·gungen')
        .replace('<span lang="de">Nutzungsbedingungen', '<span lang="de">Nutzungs·bedin·gungen')
        .replace(/<p>Nutzungsbedingungen<\/p>$/, '<p>Nutzungs·bedin·gungen</p>'),
    );
  });

  it('keeps a number with its currency or percent, its own groups, and an ending hyphenated apart, on one line; in French also times and the space before : ; ! ? »', () => {
    expect(shown(withLineBreakRules('<p>Einrichtung für 0 € und 99,9 % Verfügbarkeit, 1 200 Betriebe</p>', 'de'))).toBe(
      '<p>Einrichtung für 0_€ und 99,9_% Verfügbarkeit, 1_200 Betriebe</p>',
    );
    expect(shown(withLineBreakRules('<p>Vanaf € 95 per week</p>', 'nl'))).toBe('<p>Vanaf €_95_per week</p>');
    expect(shown(withLineBreakRules('<p>30 päivän rahat takaisin -takuu</p>', 'fi'))).toBe('<p>30 päivän rahat takaisin_-takuu</p>');
    expect(shown(withLineBreakRules('<p>À 19 h 15 ? Appelez le 06 39 98 12 34 : « Oui »</p>', 'fr'))).toBe(
      '<p>À 19_h_15_? Appelez le 06_39_98_12_34_: «_Oui_»</p>',
    );
    // A text with no number still gets the rules that need none.
    expect(shown(withLineBreakRules('<p>rahat takaisin -takuu</p>', 'fi'))).toBe('<p>rahat takaisin_-takuu</p>');
    expect(shown(withLineBreakRules('<p>Vraiment ? « Oui » ; enfin !</p>', 'fr'))).toBe('<p>Vraiment_? «_Oui_»_; enfin_!</p>');
    // English copy is left as written, and so is any text in another language.
    expect(withLineBreakRules('<p>From £95 a week, 99.9 % uptime</p>', 'en')).toBe('<p>From £95 a week, 99.9 % uptime</p>');
    expect(shown(withLineBreakRules('<p lang="en">0 € a week</p>', 'de'))).toBe('<p lang="en">0 € a week</p>');
  });

  it('keeps a number with its unit or abbreviation, an abbreviation with its number, and a range whole, in every language but English', () => {
    expect(shown(withLineBreakRules('<p>Unter 2 Sek. · Durchgestellt in 40 Sek. · Keks, 14 kg</p>', 'de'))).toBe(
      '<p>Unter 2_Sek. · Durchgestellt in 40_Sek. · Keks, 14_kg</p>',
    );
    expect(shown(withLineBreakRules('<p>Samstag 11–15 Uhr, So. 18–21 Uhr, Mo.–Fr. von 9 bis 18 Uhr</p>', 'de'))).toBe(
      '<p>Samstag 11–=15_Uhr, So._18–=21_Uhr, Mo.–=Fr. von 9_bis 18_Uhr</p>',
    );
    expect(shown(withLineBreakRules('<p>Yhdistetty 40 s:ssa, alle 2 s</p><p>entro 48 ore</p>', 'fi'))).toBe(
      '<p>Yhdistetty 40_s:ssa, alle 2_s</p><p>entro 48_ore</p>',
    );
    expect(shown(withLineBreakRules('<p>om 18.15 uur, 9-17 uur</p>', 'nl'))).toBe('<p>om 18.15_uur, 9-=17_uur</p>');
    // A longer word after a number is a word of its own; French times still join all their parts.
    expect(shown(withLineBreakRules('<p>2 Stunden</p>', 'de'))).toBe('<p>2 Stunden</p>');
    expect(shown(withLineBreakRules('<p>À 19 h 15, en &lt; 2 s</p>', 'fr'))).toBe('<p>À 19_h_15, en &lt;_2_s</p>');
    expect(withLineBreakRules('<p>Sun 6–9pm, under 2 s</p>', 'en')).toBe('<p>Sun 6–9pm, under 2 s</p>');
  });

  it('keeps a French hyphenated compound whole, and a long one\'s verb with its pronouns, in French only', () => {
    expect(shown(withLineBreakRules('<p>Prenez-vous les rendez-vous ? Dites-le-moi, a-t-elle dit.</p>', 'fr'))).toBe(
      '<p>Prenez-=vous les rendez-=vous_? Dites-=le-=moi, a-=t-=elle dit.</p>',
    );
    // A long compound of nouns may break at its hyphen rather than overflow a column; a long inversion may not.
    expect(shown(withLineBreakRules('<p>Réservera-t-elle pour l’hôtellerie-restauration ?</p>', 'fr'))).toBe(
      '<p>Réservera-=t-=elle pour l’hôtellerie-restauration_?</p>',
    );
    // Nothing but the invisible joiner is added: the hyphen is the one typed, and the markup stays as it was.
    expect(withLineBreakRules('<li><svg></svg>Prenez rendez-vous</li>', 'fr').replaceAll('\u2060', '')).toBe('<li><svg></svg>Prenez rendez-vous</li>');
    expect(withLineBreakRules('<p>DSGVO-konform und E-Mail</p>', 'de')).toBe('<p>DSGVO-konform und E-Mail</p>');
    expect(withLineBreakRules('<p lang="en">drop-in</p><a href="/rendez-vous" title="rendez-vous">x</a>', 'fr')).toBe(
      '<p lang="en">drop-in</p><a href="/rendez-vous" title="rendez-vous">x</a>',
    );
  });

  it('applies the rules inside an island of plain code, whose HTML stays as the server wrote it, but not one React hydrates again', () => {
    const html = '<div data-island="booking" data-when="load"><p>Prenez rendez-vous</p></div><div data-island="pricing"><p>Prenez rendez-vous</p></div>';
    expect(shown(withLineBreakRules(html, 'fr'))).toBe(html.replace('rendez-vous', 'rendez-=vous'));
  });
});
