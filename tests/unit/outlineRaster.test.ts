import { Resvg } from '@resvg/resvg-js';
import type { PathCommand } from 'opentype.js/dist/opentype.mjs';
import { describe, expect, it } from 'vitest';
import { coverage, outlineBounds, type PlacedOutline } from '../../scripts/builder/outlineRaster';
import { layOutCard } from '../../scripts/builder/shareImages';

const placed = (commands: PathCommand[]): PlacedOutline => ({ commands, x: 0, y: 0 });

const rectangle = (left: number, top: number, right: number, bottom: number): PathCommand[] => [
  { type: 'M', x: left, y: top },
  { type: 'L', x: right, y: top },
  { type: 'L', x: right, y: bottom },
  { type: 'L', x: left, y: bottom },
  { type: 'Z' },
];

/**
 * A round outline of four quadratic curves, each from one axis to the next with its control point at the corner of the
 * square around them: each quarter encloses a triangle of r²/2 and two thirds of the triangle its curve spans, r²/2.
 */
const circle = (cx: number, cy: number, r: number): PathCommand[] => {
  const k = r * Math.SQRT2;
  const points = [0, 1, 2, 3].map((quarter) => (quarter * Math.PI) / 2);
  return [
    { type: 'M', x: cx + r, y: cy },
    ...points.map((angle): PathCommand => ({
      type: 'Q',
      x1: cx + k * Math.cos(angle + Math.PI / 4),
      y1: cy + k * Math.sin(angle + Math.PI / 4),
      x: cx + r * Math.cos(angle + Math.PI / 2),
      y: cy + r * Math.sin(angle + Math.PI / 2),
    })),
    { type: 'Z' },
  ];
};

const rows = (alpha: Uint8Array, width: number) => Array.from({ length: alpha.length / width }, (_, row) => [...alpha.subarray(row * width, (row + 1) * width)]);

describe('outline raster', () => {
  it('covers each pixel by the exact area of it inside the outline', () => {
    const area = { left: 0, top: 0, width: 5, height: 3 };
    expect(rows(coverage([placed(rectangle(1.25, 0.5, 3.75, 2.5))], area), 5)).toEqual([
      [0, 96, 128, 96, 0],
      [0, 191, 255, 191, 0],
      [0, 96, 128, 96, 0],
    ]);
  });

  it('draws outlines one over another, as separate paths are drawn, and fills one outline by the nonzero rule', () => {
    const area = { left: 10, top: 20, width: 2, height: 1 };
    const [left, right] = [rectangle(0, 0, 0.5, 1), rectangle(0.5, 0, 1, 1)];
    // Two glyphs, each over half of the first pixel: the second over the first leaves a quarter showing through
    // (each half is 128 of 255; 128 over 128 is 128 + 128 - 64).
    expect([...coverage([left, right].map((commands) => ({ commands, x: 10, y: 20 })), area)]).toEqual([192, 0]);
    // One glyph of both halves: the pixel is covered.
    expect([...coverage([{ commands: [...left, ...right], x: 10, y: 20 }], area)]).toEqual([255, 0]);
  });

  it('draws an outline the same wherever it lies, for the same place within a pixel, and apart for another', () => {
    const outline = circle(0, 0, 3.3);
    const at = (x: number, y: number, commands = outline) => {
      const placedOutline = { commands, x, y };
      return [...coverage([placedOutline], outlineBounds([placedOutline])!)];
    };
    // Each placement as the same outline drawn afresh (a copy of its commands) covers it.
    for (const [x, y] of [[10.25, 20.5], [13.25, 22.5], [10.5, 20.5], [-4.5, 1.5], [10.25, 20.75]]) {
      expect(at(x, y)).toEqual(at(x, y, [...outline]));
    }
    // A quarter of a pixel to the right, it covers its pixels differently.
    expect(at(10.5, 20.5)).not.toEqual(at(10.25, 20.5));
  });

  it('follows curves: a round outline covers the area its curves enclose', () => {
    const radius = 12;
    const outline = placed(circle(20.3, 15.7, radius));
    const area = outlineBounds([outline])!;
    expect(area).toEqual({ left: 8, top: 3, width: 26, height: 26 });
    const covered = coverage([outline], area).reduce((sum, value) => sum + value / 255, 0);
    const enclosed = 4 * (radius ** 2 / 2 + (2 / 3) * (radius ** 2 / 2));
    // The lines it is drawn as lie inside the curves, by at most a fiftieth of a pixel.
    expect(covered / enclosed).toBeLessThan(1);
    expect(covered / enclosed).toBeGreaterThan(1 - (2 * Math.PI * radius) / 50 / enclosed);
  });

  it("fills a share image's headline closer to an 8 x 8 supersampled drawing than resvg draws it at its size", () => {
    const { outlines, svg } = layOutCard({ headline: 'How Ringwell Answers, Books and Follows Up on Every Call While Your Team Is With Customers' });
    const area = outlineBounds(outlines)!;
    const ours = coverage(outlines, area);
    const options = { font: { loadSystemFonts: false } };
    const atSize = new Resvg(svg, options).render().pixels;
    const scale = 8;
    // The headline's area alone, drawn eight times as large.
    const areaSvg = svg.replace(
      /^<svg [^>]*>/,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${area.width * scale}" height="${area.height * scale}" viewBox="${area.left} ${area.top} ${area.width} ${area.height}">`,
    );
    const large = new Resvg(areaSvg, options).render();
    // Read once: each read of pixels copies them.
    const [largePixels, largeWidth] = [large.pixels, large.width];
    // How many glyphs' areas hold each pixel: where two glyphs meet in a pixel, each drawing lays one over the other
    // (as separate paths are drawn), which at eight times the size comes nearer to covering their union.
    const glyphsAt = new Uint8Array(area.width * area.height);
    for (const glyph of outlines) {
      const box = outlineBounds([glyph])!;
      for (let y = box.top; y < box.top + box.height; y++) {
        for (let x = box.left; x < box.left + box.width; x++) glyphsAt[(y - area.top) * area.width + x - area.left]++;
      }
    }
    const distance = (alphaAt: (x: number, y: number) => number, where: (x: number, y: number) => boolean = () => true) => {
      let [largest, sum] = [0, 0];
      for (let y = 0; y < area.height; y++) {
        for (let x = 0; x < area.width; x++) {
          if (!where(x, y)) continue;
          let samples = 0;
          for (let dy = 0; dy < scale; dy++) {
            const row = (y * scale + dy) * largeWidth;
            for (let dx = 0; dx < scale; dx++) samples += largePixels[4 * (row + x * scale + dx) + 3];
          }
          const difference = Math.abs(alphaAt(x, y) - samples / scale ** 2);
          largest = Math.max(largest, difference);
          sum += difference;
        }
      }
      return { largest, mean: sum / (area.width * area.height) };
    };
    const ourDistance = distance((x, y) => ours[y * area.width + x]);
    const resvgDistance = distance((x, y) => atSize[4 * ((area.top + y) * 1200 + area.left + x) + 3]);
    expect(ourDistance.mean).toBeLessThan(resvgDistance.mean);
    expect(ourDistance.largest).toBeLessThan(resvgDistance.largest);
    // Within one glyph: the SVG gives resvg coordinates to a tenth of a pixel, which the supersampled drawing shows too.
    expect(distance((x, y) => ours[y * area.width + x], (x, y) => glyphsAt[y * area.width + x] === 1).largest).toBeLessThan(40);
  }, 30_000);
});
