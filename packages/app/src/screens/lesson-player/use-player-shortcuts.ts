import { PLAYER_SHORTCUTS, shortcutKeyIn, type PlayerShortcutAction } from '@lp/contract';
import { useEffect, useRef } from 'react';

export type PlayerShortcutHandlers = Partial<Record<PlayerShortcutAction, () => void>>;

export interface UsePlayerShortcutsOptions {
  /** Off while, for example, the player is loading. @default true */
  enabled?: boolean;
}

/** Fields where keys are typing: no shortcut fires there. */
const TYPING_TARGET = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Widgets that use the arrow keys themselves (sliders, resize handles, radio groups, tabs,
 * menus, lists, grids, spin buttons, media), and modal dialogs, whose arrows must not move the
 * page behind them.
 */
const ARROW_TARGET = [
  'audio',
  'video',
  ...[
    'slider',
    'separator',
    'scrollbar',
    'radio',
    'radiogroup',
    'tab',
    'tablist',
    'menu',
    'menubar',
    'menuitem',
    'menuitemcheckbox',
    'menuitemradio',
    'option',
    'listbox',
    'combobox',
    'grid',
    'treegrid',
    'row',
    'gridcell',
    'tree',
    'treeitem',
    'spinbutton',
    'dialog',
    'alertdialog',
  ].map((role) => `[role="${role}"]`),
].join(', ');

/** The shortcut's key as the contract writes it ('K', 'ArrowLeft'), whatever the keyboard layout. */
function keyName(event: KeyboardEvent): string {
  if (/^[a-z]$/i.test(event.key)) return event.key.toUpperCase();
  // Non-Latin layouts still report the physical key: Ctrl+K on a Cyrillic keyboard is KeyK.
  if (/^Key[A-Z]$/.test(event.code) && event.key.length === 1) return event.code.slice(3);
  return event.key;
}

function closestTo(target: EventTarget | null, selector: string): boolean {
  return target instanceof Element && target.closest(selector) !== null;
}

/** The page's direction: right to left, the arrow shortcuts follow the screen. */
const pageDirection = () => (document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

/**
 * The player action of a key press (spec 1 §9), or null. `mod` is Ctrl, or Cmd on Apple
 * keyboards; arrows and Escape count only without modifiers and when nothing handled them
 * first. Nothing fires while typing in a field, and arrows are left to widgets that use them.
 */
export function playerShortcutFor(event: KeyboardEvent): PlayerShortcutAction | null {
  if (event.isComposing || closestTo(event.target, TYPING_TARGET)) return null;
  const key = keyName(event);
  const mod = event.ctrlKey || event.metaKey;
  for (const shortcut of PLAYER_SHORTCUTS) {
    const [written, second] = shortcut.keys;
    const first = shortcutKeyIn(written, pageDirection());
    if (first === 'mod') {
      if (mod && !event.altKey && !event.shiftKey && key === second) return shortcut.action;
      continue;
    }
    if (key !== first || mod || event.altKey || event.shiftKey) continue;
    // A widget that already handled the key (a select closing on Escape) keeps it.
    if (event.defaultPrevented) return null;
    if (first.startsWith('Arrow') && closestTo(event.target, ARROW_TARGET)) return null;
    return shortcut.action;
  }
  return null;
}

/**
 * The lesson player's keyboard shortcuts (spec 1 §9): Ctrl/Cmd+K shortcuts, +B bookmark,
 * +F focus mode, +S statistics, arrows previous and next lesson, Escape closes. A Ctrl/Cmd
 * shortcut with a handler stops the browser's own (save page, find, bookmark); one without a
 * handler leaves it alone. Held keys do not repeat actions.
 */
export function usePlayerShortcuts(
  handlers: PlayerShortcutHandlers,
  { enabled = true }: UsePlayerShortcutsOptions = {},
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    const run = (event: KeyboardEvent) => {
      const action = playerShortcutFor(event);
      const handler = action ? latest.current[action] : undefined;
      if (!handler) return;
      if (event.ctrlKey || event.metaKey) event.preventDefault();
      if (!event.repeat) handler();
    };
    // Ctrl/Cmd shortcuts are caught first (capture phase) so the player owns Ctrl/Cmd+K on its
    // pages: the shell's search and palette shortcuts skip keys already prevented (decision 0005).
    const onModKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey) run(event);
    };
    // Arrows and Escape are seen last (bubbling phase), after the widgets that use them.
    const onPlainKey = (event: KeyboardEvent) => {
      if (!event.ctrlKey && !event.metaKey) run(event);
    };
    window.addEventListener('keydown', onModKey, { capture: true });
    window.addEventListener('keydown', onPlainKey);
    return () => {
      window.removeEventListener('keydown', onModKey, { capture: true });
      window.removeEventListener('keydown', onPlainKey);
    };
  }, [enabled]);
}
