import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button';
import { SimpleTooltip, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

function HomeIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 11 12 3l9 8v10h-6v-6H9v6H3z" />
    </svg>
  );
}

const meta = {
  title: 'Overlays/Tooltip',
  component: SimpleTooltip,
  tags: ['autodocs'],
  args: {
    content: 'Dashboard',
    children: (
      <Button size="icon" variant="outline" aria-label="Dashboard">
        <HomeIcon />
      </Button>
    ),
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof SimpleTooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Tab shows it, Escape hides it and the trigger keeps focus. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Dashboard' });
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = { args: { open: true } };
export const Right: Story = { args: { open: true, side: 'right' } };

export const LongContent: Story = {
  args: {
    open: true,
    content:
      'Configure the URL in Video Content Administration before the welcome message can be shown to new students.',
  },
};

/** All four sides inside one shared provider. */
export const AllStates: Story = {
  render: () => (
    <TooltipProvider>
      <div className="grid grid-cols-2 gap-16 p-16">
        {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
          <Tooltip key={side} open>
            <TooltipTrigger asChild>
              <Button variant="outline">{side}</Button>
            </TooltipTrigger>
            <TooltipContent side={side}>Tooltip on the {side}</TooltipContent>
          </Tooltip>
        ))}
      </div>
    </TooltipProvider>
  ),
};
