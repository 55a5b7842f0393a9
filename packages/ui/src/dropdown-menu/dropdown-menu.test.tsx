import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

function Example({ onSelect = () => {}, width }: { onSelect?: () => void; width?: 'auto' }) {
  const [showArchived, setShowArchived] = useState(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">University Management</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent width={width}>
        <DropdownMenuLabel>Admin</DropdownMenuLabel>
        <DropdownMenuItem onSelect={onSelect}>Super Dashboard</DropdownMenuItem>
        <DropdownMenuItem>Universities</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={showArchived} onCheckedChange={setShowArchived}>
          Show archived
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

describe('DropdownMenu', () => {
  it('opens from the keyboard, runs an item with Enter and returns focus to the trigger', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<Example onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: 'University Management' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Super Dashboard' });
    expect(item).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'University Management' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('toggles a checkbox item', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'University Management' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Show archived' }));
    await user.click(screen.getByRole('button', { name: 'University Management' }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Show archived' })).toBeChecked();
  });

  it('is the spec dropdown width (224 px token) by default', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'University Management' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveAttribute('data-width', 'dropdown');
    expect(menu.className).toContain('w-(--lp-size-dropdown-width)');
  });

  it('can size itself to its items instead', async () => {
    const user = userEvent.setup();
    render(<Example width="auto" />);
    await user.click(screen.getByRole('button', { name: 'University Management' }));
    const menu = await screen.findByRole('menu');
    expect(menu.className).not.toContain('--lp-size-dropdown-width');
  });
});
