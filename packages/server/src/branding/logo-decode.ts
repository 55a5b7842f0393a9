import { decode as decodeWebp } from '@cwasm/webp';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { LogoType } from './logo-sniff';

/**
 * The most pixels a logo may have, checked from its header before it is decoded: a 512 KB
 * file can declare a huge canvas (a 16,383-pixel-square WebP is 1 GiB of RGBA), so the
 * decode of a small upload could take the process's memory. 4096 x 4096 is far past any logo.
 */
export const LOGO_MAX_PIXELS = 4096 * 4096;

const ascii = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

/** Width and height from a PNG's IHDR, which the format puts first. */
function pngSize(bytes: Buffer) {
  if (bytes.length < 24 || ascii(bytes, 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height from a WebP's first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Buffer) {
  if (bytes.length < 30) return null;
  switch (ascii(bytes, 12, 16)) {
    case 'VP8 ':
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    case 'VP8L': {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    case 'VP8X':
      return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
    default:
      return null;
  }
}

function decodeWhole(bytes: Buffer, type: LogoType): { width: number; height: number } {
  switch (type.mimeType) {
    case 'image/png': {
      const size = pngSize(bytes);
      if (!size || size.width * size.height > LOGO_MAX_PIXELS) throw new Error('PNG too large');
      // pngjs checks every chunk's CRC and refuses anything after IEND.
      return PNG.sync.read(bytes);
    }
    case 'image/jpeg':
      return jpeg.decode(bytes, {
        maxResolutionInMP: LOGO_MAX_PIXELS / 1_000_000,
        maxMemoryUsageInMB: 256,
      });
    case 'image/webp': {
      const size = webpSize(bytes);
      if (!size || size.width * size.height > LOGO_MAX_PIXELS) throw new Error('WebP too large');
      return decodeWebp(bytes);
    }
  }
}

/**
 * True when the whole image decodes as the type its signature named (issue 37, item 8): a
 * PNG signature followed by HTML, a truncated file or a forged header is refused, with the
 * message of any file that is not a PNG, JPEG or WebP. Pure JavaScript and WebAssembly
 * decoders (pngjs, jpeg-js, libwebp through @cwasm/webp): no native binary.
 */
export function decodesAsLogo(bytes: Uint8Array, type: LogoType): boolean {
  try {
    const image = decodeWhole(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), type);
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}
