import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import {
  CourseBuilderExample,
  emptyDraft,
  sampleDraft,
  sampleSaveStates,
} from './course-builder.samples';

const meta = {
  title: 'Pages/Course Builder/Course page',
  component: CourseBuilderExample,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  parameters: { layout: 'padded' },
  args: {
    onDraftChange: fn(),
    onPublishChange: fn(),
    onRetrySave: fn(),
    onConflictChoice: fn(),
    onImageSelect: fn(),
    onTranscriptFile: fn(),
  },
} satisfies Meta<typeof CourseBuilderExample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft course with its structure; Edit opens a lesson's editor beside it. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'JavaScript from scratch' }),
    ).toBeVisible();
    await expect(canvas.getByText('Draft')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Preview as learner' })).toHaveAttribute(
      'href',
      '/course/course-js/lesson/lesson-variables',
    );
    await expect(canvas.getByRole('link', { name: 'Export' })).toHaveAttribute('download');
    await userEvent.click(canvas.getByRole('button', { name: "Edit Lesson 'Basics quiz'" }));
    await expect(canvas.getByRole('heading', { name: 'Lesson: Basics quiz' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onPublishChange).toHaveBeenCalledWith(true);
  },
};

/** Editing a lesson's text reaches the screen as the whole course, ready to save. */
export const EditingAText: Story = {
  args: { selectedLessonId: 'lesson-variables' },
  play: async ({ canvas, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Lesson text (Markdown)' });
    await userEvent.type(area, '!');
    await waitFor(() => expect(args.onDraftChange).toHaveBeenCalled());
    const saved = (args.onDraftChange as ReturnType<typeof fn>).mock.lastCall![0];
    await expect(saved.version).toBe(sampleDraft.version);
    await expect(saved.modules[0].lessons[0].content).toMatch(/!$/);
  },
};

/** A new course: nothing in it yet. */
export const EmptyCourse: Story = {
  args: { initialDraft: emptyDraft },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No modules yet' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No lesson selected' })).toBeVisible();
  },
};

/** A published course offers Unpublish. */
export const Published: Story = {
  args: { initialDraft: { ...sampleDraft, isPublished: true } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Published')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unpublish' }));
    await expect(args.onPublishChange).toHaveBeenCalledWith(false);
  },
};

export const Saving: Story = {
  args: { saveState: sampleSaveStates.saving },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot=save-status]')).toHaveTextContent(
      'Saving…',
    );
  },
};

export const SaveFailed: Story = {
  args: { saveState: sampleSaveStates.failed },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetrySave).toHaveBeenCalled();
  },
};

/** A stale save (409): the conflict dialog over the page, with everything typed still there. */
export const Conflict: Story = {
  args: {
    saveState: { status: 'failed', reason: 'someone else saved this course' },
    conflict: { message: 'This course was changed by someone else.' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Someone else saved this course',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my copy' }));
    await expect(args.onConflictChoice).toHaveBeenCalledWith('keep');
  },
};

/** After a refused save every field's message shows. */
export const ValidationErrors: Story = {
  args: {
    initialDraft: { ...sampleDraft, title: '' },
    showAllErrors: true,
    selectedLessonId: 'lesson-intro-video',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Untitled course' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { selectedLessonId: 'lesson-variables' },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
