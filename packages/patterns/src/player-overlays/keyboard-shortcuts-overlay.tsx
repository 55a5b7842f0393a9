import { PLAYER_SHORTCUTS, shortcutKeyIn, type PlayerShortcutAction } from '@lp/contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Kbd,
  useDirection,
  useMessages,
  type KbdPlatform,
} from '@lp/ui';
import * as playerOverlaysMessages from '@lp/locales/en/player-overlays';
import { useMemo } from 'react';

/** Every text of the overlay: the title is the spec's (spec 1 §2.7), the rest plain English. */
export interface KeyboardShortcutsLabels {
  /** @default 'Keyboard Shortcuts' */
  title: string;
  /** @default 'These shortcuts work anywhere in the lesson player.' */
  description: string;
  /** @default 'Action' */
  actionColumn: string;
  /** @default 'Keys' */
  keysColumn: string;
  /** The close button's name. @default 'Close' */
  close: string;
  /** What each shortcut does (spec 1 §9). */
  actions: Record<PlayerShortcutAction, string>;
}

type PlayerOverlaysMessages = typeof playerOverlaysMessages.default;

/** The overlay's texts from a language's messages (the `player-overlays` namespace). */
function shortcutsLabelsFrom(m: PlayerOverlaysMessages): KeyboardShortcutsLabels {
  return {
    title: m.shortcutsTitle,
    description: m.shortcutsDescription,
    actionColumn: m.actionColumn,
    keysColumn: m.keysColumn,
    close: m.close,
    actions: {
      shortcuts: m.actionShortcuts,
      bookmark: m.actionBookmark,
      focusMode: m.actionFocusMode,
      statistics: m.actionStatistics,
      previousLesson: m.actionPreviousLesson,
      nextLesson: m.actionNextLesson,
      close: m.actionClose,
    },
  };
}

export const defaultKeyboardShortcutsLabels: KeyboardShortcutsLabels = shortcutsLabelsFrom(
  playerOverlaysMessages.default,
);

/** Overrides of the texts; `actions` may name only some of them. */
export type KeyboardShortcutsLabelOverrides = Partial<Omit<KeyboardShortcutsLabels, 'actions'>> & {
  actions?: Partial<KeyboardShortcutsLabels['actions']>;
};

export interface KeyboardShortcutsOverlayProps {
  open: boolean;
  /** Called with false on Escape, an outside click or the close button. */
  onOpenChange: (open: boolean) => void;
  /** Ctrl or ⌘ for the `mod` key. @default detected from the browser */
  platform?: KbdPlatform;
  /** Texts, merged over the defaults. @default defaultKeyboardShortcutsLabels */
  labels?: KeyboardShortcutsLabelOverrides;
}

/** The lesson player's Keyboard Shortcuts overlay (spec 1 §2.7, §9): each shortcut and what it does. */
export function KeyboardShortcutsOverlay({
  open,
  onOpenChange,
  platform,
  labels: labelsProp,
}: KeyboardShortcutsOverlayProps) {
  const messages = useMessages(playerOverlaysMessages);
  const direction = useDirection();
  const defaults = useMemo(() => shortcutsLabelsFrom(messages), [messages]);
  const labels = {
    ...defaults,
    ...labelsProp,
    actions: { ...defaults.actions, ...labelsProp?.actions },
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="keyboard-shortcuts-overlay" closeLabel={labels.close}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{labels.description}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-text-muted">
              <th scope="col" className="py-2 text-start font-medium">
                {labels.actionColumn}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {labels.keysColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {PLAYER_SHORTCUTS.map((shortcut) => (
              <tr key={shortcut.action} data-slot="keyboard-shortcut">
                <th scope="row" className="py-2.5 text-start font-normal">
                  {labels.actions[shortcut.action]}
                </th>
                <td className="py-2.5 text-end">
                  <Kbd
                    keys={shortcut.keys.map((key) => shortcutKeyIn(key, direction))}
                    platform={platform}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
