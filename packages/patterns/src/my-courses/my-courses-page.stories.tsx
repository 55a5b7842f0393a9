import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { MyCoursesPage } from './my-courses-page';
import { sampleMyCourses, sampleMyCoursesProps } from './my-courses.samples';

const meta = {
  title: 'Pages/My Courses',
  component: MyCoursesPage,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: { ...sampleMyCoursesProps(), onRetry: fn() },
} satisfies Meta<typeof MyCoursesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In progress: each course with its lessons done and Continue to the next lesson. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'In progress' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    const [first] = sampleMyCourses();
    await userEvent.click(canvas.getByRole('link', { name: `Continue ${first?.title}` }));
    await expect(canvas.getByText(`/course/${first?.id}/lesson/lesson-4`)).toBeInTheDocument();
  },
};

/** Completed: the finished courses, each with Review course. */
export const Completed: Story = {
  args: { activeTab: 'completed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /^Completed/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = canvas.getByRole('list', { name: 'Completed' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Not enrolled in anything yet: the catalogue is the way on. */
export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not enrolled in any course yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  },
};

/** Enrolled, but nothing finished yet. */
export const NothingCompleted: Story = {
  args: { activeTab: 'completed', courses: sampleMyCourses().slice(0, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No completed courses yet')).toBeVisible();
  },
};

/** /courses?program=…: the program's courses only, with the way back to all. */
export const ProgramCourses: Story = {
  args: {
    courses: sampleMyCourses().slice(0, 2),
    program: { title: 'The Event Program', allHref: '/courses' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your courses in The Event Program' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Show all my courses' })).toBeVisible();
  },
};

/** The address names a program that does not exist: every course, and a note saying so. */
export const ProgramMissing: Story = {
  args: { program: { missing: true, allHref: '/courses' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('That program could not be found.');
  },
};

export const Loading: Story = {
  args: { status: 'loading', courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your courses...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', courses: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your courses.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'My Courses' })).toBeVisible();
  },
};

/** Every state, one under the other: checked in every brand, light and dark. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col divide-y divide-border">
      <MyCoursesPage {...args} />
      <MyCoursesPage {...args} activeTab="completed" />
      <MyCoursesPage {...args} courses={[]} />
      <MyCoursesPage {...args} status="loading" courses={[]} />
      <MyCoursesPage {...args} status="error" courses={[]} />
    </div>
  ),
};
