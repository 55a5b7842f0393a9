import type { SimpleQuiz, SimpleQuizQuestion } from '@lp/contract';

/** The quiz's correct option indexes of a question, whatever its kind. */
export function correctIndexes(question: SimpleQuizQuestion): number[] {
  const answer = question.correctAnswer;
  return Array.isArray(answer) ? [...answer] : [answer];
}

/** A question with nothing written yet: two empty options, no answer marked. */
export function emptyQuestion(): SimpleQuizQuestion {
  return {
    text: '',
    type: 'mcq',
    options: ['', ''],
    correctAnswer: [],
    feedback: { correct: '', incorrect: '' },
  };
}

/**
 * Marks option `index` correct: for one answer (`mcq`) it becomes the answer, for several it is
 * added or, when already marked, taken off.
 */
export function markCorrect(question: SimpleQuizQuestion, index: number): SimpleQuizQuestion {
  if (question.type === 'mcq') return { ...question, correctAnswer: index };
  const marked = correctIndexes(question);
  const next = marked.includes(index)
    ? marked.filter((i) => i !== index)
    : [...marked, index].sort((a, b) => a - b);
  return { ...question, correctAnswer: next };
}

/** Switches between one and several answers, keeping what is marked (the first, for one). */
export function setQuestionKind(
  question: SimpleQuizQuestion,
  type: SimpleQuizQuestion['type'],
): SimpleQuizQuestion {
  const marked = correctIndexes(question);
  if (type === 'multiple') return { ...question, type, correctAnswer: marked };
  return { ...question, type, correctAnswer: marked[0] ?? [] };
}

/** Removes option `index`; marks on later options move with them. */
export function removeOption(question: SimpleQuizQuestion, index: number): SimpleQuizQuestion {
  const options = question.options.filter((_, i) => i !== index);
  const shifted = correctIndexes(question)
    .filter((i) => i !== index)
    .map((i) => (i > index ? i - 1 : i));
  const correctAnswer =
    question.type === 'mcq' && !Array.isArray(question.correctAnswer)
      ? (shifted[0] ?? [])
      : shifted;
  return { ...question, options, correctAnswer };
}

/** The quiz with question `index` replaced. */
export function withQuestion(
  quiz: SimpleQuiz,
  index: number,
  question: SimpleQuizQuestion,
): SimpleQuiz {
  return { ...quiz, questions: quiz.questions.map((q, i) => (i === index ? question : q)) };
}

/** A quiz lesson's content as the simple quiz, whatever the lesson held before. */
export function asSimpleQuiz(content: unknown, id: string): SimpleQuiz {
  if (
    typeof content === 'object' &&
    content !== null &&
    'id' in content &&
    'questions' in content &&
    Array.isArray(content.questions) &&
    content.questions.every((q: unknown) => typeof q === 'object' && q !== null && 'text' in q)
  ) {
    return content as SimpleQuiz;
  }
  return { id, questions: [emptyQuestion()] };
}
