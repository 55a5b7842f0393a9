import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { CourseCatalogPage } from './course-catalog-page';
import { noCatalogFilters, sampleCatalogProps } from './course-catalog.samples';

const filtered = { ...noCatalogFilters, q: 'data', level: 'BEGINNER', sort: 'title' };

const meta = {
  title: 'Pages/Course Catalogue',
  component: CourseCatalogPage,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  args: { ...sampleCatalogProps(), onEnroll: fn(), onRetry: fn() },
} satisfies Meta<typeof CourseCatalogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the catalogue: cards with Enroll, the enrolled one with its progress. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Courses' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1);
    const enroll = within(list).getAllByRole('button', { name: /^Enroll in / })[0];
    if (enroll) await userEvent.click(enroll);
    await expect(args.onEnroll).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('navigation', { name: 'Catalogue pages' })).toHaveTextContent(
      'Showing 1 to 24 of 60 courses',
    );
  },
};

/** Search, level and order set: the fields show them, Clear filters appears, pages keep them. */
export const Filtered: Story = {
  args: { ...sampleCatalogProps(filtered), total: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Find a course' })).toHaveValue('data');
    await expect(canvas.getByRole('combobox', { name: 'Level' })).toHaveValue('BEGINNER');
    await expect(canvas.getByRole('link', { name: 'Clear filters' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/catalog?q=data&level=BEGINNER&sort=title&page=2',
    );
  },
};

/** Keyboard only: choose a duration and apply; the router goes to the filtered address. */
export const FilterByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Duration' }), 'short');
    canvas.getByRole('button', { name: 'Apply filters' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('/catalog?duration=short&sort=relevance')).toBeInTheDocument();
  },
};

/** Nothing matches the filters: the way out is Clear filters. */
export const NoMatch: Story = {
  args: { ...sampleCatalogProps(filtered), courses: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No courses match your filters')).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Clear filters' })).toHaveLength(2);
  },
};

/** A university that has published no course yet. */
export const EmptyCatalogue: Story = {
  args: { courses: [], total: 0, facets: { categories: [], languages: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No courses yet')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', courses: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading courses...')).toBeInTheDocument();
  },
};

/** Another page on its way: the last one stays, marked busy, and the count says it is loading. */
export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Courses' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadError: Story = {
  args: { status: 'error', courses: [], total: 0 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not load the course catalogue.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** One enrolment on its way, another failed with the API's message. */
export const Enrolling: Story = {
  args: {
    enrollingId: sampleCatalogProps().courses?.[1]?.id,
    enrollError: {
      courseId: sampleCatalogProps().courses?.[2]?.id ?? '',
      message: 'Course not found',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Enrolling...' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Course not found');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search and filter courses' })).toBeVisible();
  },
};

/** Every state, one under the other: checked in every brand, light and dark. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col divide-y divide-border">
      <CourseCatalogPage {...args} />
      <CourseCatalogPage {...args} {...sampleCatalogProps(filtered)} courses={[]} total={0} />
      <CourseCatalogPage {...args} status="loading" courses={[]} />
      <CourseCatalogPage {...args} status="error" courses={[]} />
    </div>
  ),
};
