import { sampleCourses } from '@lp/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope';
import { parseByteRange } from './byte-range';
import { lessonDurationSeconds, silentWav } from './silent-wav';
import { requestMessages } from '../http/request-messages';

const NOT_FOUND = 'The requested media could not be found.';
const MEDIA_REFERENCE = /^(?:video|audio):(.+)$/;

/**
 * The length in seconds of each sample lesson's media, by slug (`video:<slug>`, `audio:<slug>`).
 * Only the fixed sample courses are served: they are the seeded ones, and their total size is
 * known (about 35 MB cached at most), where lessons authored through the API could ask for
 * hours of audio each.
 */
function sampleMediaDurations(): Map<string, number> {
  const durations = new Map<string, number>();
  for (const course of sampleCourses) {
    for (const lesson of course.modules.flatMap((module) => module.lessons)) {
      const slug =
        typeof lesson.content === 'string' ? MEDIA_REFERENCE.exec(lesson.content)?.[1] : undefined;
      const seconds = lessonDurationSeconds(lesson.duration);
      if (slug && seconds !== null && !durations.has(slug)) durations.set(slug, seconds);
    }
  }
  return durations;
}

/**
 * GET /api/v1/media/:slug: silent audio as long as the sample lesson, so the player's media
 * element really plays and seeks and the transcript follows playback. Signed-in only, like
 * the courses it belongs to (a same-origin media element sends the session cookie). Byte
 * ranges are served, as browsers need them to seek.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  const durations = sampleMediaDurations();
  const generated = new Map<string, Buffer>();

  function mediaFor(slug: string): Buffer | undefined {
    const seconds = durations.get(slug);
    if (seconds === undefined) return undefined;
    let wav = generated.get(slug);
    if (!wav) {
      wav = silentWav(seconds);
      generated.set(slug, wav);
    }
    return wav;
  }

  app.get<{ Params: { slug: string } }>('/api/v1/media/:slug', async (request, reply) => {
    const wav = mediaFor(request.params.slug);
    if (!wav) throw new ApiError(404, NOT_FOUND);
    const range = parseByteRange(request.headers.range, wav.length);
    if (range.kind === 'unsatisfiable') {
      throw new ApiError(416, requestMessages.rangeNotSatisfiable, {
        'accept-ranges': 'bytes',
        'content-range': `bytes */${wav.length}`,
      });
    }
    reply
      .header('accept-ranges', 'bytes')
      .header('content-type', 'audio/wav')
      .header('cache-control', 'private, max-age=3600');
    if (range.kind === 'full') return reply.send(wav);
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${wav.length}`)
      .send(wav.subarray(range.start, range.end + 1));
  });
}
