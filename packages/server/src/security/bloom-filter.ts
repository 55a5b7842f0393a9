import { createHash } from 'node:crypto';

/**
 * A Bloom filter in one Buffer: a 24-byte header, then the bit array. It answers "maybe on
 * the list" or "surely not", so a million breached passwords ship as a few megabytes instead
 * of the list itself (issue 37, item 7). The file it reads is built by
 * `generate-breached-filter.ts`; the header keeps the shape it was built with.
 *
 * Header: "LPBLOOM1" (8 bytes), then big-endian uint32s: hash count, bit count, item count,
 * and the expected false-positive rate in parts per ten million.
 */
const MAGIC = 'LPBLOOM1';
const HEADER_BYTES = 24;
const RATE_SCALE = 10_000_000;

export type BloomFilter = {
  /** False when the value was surely never added; true when it probably was. */
  has: (value: string) => boolean;
  readonly hashCount: number;
  readonly bitCount: number;
  readonly itemCount: number;
  /** The false-positive rate expected from the shape and the item count. */
  readonly expectedFalsePositiveRate: number;
};

/** Bits and hashes for `itemCount` items at `falsePositiveRate` (the textbook optimum). */
export function bloomShape(itemCount: number, falsePositiveRate: number) {
  const bits = Math.ceil((-itemCount * Math.log(falsePositiveRate)) / Math.LN2 ** 2);
  const bitCount = Math.max(8, Math.ceil(bits / 8) * 8);
  const hashCount = Math.max(1, Math.round((bitCount / Math.max(1, itemCount)) * Math.LN2));
  return { bitCount, hashCount };
}

/** The rate a filter of this shape gives once it holds `itemCount` items. */
export function expectedFalsePositiveRate(shape: {
  bitCount: number;
  hashCount: number;
  itemCount: number;
}): number {
  const { bitCount, hashCount, itemCount } = shape;
  return (1 - Math.exp((-hashCount * itemCount) / bitCount)) ** hashCount;
}

/**
 * The bit positions of a value: double hashing (Kirsch and Mitzenmacher) over two 32-bit
 * halves of its SHA-256, which spreads as well as k independent hashes for a Bloom filter.
 */
function positions(value: string, bitCount: number, hashCount: number): number[] {
  const digest = createHash('sha256').update(value, 'utf8').digest();
  const first = digest.readUInt32BE(0);
  // Odd, so the steps never collapse onto one position.
  const step = (digest.readUInt32BE(4) | 1) >>> 0;
  const result: number[] = [];
  for (let index = 0; index < hashCount; index += 1) {
    result.push((first + index * step) % bitCount);
  }
  return result;
}

/** Builds the serialised filter holding every value (duplicates are the caller's to drop). */
export function buildBloomFilter(values: readonly string[], falsePositiveRate: number): Buffer {
  const { bitCount, hashCount } = bloomShape(values.length, falsePositiveRate);
  const buffer = Buffer.alloc(HEADER_BYTES + bitCount / 8);
  buffer.write(MAGIC, 0, 'latin1');
  buffer.writeUInt32BE(hashCount, 8);
  buffer.writeUInt32BE(bitCount, 12);
  buffer.writeUInt32BE(values.length, 16);
  const rate = expectedFalsePositiveRate({ bitCount, hashCount, itemCount: values.length });
  buffer.writeUInt32BE(Math.round(rate * RATE_SCALE), 20);
  for (const value of values) {
    for (const bit of positions(value, bitCount, hashCount)) {
      const at = HEADER_BYTES + (bit >>> 3);
      buffer[at] = (buffer[at] ?? 0) | (1 << (bit & 7));
    }
  }
  return buffer;
}

/** Reads a filter written by `buildBloomFilter`; throws on anything else. */
export function readBloomFilter(buffer: Buffer): BloomFilter {
  if (buffer.length < HEADER_BYTES || buffer.toString('latin1', 0, 8) !== MAGIC) {
    throw new Error('Not a Bloom filter file');
  }
  const hashCount = buffer.readUInt32BE(8);
  const bitCount = buffer.readUInt32BE(12);
  const itemCount = buffer.readUInt32BE(16);
  if (hashCount < 1 || bitCount < 8 || buffer.length !== HEADER_BYTES + bitCount / 8) {
    throw new Error('The Bloom filter file is damaged');
  }
  return {
    hashCount,
    bitCount,
    itemCount,
    expectedFalsePositiveRate: buffer.readUInt32BE(20) / RATE_SCALE,
    has(value) {
      return positions(value, bitCount, hashCount).every(
        (bit) => ((buffer[HEADER_BYTES + (bit >>> 3)] ?? 0) & (1 << (bit & 7))) !== 0,
      );
    },
  };
}
