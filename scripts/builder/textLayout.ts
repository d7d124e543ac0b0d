/**
 * Sets the text of share images as SVG paths, from the typefaces' own outlines, advances and kerning (opentype.js),
 * as CSS would: a headline in lines broken as `text-wrap: balance` breaks them, and single lines (the label, the
 * brand, the address). A headline is laid out in a few hundredths of a millisecond.
 */
import { parse, type Font, type Glyph, type PathCommand } from 'opentype.js/dist/opentype.mjs';
import type { PlacedOutline } from './outlineRaster';

/** How the headline is set: its sizes, from the largest down, its line height and letter spacing, and its box. */
export interface HeadlineStyle {
  sizes: readonly number[];
  lineHeight: number;
  letterSpacingEm: number;
  width: number;
  maxLines: number;
  color: string;
}

/** The headline in lines at one size, each line as the text it shows. */
export interface HeadlineLines {
  size: number;
  lines: string[];
}

const ELLIPSIS = '\u2026';

const onQuarterPixel = (position: number) => Math.round(position * 4) / 4;

/** One typeface in one weight, in the files of its subsets: a character is drawn from the first file that has it. */
export class Typeface {
  private readonly fonts: Font[];
  private readonly glyphs = new Map<string, { font: Font; glyph: Glyph }>();
  private readonly glyphOutlines = new Map<Glyph, Map<number, PathCommand[]>>();
  private readonly kernings = new Map<Glyph, Map<Glyph, number>>();

  constructor(subsetFiles: Buffer[]) {
    this.fonts = subsetFiles.map((file) => parse(new Uint8Array(file).buffer));
  }

  private glyph(char: string): { font: Font; glyph: Glyph } {
    let found = this.glyphs.get(char);
    if (!found) {
      const font = this.fonts.find((candidate) => candidate.hasChar(char)) ?? this.fonts[0];
      found = { font, glyph: font.charToGlyph(char) };
      this.glyphs.set(char, found);
    }
    return found;
  }

  /** The glyph's outline at `size`, in pixels from its origin on the baseline, y downwards. */
  private outline(glyph: Glyph, size: number): PathCommand[] {
    let bySize = this.glyphOutlines.get(glyph);
    if (!bySize) this.glyphOutlines.set(glyph, (bySize = new Map()));
    let outline = bySize.get(size);
    if (outline === undefined) bySize.set(size, (outline = glyph.getPath(0, 0, size).commands));
    return outline;
  }

  private kerning(font: Font, left: Glyph, right: Glyph): number {
    let byRight = this.kernings.get(left);
    if (!byRight) this.kernings.set(left, (byRight = new Map()));
    let value = byRight.get(right);
    if (value === undefined) byRight.set(right, (value = font.getKerningValue(left, right)));
    return value;
  }

  /**
   * Calls `each` with each character's glyph and where it starts, and returns where the text ends, in pixels at
   * `size`: its advance, kerning between glyphs of one file, and after every character the letter spacing, as CSS
   * adds it.
   */
  private set(text: string, size: number, letterSpacing: number, each?: (glyph: Glyph, x: number) => void): number {
    let x = 0;
    let previous: { font: Font; glyph: Glyph } | undefined;
    for (const char of text) {
      const current = this.glyph(char);
      const scale = size / current.font.unitsPerEm;
      if (previous?.font === current.font) x += this.kerning(current.font, previous.glyph, current.glyph) * scale;
      each?.(current.glyph, x);
      x += (current.glyph.advanceWidth ?? 0) * scale + letterSpacing;
      previous = current;
    }
    return x;
  }

  width(text: string, size: number, letterSpacing: number): number {
    return this.set(text, size, letterSpacing);
  }

  /** A line's height at `size` when CSS's line-height is `normal`: the typeface's ascent, descent and line gap. */
  normalLineHeight(size: number): number {
    const font = this.fonts[0];
    return ((font.ascender - font.descender + font.tables.hhea.lineGap) * size) / font.unitsPerEm;
  }

  /** Where the baseline of a line `lineHeight` high lies below its top: its content area is centred in it, as in CSS. */
  baseline(size: number, lineHeight: number): number {
    const font = this.fonts[0];
    const [ascent, descent] = [font.ascender, -font.descender].map((extent) => (extent * size) / font.unitsPerEm);
    return (lineHeight - ascent - descent) / 2 + ascent;
  }

  /**
   * The text's glyph outlines in pixels, starting at (x, baseline); a glyph that draws nothing (a space) has none.
   * Each glyph's origin is placed on the nearest quarter pixel, as browsers' glyph caches place it, so that the
   * rasteriser draws each letter at a size in one of a few places within a pixel (./outlineRaster.ts).
   */
  outlines(text: string, x: number, baseline: number, size: number, letterSpacing: number): PlacedOutline[] {
    const outlines: PlacedOutline[] = [];
    const y = onQuarterPixel(baseline);
    this.set(text, size, letterSpacing, (glyph, offset) => {
      const commands = this.outline(glyph, size);
      if (commands.length > 0) outlines.push({ commands, x: onQuarterPixel(x + offset), y });
    });
    return outlines;
  }

  /** The text as SVG paths, starting at (x, baseline). */
  paths(text: string, x: number, baseline: number, size: number, letterSpacing: number, color: string): string {
    return svgPaths(this.outlines(text, x, baseline, size, letterSpacing), color);
  }
}

/** Outlines as SVG paths of one colour. */
export function svgPaths(outlines: readonly PlacedOutline[], color: string): string {
  return outlines.map(({ commands, x, y }) => `<path fill="${color}" d="${pathData(commands, x, y)}"/>`).join('');
}

/** Coordinates to a tenth of a pixel, which keeps the SVG short to write and for resvg to parse. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * SVG path data of an outline moved by (dx, dy), written out in absolute coordinates: resvg draws a glyph's edge pixels
 * alike wherever the picture is cropped then, and a path moved by a transform can differ there by up to 16 of 255.
 */
function pathData(commands: readonly PathCommand[], dx: number, dy: number): string {
  let data = '';
  for (const command of commands) {
    if (command.type === 'Z') data += 'Z';
    else if (command.type === 'M' || command.type === 'L') data += `${command.type}${tenth(command.x + dx)} ${tenth(command.y + dy)}`;
    else if (command.type === 'Q') data += `Q${tenth(command.x1 + dx)} ${tenth(command.y1 + dy)} ${tenth(command.x + dx)} ${tenth(command.y + dy)}`;
    else data += `C${tenth(command.x1 + dx)} ${tenth(command.y1 + dy)} ${tenth(command.x2 + dx)} ${tenth(command.y2 + dy)} ${tenth(command.x + dx)} ${tenth(command.y + dy)}`;
  }
  return data;
}

/**
 * The words in lines no wider than `width`, each line taking as many as fit, as the indexes of its first and last
 * words; a word wider than that has a line of its own.
 */
function fill(widths: number[], space: number, width: number): [number, number][] {
  const lines: [number, number][] = [];
  let lineWidth = 0;
  for (const [index, wordWidth] of widths.entries()) {
    const last = lines[lines.length - 1];
    if (last && lineWidth + space + wordWidth <= width) {
      last[1] = index;
      lineWidth += space + wordWidth;
    } else {
      lines.push([index, index]);
      lineWidth = wordWidth;
    }
  }
  return lines;
}

/**
 * Breaks the headline into lines as `text-wrap: balance` does: as many lines as filling the full width takes, each as
 * short as that number of lines allows, at the largest size at which it takes at most `maxLines`. At the smallest
 * size, a headline longer still is cut after `maxLines` lines, its last ending in an ellipsis.
 */
export function breakHeadline(typeface: Typeface, headline: string, style: HeadlineStyle): HeadlineLines {
  const words = headline.split(/\s+/).filter((word) => word !== '');
  for (const [index, size] of style.sizes.entries()) {
    const letterSpacing = style.letterSpacingEm * size;
    const widths = words.map((word) => typeface.width(word, size, letterSpacing));
    const space = typeface.width(' ', size, letterSpacing);
    const text = (lines: [number, number][]) => lines.map(([first, last]) => words.slice(first, last + 1).join(' '));
    const lines = fill(widths, space, style.width);
    if (lines.length <= style.maxLines) {
      let [narrow, wide] = [0, style.width];
      while (wide - narrow > 1) {
        const middle = Math.floor((narrow + wide) / 2);
        if (fill(widths, space, middle).length === lines.length) wide = middle;
        else narrow = middle;
      }
      return { size, lines: text(fill(widths, space, wide)) };
    }
    if (index === style.sizes.length - 1) {
      const kept = text(lines.slice(0, style.maxLines));
      let last = kept[kept.length - 1];
      while (last.length > 0 && typeface.width(`${last}${ELLIPSIS}`, size, letterSpacing) > style.width) last = last.slice(0, -1).trimEnd();
      kept[kept.length - 1] = `${last}${ELLIPSIS}`;
      return { size, lines: kept };
    }
  }
  return { size: style.sizes[0], lines: [] };
}

/** The lines' glyph outlines, the first line's box starting at (left, top), each `lineHeight` em high. */
export function headlineOutlines(typeface: Typeface, { size, lines }: HeadlineLines, left: number, top: number, style: HeadlineStyle): PlacedOutline[] {
  const lineHeight = style.lineHeight * size;
  const baseline = typeface.baseline(size, lineHeight);
  return lines.flatMap((line, index) => typeface.outlines(line, left, top + index * lineHeight + baseline, size, style.letterSpacingEm * size));
}
