import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleImportReport } from './course-builder.samples';
import { ImportReport } from './import-report';

const meta = {
  title: 'Pages/Course Builder/Import report',
  component: ImportReport,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    courseTitle: 'Ally: Accessibility Workshop',
    courseHref: '/builder/course-42',
    report: sampleImportReport,
  },
} satisfies Meta<typeof ImportReport>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A Common Cartridge with things a course cannot hold: each is listed with why. */
export const WithSkippedItems: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Imported “Ally: Accessibility Workshop” as a draft'),
    ).toBeVisible();
    await expect(canvas.getByText('6 lessons came in.')).toBeVisible();
    await expect(canvas.getByText('2 items were not imported')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Open the course' })).toHaveAttribute(
      'href',
      '/builder/course-42',
    );
  },
};

/** Our own archive: everything comes in. */
export const NothingSkipped: Story = {
  args: { report: { imported: 1, skipped: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 lesson came in.')).toBeVisible();
    await expect(canvas.getByText('Everything in the file was imported.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
