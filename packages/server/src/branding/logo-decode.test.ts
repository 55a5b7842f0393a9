import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOGO_MAX_PIXELS } from './logo-decode';
import { jpegBytes, pngBytes, webpBytes } from './logo-fixtures';
import { sniffLogo } from './logo-sniff';

// Issue 37, item 8: a logo is accepted only when the whole image decodes.
// test-images/ holds real files written by libpng, libjpeg-turbo and libwebp (ImageMagick 6,
// from static-samples/avatars/1.webp): RGBA and indexed PNG, baseline and progressive JPEG,
// lossy, lossless and extended (alpha) WebP.

const IMAGES = fileURLToPath(new URL('./test-images/', import.meta.url));
const realImages = readdirSync(IMAGES).map((name) => ({
  name,
  bytes: readFileSync(`${IMAGES}${name}`),
}));
const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

const withHtml = (bytes: Buffer) =>
  Buffer.concat([bytes, Buffer.from('<!doctype html><script>alert(1)</script>')]);

describe('sniffLogo decodes the whole image', () => {
  it('accepts real PNG, JPEG and WebP files of each flavour', () => {
    expect(realImages.length).toBe(7);
    for (const { name, bytes } of realImages) {
      const extension = name.split('.').pop() as keyof typeof MIME;
      const sniffed = sniffLogo(bytes);
      expect(sniffed.kind, name).toBe('logo');
      if (sniffed.kind === 'logo') expect(sniffed.type.mimeType, name).toBe(MIME[extension]);
    }
  });

  it('accepts the built fixtures', () => {
    for (const bytes of [pngBytes({ width: 3, height: 2 }), jpegBytes(), webpBytes()]) {
      expect(sniffLogo(bytes).kind).toBe('logo');
    }
  });

  it('refuses a signature followed by HTML, for each type', () => {
    // Before: each of these was taken as a logo by its first bytes.
    const forged = [
      withHtml(pngBytes().subarray(0, 8)),
      withHtml(Buffer.from([0xff, 0xd8, 0xff, 0xe0])),
      withHtml(webpBytes().subarray(0, 16)),
    ];
    for (const bytes of forged) expect(sniffLogo(bytes)).toEqual({ kind: 'other' });
  });

  it('refuses a whole PNG with HTML after its end', () => {
    expect(sniffLogo(withHtml(pngBytes()))).toEqual({ kind: 'other' });
  });

  it('refuses every real image cut short', () => {
    for (const { name, bytes } of realImages) {
      expect(sniffLogo(bytes.subarray(0, Math.floor(bytes.length / 2))), name).toEqual({
        kind: 'other',
      });
    }
  });

  it('refuses a PNG whose pixels were altered after its checksum', () => {
    const bytes = Buffer.from(pngBytes({ width: 8, height: 8 }));
    const idat = bytes.indexOf('IDAT', 0, 'latin1');
    bytes[idat + 6] = (bytes[idat + 6] ?? 0) ^ 0xff;
    expect(sniffLogo(bytes)).toEqual({ kind: 'other' });
  });

  it('refuses a header that declares more pixels than a logo may have', () => {
    // A lossy WebP claiming 16,383 x 16,383 (1 GiB of RGBA) in a few hundred bytes.
    const lossy = Buffer.from(realImages.find(({ name }) => name === 'logo-lossy.webp')!.bytes);
    lossy.writeUInt16LE(0x3fff, 26);
    lossy.writeUInt16LE(0x3fff, 28);
    expect(16383 * 16383).toBeGreaterThan(LOGO_MAX_PIXELS);
    expect(sniffLogo(lossy)).toEqual({ kind: 'other' });
  });
});
