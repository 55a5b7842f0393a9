import type { TranscriptSegment } from '../entities/transcript';
import * as apiTranscripts from '@lp/locales/en/api-transcripts';
import { codedMessages } from '../messages/coded-messages';

/**
 * WebVTT (https://www.w3.org/TR/webvtt1/) to and from the transcript's segments (issue 32): a
 * teacher uploads a video's captions as a `.vtt` file, the builder checks it before sending and
 * the server checks it again; the course archive writes transcripts back out as `.vtt`.
 *
 * Only what a transcript keeps is read: each cue's times, its text and the speaker of a voice
 * span (`<v Ana>`). Cue settings, styles, regions and NOTE blocks are skipped; other markup in a
 * cue (`<b>`, `<c.loud>`, timestamps) is dropped, keeping its text.
 */

/** Largest transcript file, in bytes (a two-hour lecture's captions are about 150 kB). */
export const WEBVTT_MAX_BYTES = 1024 * 1024;
/** Most cues in one transcript. */
export const WEBVTT_MAX_CUES = 10_000;

export const WEBVTT_MESSAGES = /* @__PURE__ */ codedMessages(apiTranscripts, (m) => ({
  tooManyCues: m.tooManyCues({ max: WEBVTT_MAX_CUES }),
  timing: (line: number) => m.timing({ line }),
  order: (line: number) => m.order({ line }),
  emptyCue: (line: number) => m.emptyCue({ line }),
}));

/** The speaker of a segment whose cue names none. */
export const DEFAULT_SPEAKER = 'Speaker';

export type WebVttResult =
  { ok: true; segments: TranscriptSegment[] } | { ok: false; message: string };

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** Seconds of a WebVTT timestamp (`01:02:03.456` or `02:03.456`), or null. */
function seconds(stamp: string): number | null {
  const match = TIMESTAMP.exec(stamp);
  if (!match) return null;
  const [, hours = '0', minutes = '0', secs = '0', millis = '0'] = match;
  // In whole milliseconds first: 13 + 274 / 1000 is 13.274000000000001, 13274 / 1000 is 13.274.
  const total =
    Number(hours) * 3_600_000 + Number(minutes) * 60_000 + Number(secs) * 1000 + Number(millis);
  return total / 1000;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': ' ',
  '&lrm;': '\u200E',
  '&rlm;': '\u200F',
};

/** A cue's text without its markup, and the speaker of its first voice span. */
function cueText(payload: string): { text: string; speaker: string | null } {
  const voice = /<v(?:\.[\w.-]+)?\s+([^>]+)>/.exec(payload);
  const text = payload
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return { text, speaker: voice?.[1]?.trim() || null };
}

/** Reads a WebVTT file's cues as transcript segments, or the first problem found. */
export function parseWebVtt(source: string): WebVttResult {
  if (new TextEncoder().encode(source).length > WEBVTT_MAX_BYTES)
    return { ok: false, message: WEBVTT_MESSAGES.tooLarge };
  // eslint-disable-next-line no-control-regex -- the characters refused
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(source))
    return { ok: false, message: WEBVTT_MESSAGES.controlCharacters };
  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? ''))
    return { ok: false, message: WEBVTT_MESSAGES.notWebVtt };

  const segments: TranscriptSegment[] = [];
  let index = 1;
  // The header's own lines end at the first blank line.
  while (index < lines.length && lines[index]?.trim() !== '') index += 1;
  while (index < lines.length) {
    while (index < lines.length && lines[index]?.trim() === '') index += 1;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && lines[index]?.trim() !== '') block.push(lines[index++] ?? '');
    const [first = ''] = block;
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    // A cue is an optional identifier line, then its timing line, then its text.
    const timingAt = first.includes('-->') ? 0 : 1;
    const timing = block[timingAt] ?? '';
    const lineNumber = blockStart + timingAt + 1;
    const [startStamp = '', rest = ''] = timing.split('-->').map((part) => part.trim());
    const start = seconds(startStamp);
    const end = seconds(rest.split(/[ \t]+/)[0] ?? '');
    if (start === null || end === null)
      return { ok: false, message: WEBVTT_MESSAGES.timing(lineNumber) };
    if (end < start) return { ok: false, message: WEBVTT_MESSAGES.order(lineNumber) };
    const { text, speaker } = cueText(block.slice(timingAt + 1).join('\n'));
    if (!text) return { ok: false, message: WEBVTT_MESSAGES.emptyCue(lineNumber) };
    if (segments.length === WEBVTT_MAX_CUES)
      return { ok: false, message: WEBVTT_MESSAGES.tooManyCues };
    segments.push({
      id: `cue-${segments.length + 1}`,
      startTime: start,
      endTime: end,
      text,
      speaker: speaker ?? DEFAULT_SPEAKER,
      // A caption file says nothing of these: the transcript viewer's neutral values.
      confidence: 1,
      keywords: [],
      importance: 'medium',
      category: 'concept',
    });
  }
  return segments.length > 0
    ? { ok: true, segments }
    : { ok: false, message: WEBVTT_MESSAGES.noCues };
}

/** `01:02:03.456` for a number of seconds. */
function stamp(totalSeconds: number): string {
  const millis = Math.round(totalSeconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(
    Math.floor(millis / 1000) % 60,
  )}.${pad(millis % 1000, 3)}`;
}

const escapeCue = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A transcript's segments as a WebVTT file; `parseWebVtt` reads it back to the same times, texts and speakers. */
export function formatWebVtt(segments: readonly TranscriptSegment[]): string {
  const cues = segments.map((segment) => {
    const text = escapeCue(segment.text);
    const speaker = segment.speaker.replace(/[<>&]/g, '').trim();
    const payload = speaker && speaker !== DEFAULT_SPEAKER ? `<v ${speaker}>${text}` : text;
    return `${stamp(segment.startTime)} --> ${stamp(segment.endTime)}\n${payload}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
