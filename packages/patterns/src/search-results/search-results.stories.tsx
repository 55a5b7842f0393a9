import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchResults } from './search-results';

const courses = [
  {
    id: 'course-1',
    title: 'AI and Cybersecurity',
    description: 'How machine learning changes attack and defence on modern networks.',
    instructor: 'Dr. Amara Okafor',
    href: '/course/course-1',
  },
  {
    id: 'course-2',
    title: 'Data Analysis with Python',
    description: 'From spreadsheets to notebooks: cleaning, exploring and presenting data.',
    instructor: 'Prof. Lena Fischer',
    href: '/course/course-2',
  },
];

const meta = {
  title: 'Pages/Search results',
  component: SearchResults,
  tags: ['autodocs'],
  args: { query: 'data', courses, pages: [{ label: 'Dashboard', href: '/dashboard' }] },
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Search results for "data"' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'AI and Cybersecurity' })).toHaveAttribute(
      'href',
      '/course/course-1',
    );
  },
};

export const Loading: Story = { args: { loading: true, courses: [] } };

export const Empty: Story = {
  args: { query: 'quantum basket weaving', courses: [], pages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No results found' })).toBeVisible();
  },
};

export const CoursesFailed: Story = {
  args: { courses: [], error: 'Failed to fetch courses. Please try again.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to fetch courses. Please try again.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
