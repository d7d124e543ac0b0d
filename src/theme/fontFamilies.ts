/**
 * The brand typefaces, and the fallback faces that stand in for them until they arrive: a local Arial (or a font
 * metric-compatible with it), or on Android Roboto, sized like the brand face at each weight
 * (src/generated/fontFallbacks.css, written by scripts/generate-font-fallbacks.ts): lines keep their height when the
 * brand face is swapped in, and their length on average; a line that fits in one face may still wrap in the other.
 *
 * `weights` are those the styles draw each typeface at, and each has its fallback face; a face for a weight no text
 * uses would be bytes in every page's head for nothing. tests/browser/routes.spec.ts fails when some text on a route
 * is drawn at a weight without one.
 */
export const BRAND_FONTS = {
  body: { family: 'Inter Variable', fallbacks: { arial: 'Inter Fallback', roboto: 'Inter Roboto Fallback' }, weights: [400, 450, 500, 550, 600, 650, 700] },
  display: {
    family: 'Plus Jakarta Sans Variable',
    fallbacks: { arial: 'Plus Jakarta Sans Fallback', roboto: 'Plus Jakarta Sans Roboto Fallback' },
    weights: [400, 650, 700, 750, 800],
  },
} as const;

/**
 * The spans of code points, first and last, of a unicode-range (`U+0100-02BA,U+0304`), as fontsource writes it or as
 * the browser writes it out (`U+100-2BA, U+304`).
 */
export const unicodeRangeSpans = (unicodeRange: string): [number, number][] =>
  unicodeRange.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    return [from, to];
  });
