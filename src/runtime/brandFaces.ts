import brandFacesCss from '../generated/brandFaces.css?inline';
import { unicodeRangeSpans } from '../theme/fontFamilies';

const rangeHolds = (unicodeRange: string, codePoint: number) => unicodeRangeSpans(unicodeRange).some(([from, to]) => from <= codePoint && codePoint <= to);

const LATIN_LETTER = 'a'.codePointAt(0)!;

/**
 * Brings in the brand faces, whose @font-face rules this script carries (built pages carry only the fallback faces:
 * scripts/build.ts), as FontFace objects: those of the Latin letters every page has are added to the page once their
 * files have arrived, the others (Latin Extended) with them, unloaded, to load as a rule would if a letter of the page
 * needs them. Turned on as rules instead, the faces had the browser lay the whole page out again at once, still in the
 * fallback faces while the files loaded, and again when they arrived. The dev server applies the site's stylesheet,
 * rules and all.
 */
export function startBrandFaces(): void {
  // Browsers that cannot read a stylesheet of their own (Safari before 16.4) keep the fallback faces.
  if (import.meta.env.DEV || !('replaceSync' in CSSStyleSheet.prototype)) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(brandFacesCss);
  const faces = [...sheet.cssRules]
    .filter((rule) => rule instanceof CSSFontFaceRule)
    .map(({ style }) => {
      const descriptor = (name: string) => style.getPropertyValue(name) || undefined;
      return new FontFace(style.getPropertyValue('font-family').replace(/^"|"$/g, ''), style.getPropertyValue('src'), {
        weight: descriptor('font-weight'),
        style: descriptor('font-style'),
        display: descriptor('font-display') as FontDisplay | undefined,
        unicodeRange: descriptor('unicode-range'),
      });
    });
  const latin = faces.filter((face) => rangeHolds(face.unicodeRange, LATIN_LETTER));
  // A file that fails to load leaves its face out of use: text stays in the fallback face.
  void Promise.allSettled(latin.map((face) => face.load())).then(() => {
    for (const face of faces) document.fonts.add(face);
  });
}
