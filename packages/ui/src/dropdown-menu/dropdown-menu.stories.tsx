import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu';

interface ExampleProps {
  width?: 'dropdown' | 'trigger' | 'auto';
  onSelect?: () => void;
  defaultOpen?: boolean;
  /** A modal menu hides the page from screen readers while open. */
  modal?: boolean;
}

// Stories that render the menu already open use `modal={false}`: axe would otherwise flag the
// page Radix hides (aria-hidden) while it still holds the focusable trigger.
function UniversityManagementMenu({ width, onSelect, defaultOpen, modal }: ExampleProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen} modal={modal}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">University Management</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent width={width} align="start">
        <DropdownMenuItem onSelect={onSelect}>Super Dashboard</DropdownMenuItem>
        <DropdownMenuItem>Universities</DropdownMenuItem>
        <DropdownMenuItem>Analytics</DropdownMenuItem>
        <DropdownMenuItem>Branding</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Overlays/DropdownMenu',
  component: UniversityManagementMenu,
  tags: ['autodocs'],
  args: { onSelect: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UniversityManagementMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard path: Enter opens on the first item, arrows move, Enter selects, focus returns. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'University Management' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Super Dashboard' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Universities' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

/** The spec's dropdown width: 224 px. */
export const SpecWidth: Story = {
  args: { defaultOpen: true, modal: false },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(menu.offsetWidth).toBe(224);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'University Management' });
    trigger.focus();
    await userEvent.keyboard(' ');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const AutoWidth: Story = { args: { width: 'auto', defaultOpen: true, modal: false } };

function RichMenu() {
  const [archived, setArchived] = useState(true);
  const [sort, setSort] = useState('name');
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Options</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>User Management</DropdownMenuLabel>
        <DropdownMenuGroup>
          <DropdownMenuItem>
            User Management <DropdownMenuShortcut>⌘U</DropdownMenuShortcut>
          </DropdownMenuItem>
          <DropdownMenuItem>Organizations</DropdownMenuItem>
          <DropdownMenuItem disabled>Invite User</DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem checked={archived} onCheckedChange={setArchived}>
          Show suspended
        </DropdownMenuCheckboxItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel inset>Sort by</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
          <DropdownMenuRadioItem value="name">Name</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="status">Status</DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive">Delete university</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Labels, a disabled item, checkbox and radio items, a separator and a destructive item. */
export const AllStates: Story = {
  render: () => <RichMenu />,
  play: async () => {
    const menu = await screen.findByRole('menu');
    const checkbox = within(menu).getByRole('menuitemcheckbox', { name: 'Show suspended' });
    await expect(checkbox).toBeChecked();
    await expect(within(menu).getByRole('menuitemradio', { name: 'Name' })).toBeChecked();
    await expect(within(menu).getByRole('menuitem', { name: 'Invite User' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const LongContent: Story = {
  render: () => (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="outline">Switch University</Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {Array.from({ length: 30 }, (_, index) => (
          <DropdownMenuItem key={index}>
            University of Applied Sciences and Arts number {index + 1}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  ),
};

export const Mobile: Story = {
  args: { defaultOpen: true, modal: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
