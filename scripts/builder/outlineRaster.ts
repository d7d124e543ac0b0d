/**
 * Fills glyph outlines with anti-aliasing by the exact area each pixel's square has inside them (the accumulation
 * method of font-rs): each edge adds the signed area it sweeps to the cells it crosses, and a running sum along each
 * row turns those into coverage. A share image's headline takes about a millisecond this way; parsing it as SVG and
 * drawing it with resvg took several.
 */
import type { PathCommand } from 'opentype.js/dist/opentype.mjs';

/** How far, in pixels, the lines a curve is drawn as may stray from it: a fiftieth, which no edge pixel shows. */
const FLATNESS = 1 / 50;

/** A glyph's outline, in pixels from its origin, placed with its origin at (x, y). */
export interface PlacedOutline {
  commands: readonly PathCommand[];
  x: number;
  y: number;
}

/** A rectangle of whole pixels. */
export interface PixelArea {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The smallest area of whole pixels that holds every point of the outlines (their control points included). */
export function outlineBounds(outlines: readonly PlacedOutline[]): PixelArea | undefined {
  let [left, top, right, bottom] = [Infinity, Infinity, -Infinity, -Infinity];
  const include = (x: number, y: number) => {
    if (x < left) left = x;
    if (x > right) right = x;
    if (y < top) top = y;
    if (y > bottom) bottom = y;
  };
  for (const { commands, x, y } of outlines) {
    for (const command of commands) {
      if (command.type === 'Z') continue;
      include(command.x + x, command.y + y);
      if (command.type === 'Q' || command.type === 'C') include(command.x1 + x, command.y1 + y);
      if (command.type === 'C') include(command.x2 + x, command.y2 + y);
    }
  }
  if (left > right) return undefined;
  const [areaLeft, areaTop] = [Math.floor(left), Math.floor(top)];
  return { left: areaLeft, top: areaTop, width: Math.ceil(right) - areaLeft + 1, height: Math.ceil(bottom) - areaTop + 1 };
}

/** The cells of one glyph's area: kept from glyph to glyph, as allocating them anew for each would cost more. */
let cells = new Float32Array(0);
let width = 0;
let height = 0;

/** Adds the area a line from (x0, y0) to (x1, y1) sweeps to the cells it crosses, signed by its direction. */
function line(x0: number, y0: number, x1: number, y1: number): void {
  if (y0 === y1) return;
  let direction = 1;
  if (y0 > y1) {
    direction = -1;
    let swap = x0;
    x0 = x1;
    x1 = swap;
    swap = y0;
    y0 = y1;
    y1 = swap;
  }
  const dxdy = (x1 - x0) / (y1 - y0);
  let x = y0 < 0 ? x0 - y0 * dxdy : x0;
  const lastRow = Math.min(height, Math.ceil(y1));
  for (let row = Math.max(0, Math.floor(y0)); row < lastRow; row++) {
    const rowStart = row * width;
    const dy = Math.min(row + 1, y1) - Math.max(row, y0);
    const xNext = x + dxdy * dy;
    const d = dy * direction;
    const left = x < xNext ? x : xNext;
    const right = x < xNext ? xNext : x;
    const leftFloor = Math.floor(left);
    const rightCeil = Math.ceil(right);
    const at = rowStart + leftFloor;
    if (rightCeil <= leftFloor + 1) {
      // Within one cell: its share left of the edge's middle goes to this cell, the rest to the next.
      const middle = 0.5 * (x + xNext) - leftFloor;
      cells[at] += d - d * middle;
      cells[at + 1] += d * middle;
    } else {
      const slope = 1 / (right - left);
      const leftPart = left - leftFloor;
      const first = 0.5 * slope * (1 - leftPart) * (1 - leftPart);
      const rightPart = right - rightCeil + 1;
      const last = 0.5 * slope * rightPart * rightPart;
      cells[at] += d * first;
      if (rightCeil === leftFloor + 2) {
        cells[at + 1] += d * (1 - first - last);
      } else {
        const second = slope * (1.5 - leftPart);
        cells[at + 1] += d * (second - first);
        for (let cell = leftFloor + 2; cell < rightCeil - 1; cell++) cells[rowStart + cell] += d * slope;
        const beforeLast = second + (rightCeil - leftFloor - 3) * slope;
        cells[rowStart + rightCeil - 1] += d * (1 - beforeLast - last);
      }
      cells[rowStart + rightCeil] += d * last;
    }
    x = xNext;
  }
}

// Curves become lines close enough that no pixel tells them apart: a quadratic's distance from its chords over n equal
// steps of t is at most |p0 - 2c + p1| / 4n², a cubic's 3m / 4n² for the larger m of its two such differences.
const steps = (difference: number) => Math.max(1, Math.ceil(Math.sqrt(difference / (4 * FLATNESS))));

function quadratic(x0: number, y0: number, cx: number, cy: number, x1: number, y1: number): void {
  const count = steps(Math.hypot(x0 - 2 * cx + x1, y0 - 2 * cy + y1));
  let px = x0;
  let py = y0;
  for (let step = 1; step <= count; step++) {
    const t = step / count;
    const u = 1 - t;
    const nx = u * u * x0 + 2 * u * t * cx + t * t * x1;
    const ny = u * u * y0 + 2 * u * t * cy + t * t * y1;
    line(px, py, nx, ny);
    px = nx;
    py = ny;
  }
}

function cubic(x0: number, y0: number, c1x: number, c1y: number, c2x: number, c2y: number, x1: number, y1: number): void {
  const count = steps(3 * Math.max(Math.hypot(x0 - 2 * c1x + c2x, y0 - 2 * c1y + c2y), Math.hypot(c1x - 2 * c2x + x1, c1y - 2 * c2y + y1)));
  let px = x0;
  let py = y0;
  for (let step = 1; step <= count; step++) {
    const t = step / count;
    const u = 1 - t;
    const nx = u * u * u * x0 + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x1;
    const ny = u * u * u * y0 + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y1;
    line(px, py, nx, ny);
    px = nx;
    py = ny;
  }
}

/** A glyph's coverage, from 0 to 255, in the smallest area of whole pixels that holds it, from its origin's whole pixel. */
interface GlyphRaster {
  left: number;
  top: number;
  width: number;
  height: number;
  alpha: Uint8Array;
}

/**
 * Glyph rasters by outline and by where in its pixel the glyph's origin lies: the same letter at the same size and
 * the same fraction of a pixel covers the same pixels, so a headline's letters are mostly drawn once for all share
 * images (text layout places origins on quarter pixels, as browsers' glyph caches do). Emptied when it reaches a bound
 * (a few megabytes of the picture worker's memory), for callers whose origins lie anywhere.
 */
let rasters = new WeakMap<readonly PathCommand[], Map<string, GlyphRaster>>();
let rasterCount = 0;
const MAX_RASTERS = 4096;

/** Fills one outline whose origin lies at (x, y) within its pixel (each from 0 up to 1). */
function rasterOf(commands: readonly PathCommand[], x: number, y: number): GlyphRaster {
  const bounds = outlineBounds([{ commands, x, y }])!;
  ({ width, height } = bounds);
  // Two cells of slack: an edge on the area's right side adds to the cell after its last.
  const used = width * height + 2;
  if (cells.length < used) cells = new Float32Array(used);
  else cells.fill(0, 0, used);
  const dx = x - bounds.left;
  const dy = y - bounds.top;
  let [startX, startY, lastX, lastY] = [0, 0, 0, 0];
  for (const command of commands) {
    if (command.type === 'Z') {
      line(lastX, lastY, startX, startY);
      lastX = startX;
      lastY = startY;
      continue;
    }
    const nx = command.x + dx;
    const ny = command.y + dy;
    if (command.type === 'M') {
      // A contour left open is closed, as a fill closes it.
      line(lastX, lastY, startX, startY);
      startX = nx;
      startY = ny;
    } else if (command.type === 'L') line(lastX, lastY, nx, ny);
    else if (command.type === 'Q') quadratic(lastX, lastY, command.x1 + dx, command.y1 + dy, nx, ny);
    else cubic(lastX, lastY, command.x1 + dx, command.y1 + dy, command.x2 + dx, command.y2 + dy, nx, ny);
    lastX = nx;
    lastY = ny;
  }
  line(lastX, lastY, startX, startY);

  // The running sum of each row is the coverage.
  const alpha = new Uint8Array(width * height);
  let sum = 0;
  for (let cell = 0; cell < alpha.length; cell++) {
    sum += cells[cell];
    alpha[cell] = Math.round(Math.min(1, Math.abs(sum)) * 255);
  }
  return { left: bounds.left, top: bounds.top, width, height, alpha };
}

/** The outline's raster, drawn once for each place within a pixel its origin takes. */
function glyphRaster({ commands, x, y }: PlacedOutline): GlyphRaster {
  const [inPixelX, inPixelY] = [x - Math.floor(x), y - Math.floor(y)];
  const key = `${inPixelX} ${inPixelY}`;
  let raster = rasters.get(commands)?.get(key);
  if (!raster) {
    if (rasterCount === MAX_RASTERS) {
      rasters = new WeakMap();
      rasterCount = 0;
    }
    let byPlace = rasters.get(commands);
    if (!byPlace) rasters.set(commands, (byPlace = new Map()));
    byPlace.set(key, (raster = rasterOf(commands, inPixelX, inPixelY)));
    rasterCount++;
  }
  return raster;
}

/**
 * Each pixel's coverage in the area, from 0 to 255, row by row, of the outlines drawn one over another as separate
 * paths are (source over): where two glyphs drawn half over a pixel meet, it is three quarters covered, not full.
 * Where a glyph's own contours overlap the coverage adds up, capped at full: the nonzero rule exactly, but for a pixel
 * that two overlapping contours each cover in part (static cuts of a typeface, as the share images use, have no
 * overlapping contours).
 */
export function coverage(outlines: readonly PlacedOutline[], area: PixelArea): Uint8Array {
  const alpha = new Uint8Array(area.width * area.height);
  for (const outline of outlines) {
    const raster = glyphRaster(outline);
    const left = Math.floor(outline.x) + raster.left - area.left;
    const top = Math.floor(outline.y) + raster.top - area.top;
    for (let row = 0; row < raster.height; row++) {
      const into = (top + row) * area.width + left;
      const from = row * raster.width;
      for (let column = 0; column < raster.width; column++) {
        const over = raster.alpha[from + column];
        if (over === 0) continue;
        const under = alpha[into + column];
        alpha[into + column] = under + over - (((under * over + 127) / 255) | 0);
      }
    }
  }
  return alpha;
}
