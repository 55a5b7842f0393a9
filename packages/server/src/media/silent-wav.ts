/** 8 kHz, mono, 8-bit unsigned PCM: the smallest format every browser's media element plays. */
export const WAV_SAMPLE_RATE = 8000;
export const WAV_HEADER_BYTES = 44;
/** Silence in 8-bit unsigned PCM is the midpoint. */
const SILENCE = 128;

/** A WAV file of `seconds` of silence (whole samples), header included. */
export function silentWav(seconds: number): Buffer {
  const dataBytes = Math.max(0, Math.round(seconds * WAV_SAMPLE_RATE));
  const wav = Buffer.alloc(WAV_HEADER_BYTES + dataBytes, SILENCE);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // size of the fmt chunk
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(WAV_SAMPLE_RATE, 24);
  wav.writeUInt32LE(WAV_SAMPLE_RATE, 28); // bytes per second: 1 channel x 1 byte
  wav.writeUInt16LE(1, 32); // block align
  wav.writeUInt16LE(8, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  return wav;
}

/**
 * A lesson duration in seconds (spec 1 §3: a display string such as '12:30', or a number of
 * minutes). Also reads 'h:mm:ss' and a bare number in a string (minutes). Null when unreadable.
 */
export function lessonDurationSeconds(duration: string | number): number | null {
  if (typeof duration === 'number')
    return Number.isFinite(duration) && duration >= 0 ? Math.round(duration * 60) : null;
  const text = duration.trim();
  const clock = /^(?:(\d+):)?(\d+):([0-5]\d)$/.exec(text);
  if (clock) {
    const [, hours = '0', minutes = '0', seconds = '0'] = clock;
    return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
  }
  return /^\d+(?:\.\d+)?$/.test(text) ? Math.round(Number(text) * 60) : null;
}
