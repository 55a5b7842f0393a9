import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stat } from './stat';

const meta = {
  title: 'Display/Stat',
  component: Stat,
  tags: ['autodocs'],
  args: { label: 'Daily active learners', value: '3,247', change: 18.3, className: 'max-w-xs' },
} satisfies Meta<typeof Stat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The analytics headline (spec 2 §2.3): 3,247 with trend +18.3%. */
export const Increase: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\+18\.3%/)).toBeVisible();
    await expect(canvas.getByText('Increase:')).toBeInTheDocument();
  },
};

export const Decrease: Story = {
  args: { label: 'Avg session time', value: '24 min', change: -4.2 },
};

export const WithContext: Story = {
  args: { label: 'Courses', value: '142', change: 12, changeContext: 'this month' },
};

/** The university dashboard's health tile (spec 2 §2.11). */
export const Description: Story = {
  args: {
    label: 'Health',
    value: '99.9%',
    change: undefined,
    description: 'All systems operational',
  },
};

/** Rise, fall, flat and description tiles: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
      <Stat label="Universities" value="24" change={8} changeContext="this month" />
      <Stat label="Users" value="1,204" change={-3.5} />
      <Stat label="Peak today" value="88" change={0} />
      <Stat label="Health" value="99.9%" description="All systems operational" />
    </div>
  ),
};

export const Mobile: Story = {
  ...AllStates,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
