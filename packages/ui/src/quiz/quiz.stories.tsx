import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlayerQuiz } from './player-quiz';
import { SimpleQuiz } from './simple-quiz';
import { samplePlayerQuiz, sampleSimpleQuiz } from './quiz-samples';

const meta = {
  title: 'Learning/Quiz',
  component: SimpleQuiz,
  tags: ['autodocs'],
  args: { quiz: sampleSimpleQuiz, onComplete: fn() },
} satisfies Meta<typeof SimpleQuiz>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Simple: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit Answer' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
  },
};

/** Keyboard only: arrows pick an option, Tab reaches Submit Answer, focus lands on Next Question. */
export const SimpleKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'A list of known viruses' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const baseline = canvas.getByRole('radio', { name: 'A learned baseline of normal behaviour' });
    await expect(baseline).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(baseline).toBeChecked());
    await userEvent.tab(); // Previous is disabled on the first question
    await expect(canvas.getByRole('button', { name: 'Submit Answer' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Next Question' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Correct!');
  },
};

export const SimpleIncorrect: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'User passwords' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Answer' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Incorrect');
  },
};

export const SimpleMultipleAnswers: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('radio', { name: 'A learned baseline of normal behaviour' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Answer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next Question' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Adversarial inputs' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Faster triage' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Answer' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Incorrect');
  },
};

export const SimpleScore: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('radio', { name: 'A learned baseline of normal behaviour' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Answer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next Question' }));
    for (const name of [
      'Adversarial inputs',
      'Too many false positives',
      'Over-trusting the model',
    ]) {
      await userEvent.click(canvas.getByRole('checkbox', { name }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Answer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Quiz' }));
    // With the answers in question order: an option's index, then the checked options' indexes.
    await expect(args.onComplete).toHaveBeenCalledWith({ correct: 2, total: 2, percent: 100 }, [
      expect.any(Number),
      expect.any(Array),
    ]);
    await expect(canvas.getByText('100%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retake' })).toBeEnabled();
  },
};

export const SimpleMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Player: Story = {
  render: () => <PlayerQuiz quiz={samplePlayerQuiz} onSaveResults={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
  },
};

export const PlayerResults: Story = {
  render: () => <PlayerQuiz quiz={samplePlayerQuiz} onSaveResults={fn()} />,
  play: async ({ canvas }) => {
    for (const name of ['Context', 'Fewer alerts', 'A timeline']) {
      await userEvent.click(canvas.getByRole('radio', { name }));
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Quiz' }));
    await expect(canvas.getByText('You scored 2 out of 3')).toBeVisible();
    await expect(canvas.getByText('Not passed')).toBeVisible();
  },
};

export const PlayerPassed: Story = {
  render: () => <PlayerQuiz quiz={samplePlayerQuiz} onSaveResults={fn()} />,
  play: async ({ canvas }) => {
    for (const name of ['Context', 'More false positives', 'A timeline']) {
      await userEvent.click(canvas.getByRole('radio', { name }));
    }
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(canvas.getByText('Passed')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save Results' })).toBeVisible();
  },
};

/** Both forms side by side for visual review. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-6 lg:grid-cols-2">
      <SimpleQuiz {...args} />
      <PlayerQuiz quiz={samplePlayerQuiz} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('radio').length).toBeGreaterThan(4);
  },
};
