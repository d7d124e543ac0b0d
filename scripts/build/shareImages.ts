/**
 * Draws each page's link-preview picture, 1200 x 630 PNG, from its headline and label (src/seo/shareImage.ts):
 * satori lays the card out and writes it as SVG, resvg turns the SVG into PNG. Social networks show neither SVG
 * nor WebP reliably, hence PNG. No browser is involved, so 68 pictures take seconds, not minutes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type SatoriOptions } from 'satori';
import type { PageDocument } from '../../src/generated/schema-types';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareCard, shareImagePath, type ShareCard } from '../../src/seo/shareImage';
import { theme } from '../../src/theme/theme';

export interface SharedPage {
  route: string;
  doc: PageDocument;
}

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

/** The logo's mark: the sound wave on the brand's rounded square, as in src/layout/Logo.tsx. */
const logoMark = (size: number) =>
  h(
    'svg',
    { width: size, height: size, viewBox: '0 0 32 32' },
    h('rect', { width: 32, height: 32, rx: 9, fill: theme.color.brand }),
    h('path', { d: 'M9 13v6M13 10v12M17 8v16M21 11v10M25 14v4', stroke: '#ffffff', strokeWidth: 2.4, strokeLinecap: 'round' }),
  );

/**
 * What every card shares, drawn once as one SVG: the hero's night sky with its two glows, and the logo's sound wave
 * in the highlight gradient at the bottom right, level with the address. satori would draw the gradients as
 * patterns, which resvg rasterises more slowly than the plain SVG gradients here.
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
${bars}
</svg>`;
}

let backdrop: string | undefined;

/** satori's drawing of the text over the backdrop: its SVG's content goes inside the backdrop's, after it. */
function overBackdrop(cardSvg: string): string {
  backdrop ??= backdropSvg();
  const content = cardSvg.slice(cardSvg.indexOf('>') + 1, cardSvg.lastIndexOf('</svg>'));
  return backdrop.replace(/<\/svg>$/, `${content}</svg>`);
}

function cardTree(card: ShareCard, brand: string, host: string, headlineSize: number, clamp: boolean): CardNode {
  const label =
    card.label &&
    h(
      'div',
      {
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
      logoMark(ROW_HEIGHT),
      h('div', { style: { fontFamily: 'Plus Jakarta Sans', fontSize: 40, fontWeight: 800, letterSpacing: -1.2 } }, brand),
    ),
    h('div', { style: { flexGrow: 1, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start' } }, label, headline),
    h('div', { style: { display: 'flex', height: ROW_HEIGHT, alignItems: 'center', fontSize: 26, color: theme.color.onNightMuted } }, host),
  );
}

/** The card as satori lays it out: its SVG, and the size and laid-out box of its headline. */
export interface LaidOutCard {
  svg: string;
  headlineSize: number;
  headline: { top: number; height: number };
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
    let headline = { top: 0, height: 0 };
    const svg = await satori(cardTree(card, brand, host, headlineSize, smallest) as unknown as ReactNode, {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      fonts: fonts(),
      onNodeDetected: (node) => {
        if (node.key === 'headline') headline = { top: node.top, height: node.height };
      },
      onStyleError: (error) => {
        throw error;
      },
    });
    if (smallest || headline.height <= Math.ceil(HEADLINE_LINES * HEADLINE_LINE_HEIGHT * headlineSize)) {
      return { svg: overBackdrop(svg), headlineSize, headline };
    }
  }
  throw new Error('unreachable: the smallest headline size returns');
}

export async function shareImagePng(card: ShareCard, brand: string, host: string): Promise<Buffer> {
  const { svg } = await layOutCard(card, brand, host);
  // renderAsync rasterises on libuv's thread pool, so several pictures are drawn at once.
  return (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng();
}

/** How many pictures are drawn at once: enough to keep the thread pool busy while satori lays out the next card. */
const CONCURRENCY = 4;

/**
 * Writes `share/<route>.png` into `outDir` for every page, and returns how many it wrote. The page's head refers to
 * it unless the page names its own picture in `meta.image` (src/layout/PageHead.tsx); the feed refers to it too.
 */
export async function writeShareImages(outDir: string, site: { brand: string; origin: string }, pages: readonly SharedPage[]): Promise<number> {
  const started = performance.now();
  const host = new URL(site.origin).host;
  const queue = [...pages];
  const work = async () => {
    for (let page = queue.shift(); page; page = queue.shift()) {
      const png = await shareImagePng(shareCard(page.doc, site.brand), site.brand, host);
      const file = join(outDir, shareImagePath(page.route));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
    }
  };
  const count = queue.length;
  await Promise.all(Array.from({ length: CONCURRENCY }, work));
  console.log(`Drew ${count} share images in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return count;
}
