import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withSampleRouter } from '../samples/router.samples';
import { Banner } from '@lp/ui';
import { CourseBuilderList } from './course-builder-list';
import { ImportReport } from './import-report';
import { sampleBuilderCourses } from './course-builder.samples';

const meta = {
  title: 'Pages/Course Builder/Course list',
  component: CourseBuilderList,
  tags: ['autodocs'],
  decorators: [withSampleRouter],
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    courses: sampleBuilderCourses,
    courseHref: (id: string) => `/builder/${id}`,
    onNewCourse: fn(),
    onImportFile: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CourseBuilderList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The teacher's courses: title, status, last save and lessons. */
export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'JavaScript from scratch' })).toHaveAttribute(
      'href',
      '/builder/course-js',
    );
    await expect(canvas.getByRole('row', { name: /Data literacy/ })).toHaveTextContent(
      '12 lessons',
    );
    await expect(canvas.getByRole('row', { name: /JavaScript/ })).toHaveTextContent('Nov 20, 2026');
    await userEvent.click(canvas.getByRole('button', { name: 'New course' }));
    await expect(args.onNewCourse).toHaveBeenCalled();
  },
};

/** Importing: the chosen archive goes to the screen on Import. */
export const ImportAFile: Story = {
  play: async ({ canvas, args }) => {
    const file = new File(['zip'], 'course.imscc', { type: 'application/zip' });
    // The input's own file list, as the picker fills it: the field is required, so the
    // browser checks that list before the form submits.
    const input = canvas.getByLabelText<HTMLInputElement>('Import a course');
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Import' }));
    await expect(args.onImportFile).toHaveBeenCalledWith(file);
  },
};

export const Importing: Story = { args: { importing: true } };

export const ImportRefused: Story = {
  args: { importError: 'This file is not a Common Cartridge or a course archive.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Import a course')).toHaveAccessibleDescription(
      /not a Common Cartridge/,
    );
  },
};

export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No courses yet' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading courses…');
  },
};

export const Error: Story = {
  args: { state: 'error' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/**
 * What the page reports, an import's report and why New course failed, sits below the page's
 * heading, where the reading order and a screen reader's heading navigation find it.
 */
export const WithNotices: Story = {
  args: {
    notices: (
      <>
        <ImportReport
          courseTitle="Accessibility workshop"
          report={{
            imported: 4,
            skipped: [{ title: 'Week 1 forum', kind: 'Discussion topic', reason: 'Not imported.' }],
          }}
          courseHref="/builder/course-ally"
        />
        <Banner variant="error">The course could not be created. Please try again.</Banner>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Course Builder' });
    const report = canvas.getByText(/Accessibility workshop/);
    const error = canvas.getByText('The course could not be created. Please try again.');
    for (const notice of [report, error])
      await expect(
        heading.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
  },
};
