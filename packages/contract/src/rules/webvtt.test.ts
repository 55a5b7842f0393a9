import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TranscriptSegment } from '../entities/transcript';
import { transcriptSegmentSchema } from '../entities/transcript';
import {
  DEFAULT_SPEAKER,
  formatWebVtt,
  parseWebVtt,
  WEBVTT_MAX_BYTES,
  WEBVTT_MESSAGES,
} from './webvtt';

const captions = `WEBVTT - Lecture 1
Kind: captions

NOTE written by hand,
over two lines

STYLE
::cue { color: yellow }

intro
00:00:01.000 --> 00:00:04.500 align:start position:10%
<v Dr. Ana Ruiz>Welcome to <b>data</b> structures &amp; algorithms.</v>

00:04.500 --> 00:09.250
Today: arrays,
lists and <c.loud>trees</c>.
`;

describe('parseWebVtt', () => {
  it('reads cues with identifiers, settings, voices and markup, and skips notes and styles', () => {
    const result = parseWebVtt(captions);
    expect(result).toEqual({
      ok: true,
      segments: [
        expect.objectContaining({
          id: 'cue-1',
          startTime: 1,
          endTime: 4.5,
          text: 'Welcome to data structures & algorithms.',
          speaker: 'Dr. Ana Ruiz',
        }),
        expect.objectContaining({
          id: 'cue-2',
          startTime: 4.5,
          endTime: 9.25,
          text: 'Today: arrays, lists and trees.',
          speaker: DEFAULT_SPEAKER,
        }),
      ],
    });
    if (result.ok)
      for (const segment of result.segments)
        expect(transcriptSegmentSchema.safeParse(segment).success).toBe(true);
  });

  it('accepts a byte order mark and Windows line ends, and hours past 99', () => {
    const result = parseWebVtt('\uFEFFWEBVTT\r\n\r\n100:00:00.000 --> 100:00:01.000\r\nLate\r\n');
    expect(result).toMatchObject({ ok: true, segments: [{ startTime: 360_000, text: 'Late' }] });
  });

  it.each([
    ['an SRT file', '1\n00:00:01,000 --> 00:00:02,000\nHello\n', WEBVTT_MESSAGES.notWebVtt],
    ['an empty file', '', WEBVTT_MESSAGES.notWebVtt],
    [
      'a header glued to a word',
      'WEBVTTX\n\n00:01.000 --> 00:02.000\nHi\n',
      WEBVTT_MESSAGES.notWebVtt,
    ],
    ['a header without cues', 'WEBVTT\n\nNOTE nothing yet\n', WEBVTT_MESSAGES.noCues],
    [
      'a comma in a time',
      'WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nHi\n',
      WEBVTT_MESSAGES.timing(3),
    ],
    ['minutes past 59', 'WEBVTT\n\n00:61.000 --> 01:02.000\nHi\n', WEBVTT_MESSAGES.timing(3)],
    [
      'a cue that ends first',
      'WEBVTT\n\nid\n00:05.000 --> 00:02.000\nHi\n',
      WEBVTT_MESSAGES.order(4),
    ],
    [
      'a cue without text',
      'WEBVTT\n\n00:01.000 --> 00:02.000\n<b></b>\n',
      WEBVTT_MESSAGES.emptyCue(3),
    ],
  ])('refuses %s with a clear message', (_, source, message) => {
    expect(parseWebVtt(source)).toEqual({ ok: false, message });
  });

  it('reads times as the numbers they name, with no floating-point remainder', () => {
    const result = parseWebVtt('WEBVTT\n\n00:00:00.014 --> 00:00:13.274\nTides\n');
    expect(result).toMatchObject({ ok: true, segments: [{ startTime: 0.014, endTime: 13.274 }] });
  });

  it('refuses a file over the size limit before reading it', () => {
    const big = `WEBVTT\n\n00:01.000 --> 00:02.000\n${'a'.repeat(WEBVTT_MAX_BYTES)}\n`;
    expect(parseWebVtt(big)).toEqual({ ok: false, message: WEBVTT_MESSAGES.tooLarge });
  });
});

describe('formatWebVtt', () => {
  const text = fc
    .string({ minLength: 1, maxLength: 40 })
    .map((value) => value.replace(/\s+/g, ' ').trim())
    .filter((value) => value.length > 0 && !/&(?:amp|lt|gt|nbsp|lrm|rlm);/.test(value));
  const segment = fc
    .record({
      start: fc.integer({ min: 0, max: 36_000_000 }),
      length: fc.integer({ min: 0, max: 600_000 }),
      text,
      speaker: fc.constantFrom(DEFAULT_SPEAKER, 'Ana', 'Dr. Lee'),
    })
    .map(({ start, length, text: cue, speaker }): TranscriptSegment => ({
      id: 'x',
      startTime: start / 1000,
      endTime: (start + length) / 1000,
      text: cue,
      speaker,
      confidence: 1,
      keywords: [],
      importance: 'medium',
      category: 'concept',
    }));

  it('writes what parseWebVtt reads back: the same times, texts and speakers', () => {
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 20 }), (segments) => {
        const result = parseWebVtt(formatWebVtt(segments));
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(
          result.segments.map(({ startTime, endTime, text: cue, speaker }) => ({
            startTime,
            endTime,
            text: cue,
            speaker,
          })),
        ).toEqual(
          segments.map(({ startTime, endTime, text: cue, speaker }) => ({
            startTime,
            endTime,
            text: cue,
            speaker,
          })),
        );
      }),
    );
  });
});
