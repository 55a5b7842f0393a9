import { PLAYER_SHORTCUTS, type PlayerShortcutAction } from '@lp/contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Kbd,
  type KbdPlatform,
} from '@lp/ui';

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

export const defaultKeyboardShortcutsLabels: KeyboardShortcutsLabels = {
  title: 'Keyboard Shortcuts',
  description: 'These shortcuts work anywhere in the lesson player.',
  actionColumn: 'Action',
  keysColumn: 'Keys',
  close: 'Close',
  actions: {
    shortcuts: 'Show keyboard shortcuts',
    bookmark: 'Bookmark current time',
    focusMode: 'Toggle focus mode',
    statistics: 'Show study statistics',
    previousLesson: 'Previous lesson',
    nextLesson: 'Next lesson',
    close: 'Close overlays',
  },
};

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
  const labels = {
    ...defaultKeyboardShortcutsLabels,
    ...labelsProp,
    actions: { ...defaultKeyboardShortcutsLabels.actions, ...labelsProp?.actions },
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
                  <Kbd keys={shortcut.keys} platform={platform} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
