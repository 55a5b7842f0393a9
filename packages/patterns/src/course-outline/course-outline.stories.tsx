import { courseById } from '@lp/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleLessonPath } from '../samples/paths.samples';
import { withSampleRouter } from '../samples/router.samples';
import { CourseOutline } from './course-outline';

function sampleCourse(id: string) {
  const course = courseById(id);
  if (!course) throw new Error(`No sample course ${id}`);
  return course;
}

// course-1 has its first module completed; course-3 has nothing completed yet.
const started = sampleCourse('course-1');
const fresh = sampleCourse('course-3');

const meta = {
  title: 'Player/Course outline',
  component: CourseOutline,
  tags: ['autodocs'],
  args: {
    modules: started.modules,
    courseTitle: started.title,
    currentLessonId: 'lesson-1-4',
    lessonHref: (lessonId: string) => sampleLessonPath(started.id, lessonId),
  },
  decorators: [
    // The desktop left panel starts at 320 px (spec 1 §9).
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CourseOutline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current lesson sits in the second module; the first module is completed. */
export const CurrentInSecondModule: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Course outline' });
    const current = within(nav).getByRole('link', { current: 'page' });
    await expect(current).toHaveTextContent('Incident Story: The Midnight Login');
    await expect(current).toHaveAttribute('href', '/course/course-1/lesson/lesson-1-4');
    await expect(
      within(nav).getByRole('link', { name: /AI and Cybersecurity: An Introduction.*Completed/ }),
    ).toBeVisible();
    await expect(canvas.getAllByText('(Completed)', { exact: false })).toHaveLength(3);
  },
};

/** A course just started: no lesson carries the Completed mark. */
export const NoCompletedLessons: Story = {
  args: {
    modules: fresh.modules,
    courseTitle: fresh.title,
    currentLessonId: 'lesson-3-1',
    lessonHref: (lessonId: string) => sampleLessonPath(fresh.id, lessonId),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('(Completed)', { exact: false })).toBeNull();
    await expect(canvas.getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/course/course-3/lesson/lesson-3-1',
    );
  },
};

/** Without a course title the module headings lead; lesson links are reachable with Tab. */
export const WithoutCourseTitle: Story = {
  args: { courseTitle: undefined, currentLessonId: 'lesson-1-1' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Foundations of AI Security' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
  },
};

/** Keyboard: Enter on a lesson link opens it through the app's router (here the sample router). */
export const FollowsTheRouter: Story = {
  decorators: [withSampleRouter],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Incident Story: The Midnight Login/ });
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('/course/course-1/lesson/lesson-1-4')).toBeInTheDocument();
  },
};

/** The panel at its 250 px minimum (spec 1 §5): long titles wrap. */
export const NarrowPanel: Story = {
  decorators: [
    (Story) => (
      <div className="w-[250px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Course outline' })).toBeVisible();
  },
};
