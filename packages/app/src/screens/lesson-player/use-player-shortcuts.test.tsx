import type { PlayerShortcutAction } from '@lp/contract';
import { useCommandPaletteShortcut } from '@lp/ui';
import { fireEvent, render, renderHook } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { usePlayerShortcuts } from './use-player-shortcuts';

const actions: PlayerShortcutAction[] = [
  'shortcuts',
  'bookmark',
  'focusMode',
  'statistics',
  'previousLesson',
  'nextLesson',
  'close',
];

function listen(options: { enabled?: boolean } = {}, only?: PlayerShortcutAction[]) {
  const handlers: Partial<Record<PlayerShortcutAction, Mock<() => void>>> = {};
  for (const action of only ?? actions) handlers[action] = vi.fn();
  const hook = renderHook(({ enabled }) => usePlayerShortcuts(handlers, { enabled }), {
    initialProps: { enabled: options.enabled ?? true },
  });
  const called = () => actions.filter((action) => (handlers[action]?.mock.calls.length ?? 0) > 0);
  return { handlers, called, hook };
}

/** Presses a key on `target` (the page by default); true when the browser's default was prevented. */
function press(key: string, init: KeyboardEventInit = {}, target: Element = document.body) {
  return !fireEvent.keyDown(target, { key, ...init });
}

describe('usePlayerShortcuts', () => {
  it('maps Ctrl or Cmd with K, B, F and S to the overlays, bookmark and focus mode, and stops the browser taking them', () => {
    const { called, handlers } = listen();
    expect(press('k', { ctrlKey: true, code: 'KeyK' })).toBe(true);
    expect(press('b', { metaKey: true, code: 'KeyB' })).toBe(true);
    expect(press('F', { ctrlKey: true, code: 'KeyF' })).toBe(true);
    expect(press('s', { metaKey: true, code: 'KeyS' })).toBe(true);
    expect(called()).toEqual(['shortcuts', 'bookmark', 'focusMode', 'statistics']);
    expect(handlers.shortcuts).toHaveBeenCalledTimes(1);
  });

  it('maps the arrows to previous and next lesson and Escape to close', () => {
    const { called } = listen();
    press('ArrowLeft');
    press('ArrowRight');
    press('Escape');
    expect(called()).toEqual(['previousLesson', 'nextLesson', 'close']);
  });

  it('turns the arrows round on a right-to-left page: the previous lesson is to the right', () => {
    document.documentElement.dir = 'rtl';
    try {
      const { handlers } = listen();
      press('ArrowRight');
      expect(handlers.previousLesson).toHaveBeenCalledOnce();
      expect(handlers.nextLesson).not.toHaveBeenCalled();
      press('ArrowLeft');
      expect(handlers.nextLesson).toHaveBeenCalledOnce();
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('reads the physical key on other keyboard layouts', () => {
    const { called } = listen();
    press('л', { ctrlKey: true, code: 'KeyK' });
    expect(called()).toEqual(['shortcuts']);
  });

  it('ignores arrows with modifiers, other letters and Shift or Alt with the letters', () => {
    const { called } = listen();
    press('ArrowLeft', { altKey: true }); // browser back
    press('ArrowRight', { shiftKey: true });
    press('ArrowRight', { ctrlKey: true });
    press('k'); // without Ctrl/Cmd
    press('k', { ctrlKey: true, shiftKey: true });
    press('s', { ctrlKey: true, altKey: true });
    expect(press('p', { ctrlKey: true })).toBe(false);
    expect(called()).toEqual([]);
  });

  it('fires nothing while typing in a field', () => {
    const { called } = listen();
    const { container } = render(
      <div>
        <input aria-label="Search transcript" />
        <textarea aria-label="Note" />
        <select aria-label="Speed">
          <option>1</option>
        </select>
        <div contentEditable suppressContentEditableWarning>
          <p>Editable</p>
        </div>
      </div>,
    );
    const fields = [
      ...container.querySelectorAll('input, textarea, select'),
      container.querySelector('p')!,
    ];
    for (const field of fields) {
      expect(press('s', { ctrlKey: true }, field)).toBe(false); // the browser's own shortcut stays
      press('ArrowRight', {}, field);
      press('Escape', {}, field);
    }
    expect(called()).toEqual([]);
  });

  it('leaves arrows to widgets that use them and to handlers that already took them', () => {
    const { called } = listen();
    const { container, getByRole } = render(
      <div>
        <div role="slider" tabIndex={0} aria-label="Seek" aria-valuenow={0} />
        <div role="separator" tabIndex={0} aria-label="Resize course outline" />
        <div role="tablist">
          <button role="tab">Notes</button>
        </div>
        <div role="radiogroup">
          <button role="radio" aria-checked="false">
            Small
          </button>
        </div>
        <div role="listbox" aria-label="Lessons">
          <div role="option" aria-selected="false">
            Intro
          </div>
        </div>
        <video aria-label="Lesson video" />
        <div role="dialog" aria-label="Keyboard Shortcuts">
          <button>Close</button>
        </div>
        <button onKeyDown={(event) => event.preventDefault()}>Handles arrows</button>
      </div>,
    );
    const targets = [
      getByRole('slider'),
      getByRole('separator'),
      getByRole('tab'),
      getByRole('radio'),
      getByRole('option'),
      container.querySelector('video')!,
      getByRole('button', { name: 'Close' }),
      getByRole('button', { name: 'Handles arrows' }),
    ];
    for (const target of targets) {
      press('ArrowLeft', {}, target);
      press('ArrowRight', {}, target);
    }
    expect(called()).toEqual([]);
    // Elsewhere on the page the arrows navigate.
    press('ArrowRight', {}, container.firstElementChild!);
    expect(called()).toEqual(['nextLesson']);
  });

  it('leaves Ctrl/Cmd shortcuts without a handler to the browser', () => {
    const { called } = listen({}, ['nextLesson']);
    expect(press('f', { ctrlKey: true })).toBe(false);
    expect(called()).toEqual([]);
  });

  it('does not repeat an action while the key is held', () => {
    const { handlers } = listen();
    press('b', { ctrlKey: true });
    expect(press('b', { ctrlKey: true, repeat: true })).toBe(true);
    expect(handlers.bookmark).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', () => {
    const { called, hook } = listen({ enabled: false });
    press('ArrowRight');
    expect(press('k', { ctrlKey: true })).toBe(false);
    hook.rerender({ enabled: true });
    press('ArrowRight');
    expect(called()).toEqual(['nextLesson']);
  });

  it("owns Ctrl/Cmd+K on the player's pages, ahead of the shell's search shortcut", () => {
    const focusSearch = vi.fn();
    renderHook(() => useCommandPaletteShortcut(focusSearch));
    const { called } = listen();
    press('k', { ctrlKey: true });
    expect(called()).toEqual(['shortcuts']);
    expect(focusSearch).not.toHaveBeenCalled();
  });
});
