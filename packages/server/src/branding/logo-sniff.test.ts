import { describe, expect, it } from 'vitest';
import { gifBytes, jpegBytes, pngBytes, webpBytes } from './logo-fixtures';
import { sniffLogo } from './logo-sniff';

const text = (value: string, encoding: BufferEncoding = 'utf8') => Buffer.from(value, encoding);
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

describe('sniffLogo', () => {
  it('accepts PNG, JPEG and WebP by their bytes, with the extension of their address', () => {
    expect(sniffLogo(pngBytes())).toEqual({
      kind: 'logo',
      type: { mimeType: 'image/png', extension: 'png' },
    });
    expect(sniffLogo(jpegBytes())).toEqual({
      kind: 'logo',
      type: { mimeType: 'image/jpeg', extension: 'jpg' },
    });
    expect(sniffLogo(webpBytes())).toEqual({
      kind: 'logo',
      type: { mimeType: 'image/webp', extension: 'webp' },
    });
  });

  it('tells markup apart: SVG with or without a prolog, after white space, in UTF-16, and HTML', () => {
    const markup = [
      text(SVG),
      text(`<?xml version="1.0" encoding="UTF-8"?>\n${SVG}`),
      text(`\uFEFF \n\t${SVG}`),
      Buffer.concat([Buffer.from([0xff, 0xfe]), text(SVG, 'utf16le')]),
      text('<!doctype html><html><body onload="alert(1)"></body></html>'),
      text(`Logo drawn by hand ${SVG}`),
    ];
    for (const bytes of markup) expect(sniffLogo(bytes)).toEqual({ kind: 'markup' });
  });

  it('refuses a GIF, plain text, an empty file and a truncated PNG signature', () => {
    const others = [
      gifBytes(),
      text('just a name.png'),
      Buffer.alloc(0),
      pngBytes().subarray(0, 4),
    ];
    for (const bytes of others) expect(sniffLogo(bytes)).toEqual({ kind: 'other' });
  });
});
