import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';
import { lessonDurationSeconds, silentWav } from './silent-wav';

describe('parseByteRange', () => {
  it('reads one range in its three forms, clamping the end to the body', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseByteRange('bytes=10-99999', 1000)).toEqual({
      kind: 'partial',
      start: 10,
      end: 999,
    });
  });

  it('serves the whole body without a usable header', () => {
    for (const header of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1, 4-5', 'bytes=x-1']) {
      expect(parseByteRange(header, 1000)).toEqual({ kind: 'full' });
    }
  });

  it('cannot satisfy a range past the end, reversed, or an empty suffix', () => {
    for (const header of ['bytes=1000-', 'bytes=2000-3000', 'bytes=500-100', 'bytes=-0']) {
      expect(parseByteRange(header, 1000)).toEqual({ kind: 'unsatisfiable' });
    }
    expect(parseByteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('lessonDurationSeconds', () => {
  it('reads m:ss, h:mm:ss and minutes', () => {
    expect(lessonDurationSeconds('2:10')).toBe(130);
    expect(lessonDurationSeconds('22:10')).toBe(1330);
    expect(lessonDurationSeconds('1:02:03')).toBe(3723);
    expect(lessonDurationSeconds(10)).toBe(600);
    expect(lessonDurationSeconds(' 1.5 ')).toBe(90);
  });

  it('gives null for what it cannot read', () => {
    for (const duration of ['soon', '2:75', '', -1, Number.NaN]) {
      expect(lessonDurationSeconds(duration)).toBeNull();
    }
  });
});

describe('silentWav', () => {
  it('holds 8000 silent samples a second after a 44-byte header', () => {
    const wav = silentWav(2);
    expect(wav.length).toBe(44 + 16000);
    expect(wav.readUInt32LE(40)).toBe(16000);
    expect(wav[44]).toBe(128);
    expect(silentWav(0).length).toBe(44);
  });
});
