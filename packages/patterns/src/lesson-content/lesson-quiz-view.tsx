import { PlayerQuiz, SimpleQuiz } from '@lp/ui';
import type { ComponentProps } from 'react';
import type { LessonQuiz } from './lesson-quiz';

export interface LessonQuizViewProps {
  quiz: Exclude<LessonQuiz, { form: 'invalid' }>;
  simple: Omit<ComponentProps<typeof SimpleQuiz>, 'quiz'>;
  player: Omit<ComponentProps<typeof PlayerQuiz>, 'quiz'>;
}

/** A quiz lesson in its form (spec 1 section 4); its own module, loaded only for quiz lessons. */
export function LessonQuizView({ quiz, simple, player }: LessonQuizViewProps) {
  return quiz.form === 'simple' ? (
    <SimpleQuiz quiz={quiz.quiz} {...simple} />
  ) : (
    <PlayerQuiz quiz={quiz.quiz} {...player} />
  );
}
