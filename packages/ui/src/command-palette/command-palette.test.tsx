import { render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CommandPalette } from './command-palette';
import { sampleCommandGroups } from './sample-commands';
import {
  isModShortcut,
  isTypingTarget,
  useCommandPaletteShortcut,
} from './use-command-palette-shortcut';
import * as esPalette from '@lp/locales/es/ui-command-palette';
import { I18nProvider } from '../i18n';

function Harness({ run, role }: { run: (id: string) => void; role?: 'student' | 'teacher' }) {
  const [open, setOpen] = useState(false);
  useCommandPaletteShortcut(() => setOpen(true));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open command palette
      </button>
      <input aria-label="Notes" />
      <CommandPalette open={open} onOpenChange={setOpen} groups={sampleCommandGroups(run, role)} />
    </>
  );
}

describe('isModShortcut', () => {
  it('accepts Ctrl+K and Cmd+K, in either case, and nothing with Shift or Alt', () => {
    const base = { key: 'k', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
    expect(isModShortcut({ ...base, ctrlKey: true }, 'k')).toBe(true);
    expect(isModShortcut({ ...base, metaKey: true, key: 'K' }, 'k')).toBe(true);
    expect(isModShortcut(base, 'k')).toBe(false);
    expect(isModShortcut({ ...base, ctrlKey: true, shiftKey: true }, 'k')).toBe(false);
    expect(isModShortcut({ ...base, ctrlKey: true, key: 'j' }, 'k')).toBe(false);
  });
});

describe('isTypingTarget', () => {
  it('counts text fields, text areas and editable content, not buttons or checkboxes', () => {
    const make = (html: string) => {
      const host = document.createElement('div');
      host.innerHTML = html;
      return host.firstElementChild as HTMLElement;
    };
    expect(isTypingTarget(make('<input type="text" />'))).toBe(true);
    expect(isTypingTarget(make('<input type="search" />'))).toBe(true);
    expect(isTypingTarget(make('<textarea></textarea>'))).toBe(true);
    expect(isTypingTarget(make('<input type="checkbox" />'))).toBe(false);
    expect(isTypingTarget(make('<button>Go</button>'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('useCommandPaletteShortcut', () => {
  it('fires on Ctrl+K and Cmd+K but not while typing in a field', async () => {
    const onOpen = vi.fn();
    renderHook(() => useCommandPaletteShortcut(onOpen));
    await userEvent.keyboard('{Control>}k{/Control}');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(onOpen).toHaveBeenCalledTimes(2);
    field.remove();
  });

  it('stays quiet when disabled', async () => {
    const onOpen = vi.fn();
    renderHook(() => useCommandPaletteShortcut(onOpen, { enabled: false }));
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(onOpen).not.toHaveBeenCalled();
  });
});

describe('CommandPalette', () => {
  it('opens with Ctrl+K as a titled dialog with the search field focused', async () => {
    render(<Harness run={vi.fn()} />);
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    expect(within(dialog).getByRole('combobox', { name: 'Search commands' })).toHaveFocus();
    expect(within(dialog).getByRole('group', { name: 'Navigation' })).toBeInTheDocument();
  });

  it('filters as you type and runs the command chosen with the arrows and Enter', async () => {
    const run = vi.fn();
    render(<Harness run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open command palette' }));
    await userEvent.keyboard('to');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Toggle Sidebar', 'Toggle Theme']));
    expect(options).not.toContain('Jobs');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toMatch(/^(sidebar|theme|mode|create-course)$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finds a command by its keywords', async () => {
    const run = vi.fn();
    render(<Harness run={run} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open command palette' }));
    await userEvent.keyboard('schedule');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Calendar']);
    await userEvent.keyboard('{Enter}');
    expect(run).toHaveBeenCalledWith('calendar');
  });

  it("says 'No commands found' when nothing matches", async () => {
    render(<Harness run={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open command palette' }));
    await userEvent.keyboard('zzzzqx');
    expect(screen.getByText('No commands found')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes on Escape and returns focus to where it was', async () => {
    render(<Harness run={vi.fn()} />);
    const opener = screen.getByRole('button', { name: 'Open command palette' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('lists the teacher commands for a teacher', async () => {
    render(<Harness run={vi.fn()} role="teacher" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open command palette' }));
    for (const name of [
      'Course Builder',
      'Create New Course',
      'Issue Certificate',
      'View Analytics',
    ]) {
      expect(screen.getByRole('option', { name })).toBeInTheDocument();
    }
  });

  it('does not open while the user types Ctrl+K in a field', async () => {
    render(<Harness run={vi.fn()} />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Notes' }));
    await userEvent.keyboard('{Control>}k{/Control}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('CommandPalette in another language', () => {
  it('names the dialog and its search in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esPalette.id, esPalette.default]]) }}
      >
        <CommandPalette open onOpenChange={vi.fn()} groups={sampleCommandGroups(vi.fn())} />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Paleta de comandos' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Buscar comandos' })).toHaveAttribute(
      'placeholder',
      'Escribe un comando o busca...',
    );
  });
});
