import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { TeacherProfile } from './teacher-profile';
import {
  manyTeacherCourses,
  sampleTeacher,
  sampleTeacherProfileProps,
  sampleTeacherUnderAThousand,
} from './teacher-profile.samples';

const meta = {
  title: 'Pages/Teacher profile',
  component: TeacherProfile,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: { ...sampleTeacherProfileProps(), onRetry: fn() },
} satisfies Meta<typeof TeacherProfile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Dr. Sarah Chen: 15,420 students shown as 15.4K, her expertise and her courses. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Dr. Sarah Chen' });
    await expect(within(hero).getByText('15.4K')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'About the Instructor' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'AI Fundamentals for Cybersecurity' }),
    ).toHaveAttribute('href', '/course/course-1');
  },
};

/** Under a thousand students the count shows as it is. */
export const FewStudents: Story = {
  args: { instructor: sampleTeacherUnderAThousand },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('950')).toBeVisible();
  },
};

/** More courses than fit: the carousel keeps 8, and a course opens /course/{id}. */
export const ManyCourses: Story = {
  args: { courses: manyTeacherCourses() },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('list', { name: 'Courses' });
    await expect(within(row).getAllByRole('listitem')).toHaveLength(8);
    await userEvent.click(within(row).getByRole('link', { name: 'Adversarial Attacks Explained' }));
    await expect(canvas.getByText('/course/teacher-course-2')).toBeInTheDocument();
  },
};

export const NoCourses: Story = {
  args: { courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No courses yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', instructor: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading teacher...');
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', instructor: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Teacher Not Found' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', instructor: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the teacher.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long names and a long bio wrap instead of being clipped. */
export const LongContent: Story = {
  args: {
    instructor: {
      ...sampleTeacher,
      name: 'Professor Dr. Maximiliana Alexandra Featherstonehaugh-Wolstenholme',
      title: 'Distinguished Professor of Applied Machine Learning for Network Defence',
      university: 'The Northbridge University Institute of Science and Technology',
      bio: sampleTeacher.bio.repeat(4),
      expertise: [...sampleTeacher.expertise, 'Adversarial Machine Learning', 'Incident Response'],
    },
  },
};

export const Phone: Story = {
  args: { courses: manyTeacherCourses() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('15.4K')).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
