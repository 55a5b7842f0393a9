import type { Lesson, SimpleQuizAnswer } from '@lp/contract';
import * as playerMessages from '@lp/locales/en/app-lesson-player';
import { useMessages } from '@lp/ui';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useAppServices } from '../../app-context';
import { ApiError } from '../../data/api-error';
import { certificatePaths } from '../../data/certificates';
import { courseKey } from '../../data/course-detail';

/**
 * The open lesson's completion for the learner (issue 35): recorded on the server, which
 * grades a quiz's answers; then the course (its outline's green dots) and the achievements
 * are asked for again. A quiz that was not passed stays open without a message: the quiz
 * shows its own score.
 */
export function useLessonCompletion(courseId: string, lesson: Lesson) {
  const { api } = useAppServices();
  const text = useMessages(playerMessages);
  const { mutate } = useSWRConfig();
  // Kept with the lesson it is about: the next lesson starts with neither.
  const [attempt, setAttempt] = useState<{ lessonId: string; busy: boolean; error?: string }>();

  const record = useCallback(
    async (answers?: readonly (SimpleQuizAnswer | string)[]) => {
      setAttempt({ lessonId: lesson.id, busy: true });
      try {
        const path = `${courseKey(courseId)}/lessons/${encodeURIComponent(lesson.id)}/completion`;
        await api.put(path, {
          body: answers ? { answers } : {},
          schema: () => import('@lp/contract/api').then((m) => m.lessonCompletionResponseSchema),
        });
        await Promise.all([mutate(courseKey(courseId)), mutate(certificatePaths.list)]);
        setAttempt({ lessonId: lesson.id, busy: false });
      } catch (failure) {
        const message =
          failure instanceof ApiError && failure.kind === 'http'
            ? failure.message
            : text.progressSaveFailed;
        setAttempt({ lessonId: lesson.id, busy: false, error: message });
      }
    },
    [api, mutate, courseId, lesson.id, text],
  );

  const current = attempt?.lessonId === lesson.id ? attempt : undefined;
  return {
    done: Boolean(lesson.completed || lesson.isCompleted),
    busy: current?.busy ?? false,
    error: current?.error,
    onMarkComplete: useCallback(() => void record(), [record]),
    completeQuiz: useCallback(
      (answers: readonly (SimpleQuizAnswer | string)[]) => void record(answers),
      [record],
    ),
  };
}
