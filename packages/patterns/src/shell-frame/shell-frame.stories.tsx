import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShellFrame } from './shell-frame';

const meta = {
  title: 'Patterns/Shell Frame',
  component: ShellFrame,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ShellFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What a signed-in visitor sees while the shell's code arrives: one busy region, one label. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('status', { name: 'Loading...' });
    await expect(frame).toHaveAttribute('aria-busy', 'true');
  },
};

export const Expanded: Story = { args: { sidebarExpanded: true } };

export const Phone: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
