import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button';
import { EmptyState } from './empty-state';

function SearchIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: {
    title: 'No organizations found',
    hint: 'Try adjusting your search criteria',
    icon: <SearchIcon />,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2 §2.10, while searching. */
export const Searching: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No organizations found' })).toBeVisible();
  },
};

/** Spec 2 §2.10, with no search. */
export const NothingYet: Story = {
  args: { title: 'No organizations have been created yet', hint: undefined },
};

export const WithAction: Story = {
  args: {
    title: 'No universities found',
    hint: 'Try adjusting your search or filter criteria.',
    action: <Button onClick={fn()}>Create University</Button>,
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Create University' })).toHaveFocus();
  },
};

export const Mobile: Story = {
  ...WithAction,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** With and without icon, hint and action: the visual review matrix. */
export const AllStates: Story = {
  render: () => (
    <div className="grid gap-4 md:grid-cols-2">
      <EmptyState title="No universities found" />
      <EmptyState icon={<SearchIcon />} title="No commands found" />
      <EmptyState
        title="No universities found"
        hint="Try adjusting your search or filter criteria."
        action={<Button variant="outline">Clear filters</Button>}
      />
      <EmptyState
        icon={<SearchIcon />}
        title="No transcript segments found matching your criteria."
        hint="A long hint that wraps onto a second line to show the empty state keeps its text centred and readable."
      />
    </div>
  ),
};
