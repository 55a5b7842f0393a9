import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlayerQuiz } from './player-quiz';
import { SimpleQuiz } from './simple-quiz';
import { samplePlayerQuiz, sampleSimpleQuiz } from './quiz-samples';
import * as esQuiz from '@lp/locales/es/ui-quiz';
import { I18nProvider } from '../i18n';

describe('SimpleQuiz', () => {
  it('keeps Submit Answer disabled until an option is chosen, then shows marks and feedback', async () => {
    render(<SimpleQuiz quiz={sampleSimpleQuiz} />);
    const submit = screen.getByRole('button', { name: 'Submit Answer' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'The firewall rules' }));
    await userEvent.click(submit);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Incorrect' + 'Not quite. Anomaly detection learns what normal looks like first.',
    );
    expect(screen.getByRole('radio', { name: /The firewall rules/ })).toBeDisabled();
    expect(
      screen.getByText('Correct answer').closest('[data-slot="quiz-option"]'),
    ).toHaveTextContent('A learned baseline of normal behaviour');
    expect(screen.getByRole('button', { name: 'Next Question' })).toHaveFocus();
  });

  it('runs to Complete Quiz, shows the rounded score with words, and Retake starts over', async () => {
    const onComplete = vi.fn();
    render(<SimpleQuiz quiz={sampleSimpleQuiz} onComplete={onComplete} />);
    await userEvent.click(
      screen.getByRole('radio', { name: 'A learned baseline of normal behaviour' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(screen.getByText('Question 2 of 2')).toBeVisible();
    const group = screen.getByRole('group', { name: /risks when using AI/ });
    for (const name of [
      'Adversarial inputs',
      'Too many false positives',
      'Over-trusting the model',
    ]) {
      await userEvent.click(within(group).getByRole('checkbox', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    expect(screen.getByRole('status')).toHaveTextContent('Correct!');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Quiz' }));
    // The answers in question order: an option's index, then the three checked options' indexes.
    expect(onComplete).toHaveBeenCalledWith({ correct: 2, total: 2, percent: 100 }, [
      expect.any(Number),
      expect.arrayContaining([expect.any(Number)]),
    ]);
    expect((onComplete.mock.calls[0]![1] as unknown[])[1]).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Quiz Complete' })).toHaveFocus();
    expect(screen.getByText('100%')).toBeVisible();
    expect(screen.getByText('Excellent')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retake' }));
    expect(screen.getByText('Question 1 of 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
  });

  it('shows a 50% score in the red band with its words', async () => {
    render(<SimpleQuiz quiz={sampleSimpleQuiz} />);
    await userEvent.click(
      screen.getByRole('radio', { name: 'A learned baseline of normal behaviour' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Question' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Faster triage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Answer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Quiz' }));
    expect(screen.getByText('50%').closest('[data-slot="quiz-score"]')).toHaveAttribute(
      'data-color',
      'red',
    );
    expect(screen.getByText('Needs practice')).toBeVisible();
  });
});

describe('PlayerQuiz', () => {
  it('enables Submit Quiz only when all are answered, then explains every question', async () => {
    render(<PlayerQuiz quiz={samplePlayerQuiz} />);
    expect(screen.getByRole('heading', { name: 'Threat Detection Assessment' })).toBeVisible();
    expect(screen.getByText('Time limit: 10 minutes')).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Submit Quiz' });
    await userEvent.click(screen.getByRole('radio', { name: 'Context' }));
    await userEvent.click(screen.getByRole('radio', { name: 'More false positives' }));
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'A password policy' }));
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(screen.getByText('You scored 2 out of 3')).toBeVisible();
    expect(screen.getByText('Not passed')).toBeVisible();
    expect(screen.getByText('Ordering events in time reveals the attacker’s path.')).toBeVisible();
  });

  it('passes at 70% or more, saves the result and resets on Retake Quiz', async () => {
    const onSaveResults = vi.fn();
    render(<PlayerQuiz quiz={samplePlayerQuiz} onSaveResults={onSaveResults} />);
    for (const name of ['Context', 'More false positives', 'A timeline']) {
      await userEvent.click(screen.getByRole('radio', { name }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit Quiz' }));
    expect(screen.getByText('Passed')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save Results' }));
    expect(onSaveResults).toHaveBeenCalledWith(
      expect.objectContaining({
        score: expect.objectContaining({ correct: 3, total: 3, passed: true }),
        answers: {
          'q-1-7-1': 'Context',
          'q-1-7-2': 'More false positives',
          'q-1-7-3': 'A timeline',
        },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retake Quiz' }));
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Context' })).not.toBeChecked();
  });
});

describe('Quizzes in another language', () => {
  const spanish = { locale: 'es', ready: new Map([[esQuiz.id, esQuiz.default]]) };

  it('shows the simple quiz in the page language', () => {
    render(
      <I18nProvider translations={spanish}>
        <SimpleQuiz quiz={sampleSimpleQuiz} />
      </I18nProvider>,
    );
    expect(screen.getByText('Pregunta 1 de 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar respuesta' })).toBeInTheDocument();
  });

  it('shows the player quiz with its plural time limit in the page language', () => {
    render(
      <I18nProvider translations={spanish}>
        <PlayerQuiz quiz={samplePlayerQuiz} />
      </I18nProvider>,
    );
    expect(screen.getByText('Tiempo límite: 10 minutos')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enviar cuestionario' })).toBeInTheDocument();
  });
});
