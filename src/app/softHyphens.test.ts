import { describe, expect, it } from 'vitest';
import { withSoftHyphens } from './softHyphens';

const SHY = '\u00ad';
/** The text as a reader sees where it may break: soft hyphens as "·". */
const shown = (html: string) => html.replaceAll(SHY, '·');

describe('soft hyphens in the long words of a page', () => {
  it("breaks a long word of the page's language only at its patterns' break points, into parts of five letters or more", () => {
    expect(shown(withSoftHyphens('<h1>Kaikki, mitä hyvä vastaanottovirkailija tekee</h1>', 'fi'))).toBe(
      '<h1>Kaikki, mitä hyvä vastaan·ottovir·kailija tekee</h1>',
    );
    expect(shown(withSoftHyphens('<p>Datenschutzerklärung</p>', 'de'))).toBe('<p>Daten·schutz·erklärung</p>');
  });

  it('leaves words of fewer than fourteen letters, names with a capital inside, and pages in English, as they are', () => {
    expect(withSoftHyphens('<p>Kundenservice Terminbuchung</p>', 'de')).toBe('<p>Kundenservice Terminbuchung</p>');
    expect(withSoftHyphens('<p>telecommunications responsibilities</p>', 'en')).toBe('<p>telecommunications responsibilities</p>');
    expect(withSoftHyphens('<p>Termine aus WellnessLiving und WhoCanFixMyCar</p>', 'de')).toBe('<p>Termine aus WellnessLiving und WhoCanFixMyCar</p>');
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
    expect(shown(withSoftHyphens(html, 'de'))).toBe(
      html
        .replace('<!-- -->Nutzungsbedingungen', '<!-- -->Nutzungs·bedin·gungen')
        .replace('<span lang="de">Nutzungsbedingungen', '<span lang="de">Nutzungs·bedin·gungen')
        .replace(/<p>Nutzungsbedingungen<\/p>$/, '<p>Nutzungs·bedin·gungen</p>'),
    );
  });
});
