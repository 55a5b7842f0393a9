import { courseById, sampleTranscriptSegments, type Lesson, type LessonType } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LessonContent, preloadLessonContent } from './lesson-content';
import { lessonQuiz } from './lesson-quiz';
import { silentWav } from './silent-wav.samples';

const lessons = courseById('course-1')!.modules.flatMap((module) => module.lessons);
function sample(type: LessonType, predicate: (lesson: Lesson) => boolean = () => true): Lesson {
  return lessons.find((lesson) => lesson.type === type && predicate(lesson))!;
}
const textLesson = sample('text');
const videoLesson = sample('video');

// Long enough to reach the second transcript segment (15 s); 8-bit mono keeps it about 160 kB.
const silence = silentWav(20);

const meta = {
  title: 'Player/Lesson content',
  component: LessonContent,
  tags: ['autodocs'],
  // Each lesson body loads on first use; load them first so the stories test behaviour.
  beforeEach: async () => {
    await preloadLessonContent();
  },
  args: {
    lesson: textLesson,
    onTimeUpdate: fn(),
    onTranscriptNote: fn(),
    onTranscriptBookmark: fn(),
    onSaveQuizResults: fn(),
    onQuizComplete: fn(),
  },
} satisfies Meta<typeof LessonContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: textLesson.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Key Terms' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Key Takeaways' })).toBeVisible();
    const reflection = canvas.getByRole('textbox', { name: textLesson.reflectionQuestions[0]! });
    await userEvent.type(reflection, 'Adversarial input');
    await expect(reflection).toHaveValue('Adversarial input');
  },
};

/** A lesson the learner has not completed: 'Mark as complete' records it (issue 35). */
export const MarkAsComplete: Story = {
  args: { completion: { done: false, busy: false, onMarkComplete: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mark as complete' }));
    await expect(args.completion!.onMarkComplete).toHaveBeenCalledTimes(1);
  },
};

/** While the server records it, and when it could not. */
export const MarkingCompleteFailed: Story = {
  args: {
    completion: {
      done: false,
      busy: false,
      error: 'Could not save your progress. Please try again.',
      onMarkComplete: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not save your progress.');
    await expect(canvas.getByRole('button', { name: 'Mark as complete' })).toBeEnabled();
  },
};

export const Completed: Story = {
  args: { completion: { done: true, busy: false, onMarkComplete: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lesson completed')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
  },
};

/** A quiz completes when it is passed: no button, a hint, and the answers go with 'Complete Quiz'. */
export const QuizToComplete: Story = {
  args: {
    lesson: sample('quiz', (lesson) => lessonQuiz(lesson.content).form === 'simple'),
    completion: { done: false, busy: false, onMarkComplete: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pass the quiz to complete this lesson.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
  },
};

/** Raw HTML, script links and event handlers in lesson text stay inert text. */
export const HostileMarkdown: Story = {
  args: {
    lesson: {
      ...textLesson,
      content: [
        '## Hostile content',
        '',
        '<script>document.body.dataset.hacked = "yes"</script>',
        '',
        '<img src="x" onerror="document.body.dataset.hacked = \'yes\'">',
        '',
        'A [script link](javascript:alert(1)), a [course link](/courses) and a [web link](https://example.org).',
        '',
        '```',
        'const safe = "<b>not bold</b>";',
        '```',
      ].join('\n'),
    },
  },
  play: async ({ canvasElement, canvas }) => {
    const body = canvasElement.querySelector('[data-slot="lesson-markdown"]')!;
    await expect(body.querySelector('script, img, b, [onerror]')).toBeNull();
    await expect(body).toHaveTextContent('<script>');
    await expect(canvas.queryByRole('link', { name: 'script link' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'course link' })).toHaveAttribute(
      'href',
      '/courses',
    );
    await expect(document.body.dataset.hacked).toBeUndefined();
  },
};

/** No playable address yet: the placeholder shows the content reference; the transcript still works. */
export const VideoPlaceholder: Story = {
  args: { lesson: videoLesson, transcript: sampleTranscriptSegments },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Video' })).toBeVisible();
    await expect(canvas.getByText(videoLesson.content as string)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Transcript' });
    await userEvent.click(within(grid).getAllByRole('row')[1]!);
    await expect(args.onTimeUpdate).toHaveBeenLastCalledWith(
      sampleTranscriptSegments[1]!.startTime,
    );
  },
};

/** A playable address: clicking a transcript segment seeks the player to its start. */
export const VideoWithPlayer: Story = {
  args: { lesson: videoLesson, transcript: sampleTranscriptSegments, mediaSrc: silence },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('group', { name: videoLesson.title })).toBeVisible();
    const media = canvasElement.querySelector('video')!;
    await waitFor(() => expect(media.duration).toBeGreaterThan(0));
    const second = sampleTranscriptSegments[1]!;
    await userEvent.click(canvas.getAllByRole('row')[1]!);
    await expect(media.currentTime).toBe(second.startTime);
    await expect(canvas.getAllByRole('row')[1]!).toHaveAttribute('aria-current', 'time');
  },
};

export const Audio: Story = {
  args: { lesson: sample('audio'), mediaSrc: silence },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back 10 seconds' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible();
  },
};

export const AudioPlaceholder: Story = {
  args: { lesson: sample('audio') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Audio' })).toBeVisible();
  },
};

export const SimpleQuiz: Story = {
  args: { lesson: sample('quiz', (lesson) => lessonQuiz(lesson.content).form === 'simple') },
  play: async ({ canvas }) => {
    const submit = canvas.getByRole('button', { name: 'Submit Answer' });
    await expect(submit).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('radio', { name: 'A learned baseline of normal behaviour' }),
    );
    await expect(submit).toBeEnabled();
  },
};

export const PlayerQuiz: Story = {
  args: { lesson: sample('quiz', (lesson) => lessonQuiz(lesson.content).form === 'player') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Threat Detection Assessment' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
  },
};

export const InteractiveDiagram: Story = {
  args: { lesson: sample('interactive_diagram') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Interactive diagram' }),
    ).toBeVisible();
    await expect(canvas.getByText('diagram:detection-pipeline')).toBeVisible();
  },
};

export const CodeSandbox: Story = {
  args: { lesson: sample('code_sandbox') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Code sandbox' })).toBeVisible();
    await expect(canvas.getByText('sandbox:detection-rule-python')).toBeVisible();
  },
};

/** The mobile player shows the title in its own h1, so the content starts at h2 and stacks. */
export const Mobile: Story = {
  args: {
    lesson: videoLesson,
    transcript: sampleTranscriptSegments,
    layout: 'mobile',
    showTitle: false,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: videoLesson.title })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Key Takeaways' })).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Transcript' })).toBeVisible();
  },
};
