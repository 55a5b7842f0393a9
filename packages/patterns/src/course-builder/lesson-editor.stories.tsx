import type { Lesson } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleDraft, sampleTranscripts } from './course-builder.samples';
import { newLesson } from './course-draft';
import { LessonEditor, type LessonEditorProps } from './lesson-editor';

const [textLesson, videoLesson, quizLesson] = sampleDraft.modules[0]!.lessons as [
  Lesson,
  Lesson,
  Lesson,
];

/** The editor with its lesson held in state, as the page holds it. */
function LessonEditorExample(props: Partial<LessonEditorProps>) {
  const [lesson, setLesson] = useState(props.lesson === undefined ? textLesson : props.lesson);
  return (
    <LessonEditor
      {...props}
      lesson={lesson}
      onContentChange={(content) => {
        setLesson(lesson && { ...lesson, content });
        props.onContentChange?.(content);
      }}
    />
  );
}

const meta = {
  title: 'Pages/Course Builder/Lesson editor',
  component: LessonEditorExample,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onContentChange: fn(), onTranscriptFile: fn() },
} satisfies Meta<typeof LessonEditorExample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text: Markdown beside its preview, drawn by the lesson player's renderer. */
export const Text: Story = {
  play: async ({ canvas, args }) => {
    const preview = canvas.getByRole('tabpanel', { name: 'Preview' });
    await expect(within(preview).getByRole('heading', { name: 'Variables' })).toBeVisible();
    const area = canvas.getByRole('textbox', { name: 'Lesson text (Markdown)' });
    await userEvent.click(area);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await userEvent.type(area, '\n\nA *new* line');
    await waitFor(() => expect(within(preview).getByText('new').tagName).toBe('EM'));
    await expect(args.onContentChange).toHaveBeenCalled();
  },
};

/** The toolbar marks the selection. */
export const TextToolbar: Story = {
  args: { lesson: { ...textLesson, content: 'plain words' } },
  play: async ({ canvas }) => {
    const area = canvas.getByRole<HTMLTextAreaElement>('textbox', {
      name: 'Lesson text (Markdown)',
    });
    area.setSelectionRange(6, 11);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await waitFor(() => expect(area).toHaveValue('plain **words**'));
  },
};

/** On a phone: Write and Preview are tabs. */
export const TextOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Lesson text (Markdown)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByRole('heading', { name: 'Variables' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Lesson text (Markdown)' })).toBeNull();
  },
};

/** Video: its address and the transcript shown in the transcript viewer. */
export const Video: Story = {
  args: { lesson: videoLesson, transcript: sampleTranscripts['lesson-intro-video'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Video address' })).toHaveValue(
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await expect(canvas.getByRole('region', { name: 'Transcript' })).toBeVisible();
  },
};

/** A video address that is not YouTube or Vimeo is refused once the field is left. */
export const VideoInvalidAddress: Story = {
  args: { lesson: { ...videoLesson, content: '' } },
  play: async ({ canvas }) => {
    const address = canvas.getByRole('textbox', { name: 'Video address' });
    await userEvent.type(address, 'https://example.com/movie.mp4');
    await userEvent.tab();
    await expect(address).toHaveAccessibleDescription(/Enter a YouTube or Vimeo address/);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://vimeo.com/123456');
    await expect(address).not.toHaveAttribute('aria-invalid');
  },
};

/** A transcript chosen goes to the screen; while it uploads the field waits. */
export const VideoTranscriptUploading: Story = {
  args: { lesson: videoLesson, transcriptUploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading transcript…');
    await expect(canvas.getByText('No transcript yet.')).toBeVisible();
  },
};

/** Choosing a .vtt file hands it to the screen. */
export const VideoChooseTranscript: Story = {
  args: { lesson: videoLesson },
  play: async ({ canvas, args }) => {
    const file = new File(['WEBVTT\n'], 'talk.vtt', { type: 'text/vtt' });
    await userEvent.upload(canvas.getByLabelText('Transcript (WebVTT)'), file);
    await expect(args.onTranscriptFile).toHaveBeenCalledWith(file);
  },
};

/** A quiz: questions, options, the correct answers marked, feedback. */
export const Quiz: Story = {
  args: { lesson: quizLesson },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Question 1' })).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Question 1' })).getByRole('radio', {
        name: 'Option 3 is correct',
      }),
    ).toBeChecked();
    await expect(
      within(canvas.getByRole('group', { name: 'Question 2' })).getByRole('checkbox', {
        name: 'Option 1 is correct',
      }),
    ).toBeChecked();
  },
};

/** A new quiz says what is missing, in plain words, once its question is left. */
export const QuizErrors: Story = {
  args: { lesson: newLesson('lesson-new-quiz', 'quiz', 'New quiz') },
  play: async ({ canvas }) => {
    const question = canvas.getByRole('group', { name: 'Question 1' });
    await userEvent.click(within(question).getByRole('textbox', { name: 'Question' }));
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('heading', { name: 'Questions' }));
    await expect(await canvas.findByText('Mark the correct answer')).toBeVisible();
    await expect(
      within(question).getByRole('textbox', { name: 'Question' }),
    ).toHaveAccessibleDescription('Write the question');
    await userEvent.click(within(question).getByRole('radio', { name: 'Option 2 is correct' }));
    await waitFor(() => expect(canvas.queryByText('Mark the correct answer')).toBeNull());
    await userEvent.click(within(question).getByRole('button', { name: 'Add option' }));
    await expect(within(question).getAllByRole('radio')).toHaveLength(3);
  },
};

/** No lesson chosen yet. */
export const NoLessonSelected: Story = {
  args: { lesson: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No lesson selected' })).toBeVisible();
  },
};

/** A lesson type the builder has no editor for says so instead of offering the wrong one. */
export const UnsupportedType: Story = {
  args: { lesson: { ...textLesson, type: 'audio', content: 'https://example.com/talk.mp3' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('This type of lesson cannot be edited in the builder yet.'),
    ).toBeVisible();
  },
};
