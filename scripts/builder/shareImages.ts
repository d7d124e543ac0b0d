/**
 * Draws each page's link-preview picture, 1200 x 630 PNG, from its headline and label (src/seo/shareImage.ts):
 * ./textLayout.ts sets the text as glyph outlines; ./outlineRaster.ts fills the headline's, and resvg draws the label
 * once for each place it takes (drawnLabel), to be blended over the rest of the card, which resvg draws once for the
 * whole site (siteFrame); ./png.ts writes the PNG. Social networks show neither SVG nor WebP reliably, hence PNG. No
 * browser is involved: a picture takes a few milliseconds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:zlib';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCard } from '../../src/seo/shareImage';
import { rgbChannels, theme } from '../../src/theme/theme';
import { Adler32, deflateRun, FILTER_NONE, rgbPng, rgbScanlineLength } from './png';
import { coverage, outlineBounds, type PlacedOutline } from './outlineRaster';
import { breakHeadline, headlineOutlines, svgPaths, Typeface, type HeadlineStyle } from './textLayout';

const require = createRequire(import.meta.url);

/**
 * One of the site's typefaces in one weight, from its Latin and Latin Extended files. opentype.js reads TTF, OTF and
 * WOFF, not WOFF2, hence fontsource's static WOFF cuts.
 */
const loadTypeface = (name: 'plus-jakarta-sans' | 'inter', weight: 600 | 800) =>
  new Typeface((['latin', 'latin-ext'] as const).map((subset) => readFileSync(require.resolve(`@fontsource/${name}/files/${name}-${subset}-${weight}-normal.woff`))));

let loadedTypefaces: { jakarta: Typeface; inter: Typeface } | undefined;
/** The card's two typefaces: Plus Jakarta Sans for the headline and the brand, Inter for the label and the address. */
const typefaces = () => (loadedTypefaces ??= { jakarta: loadTypeface('plus-jakarta-sans', 800), inter: loadTypeface('inter', 600) });

const PADDING_X = 88;
const PADDING_TOP = 64;
const PADDING_BOTTOM = 60;
// The logo's row at the top and the address's row at the bottom.
const ROW_HEIGHT = 56;
const HEADLINE_WIDTH = SHARE_IMAGE_WIDTH - 2 * PADDING_X;
const HEADLINE_LINES = 3;
const HEADLINE_LINE_HEIGHT = 1.1;
// From the largest size down; a longer headline starts further down the list (see startingSize).
const HEADLINE_SIZES = [80, 72, 64, 58, 52, 46, 40];

const startingSize = (headline: string) => (headline.length <= 28 ? 80 : headline.length <= 45 ? 72 : headline.length <= 62 ? 64 : 58);

/** An SVG of the card's size, holding `content`. */
const cardSvg = (content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}">${content}</svg>`;

/** The logo's mark, `size` pixels square at (x, y): the sound wave on the brand's rounded square, as in src/layout/Logo.tsx. */
const logoMarkSvg = (x: number, y: number, size: number) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${theme.color.brand}"/><path d="M9 13v6M13 10v12M17 8v16M21 11v10M25 14v4" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round"/></svg>`;

/**
 * What every card shares, drawn once as one SVG: the hero's night sky with its two glows, the logo's mark at the
 * start of the logo's row, and the logo's sound wave in the highlight gradient at the bottom right, level with the
 * address.
 */
function backdropSvg(): string {
  const width = SHARE_IMAGE_WIDTH;
  const height = SHARE_IMAGE_HEIGHT;
  const scales = [0.35, 0.6, 1, 0.75, 0.45, 0.85, 0.55, 0.3];
  const middle = height - PADDING_BOTTOM - ROW_HEIGHT / 2;
  const bars = scales
    .map((scale, index) => {
      const barHeight = ROW_HEIGHT * scale;
      const x = width - PADDING_X - 8 - (scales.length - 1 - index) * 18;
      return `<rect x="${x}" y="${middle - barHeight / 2}" width="8" height="${barHeight}" rx="4" fill="url(#wave)"/>`;
    })
    .join('');
  // Each glow fades to nothing at its radius, so it is painted only over the part of the card its circle covers.
  const glow = (id: string, cx: number, cy: number, r: number, color: string, opacity: number) => {
    const [x, y] = [Math.max(0, cx - r), Math.max(0, cy - r)];
    const [right, bottom] = [Math.min(width, cx + r), Math.min(height, cy + r)];
    return {
      gradient: `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
      rect: `<rect x="${x}" y="${y}" width="${right - x}" height="${bottom - y}" fill="url(#${id})"/>`,
    };
  };
  const diagonal = Math.hypot(width, height);
  const glows = [glow('indigo', 0.88 * width, 0, 0.55 * diagonal, '#6366f1', 0.55), glow('teal', 0, height, 0.45 * diagonal, '#0e7490', 0.45)];
  return cardSvg(`
<defs>
${glows.map(({ gradient }) => gradient).join('')}
<linearGradient id="wave" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.color.highlight}"/><stop offset="1" stop-color="#67e8f9"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="${theme.color.night}"/>
${glows.map(({ rect }) => rect).join('')}
${logoMarkSvg(PADDING_X, PADDING_TOP, ROW_HEIGHT)}
${bars}
`);
}

const LABEL_BORDER_WIDTH = 2;
const LABEL_PADDING = { vertical: 8, horizontal: 20 };
const LABEL_MARGIN_BOTTOM = 28;
const LABEL_TYPE = { size: 26, letterSpacing: 0.4 };

/** What a card's label shows, and where. */
interface PlacedLabel {
  text: string;
  left: number;
  top: number;
}

/** A line of text in a row of the card, centred in its height, as a flex row with `align-items: center` does. */
function rowText(typeface: Typeface, text: string, left: number, rowTop: number, size: number, letterSpacing: number, color: string): string {
  const lineHeight = typeface.normalLineHeight(size);
  return typeface.paths(text, left, rowTop + (ROW_HEIGHT - lineHeight) / 2 + typeface.baseline(size, lineHeight), size, letterSpacing, color);
}

/**
 * The rows that show the same on every card, as an SVG of the card's size: the logo's, with the brand's name beside
 * the mark (which the backdrop draws), and the address's.
 */
export function layOutFrame(brand: string, host: string): string {
  const { jakarta, inter } = typefaces();
  const brandLeft = PADDING_X + ROW_HEIGHT + 18;
  const addressTop = SHARE_IMAGE_HEIGHT - PADDING_BOTTOM - ROW_HEIGHT;
  return cardSvg(
    rowText(jakarta, brand, brandLeft, PADDING_TOP, 40, -1.2, '#ffffff') + rowText(inter, host, PADDING_X, addressTop, 26, 0, theme.color.onNightMuted),
  );
}

/** The label's box: a pill whose height is a line of its type, its padding and its border. */
function labelBox(text: string): { width: number; height: number } {
  const { inter } = typefaces();
  const around = (padding: number) => 2 * (padding + LABEL_BORDER_WIDTH);
  return {
    width: Math.round(inter.width(text, LABEL_TYPE.size, LABEL_TYPE.letterSpacing) + around(LABEL_PADDING.horizontal)),
    height: Math.round(inter.normalLineHeight(LABEL_TYPE.size) + around(LABEL_PADDING.vertical)),
  };
}

/** The label at its place, as an SVG of the card's size: its translucent fill, its border inside the box, its text. */
export function layOutLabel({ text, left, top }: PlacedLabel): string {
  const { inter } = typefaces();
  const { width, height } = labelBox(text);
  const inset = LABEL_BORDER_WIDTH / 2;
  const tint = (opacity: number) => `rgba(165, 180, 252, ${opacity})`;
  const textLeft = left + LABEL_BORDER_WIDTH + LABEL_PADDING.horizontal;
  const textTop = top + LABEL_BORDER_WIDTH + LABEL_PADDING.vertical;
  const baseline = textTop + inter.baseline(LABEL_TYPE.size, inter.normalLineHeight(LABEL_TYPE.size));
  return cardSvg(
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" rx="${height / 2}" fill="${tint(0.14)}"/>` +
      `<rect x="${left + inset}" y="${top + inset}" width="${width - 2 * inset}" height="${height - 2 * inset}" rx="${height / 2 - inset}" fill="none" stroke="${tint(0.45)}" stroke-width="${LABEL_BORDER_WIDTH}"/>` +
      inter.paths(text, textLeft, baseline, LABEL_TYPE.size, LABEL_TYPE.letterSpacing, theme.color.highlight),
  );
}

/** The rows a box of the card spans: from `top` pixels down, `height` pixels high. */
interface Rows {
  top: number;
  height: number;
}

/** The card as laid out: its headline's outlines (and as an SVG), lines, size and rows, and where the label goes. */
export interface LaidOutCard {
  outlines: PlacedOutline[];
  readonly svg: string;
  lines: string[];
  headlineSize: number;
  headline: Rows;
  label?: PlacedLabel;
}

const HEADLINE_STYLE: HeadlineStyle = {
  sizes: HEADLINE_SIZES,
  lineHeight: HEADLINE_LINE_HEIGHT,
  letterSpacingEm: -0.03,
  width: HEADLINE_WIDTH,
  maxLines: HEADLINE_LINES,
  color: '#ffffff',
};

/**
 * Lays the card's headline out at the largest size at which it takes at most three lines, and centres it with its
 * label in the space between the logo's row and the address's. At the smallest size, a headline longer still is cut
 * after three lines with an ellipsis rather than run into the address below.
 */
export function layOutCard(card: ShareCard): LaidOutCard {
  const { jakarta } = typefaces();
  const style = { ...HEADLINE_STYLE, sizes: HEADLINE_SIZES.filter((size) => size <= startingSize(card.headline)) };
  const lines = breakHeadline(jakarta, card.headline, style);
  const height = Math.round(lines.lines.length * HEADLINE_LINE_HEIGHT * lines.size);
  const labelSpace = card.label ? labelBox(card.label).height + LABEL_MARGIN_BOTTOM : 0;
  const columnTop = PADDING_TOP + ROW_HEIGHT;
  const columnHeight = SHARE_IMAGE_HEIGHT - PADDING_BOTTOM - ROW_HEIGHT - columnTop;
  const top = columnTop + Math.round((columnHeight - labelSpace - height) / 2);
  const headline = { top: top + labelSpace, height };
  const outlines = headlineOutlines(jakarta, lines, PADDING_X, headline.top, style);
  return {
    outlines,
    // Only to compare with resvg's drawing (the tests): the picture is drawn from the outlines.
    get svg() {
      return cardSvg(svgPaths(outlines, style.color));
    },
    lines: lines.lines,
    headlineSize: lines.size,
    headline,
    label: card.label ? { text: card.label, left: PADDING_X, top } : undefined,
  };
}

// The SVGs draw their text as paths, so resvg need not spend milliseconds a picture finding the system's fonts.
const RESVG_OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: false } };
const SCANLINE_LENGTH = rgbScanlineLength(SHARE_IMAGE_WIDTH);
// The frame's scanlines are compressed in bands of this many rows, for a picture to reuse those its ink misses.
const BAND_ROWS = 16;
const BAND_COUNT = Math.ceil(SHARE_IMAGE_HEIGHT / BAND_ROWS);

/** SVGs of the card's size drawn over the backdrop's, in order: their content goes inside the backdrop's SVG, after the backdrop. */
export function overBackdrop(...svgs: string[]): string {
  const content = svgs.map((svg) => svg.slice(svg.indexOf('>') + 1, svg.lastIndexOf('</svg>'))).join('');
  return backdropSvg().replace(/<\/svg>$/, `${content}</svg>`);
}

interface Frame {
  brand: string;
  host: string;
  scanlines: Buffer;
  checksum: Adler32;
  deflatedBands: Buffer[];
}

let frame: Frame | undefined;

/**
 * What every card of a site shows: the backdrop, the logo, the brand and the address, drawn once, as the PNG's
 * scanlines and as those scanlines compressed band by band. resvg and deflate take time by the area they work on,
 * so a card draws only its label and headline, and compresses only the bands they cross.
 */
function siteFrame(brand: string, host: string): Frame {
  if (frame?.brand !== brand || frame.host !== host) {
    // Opaque, so resvg's premultiplied pixels are the colours themselves.
    const pixels = new Resvg(overBackdrop(layOutFrame(brand, host)), RESVG_OPTIONS).render().pixels;
    const scanlines = Buffer.alloc(SCANLINE_LENGTH * SHARE_IMAGE_HEIGHT);
    for (let y = 0; y < SHARE_IMAGE_HEIGHT; y++) {
      // Unfiltered, the rows of these gradients compress smaller than with any of PNG's filters, and take no work
      // to filter.
      scanlines[y * SCANLINE_LENGTH] = FILTER_NONE;
      for (let x = 0; x < SHARE_IMAGE_WIDTH; x++) {
        const from = (y * SHARE_IMAGE_WIDTH + x) * 4;
        const to = y * SCANLINE_LENGTH + 1 + x * 3;
        for (let channel = 0; channel < 3; channel++) scanlines[to + channel] = pixels[from + channel];
      }
    }
    // Compressed once for every picture, so at the smallest: a picture is ~115 KB instead of ~160 KB, for ~80 ms once.
    const deflatedBands = Array.from({ length: BAND_COUNT }, (_, band) =>
      deflateRun(scanlines.subarray(band * BAND_ROWS * SCANLINE_LENGTH, (band + 1) * BAND_ROWS * SCANLINE_LENGTH), constants.Z_BEST_COMPRESSION),
    );
    frame = { brand, host, scanlines, checksum: Adler32.of(scanlines), deflatedBands };
  }
  return frame;
}

/** A rectangle of the card's pixels. */
interface Area {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Premultiplied RGBA pixels of an area of the card, over transparency, each as one number, red in its lowest byte (the
 * machines the build runs on are little-endian): the label's; or the headline's, as each pixel's coverage from 0 to
 * 255 (its alpha) and a palette of one colour premultiplied by each coverage, red, green and blue.
 */
type Ink = { area: Area; rgba: Uint32Array } | { area: Area; coverage: Uint8Array; palette: Uint32Array };

/**
 * An SVG of the card's size rasterised over a transparent background, in the smallest area of whole pixels that
 * holds all its ink, if it has any: resvg takes time by the area it draws.
 */
function rasterise(svg: string): Ink | undefined {
  const renderer = new Resvg(svg, RESVG_OPTIONS);
  const bounds = renderer.getBBox();
  if (!bounds) return undefined;
  const left = Math.max(0, Math.floor(bounds.x));
  const top = Math.max(0, Math.floor(bounds.y));
  const right = Math.min(SHARE_IMAGE_WIDTH, Math.ceil(bounds.x + bounds.width));
  const bottom = Math.min(SHARE_IMAGE_HEIGHT, Math.ceil(bounds.y + bounds.height));
  if (right <= left || bottom <= top) return undefined;
  const area = { left, top, width: right - left, height: bottom - top };
  renderer.cropByBBox(Object.assign(bounds, { x: left, y: top, width: area.width, height: area.height }));
  const { pixels } = renderer.render();
  return { area, rgba: new Uint32Array(pixels.buffer, pixels.byteOffset, pixels.length / 4) };
}

/** Math.round(value / 255) for a value from 0 to 255 * 255, without dividing. */
const divideBy255 = (value: number) => (value + 128 + ((value + 128) >> 8)) >> 8;

/**
 * The headline's colour premultiplied, as resvg's pixels are, by each coverage: each channel times the coverage. Without
 * the alpha, which the coverage is, each colour stays below 2^24, a small integer to V8 rather than a double.
 */
const HEADLINE_PALETTE = (() => {
  const [red, green, blue] = rgbChannels(HEADLINE_STYLE.color);
  return Uint32Array.from({ length: 256 }, (_, a) => (divideBy255(blue * a) << 16) | (divideBy255(green * a) << 8) | divideBy255(red * a));
})();

/** The headline's outlines filled, in the smallest area of whole pixels that holds them, if they draw anything. */
function filledHeadline(outlines: readonly PlacedOutline[]): Ink | undefined {
  const bounds = outlineBounds(outlines);
  if (!bounds) return undefined;
  const left = Math.max(0, bounds.left);
  const top = Math.max(0, bounds.top);
  const area = { left, top, width: Math.min(SHARE_IMAGE_WIDTH, bounds.left + bounds.width) - left, height: Math.min(SHARE_IMAGE_HEIGHT, bounds.top + bounds.height) - top };
  if (area.width <= 0 || area.height <= 0) return undefined;
  return { area, coverage: coverage(outlines, area), palette: HEADLINE_PALETTE };
}

/** How blending inks over the frame's rows changes the bytes of the picture's scanlines, for its checksum (Adler32.change). */
interface Changes {
  changes: number;
  changesByOffset: number;
}

/**
 * Blends the ink ("source over") onto opaque RGB scanlines, which hold the picture's rows from `firstRow` on, and adds
 * how it changed them to `changed`.
 */
function paintOver(scanlines: Buffer, firstRow: number, ink: Ink, changed: Changes): void {
  const { area } = ink;
  const [rgba, coverage, palette] = 'rgba' in ink ? [ink.rgba, undefined, undefined] : [undefined, ink.coverage, ink.palette];
  let changes = 0;
  let changesByOffset = 0;
  for (let y = 0; y < area.height; y++) {
    const rowStart = (area.top - firstRow + y) * SCANLINE_LENGTH + 1 + 3 * area.left;
    const rowPixels = y * area.width;
    let rowChanges = 0;
    let rowChangesByOffset = 0;
    for (let x = 0; x < area.width; x++) {
      // Most of the area is transparent, which one read tells.
      const alpha = coverage ? coverage[rowPixels + x] : rgba![rowPixels + x] >>> 24;
      if (alpha === 0) continue;
      const pixel = coverage ? palette![alpha] : rgba![rowPixels + x];
      const at = rowStart + 3 * x;
      const red = scanlines[at];
      const green = scanlines[at + 1];
      const blue = scanlines[at + 2];
      let newRed = pixel & 0xff;
      let newGreen = (pixel >>> 8) & 0xff;
      let newBlue = (pixel >>> 16) & 0xff;
      // Most of the ink is opaque, and covers what is under it.
      const transparency = 255 - alpha;
      if (transparency !== 0) {
        newRed += divideBy255(red * transparency);
        newGreen += divideBy255(green * transparency);
        newBlue += divideBy255(blue * transparency);
      }
      scanlines[at] = newRed;
      scanlines[at + 1] = newGreen;
      scanlines[at + 2] = newBlue;
      const greenChange = newGreen - green;
      const blueChange = newBlue - blue;
      const pixelChange = newRed - red + greenChange + blueChange;
      rowChanges += pixelChange;
      rowChangesByOffset += 3 * x * pixelChange + greenChange + 2 * blueChange;
    }
    changes += rowChanges;
    changesByOffset += rowStart * rowChanges + rowChangesByOffset;
  }
  changed.changes += changes;
  changed.changesByOffset += changesByOffset + firstRow * SCANLINE_LENGTH * changes;
}

/** The frame's bands from `firstBand` up to `endBand`, with inks painted over them, compressed, and how they changed. */
interface Patch extends Changes {
  firstBand: number;
  endBand: number;
  deflated: Buffer;
}

// The rows a picture changes are copied here from the frame: a buffer allocated anew for each picture would cost
// more, in page faults and garbage collection, than painting the picture over it.
const scratch = Buffer.alloc(SCANLINE_LENGTH * SHARE_IMAGE_HEIGHT);

const bandsOf = (ink: Ink) => ({ firstBand: Math.floor(ink.area.top / BAND_ROWS), endBand: Math.ceil((ink.area.top + ink.area.height) / BAND_ROWS) });

/** The inks painted over the frame's bands they cross. */
function patch({ scanlines }: Frame, inks: readonly Ink[]): Patch {
  const firstBand = Math.min(...inks.map((ink) => bandsOf(ink).firstBand));
  const endBand = Math.max(...inks.map((ink) => bandsOf(ink).endBand));
  const [start, end] = [firstBand * BAND_ROWS, Math.min(endBand * BAND_ROWS, SHARE_IMAGE_HEIGHT)].map((row) => row * SCANLINE_LENGTH);
  const bandsScanlines = scratch.subarray(0, end - start);
  scanlines.copy(bandsScanlines, 0, start, end);
  const changed = { changes: 0, changesByOffset: 0 };
  for (const ink of inks) paintOver(bandsScanlines, firstBand * BAND_ROWS, ink, changed);
  return { firstBand, endBand, deflated: deflateRun(bandsScanlines), ...changed };
}

const labels = new Map<string, { ink: Ink; patch: Patch } | undefined>();

/**
 * The label's ink, and the frame's bands it crosses with it painted over them, compressed: drawn once for each label
 * and place, as a site has a few labels, and a label takes one of a few places, by the size and number of lines of
 * the headline below it.
 */
function drawnLabel(frame: Frame, label: PlacedLabel): { ink: Ink; patch: Patch } | undefined {
  const key = JSON.stringify([frame.brand, frame.host, label]);
  if (!labels.has(key)) {
    const ink = rasterise(layOutLabel(label));
    labels.set(key, ink && { ink, patch: patch(frame, [ink]) });
  }
  return labels.get(key);
}

export function shareImagePng(card: ShareCard, brand: string, host: string): Buffer {
  const laidOut = layOutCard(card);
  const frame = siteFrame(brand, host);
  const headline = filledHeadline(laidOut.outlines);
  const label = laidOut.label && drawnLabel(frame, laidOut.label);
  // The label is above the headline, its margin more than a band, but a tall accent may still reach into its last band.
  const patches =
    label && headline && bandsOf(headline).firstBand < label.patch.endBand
      ? [patch(frame, [label.ink, headline])]
      : [label?.patch, headline && patch(frame, [headline])].filter((patch) => patch !== undefined);
  const checksum = frame.checksum.copy();
  const runs = [...frame.deflatedBands];
  // From the last, so that the bands before keep their places in the runs.
  for (const { firstBand, endBand, deflated, changes, changesByOffset } of patches.reverse()) {
    checksum.change(changes, changesByOffset);
    runs.splice(firstBand, endBand - firstBand, deflated);
  }
  return rgbPng(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, runs, checksum);
}
