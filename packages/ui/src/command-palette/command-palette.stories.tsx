import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { CommandPalette, type CommandPaletteGroup } from './command-palette';
import { sampleCommandGroups } from './sample-commands';
import { useCommandPaletteShortcut } from './use-command-palette-shortcut';

const run = fn();

function PaletteDemo({
  groups,
  defaultOpen = false,
}: {
  groups: CommandPaletteGroup[];
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  useCommandPaletteShortcut(() => setOpen(true));
  return (
    <div className="grid justify-items-start gap-2 font-sans text-text">
      <Button variant="outline" onClick={() => setOpen(true)}>
        Open command palette
      </Button>
      <p className="text-sm text-text-muted">Or press Ctrl+K (Cmd+K on a Mac).</p>
      <CommandPalette open={open} onOpenChange={setOpen} groups={groups} />
    </div>
  );
}

const meta = {
  title: 'Navigation/CommandPalette',
  component: CommandPalette,
  tags: ['autodocs'],
  args: { open: false, onOpenChange: fn(), groups: sampleCommandGroups(run) },
  render: (args) => <PaletteDemo groups={args.groups} />,
  beforeEach: () => {
    run.mockClear();
  },
} satisfies Meta<typeof CommandPalette>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The keyboard path: Ctrl+K opens, typing filters, ArrowDown moves, Enter runs, Esc closes. */
export const KeyboardPath: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open command palette' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();

    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    const input = within(dialog).getByRole('combobox', { name: 'Search commands' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('toggle');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Toggle Sidebar', 'Toggle Theme']),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('option', { name: 'Toggle Theme' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Enter}');
    await expect(run).toHaveBeenCalledWith('theme');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(opener).toHaveFocus();
  },
};

/** Open, every group listed. */
export const Open: Story = {
  render: (args) => <PaletteDemo groups={args.groups} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await expect(within(dialog).getByRole('group', { name: 'Actions' })).toBeVisible();
  },
};

/** A teacher's palette: the extra pages and actions. */
export const Teacher: Story = {
  args: { groups: sampleCommandGroups(run, 'teacher') },
  render: (args) => <PaletteDemo groups={args.groups} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await expect(within(dialog).getByRole('option', { name: 'Create New Course' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('option', { name: 'Issue Certificate' }));
    await expect(run).toHaveBeenCalledWith('issue-certificate');
  },
};

/** Nothing matches: 'No commands found'. */
export const Empty: Story = {
  render: (args) => <PaletteDemo groups={args.groups} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Command palette' });
    await userEvent.type(within(dialog).getByRole('combobox'), 'quantum basket weaving');
    await expect(await within(dialog).findByText('No commands found')).toBeVisible();
  },
};

/** Shortcut hints and a disabled command. */
export const WithShortcuts: Story = {
  args: {
    groups: [
      {
        heading: 'Actions',
        items: [
          { id: 'bookmark', label: 'Add Bookmark', shortcut: ['Mod', 'B'], onSelect: run },
          { id: 'focus', label: 'Focus Mode', shortcut: ['Mod', 'F'], onSelect: run },
          {
            id: 'stats',
            label: 'Study Session Statistics',
            shortcut: ['Mod', 'S'],
            onSelect: run,
            disabled: true,
          },
        ],
      },
    ],
  },
  render: (args) => <PaletteDemo groups={args.groups} defaultOpen />,
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('option', { name: 'Add Bookmark' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+B',
    );
    await expect(
      within(dialog).getByRole('option', { name: 'Study Session Statistics' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** On a phone the palette spans the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => <PaletteDemo groups={args.groups} defaultOpen />,
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Command palette' })).toBeVisible();
  },
};

/** A long list that scrolls inside the palette. */
export const AllStates: Story = {
  args: {
    groups: [
      ...sampleCommandGroups(run, 'teacher'),
      {
        heading: 'Courses',
        items: Array.from({ length: 12 }, (_, i) => ({
          id: `course-${i}`,
          label: `Open course: Introduction to AI and Cybersecurity, part ${i + 1}`,
          onSelect: run,
        })),
      },
    ],
  },
  render: (args) => <PaletteDemo groups={args.groups} defaultOpen />,
  play: async () => {
    await expect(await screen.findByRole('dialog')).toBeVisible();
  },
};
