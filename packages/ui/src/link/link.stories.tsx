import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Link } from './link';
import { RouterProvider } from './router';

/** A stand-in router that records where the links asked to go. */
function RecordingRouter({ children }: { children: React.ReactNode }) {
  const [visited, setVisited] = useState('(none)');
  return (
    <RouterProvider navigate={setVisited}>
      {children}
      <p className="mt-4 text-sm text-text-muted">
        Navigated to: <output>{visited}</output>
      </p>
    </RouterProvider>
  );
}

const linkClass =
  'rounded-sm font-medium text-primary-text underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  tags: ['autodocs'],
  args: { href: '/courses', children: 'Browse courses', className: linkClass },
  decorators: [
    (Story) => (
      <RecordingRouter>
        <Story />
      </RecordingRouter>
    ),
  ],
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click goes through the app's router, not a page load. */
export const InAppLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Browse courses' }));
    await expect(canvas.getByText('/courses')).toBeVisible();
  },
};

/** Keyboard: Tab reaches the link, Enter follows it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse courses' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('/courses')).toBeVisible();
  },
};

/** A link that opens in a new tab is left to the browser. */
export const NewTab: Story = {
  args: { href: '/calendar', target: '_blank', rel: 'noreferrer', children: 'Calendar (new tab)' },
};
