import type { Lesson, LessonContent } from '@lp/contract';
import { useAppServices } from '../../app-context';

/** A sample lesson's media reference: `video:<slug>` or `audio:<slug>`. */
const MEDIA_REFERENCE = /^(?:video|audio):(.+)$/;

/**
 * The playable address of a lesson's content: a `video:`/`audio:` reference becomes the API's
 * media endpoint (`<apiBaseUrl>/media/<slug>`), an http(s) address is used as it is, and
 * anything else (text, quizzes, diagram or sandbox references) gives undefined, so the content
 * view shows the reference as a placeholder.
 */
export function lessonMediaSource(
  content: LessonContent | undefined,
  apiBaseUrl: string,
): string | undefined {
  if (typeof content !== 'string') return undefined;
  const reference = content.trim();
  const slug = MEDIA_REFERENCE.exec(reference)?.[1]?.trim();
  if (slug) return `${apiBaseUrl.replace(/\/+$/, '')}/media/${encodeURIComponent(slug)}`;
  return /^https?:\/\//i.test(reference) && isAddress(reference) ? reference : undefined;
}

function isAddress(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** The playable address of a lesson, against the deployment's API base URL. */
export function useLessonMediaSource(lesson: Pick<Lesson, 'content'> | undefined) {
  const { config } = useAppServices();
  return lessonMediaSource(lesson?.content, config.apiBaseUrl);
}
