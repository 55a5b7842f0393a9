import type { Meta, StoryObj } from '@storybook/react-vite';
import { courseById } from '@lp/contract';
import { Button } from '@lp/ui';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CourseProgressModal } from './course-progress-modal';

const course = courseById('course-1')!;

/** The modal behind its opener, as the mobile player shows it. */
function WithOpener(props: React.ComponentProps<typeof CourseProgressModal>) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Course outline
      </Button>
      <CourseProgressModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Player/Course progress',
  component: CourseProgressModal,
  tags: ['autodocs'],
  render: (args) => <WithOpener {...args} />,
  args: {
    modules: course.modules,
    currentLessonId: 'lesson-1-5',
    open: true,
    onOpenChange: fn(),
    onSelectLesson: fn(),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof CourseProgressModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open on a lesson of the second module: that module is expanded, with counts and bars. */
export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Course Progress' });
    const modal = within(dialog);
    await expect(modal.getByText('3 of 7 lessons completed')).toBeVisible();
    await expect(modal.getByText('3 of 3 lessons')).toBeVisible();
    await expect(modal.getByText('0 of 4 lessons')).toBeVisible();
    const current = modal.getByRole('button', { name: 'How a Detection Pipeline Flows' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(current).toHaveFocus());
    await expect(current).toHaveAccessibleDescription(expect.stringMatching(/^Current/));
  },
};

/** Expanding the first module shows its completed lessons; choosing one selects it and closes. */
export const SelectLesson: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Course Progress' }));
    const first = modal.getByRole('button', { name: /^Foundations of AI Security/ });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const lesson = modal.getByRole('button', { name: 'Key Terms and Concepts' });
    await expect(lesson).toHaveAccessibleDescription(expect.stringMatching(/^Completed/));
    await userEvent.click(lesson);
    await expect(args.onSelectLesson).toHaveBeenCalledWith('lesson-1-2');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** 'Continue Learning' closes the modal; the outline button opens it again. */
export const ContinueLearning: Story = {
  play: async ({ canvas }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Course Progress' }));
    await userEvent.click(modal.getByRole('button', { name: 'Continue Learning' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Course outline' }));
    await expect(await screen.findByRole('dialog', { name: 'Course Progress' })).toBeVisible();
  },
};

/** A course with nothing completed yet, on its first lesson. */
export const NothingCompleted: Story = {
  args: { modules: courseById('course-3')!.modules, currentLessonId: 'lesson-3-1' },
  play: async () => {
    const modal = within(await screen.findByRole('dialog', { name: 'Course Progress' }));
    await expect(modal.getByText('0 of 5 lessons completed')).toBeVisible();
    await expect(modal.getByRole('button', { name: /^Exploring Data/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
