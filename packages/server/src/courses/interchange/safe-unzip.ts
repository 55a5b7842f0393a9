/**
 * Unzipping an uploaded archive without trusting it. Both importers (our course archive and
 * Common Cartridge) read their zip through here.
 *
 * The sizes a zip declares are not trusted: every entry is inflated in chunks and its bytes are
 * counted as they come, so a zip bomb is stopped at the limit rather than after allocating what
 * its header claims. Names are checked before anything is inflated.
 */
import { Inflate } from 'fflate';
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
  UNSUPPORTED_ZIP_MESSAGE,
} from './interchange-error';

export interface UnzipLimits {
  /** Files (directories not counted). */
  maxEntries: number;
  /** Bytes of one file once inflated. */
  maxEntryBytes: number;
  /** Bytes of all files together once inflated. */
  maxTotalBytes: number;
  /** Inflated bytes per compressed byte, checked once a file passes `ratioFloorBytes`. */
  maxRatio: number;
  /** Below this many inflated bytes the ratio is not checked: a small file of spaces is fine. */
  ratioFloorBytes: number;
}

/** Generous for course material (a Canvas export of a full course is tens of MB), small for a server. */
export const DEFAULT_UNZIP_LIMITS: UnzipLimits = {
  maxEntries: 5_000,
  maxEntryBytes: 50 * 1024 * 1024,
  maxTotalBytes: 200 * 1024 * 1024,
  maxRatio: 200,
  ratioFloorBytes: 1024 * 1024,
};

/** The archive's files by their normalized name (`folder/file.ext`, no leading `./`). */
export type ZipEntries = ReadonlyMap<string, Uint8Array>;

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const STORED = 0;
const DEFLATED = 8;
/**
 * Compressed bytes handed to the inflater at a time. DEFLATE inflates at most about 1,032:1, so
 * one step yields at most ~16.5 MiB before the limits are checked again.
 */
const CHUNK = 16 * 1024;

interface DirectoryEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

/** True when the bytes start like a zip (a local file header, or an empty zip's end record). */
export function looksLikeZip(bytes: Uint8Array): boolean {
  if (bytes.length < 4) return false;
  const signature = new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0, true);
  return signature === LOCAL_HEADER || signature === END_OF_DIRECTORY;
}

/**
 * Reads every file of a zip, refusing with an `InterchangeError` whose message says why.
 * Two entries with one name are accepted only when their bytes are the same (Canvas exports
 * write some discussion files twice).
 */
export function unzipSafely(
  bytes: Uint8Array,
  limits: UnzipLimits = DEFAULT_UNZIP_LIMITS,
): ZipEntries {
  if (!looksLikeZip(bytes)) throw new InterchangeError(NOT_A_ZIP_MESSAGE, 415);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const directory = readDirectory(bytes, view, limits);

  const files = new Map<string, Uint8Array>();
  let total = 0;
  for (const entry of directory) {
    if (entry.name.endsWith('/')) continue; // a folder: nothing to read
    const name = safeName(entry.name);
    if (entry.flags & 0x1) throw new InterchangeError(ENCRYPTED_ENTRY_MESSAGE, 400, name);
    if (entry.method !== STORED && entry.method !== DEFLATED) {
      throw new InterchangeError(UNSUPPORTED_ZIP_MESSAGE, 400, `${name}: method ${entry.method}`);
    }
    const content = inflateEntry(bytes, view, entry, name, limits, limits.maxTotalBytes - total);
    total += content.length;
    const earlier = files.get(name);
    if (earlier && !sameBytes(earlier, content)) {
      throw new InterchangeError(DUPLICATE_ENTRY_MESSAGE, 400, name);
    }
    files.set(name, content);
  }
  return files;
}

function readDirectory(bytes: Uint8Array, view: DataView, limits: UnzipLimits): DirectoryEntry[] {
  const end = findEndOfDirectory(view);
  if (end < 0) throw new InterchangeError(DAMAGED_ZIP_MESSAGE, 400, 'no end of central directory');
  if (end >= 20 && view.getUint32(end - 20, true) === ZIP64_LOCATOR) {
    throw new InterchangeError(UNSUPPORTED_ZIP_MESSAGE, 400, 'zip64');
  }
  const disk = view.getUint16(end + 4, true);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (disk !== 0) throw new InterchangeError(UNSUPPORTED_ZIP_MESSAGE, 400, 'multi-disk');
  if (count === 0xffff || offset === 0xffffffff) {
    throw new InterchangeError(UNSUPPORTED_ZIP_MESSAGE, 400, 'zip64');
  }
  if (count > limits.maxEntries) {
    throw new InterchangeError(TOO_MANY_ENTRIES_MESSAGE, 413, `${count} entries`);
  }
  if (offset + size > end) throw new InterchangeError(DAMAGED_ZIP_MESSAGE, 400, 'directory bounds');

  const decoder = new TextDecoder();
  const entries: DirectoryEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_HEADER) {
      throw new InterchangeError(DAMAGED_ZIP_MESSAGE, 400, `directory entry ${i}`);
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) throw new InterchangeError(DAMAGED_ZIP_MESSAGE, 400, 'name');
    const entry: DirectoryEntry = {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      declaredSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    };
    if (entry.compressedSize === 0xffffffff || entry.localHeaderOffset === 0xffffffff) {
      throw new InterchangeError(UNSUPPORTED_ZIP_MESSAGE, 400, 'zip64 entry');
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  // The count in the end record could understate; the files are counted again here.
  if (entries.filter((entry) => !entry.name.endsWith('/')).length > limits.maxEntries) {
    throw new InterchangeError(TOO_MANY_ENTRIES_MESSAGE, 413);
  }
  return entries;
}

function findEndOfDirectory(view: DataView): number {
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

// eslint-disable-next-line no-control-regex -- control characters in a name are the point
const unsafeCharacter = /[\u0000-\u001f\u007f\\]/;

/**
 * The entry's name, checked: no absolute path, drive letter, backslash, `..` segment or control
 * character; `./` and doubled slashes are folded away so `a//b` and `./a/b` name `a/b` once.
 */
export function safeName(raw: string): string {
  const unsafe = unsafeCharacter.test(raw) || raw.startsWith('/') || /^[A-Za-z]:/.test(raw);
  const segments = raw.split('/').filter((segment) => segment !== '' && segment !== '.');
  if (unsafe || segments.length === 0 || segments.includes('..')) {
    throw new InterchangeError(UNSAFE_PATH_MESSAGE, 400, raw);
  }
  return segments.join('/');
}

function inflateEntry(
  bytes: Uint8Array,
  view: DataView,
  entry: DirectoryEntry,
  name: string,
  limits: UnzipLimits,
  totalLeft: number,
): Uint8Array {
  const header = entry.localHeaderOffset;
  if (header + 30 > bytes.length || view.getUint32(header, true) !== LOCAL_HEADER) {
    throw new InterchangeError(DAMAGED_ZIP_MESSAGE, 400, `${name}: local header`);
  }
  const start = header + 30 + view.getUint16(header + 26, true) + view.getUint16(header + 28, true);
  const stop = start + entry.compressedSize;
  if (stop > bytes.length) throw new InterchangeError(DAMAGED_ZIP_MESSAGE, 400, `${name}: bounds`);
  const compressed = bytes.subarray(start, stop);

  const chunks: Uint8Array[] = [];
  let size = 0;
  // Compressed bytes read so far: the ratio is checked as the entry inflates, not at its end.
  let consumed = compressed.length;
  const take = (chunk: Uint8Array) => {
    size += chunk.length;
    if (size > limits.maxEntryBytes) throw new InterchangeError(ENTRY_TOO_LARGE_MESSAGE, 413, name);
    if (size > totalLeft) throw new InterchangeError(ARCHIVE_TOO_LARGE_MESSAGE, 413, name);
    if (size > limits.ratioFloorBytes && size > limits.maxRatio * Math.max(1, consumed)) {
      throw new InterchangeError(COMPRESSION_RATIO_MESSAGE, 413, name);
    }
    chunks.push(chunk);
  };

  if (entry.method === STORED) {
    take(compressed.slice());
  } else {
    const inflater = new Inflate((chunk) => take(chunk));
    try {
      for (let at = 0; at < compressed.length; at += CHUNK) {
        consumed = Math.min(at + CHUNK, compressed.length);
        inflater.push(compressed.subarray(at, at + CHUNK), at + CHUNK >= compressed.length);
      }
      if (compressed.length === 0) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof InterchangeError) throw error;
      throw new InterchangeError(DAMAGED_ZIP_MESSAGE, 400, `${name}: ${String(error)}`);
    }
  }
  // After the counting: a size that differs from the declared one means a damaged or forged entry.
  if (size !== entry.declaredSize) {
    throw new InterchangeError(
      DAMAGED_ZIP_MESSAGE,
      400,
      `${name}: size ${size} ≠ ${entry.declaredSize}`,
    );
  }
  return concat(chunks, size);
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}
