/**
 * Writes an opaque 8-bit RGB picture as PNG: the signature, then the header, data and end chunks, each with its CRC.
 * The data is the picture's scanlines (each row's filter-type byte, then its pixels) as one zlib stream, which this
 * joins from runs of scanlines compressed apart, so that runs many pictures share are compressed once.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BIT_DEPTH = 8;
const COLOR_TYPE_RGB = 2;
export const FILTER_NONE = 0;

/** The bytes one row of `width` pixels takes in the scanlines: its filter type, then red, green and blue per pixel. */
export const rgbScanlineLength = (width: number) => 1 + 3 * width;

/**
 * A run of scanlines as deflate blocks, ended by a sync flush: the run ends on a byte boundary and its last block is
 * not marked last, so runs compressed apart make one deflate stream when put one after another.
 */
export function deflateRun(scanlines: Uint8Array, level = 1): Buffer {
  // By default the fastest level: level 6 makes a file not much more than half the size, and takes three times as long.
  return deflateRawSync(scanlines, { level, finishFlush: constants.Z_SYNC_FLUSH });
}

const ADLER_MODULUS = 65521;

/**
 * The Adler-32 checksum that ends a zlib stream, of data that may change after it is summed. Of n bytes d[0..n-1],
 * Adler-32 is two sums modulo 65521: a = 1 + Σ d[i], and b = the sum of a after each byte = n + Σ (n - i) d[i].
 * Bytes changed by δ[i] thus add Σ δ[i] to a and n Σ δ[i] - Σ i δ[i] to b, so a copy of cached data with a few
 * bytes changed need not be summed again.
 */
export class Adler32 {
  static of(data: Uint8Array): Adler32 {
    let a = 1;
    let b = 0;
    for (const byte of data) {
      a = (a + byte) % ADLER_MODULUS;
      b = (b + a) % ADLER_MODULUS;
    }
    return new Adler32(a, b, data.length);
  }

  private constructor(
    private a: number,
    private b: number,
    private readonly length: number,
  ) {}

  copy(): Adler32 {
    return new Adler32(this.a, this.b, this.length);
  }

  /**
   * Accounts for bytes changed by δ[i] at offsets i, given Σ δ[i] and Σ i δ[i]. The sums are reduced only when read:
   * a double holds them exactly as long as they stay below 2^53, far more than changing every byte of a picture adds.
   */
  change(changes: number, changesByOffset: number): void {
    this.a += changes;
    this.b += this.length * changes - changesByOffset;
  }

  get value(): number {
    const modulo = (sum: number) => ((sum % ADLER_MODULUS) + ADLER_MODULUS) % ADLER_MODULUS;
    return ((modulo(this.b) << 16) | modulo(this.a)) >>> 0;
  }
}

// Deflate with a 32 KB window, compressed at the fastest level; the two bytes read as a multiple of 31, as required.
const ZLIB_HEADER = Buffer.from([0x78, 0x01]);
// An empty block of fixed codes, marked last: it ends the deflate stream the runs make.
const LAST_BLOCK = Buffer.from([0x03, 0x00]);

/**
 * Writes a chunk into `png` at `at`: its length, its type, its data (the parts, one after another) and its CRC. Returns
 * where it ends.
 */
function writeChunk(png: Buffer, at: number, type: string, parts: readonly Uint8Array[]): number {
  const start = at;
  at = start + 4 + png.write(type, start + 4, 'latin1');
  for (const part of parts) {
    png.set(part, at);
    at += part.length;
  }
  png.writeUInt32BE(at - start - 8, start);
  return png.writeUInt32BE(crc32(png.subarray(start + 4, at)), at);
}

/**
 * The PNG of a picture whose scanlines, in order, are the runs (see deflateRun), with their checksum. It is written into
 * one buffer: joined first and then copied into chunks, a picture's data took three buffers of its size, whose memory
 * outside V8's heap had the picture worker collect its old generation every hundred pictures or so.
 */
export function rgbPng(width: number, height: number, deflatedRuns: Buffer[], checksum: Adler32): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = BIT_DEPTH;
  header[9] = COLOR_TYPE_RGB;
  // The compression, filter and interlace methods stay 0: deflate, per-row filters, no interlacing.
  const adler32 = Buffer.alloc(4);
  adler32.writeUInt32BE(checksum.value);
  const chunks: [string, Uint8Array[]][] = [
    ['IHDR', [header]],
    ['IDAT', [ZLIB_HEADER, ...deflatedRuns, LAST_BLOCK, adler32]],
    ['IEND', []],
  ];
  const size = chunks.reduce((sum, [, parts]) => sum + 12 + parts.reduce((length, part) => length + part.length, 0), SIGNATURE.length);
  const png = Buffer.allocUnsafe(size);
  let at = SIGNATURE.copy(png, 0);
  for (const [type, parts] of chunks) at = writeChunk(png, at, type, parts);
  return png;
}
