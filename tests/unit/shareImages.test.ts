import { createHash } from 'node:crypto';
import { crc32, inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { layOutCard, layOutFrame, layOutLabel, overBackdrop, shareImagePng } from '../../scripts/builder/shareImages';
import { atomFeed } from '../../scripts/builder/siteFiles';
import type { ArticleSummary } from '../../src/content/manifest';
import { createContentChecker } from '../../src/content/siteContent';
import type { PageDocument, SiteConfig } from '../../src/generated/schema-types';
import { shareCard, type ShareCard } from '../../src/seo/shareImage';
import { rgbChannels, theme } from '../../src/theme/theme';
import { repoRoot } from './checkFixture';

const site = { brand: 'Ringwell', origin: 'https://ringwell.ai' };
const { strings } = createContentChecker(repoRoot).check();
// Drawing pictures is CPU work, which takes several times as long on a busy two-core machine.
const DRAWING_TIMEOUT_MS = 30_000;

const page = (route: string, doc: Partial<PageDocument>): { route: string; doc: PageDocument } => ({
  route,
  doc: { blocks: [], ...doc, meta: { description: 'A page.', ...doc.meta } } as PageDocument,
});

const home = page('/', { meta: { title: 'Ringwell | AI Receptionist That Answers Every Call, 24/7', description: 'd' } });
const about = page('/about', { meta: { title: 'About Us: Why We Built an AI Receptionist | Ringwell', description: 'd' } });
const article = page('/blog/cost-of-missed-calls', {
  kind: 'article',
  meta: { title: 'The Real Cost of Missed Calls | Ringwell', description: 'd' },
  article: { title: 'What Missed Calls Really Cost Your Business', category: 'Business Tips' } as PageDocument['article'],
});
const industry = page('/restaurants', {
  kind: 'industry',
  meta: { title: 'AI Phone Answering for Restaurants | Ringwell', description: 'd' },
  industry: { name: 'Restaurants', category: 'Hospitality & Retail' } as PageDocument['industry'],
});

/** Width and height from a PNG's header: the signature, then the IHDR chunk's first two fields. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The RGB pixels of a PNG as the share images are written: 8-bit RGB, every row unfiltered. Checks each chunk's CRC;
 * inflating the data checks its Adler-32.
 */
function decodePng(png: Buffer): Buffer {
  const { width, height } = pngSize(png);
  expect([png[24], png[25]], 'bit depth and colour type').toEqual([8, 2]);
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    expect(png.readUInt32BE(at + 8 + length), `${type}'s CRC`).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    if (type === 'IDAT') data.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const scanlines = inflateSync(Buffer.concat(data));
  const rowLength = 1 + 3 * width;
  expect(scanlines.length).toBe(rowLength * height);
  const rgb = Buffer.alloc(3 * width * height);
  for (let y = 0; y < height; y++) {
    if (scanlines[y * rowLength] !== 0) expect.fail(`row ${y} is filtered`);
    scanlines.copy(rgb, 3 * width * y, rowLength * y + 1, rowLength * (y + 1));
  }
  return rgb;
}

const rendererOptions = { font: { loadSystemFonts: false } };

/**
 * The largest and the mean difference of a colour channel between RGB pixels and resvg's RGBA pixels of an opaque
 * picture, in the rows from `top` on, `height` rows high (all of them unless told).
 */
function differences(rgb: Buffer, rgba: Buffer, top = 0, height = rgb.length / 3 / 1200): { largest: number; mean: number } {
  let largest = 0;
  let sum = 0;
  for (let pixel = 1200 * top; pixel < 1200 * (top + height); pixel++) {
    for (let channel = 0; channel < 3; channel++) {
      const difference = Math.abs(rgb[3 * pixel + channel] - rgba[4 * pixel + channel]);
      largest = Math.max(largest, difference);
      sum += difference;
    }
  }
  return { largest, mean: sum / (3 * 1200 * height) };
}
const largestDifference = (rgb: Buffer, rgba: Buffer) => differences(rgb, rgba).largest;

const colorAt = (rgb: Buffer, x: number, y: number) => [...rgb.subarray(3 * (1200 * y + x), 3 * (1200 * y + x) + 3)];

describe('share images', () => {
  it('draws a 1200 x 630 PNG for each page, and each page its own', () => {
    const host = new URL(site.origin).host;
    const files = [home, about, article, industry].map((page) => shareImagePng(shareCard(page.doc, site.brand, strings!), site.brand, host));
    for (const png of files) expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    const digests = files.map((png) => createHash('sha256').update(png).digest('hex'));
    expect(new Set(digests).size).toBe(files.length);
  }, DRAWING_TIMEOUT_MS);

  it("shows an article's headline and category, an industry page's title and category, and a main page's title alone", () => {
    expect(shareCard(home.doc, site.brand, strings!)).toEqual({ headline: 'AI Receptionist That Answers Every Call, 24/7' });
    expect(shareCard(article.doc, site.brand, strings!)).toEqual({ headline: 'What Missed Calls Really Cost Your Business', label: 'Business Tips' });
    expect(shareCard(industry.doc, site.brand, strings!)).toEqual({ headline: 'AI Phone Answering for Restaurants', label: 'Hospitality & Retail' });
  });

  it("fits every page's headline in three lines above the address, a long one at a smaller size", () => {
    const { pages } = createContentChecker(repoRoot).check();
    const longest = pages
      .map(({ doc }) => shareCard(doc as PageDocument, site.brand, strings!))
      .sort((a, b) => b.headline.length - a.headline.length)
      .slice(0, 3);
    const short = layOutCard({ headline: 'Careers' });
    const tooLong = layOutCard({ headline: `${longest[0].headline} ${longest[1].headline}`, label: 'AI Technology' });
    const addressTop = 630 - 60 - 56;
    for (const laidOut of [short, tooLong, ...longest.map((card) => layOutCard(card))]) {
      expect(laidOut.headline.height).toBeLessThanOrEqual(Math.ceil(3 * 1.1 * laidOut.headlineSize));
      expect(laidOut.headline.top + laidOut.headline.height).toBeLessThanOrEqual(addressTop);
    }
    expect(tooLong.headlineSize).toBeLessThan(short.headlineSize);
    // Too long for three lines even at the smallest size: cut, with an ellipsis.
    expect(tooLong.lines).toHaveLength(3);
    expect(tooLong.lines[2]).toMatch(/\S…$/);
  }, DRAWING_TIMEOUT_MS);

  it('breaks a headline into lines of even length, as text-wrap: balance does, not as many words as fit on the first', () => {
    expect(layOutCard({ headline: 'AI Phone Answering for Restaurants' }).lines).toEqual(['AI Phone Answering', 'for Restaurants']);
    expect(layOutCard({ headline: 'Careers' }).lines).toEqual(['Careers']);
  });

  it("draws letters of Latin Extended from the typeface's second file, not as the box of a missing glyph", () => {
    const missing = layOutCard({ headline: '\ue000' }).svg;
    for (const letter of ['Ł', 'ę', 'ś']) expect(layOutCard({ headline: letter }).svg).not.toBe(missing);
    expect(layOutCard({ headline: 'L' }).svg).not.toBe(missing);
  });

  it('writes a PNG that another decoder reads the same, of the picture resvg draws of the whole card at once', () => {
    const cards: [ShareCard, string][] = [
      [{ headline: 'Careers' }, 'ringwell.ai'],
      [{ headline: 'How Ringwell Answers, Books and Follows Up on Every Call While Your Team Is With Customers', label: 'Product' }, 'example.com'],
      // The same label in another place, over a shorter headline.
      [{ headline: 'Careers', label: 'Product' }, 'example.com'],
    ];
    for (const [card, host] of cards) {
      const png = shareImagePng(card, site.brand, host);
      const rgb = decodePng(png);
      const { svg, label, headline } = layOutCard(card);
      const wholeCardSvg = overBackdrop(layOutFrame(site.brand, host), svg, ...(label ? [layOutLabel(label)] : []));
      const wholeCard = new Resvg(wholeCardSvg, rendererOptions).render().pixels;
      // Above and below the headline: the label and its border are blended over the rest, which rounds differently
      // from drawing the whole card at once, by up to two.
      expect(differences(rgb, wholeCard, 0, headline.top - 16).largest).toBeLessThanOrEqual(2);
      expect(differences(rgb, wholeCard, headline.top + headline.height + 24, 630 - headline.top - headline.height - 24).largest).toBeLessThanOrEqual(2);
      // The headline is filled by the exact area of each pixel inside its glyphs (scripts/builder/outlineRaster.ts),
      // resvg's by an estimate from coordinates it is given to a tenth of a pixel: only edge pixels differ (which is
      // nearer the truth: outlineRaster.test.ts).
      const inHeadline = differences(rgb, wholeCard, headline.top - 16, headline.height + 40);
      expect(inHeadline.largest).toBeLessThanOrEqual(96);
      expect(inHeadline.mean).toBeLessThan(1);
      const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
      const asImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><image width="1200" height="630" href="${dataUrl}"/></svg>`;
      expect(largestDifference(rgb, new Resvg(asImage, rendererOptions).render().pixels)).toBe(0);
      expect(png.length).toBeLessThan(300_000);
    }
  }, DRAWING_TIMEOUT_MS);

  it("draws the label whole when a tall accent of the headline reaches into the rows compressed with the label's last", () => {
    const card = { headline: 'Ḕvery Call Answered by Ringwell While You Work', label: 'Product' };
    const rgb = decodePng(shareImagePng(card, site.brand, 'example.com'));
    const { svg, label } = layOutCard(card);
    const box = new Resvg(layOutLabel(label!), rendererOptions).getBBox()!;
    const wholeCard = new Resvg(overBackdrop(layOutFrame(site.brand, 'example.com'), svg, layOutLabel(label!)), rendererOptions).render().pixels;
    expect(differences(rgb, wholeCard, 0, box.y + box.height).largest).toBeLessThanOrEqual(2);
  }, DRAWING_TIMEOUT_MS);

  it("places each headline glyph's origin on a quarter pixel, so that its letters are drawn in a few places only", () => {
    const { outlines } = layOutCard({ headline: 'What Missed Calls Really Cost Your Business', label: 'Hospitality & Retail' });
    expect(outlines.length).toBeGreaterThan(30);
    for (const { x, y } of outlines) expect([x * 4, y * 4].every(Number.isInteger)).toBe(true);
  });

  it('lays the headline out below the label and its margin', () => {
    for (const card of [{ headline: 'Careers', label: 'Business Tips' }, { headline: 'What Missed Calls Really Cost Your Business', label: 'Hospitality & Retail' }]) {
      const { headline, label } = layOutCard(card);
      expect(label).toMatchObject({ text: card.label, left: 88 });
      // The border lies inside the box, so the bounds of what resvg draws are the box's.
      const box = new Resvg(layOutLabel(label!), rendererOptions).getBBox()!;
      expect(box).toMatchObject({ x: label!.left, y: label!.top });
      // The label's margin below it.
      expect(box.y + box.height + 28).toBe(headline.top);
    }
  }, DRAWING_TIMEOUT_MS);

  it("shows the glows over the night sky, the logo's mark, and the headline in white", () => {
    const card = { headline: 'Careers' };
    const rgb = decodePng(shareImagePng(card, site.brand, 'ringwell.ai'));
    const night = rgbChannels(theme.color.night);
    // Beyond both glows' circles at the top left; in the indigo glow at the top right, and the teal at the bottom left.
    expect(colorAt(rgb, 200, 10)).toEqual(night);
    expect(colorAt(rgb, 1100, 20)[2]).toBeGreaterThan(night[2] + 60);
    expect(colorAt(rgb, 20, 610)[1]).toBeGreaterThan(night[1] + 30);
    // The logo's mark is 56 pixels square from (88, 64), and its wave's first bar starts 12 pixels in.
    expect(colorAt(rgb, 95, 100)).toEqual(rgbChannels(theme.color.brand));
    const { headline } = layOutCard(card);
    const whiteInHeadline = (picture: Buffer) => {
      const rows = picture.subarray(3 * 1200 * headline.top, 3 * 1200 * (headline.top + headline.height));
      return Array.from({ length: rows.length / 3 }, (_, pixel) => rows.readUIntBE(3 * pixel, 3)).filter((color) => color === 0xffffff).length;
    };
    expect(whiteInHeadline(rgb)).toBeGreaterThan(1000);
    expect(whiteInHeadline(decodePng(shareImagePng({ headline: '' }, site.brand, 'ringwell.ai')))).toBe(0);
  }, DRAWING_TIMEOUT_MS);

  it("names each feed entry's picture with an Atom enclosure link", () => {
    const summary = { route: '/blog/cost-of-missed-calls', title: 'T', excerpt: 'E', category: 'Business Tips', publishDate: '2025-10-20' } as ArticleSummary;
    const feed = atomFeed({ ...site, shareImage: {} } as SiteConfig, [summary]);
    expect(feed).toContain('<link rel="enclosure" type="image/png" href="https://ringwell.ai/share/blog/cost-of-missed-calls.png"/>');
  });
});
