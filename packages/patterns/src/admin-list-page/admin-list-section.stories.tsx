import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AdminListSection } from './admin-list-section';
import { sampleAdminListSectionProps } from './admin-list-page.samples';

const meta = {
  title: 'Pages/Admin/Admin list section',
  component: AdminListSection<string>,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: sampleAdminListSectionProps(),
} satisfies Meta<typeof AdminListSection<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The heading names the section; the count is polite; the cards in a grid. */
export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'All Universities' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('3 of 3 universities');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Rows: Story = { args: { layout: 'rows' } };

/** Nothing matches: the empty state's title one level under the section's heading. */
export const Empty: Story = {
  args: { items: [], count: '0 of 3 universities' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 4, name: 'No universities found' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
