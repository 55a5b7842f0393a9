import { deflateSync } from 'node:zlib';

/**
 * Small but complete image files for the branding tests, built here rather than checked in
 * as binaries: a PNG of any size and colour, an 8x8 grey baseline JPEG and a 1x1 WebP.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A valid RGB PNG of one colour; `padding` adds an ancillary text chunk to reach a size. */
export function pngBytes(
  options: {
    width?: number;
    height?: number;
    rgb?: [number, number, number];
    padding?: number;
  } = {},
): Buffer {
  const { width = 1, height = 1, rgb = [30, 64, 175], padding = 0 } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter method, no interlace
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(padding > 0 ? [pngChunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(padding)}`))] : []),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A baseline JPEG of one 8x8 grey block: every quantiser 1, and Huffman tables of a single
 * one-bit code each (DC difference 0, end of block), so the scan is the bits 00.
 */
export function jpegBytes(): Buffer {
  const segment = (marker: number, data: number[]) => [
    0xff,
    marker,
    (data.length + 2) >> 8,
    (data.length + 2) & 0xff,
    ...data,
  ];
  const oneCodeTable = (tableClassAndId: number) => [
    tableClassAndId,
    1,
    ...Array<number>(15).fill(0),
    0x00,
  ];
  return Buffer.from([
    0xff,
    0xd8, // start of image
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // JFIF
    ...segment(0xdb, [0x00, ...Array<number>(64).fill(1)]), // quantisation table 0
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // 8x8, one component
    ...segment(0xc4, [...oneCodeTable(0x00), ...oneCodeTable(0x10)]), // DC 0, AC 0
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // scan of that component
    0x3f, // 00 (DC difference 0, end of block), padded with ones
    0xff,
    0xd9, // end of image
  ]);
}

/** A 1x1 lossless WebP (the image browsers' WebP feature tests decode). */
export function webpBytes(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** A GIF89a of one transparent pixel. */
export function gifBytes(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}
