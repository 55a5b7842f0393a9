import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import {
  ARCHIVE_TOO_LARGE_MESSAGE,
  COMPRESSION_RATIO_MESSAGE,
  DAMAGED_ZIP_MESSAGE,
  DUPLICATE_ENTRY_MESSAGE,
  ENCRYPTED_ENTRY_MESSAGE,
  ENTRY_TOO_LARGE_MESSAGE,
  InterchangeError,
  NOT_A_ZIP_MESSAGE,
  TOO_MANY_ENTRIES_MESSAGE,
  UNSAFE_PATH_MESSAGE,
} from './interchange-error';
import { DEFAULT_UNZIP_LIMITS, unzipSafely, type UnzipLimits } from './safe-unzip';

const small: UnzipLimits = {
  maxEntries: 10,
  maxEntryBytes: 64 * 1024,
  maxTotalBytes: 128 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

function refusal(bytes: Uint8Array, limits: UnzipLimits = small): [number, string] | string {
  try {
    unzipSafely(bytes, limits);
  } catch (error) {
    if (error instanceof InterchangeError) return [error.status, error.message];
    throw error;
  }
  return 'accepted';
}

/** Every occurrence of `from` in the zip's bytes (local and central headers) becomes `to`. */
function patchName(bytes: Uint8Array, from: string, to: string): Uint8Array {
  const out = bytes.slice();
  const needle = strToU8(from);
  const replacement = strToU8(to);
  expect(replacement.length).toBe(needle.length);
  for (let at = 0; at <= out.length - needle.length; at += 1) {
    if (needle.every((byte, i) => out[at + i] === byte)) out.set(replacement, at);
  }
  return out;
}

/** Offsets of the central directory headers, found by signature. */
function centralHeaders(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: number[] = [];
  for (let at = 0; at + 4 <= bytes.length; at += 1) {
    if (view.getUint32(at, true) === 0x02014b50) found.push(at);
  }
  return found;
}

describe('safe unzip', () => {
  it('reads files and folders of an ordinary zip, names normalized', () => {
    const files = unzipSafely(
      zipSync({
        'imsmanifest.xml': strToU8('<manifest/>'),
        web: { 'page.html': strToU8('<p>Hi</p>') },
      }),
    );
    expect([...files.keys()].sort()).toEqual(['imsmanifest.xml', 'web/page.html']);
    expect(new TextDecoder().decode(files.get('web/page.html'))).toBe('<p>Hi</p>');
  });

  it.each([
    ['plain text', strToU8('hello, I am not a zip')],
    ['a PDF', strToU8('%PDF-1.7\n...')],
    ['nothing', new Uint8Array(0)],
  ])('answers 415 for %s', (_name, bytes) => {
    expect(refusal(bytes)).toEqual([415, NOT_A_ZIP_MESSAGE]);
  });

  it('answers 400 for a truncated zip', () => {
    const zip = zipSync({ 'a.txt': strToU8('a'.repeat(1000)) }, { level: 0 });
    expect(refusal(zip.subarray(0, 200))).toEqual([400, DAMAGED_ZIP_MESSAGE]);
  });

  it.each([
    '../evil.txt',
    'a/../../evil.txt',
    '/etc/passwd',
    'C:/evil.txt',
    'c:evil.txt',
    'a\\..\\evil.txt',
    'bad\u0000.txt',
  ])('refuses the path %j', (name) => {
    expect(refusal(zipSync({ [name]: strToU8('x') }))).toEqual([400, UNSAFE_PATH_MESSAGE]);
  });

  it('refuses more files than the limit', () => {
    const files = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`f${i}.txt`, strToU8('x')]),
    );
    expect(refusal(zipSync(files))).toEqual([413, TOO_MANY_ENTRIES_MESSAGE]);
  });

  it('refuses a file that inflates past the limit, counting bytes rather than trusting the header', () => {
    const bomb = zipSync({ 'bomb.txt': new Uint8Array(200 * 1024) }, { level: 9 });
    // The directory now claims 10 bytes; the inflater counts the real 200 KiB and stops at 64.
    const lying = bomb.slice();
    const view = new DataView(lying.buffer);
    const [central] = centralHeaders(lying);
    view.setUint32(central! + 24, 10, true);
    expect(refusal(bomb)).toEqual([413, ENTRY_TOO_LARGE_MESSAGE]);
    expect(refusal(lying)).toEqual([413, ENTRY_TOO_LARGE_MESSAGE]);
  });

  it('refuses files that together inflate past the total limit', () => {
    const files = Object.fromEntries(
      Array.from({ length: 3 }, (_, i) => [`part${i}.bin`, new Uint8Array(60 * 1024).fill(i)]),
    );
    expect(refusal(zipSync(files))).toEqual([413, ARCHIVE_TOO_LARGE_MESSAGE]);
  });

  it('refuses a zip bomb by its compression ratio under the default limits', () => {
    // 8 MiB of zeros deflate to a few KiB: a ratio no course material has.
    const bomb = zipSync({ 'zeros.txt': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(refusal(bomb, DEFAULT_UNZIP_LIMITS)).toEqual([413, COMPRESSION_RATIO_MESSAGE]);
  });

  it('accepts two entries under one name with the same bytes, refuses them with different bytes', () => {
    const same = patchName(
      zipSync({ 'a.txt': strToU8('same'), 'b.txt': strToU8('same') }),
      'b.txt',
      'a.txt',
    );
    expect([...unzipSafely(same, small).keys()]).toEqual(['a.txt']);
    const different = patchName(
      zipSync({ 'a.txt': strToU8('one!'), 'b.txt': strToU8('two!') }),
      'b.txt',
      'a.txt',
    );
    expect(refusal(different)).toEqual([400, DUPLICATE_ENTRY_MESSAGE]);
  });

  it('treats ./a and a//b as the names they mean, so they cannot smuggle in a second copy', () => {
    const zip = patchName(
      zipSync({ 'a/b.txt': strToU8('one!'), 'xa//b.txt': strToU8('two!') }),
      'xa//b',
      './a/b',
    );
    expect(refusal(zip)).toEqual([400, DUPLICATE_ENTRY_MESSAGE]);
  });

  it('refuses a password-protected entry', () => {
    const zip = zipSync({ 'secret.txt': strToU8('x') });
    const view = new DataView(zip.buffer);
    const [central] = centralHeaders(zip);
    view.setUint16(central! + 8, view.getUint16(central! + 8, true) | 1, true);
    expect(refusal(zip)).toEqual([400, ENCRYPTED_ENTRY_MESSAGE]);
  });

  it('answers any bytes that start like a zip with a refusal or the files, never a crash', () => {
    const header = [0x50, 0x4b, 0x03, 0x04];
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (tail) => {
        try {
          unzipSafely(new Uint8Array([...header, ...tail]), small);
        } catch (error) {
          expect(error).toBeInstanceOf(InterchangeError);
        }
      }),
      { numRuns: 500 },
    );
  });
});
