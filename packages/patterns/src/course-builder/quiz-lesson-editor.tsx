import type { SimpleQuiz, SimpleQuizQuestion } from '@lp/contract';
import { Button, FieldError, NativeSelect, TextField } from '@lp/ui';
import { Plus, Trash2 } from '@lp/ui/icons';
import { useId, useMemo, useState } from 'react';
import type { CourseBuilderTexts } from './course-builder-texts';
import { quizErrors, useBuilderSchemas, type QuestionErrors } from './course-validation';
import {
  correctIndexes,
  emptyQuestion,
  markCorrect,
  removeOption,
  setQuestionKind,
  withQuestion,
} from './quiz-draft';

export interface QuizLessonEditorProps {
  /** The lesson's quiz (the contract's simple quiz form). */
  value: SimpleQuiz;
  onChange: (value: SimpleQuiz) => void;
  /** Shows every question's messages at once (after a refused save), not only of questions left. @default false */
  showErrors?: boolean;
  texts: CourseBuilderTexts;
}

/**
 * A quiz lesson: questions with one or several correct answers, their options (at least two)
 * and feedback, checked with the contract's simple quiz schema once a question has been left.
 */
export function QuizLessonEditor({
  value,
  onChange,
  showErrors = false,
  texts,
}: QuizLessonEditorProps) {
  const schemas = useBuilderSchemas();
  const errors = useMemo(
    () => quizErrors(value, texts.quizErrors, schemas?.quiz),
    [value, texts.quizErrors, schemas],
  );
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const update = (index: number, question: SimpleQuizQuestion) =>
    onChange(withQuestion(value, index, question));
  return (
    <div data-slot="quiz-lesson-editor" className="grid gap-4">
      <h3 className="text-sm font-medium text-text">{texts.questions}</h3>
      {errors.quiz.map((message) => (
        <FieldError key={message}>{message}</FieldError>
      ))}
      <ol className="grid gap-4">
        {value.questions.map((question, index) => (
          <QuestionEditor
            key={index}
            question={question}
            position={index + 1}
            errors={showErrors || left.has(index) ? errors.questions[index] : undefined}
            texts={texts}
            onChange={(next) => update(index, next)}
            onLeave={() => !left.has(index) && setLeft(new Set(left).add(index))}
            onRemove={
              value.questions.length > 1
                ? () =>
                    onChange({ ...value, questions: value.questions.filter((_, i) => i !== index) })
                : null
            }
          />
        ))}
      </ol>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange({ ...value, questions: [...value.questions, emptyQuestion()] })}
        >
          <Plus aria-hidden="true" />
          {texts.addQuestion}
        </Button>
      </div>
    </div>
  );
}

interface QuestionEditorProps {
  question: SimpleQuizQuestion;
  position: number;
  errors: QuestionErrors | undefined;
  texts: CourseBuilderTexts;
  onChange: (question: SimpleQuizQuestion) => void;
  onLeave: () => void;
  onRemove: (() => void) | null;
}

function QuestionEditor({
  question,
  position,
  errors,
  texts,
  onChange,
  onLeave,
  onRemove,
}: QuestionEditorProps) {
  const id = useId();
  const marked = correctIndexes(question);
  const single = question.type === 'mcq';
  return (
    <li
      data-slot="quiz-question"
      className="rounded-lg border border-border p-3"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onLeave();
      }}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 flex w-full items-center justify-between gap-2 text-sm font-semibold text-text">
          {texts.question(position)}
        </legend>
        <TextField
          label={texts.questionText}
          required
          value={question.text}
          error={errors?.text}
          onChange={(event) => onChange({ ...question, text: event.target.value })}
        />
        <NativeSelect
          label={texts.answerKind}
          value={question.type}
          onChange={(event) =>
            onChange(setQuestionKind(question, event.target.value as SimpleQuizQuestion['type']))
          }
        >
          <option value="mcq">{texts.singleAnswer}</option>
          <option value="multiple">{texts.multipleAnswers}</option>
        </NativeSelect>
        <fieldset
          className="grid gap-2"
          aria-describedby={
            [errors?.options && `${id}options`, errors?.correct && `${id}correct-error`]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend className="mb-1 text-sm font-medium text-text">{texts.options}</legend>
          {question.options.map((option, optionIndex) => (
            <div key={optionIndex} className="flex items-start gap-2">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={`${id}correct`}
                aria-label={texts.correctOption(optionIndex + 1)}
                checked={marked.includes(optionIndex)}
                onChange={() => onChange(markCorrect(question, optionIndex))}
                className="mt-3 size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
              <TextField
                label={texts.option(optionIndex + 1)}
                hideLabel
                size="sm"
                value={option}
                error={errors?.optionTexts?.[optionIndex]}
                onChange={(event) =>
                  onChange({
                    ...question,
                    options: question.options.map((o, i) =>
                      i === optionIndex ? event.target.value : o,
                    ),
                  })
                }
                containerClassName="min-w-0 flex-1"
              />
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={texts.removeOption(optionIndex + 1)}
                disabled={question.options.length <= 2}
                onClick={() => onChange(removeOption(question, optionIndex))}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          {errors?.options ? <FieldError id={`${id}options`}>{errors.options}</FieldError> : null}
          {errors?.correct ? (
            <FieldError id={`${id}correct-error`}>{errors.correct}</FieldError>
          ) : null}
          <div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...question, options: [...question.options, ''] })}
            >
              <Plus aria-hidden="true" />
              {texts.addOption}
            </Button>
          </div>
        </fieldset>
        <div className="grid gap-3 md:grid-cols-2">
          <TextField
            label={texts.feedbackCorrect}
            value={question.feedback.correct}
            onChange={(event) =>
              onChange({
                ...question,
                feedback: { ...question.feedback, correct: event.target.value },
              })
            }
          />
          <TextField
            label={texts.feedbackIncorrect}
            value={question.feedback.incorrect}
            onChange={(event) =>
              onChange({
                ...question,
                feedback: { ...question.feedback, incorrect: event.target.value },
              })
            }
          />
        </div>
        {onRemove ? (
          <div>
            <Button variant="ghost" size="sm" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              {texts.removeQuestion(position)}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}
