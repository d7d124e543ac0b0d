/**
 * Draws each page's link-preview picture, 1200 x 630 PNG, from its headline and label (src/seo/shareImage.ts):
 * satori lays the card out and writes it as SVG; resvg rasterises the rows of its headline and label, to be blended
 * over the rest of the card, which is drawn once for the whole site (siteFrame); ./png.ts writes the PNG. Social
 * networks show neither SVG nor WebP reliably, hence PNG. No browser is involved: a picture takes about 10 ms.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type SatoriOptions } from 'satori';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCard } from '../../src/seo/shareImage';
import { theme } from '../../src/theme/theme';
import { Adler32, deflateRun, FILTER_NONE, rgbPng, rgbScanlineLength } from './png';


const require = createRequire(import.meta.url);

// satori reads TTF, OTF and WOFF, not WOFF2, so the pictures use the static WOFF cuts of the site's two typefaces.
function fontFile(typeface: 'plus-jakarta-sans' | 'inter', subset: 'latin' | 'latin-ext', weight: 600 | 800): Buffer {
  return readFileSync(require.resolve(`@fontsource/${typeface}/files/${typeface}-${subset}-${weight}-normal.woff`));
}

let loadedFonts: SatoriOptions['fonts'] | undefined;
function fonts(): SatoriOptions['fonts'] {
  loadedFonts ??= (['latin', 'latin-ext'] as const).flatMap((subset) => [
    { name: 'Plus Jakarta Sans', data: fontFile('plus-jakarta-sans', subset, 800), weight: 800 as const, style: 'normal' as const },
    { name: 'Inter', data: fontFile('inter', subset, 600), weight: 600 as const, style: 'normal' as const },
  ]);
  return loadedFonts;
}

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

/**
 * A node of the tree satori lays out, written as the plain object a React element is, so the build loads no React
 * of its own beside the server bundle's.
 */
interface CardNode {
  type: string;
  key: string | null;
  props: Record<string, unknown>;
}

function h(type: string, props: Record<string, unknown>, ...children: (CardNode | string | false | undefined)[]): CardNode {
  const { key = null, ...rest } = props as { key?: string };
  return { type, key, props: { ...rest, children: children.filter((child) => child !== false && child !== undefined) } };
}

/** The logo's mark, `size` pixels square at (x, y): the sound wave on the brand's rounded square, as in src/layout/Logo.tsx. */
const logoMarkSvg = (x: number, y: number, size: number) =>
  `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${theme.color.brand}"/><path d="M9 13v6M13 10v12M17 8v16M21 11v10M25 14v4" stroke="#ffffff" stroke-width="2.4" stroke-linecap="round"/></svg>`;

/**
 * What every card shares, drawn once as one SVG: the hero's night sky with its two glows, the logo's mark at the
 * start of the logo's row, and the logo's sound wave in the highlight gradient at the bottom right, level with the
 * address. satori would draw the gradients as patterns, which resvg rasterises more slowly than the plain SVG
 * gradients here.
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
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
${glows.map(({ gradient }) => gradient).join('')}
<linearGradient id="wave" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${theme.color.highlight}"/><stop offset="1" stop-color="#67e8f9"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="${theme.color.night}"/>
${glows.map(({ rect }) => rect).join('')}
${logoMarkSvg(PADDING_X, PADDING_TOP, ROW_HEIGHT)}
${bars}
</svg>`;
}

function cardTree(card: ShareCard, brand: string, host: string, headlineSize: number, clamp: boolean): CardNode {
  const label =
    card.label &&
    h(
      'div',
      {
        key: 'label',
        style: {
          display: 'flex',
          marginBottom: 28,
          padding: '8px 20px',
          borderRadius: 999,
          border: '2px solid rgba(165, 180, 252, 0.45)',
          backgroundColor: 'rgba(165, 180, 252, 0.14)',
          color: theme.color.highlight,
          fontSize: 26,
          fontWeight: 600,
          letterSpacing: 0.4,
        },
      },
      card.label,
    );
  const headline = h(
    'div',
    {
      key: 'headline',
      style: {
        width: HEADLINE_WIDTH,
        fontFamily: 'Plus Jakarta Sans',
        fontSize: headlineSize,
        fontWeight: 800,
        lineHeight: HEADLINE_LINE_HEIGHT,
        letterSpacing: -0.03 * headlineSize,
        textWrap: 'balance',
        ...(clamp && { lineClamp: HEADLINE_LINES }),
      },
    },
    card.headline,
  );
  return h(
    'div',
    {
      style: {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        // satori sizes boxes as content-box unless told otherwise; the padding must sit inside the 630 px.
        boxSizing: 'border-box',
        padding: `${PADDING_TOP}px ${PADDING_X}px ${PADDING_BOTTOM}px`,
        color: '#ffffff',
        fontFamily: 'Inter',
      },
    },
    h(
      'div',
      { style: { display: 'flex', height: ROW_HEIGHT, alignItems: 'center', gap: 18 } },
      // The backdrop draws the logo's mark here: satori would embed it as an image, which resvg can fail on when
      // rasterising part of the card.
      h('div', { style: { width: ROW_HEIGHT, height: ROW_HEIGHT } }),
      h('div', { style: { fontFamily: 'Plus Jakarta Sans', fontSize: 40, fontWeight: 800, letterSpacing: -1.2 } }, brand),
    ),
    h('div', { style: { flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start' } }, label, headline),
    h('div', { style: { display: 'flex', height: ROW_HEIGHT, alignItems: 'center', fontSize: 26, color: theme.color.onNightMuted } }, host),
  );
}

/** The rows a box of the card spans: from `top` pixels down, `height` pixels high. */
interface Rows {
  top: number;
  height: number;
}

/** The card as satori lays it out: its SVG (all but the backdrop), the headline's size, and where the headline and label lie. */
export interface LaidOutCard {
  svg: string;
  headlineSize: number;
  headline: Rows;
  label?: Rows;
}

/**
 * Lays the card out with its headline at the largest size at which it takes at most three lines: satori reports the
 * headline's laid-out height, and a headline that would run longer is laid out again a size smaller. At the smallest
 * size, a headline longer still is cut after three lines with an ellipsis rather than run into the address below.
 */
export async function layOutCard(card: ShareCard, brand: string, host: string): Promise<LaidOutCard> {
  const sizes = HEADLINE_SIZES.filter((size) => size <= startingSize(card.headline));
  for (const [index, headlineSize] of sizes.entries()) {
    const smallest = index === sizes.length - 1;
    let headline: Rows = { top: 0, height: 0 };
    let label: Rows | undefined;
    const svg = await satori(cardTree(card, brand, host, headlineSize, smallest) as unknown as ReactNode, {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fonts: fonts(),
      onNodeDetected: (node) => {
        if (node.key === 'headline') headline = { top: node.top, height: node.height };
        if (node.key === 'label') label = { top: node.top, height: node.height };
      },
      onStyleError: (error) => {
        throw error;
      },
    });
    if (smallest || headline.height <= Math.ceil(HEADLINE_LINES * HEADLINE_LINE_HEIGHT * headlineSize)) {
      return { svg, headlineSize, headline, label };
    }
  }
  throw new Error('unreachable: the smallest headline size returns');
}

// The SVGs draw their text as paths, so resvg need not spend milliseconds a picture finding the system's fonts.
const RESVG_OPTIONS: ResvgRenderOptions = { font: { loadSystemFonts: false } };
const SCANLINE_LENGTH = rgbScanlineLength(SHARE_IMAGE_WIDTH);
// The frame's scanlines are compressed in bands of this many rows, for a picture to reuse those its headline misses.
const BAND_ROWS = 16;
const BAND_COUNT = Math.ceil(SHARE_IMAGE_HEIGHT / BAND_ROWS);

/** A card's SVG drawn over the backdrop's: its content goes inside the backdrop's SVG, after the backdrop. */
export function overBackdrop(cardSvg: string): string {
  const content = cardSvg.slice(cardSvg.indexOf('>') + 1, cardSvg.lastIndexOf('</svg>'));
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
 * What every card of a site shows: the backdrop, the logo, the brand and the address, drawn once from a card without
 * headline, as the PNG's scanlines and as those scanlines compressed band by band. resvg and deflate take time by
 * the area they work on, so a card draws and compresses only the rows of its headline and label.
 */
async function siteFrame(brand: string, host: string): Promise<Frame> {
  if (frame?.brand !== brand || frame.host !== host) {
    const { svg } = await layOutCard({ headline: '' }, brand, host);
    // Opaque, so resvg's premultiplied pixels are the colours themselves.
    const pixels = new Resvg(overBackdrop(svg), RESVG_OPTIONS).render().pixels;
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
    const deflatedBands = Array.from({ length: BAND_COUNT }, (_, band) =>
      deflateRun(scanlines.subarray(band * BAND_ROWS * SCANLINE_LENGTH, (band + 1) * BAND_ROWS * SCANLINE_LENGTH)),
    );
    frame = { brand, host, scanlines, checksum: Adler32.of(scanlines), deflatedBands };
  }
  return frame;
}

// Glyphs overhang their boxes a little: the headline's lines are less high than its glyphs.
const INK_MARGIN = 16;

/**
 * The rows in which the picture differs from the frame: the card's label and headline, between the logo's row and
 * the address's. They must take in the whole label: resvg-js 2.6 aborts the process, uncatchably, when an element
 * with a clip path (the label's border) lies wholly outside the area it draws (the panic of thx/resvg-js#413).
 */
function headlineRows({ headline, label }: LaidOutCard): Rows {
  const top = Math.max(PADDING_TOP + ROW_HEIGHT, Math.floor((label ?? headline).top) - INK_MARGIN);
  const bottom = Math.min(SHARE_IMAGE_HEIGHT - PADDING_BOTTOM - ROW_HEIGHT, Math.ceil(headline.top + headline.height) + INK_MARGIN);
  return { top, height: bottom - top };
}

/**
 * The card's SVG rasterised over a transparent background, as premultiplied RGBA pixels, in the given rows only. They
 * span the full width: a word too long for the headline's width runs on into the padding.
 */
function rasterise(cardSvg: string, { top, height }: Rows): Buffer {
  const rowsSvg = `<svg width="${SHARE_IMAGE_WIDTH}" height="${height}" viewBox="0 ${top} ${SHARE_IMAGE_WIDTH} ${height}" xmlns="http://www.w3.org/2000/svg">`;
  return new Resvg(cardSvg.replace(/^<svg [^>]*>/, rowsSvg), RESVG_OPTIONS).render().pixels;
}

/** Math.round(value / 255) for a value from 0 to 255 * 255, without dividing. */
const divideBy255 = (value: number) => (value + 128 + ((value + 128) >> 8)) >> 8;

/**
 * Blends premultiplied RGBA pixels of the given rows ("source over") onto opaque RGB scanlines, which hold the
 * picture's rows from `firstRow` on, and keeps the checksum of all the picture's scanlines up to date.
 */
function paintOver(scanlines: Buffer, firstRow: number, pixels: Buffer, rows: Rows, checksum: Adler32): void {
  const checksummedBefore = firstRow * SCANLINE_LENGTH;
  for (let y = 0; y < rows.height; y++) {
    const scanline = (rows.top - firstRow + y) * SCANLINE_LENGTH + 1;
    for (let x = 0; x < SHARE_IMAGE_WIDTH; x++) {
      const from = (y * SHARE_IMAGE_WIDTH + x) * 4;
      const alpha = pixels[from + 3];
      if (alpha === 0) continue;
      for (let channel = 0; channel < 3; channel++) {
        const to = scanline + x * 3 + channel;
        const backdrop = scanlines[to];
        const painted = pixels[from + channel] + divideBy255(backdrop * (255 - alpha));
        scanlines[to] = painted;
        checksum.change(checksummedBefore + to, backdrop, painted);
      }
    }
  }
}

export async function shareImagePng(card: ShareCard, brand: string, host: string): Promise<Buffer> {
  const laidOut = await layOutCard(card, brand, host);
  const { scanlines, checksum, deflatedBands } = await siteFrame(brand, host);
  const rows = headlineRows(laidOut);
  const firstBand = Math.floor(rows.top / BAND_ROWS);
  const endBand = Math.ceil((rows.top + rows.height) / BAND_ROWS);
  const bandsScanlines = Buffer.from(scanlines.subarray(firstBand * BAND_ROWS * SCANLINE_LENGTH, endBand * BAND_ROWS * SCANLINE_LENGTH));
  const pictureChecksum = checksum.copy();
  paintOver(bandsScanlines, firstBand * BAND_ROWS, rasterise(laidOut.svg, rows), rows, pictureChecksum);
  const runs = [...deflatedBands.slice(0, firstBand), deflateRun(bandsScanlines), ...deflatedBands.slice(endBand)];
  return rgbPng(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, runs, pictureChecksum);
}
