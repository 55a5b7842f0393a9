import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { SimpleTooltip, Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  it('shows on keyboard focus and describes its trigger', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <TooltipTrigger asChild>
          <Button size="icon" aria-label="Dashboard">
            <svg aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent>Go to your dashboard</TooltipContent>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Go to your dashboard');
    expect(screen.getByRole('button', { name: 'Dashboard' })).toHaveAccessibleDescription(
      'Go to your dashboard',
    );
  });

  it('hides on Escape', async () => {
    const user = userEvent.setup();
    render(
      <SimpleTooltip content="Calendar">
        <Button>Open</Button>
      </SimpleTooltip>,
    );
    await user.tab();
    await screen.findByRole('tooltip');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('works inside a shared provider', async () => {
    const user = userEvent.setup();
    render(
      <TooltipProvider delayDuration={0}>
        <SimpleTooltip content="Courses">
          <Button>My Courses</Button>
        </SimpleTooltip>
      </TooltipProvider>,
    );
    await user.hover(screen.getByRole('button', { name: 'My Courses' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Courses');
  });
});

describe('Tooltip inside a TooltipProvider', () => {
  it("uses the provider's delay instead of bringing its own", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <TooltipProvider delayDuration={1000}>
        <SimpleTooltip content="Calendar">
          <Button>Open calendar</Button>
        </SimpleTooltip>
      </TooltipProvider>,
    );
    await user.hover(screen.getByRole('button', { name: 'Open calendar' }));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Calendar');
    vi.useRealTimers();
  });
});
