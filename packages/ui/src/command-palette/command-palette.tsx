import * as commandPaletteMessages from '@lp/locales/en/ui-command-palette';
import { Command, useCommandState } from 'cmdk';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle } from '../dialog';
import { useMessages } from '../i18n';
import { Kbd } from '../kbd';
import { Search } from '../icon';
import { cn } from '../lib/cn';

/** One command of the palette. */
export interface CommandPaletteItem {
  /** Stable key. */
  id: string;
  /** The visible name, which typing filters on. */
  label: string;
  /** Extra words that find it (e.g. 'home' for Dashboard). */
  keywords?: string[];
  /** Keys shown beside it, e.g. `['Mod', 'B']`; also given to assistive tech as `aria-keyshortcuts`. */
  shortcut?: string[];
  /** A decorative icon. */
  icon?: ReactNode;
  /** Greys it out and skips it. */
  disabled?: boolean;
  /** Runs the command. The palette closes afterwards. */
  onSelect: () => void;
}

/** A titled group: Navigation, Actions, ... */
export interface CommandPaletteGroup {
  heading: string;
  items: CommandPaletteItem[];
}

export interface CommandPaletteProps {
  /** Whether the palette is open. */
  open: boolean;
  /** Called to open or close it (Escape, outside click, after a command runs). */
  onOpenChange: (open: boolean) => void;
  /** The commands, in groups, already filtered for the user's role. */
  groups: CommandPaletteGroup[];
  /** The dialog's accessible title (visually hidden). @default 'Command palette' */
  title?: string;
  /** The search field's placeholder. @default 'Type a command or search...' */
  placeholder?: string;
  /** The search field's accessible name. @default 'Search commands' */
  inputLabel?: string;
  /** Shown when nothing matches (spec 1 §2.5). @default 'No commands found' */
  emptyText?: string;
  /** Class names for the dialog window. */
  className?: string;
}

const aria = (keys: string[]) =>
  keys
    .map((key) => {
      const lower = key.toLowerCase();
      if (lower === 'mod' || lower === 'ctrl') return 'Control';
      if (lower === 'cmd') return 'Meta';
      return key.length === 1 ? key.toUpperCase() : key;
    })
    .join('+');

/** The Ctrl/Cmd+K command menu (spec 1 §2.5): type to filter, arrows to move, Enter to run, Esc to close. */
export function CommandPalette({
  open,
  onOpenChange,
  groups,
  className,
  ...texts
}: CommandPaletteProps) {
  const text = useMessages(commandPaletteMessages);
  const {
    title = text.title,
    placeholder = text.placeholder,
    inputLabel = text.inputLabel,
    emptyText = text.emptyText,
  } = texts;
  // Opened by a shortcut there is no trigger for Radix to return focus to: remember where it was.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="command-palette"
        showCloseButton={false}
        placement="top"
        size="none"
        flush
        aria-describedby={undefined}
        onOpenAutoFocus={() => {
          returnFocus.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        className={cn('max-w-xl', className)}
      >
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <Command
          label={inputLabel}
          loop
          vimBindings={false}
          className="flex max-h-[min(28rem,70dvh)] flex-col font-sans text-text"
        >
          <div className="flex items-center gap-2 border-b border-border px-4">
            <Search aria-hidden="true" className="size-4 shrink-0 text-text-muted" />
            <Command.Input
              data-slot="command-palette-input"
              placeholder={placeholder}
              className="h-12 min-w-0 flex-1 bg-transparent text-sm text-text outline-none placeholder:text-text-muted"
            />
          </div>
          <PaletteResults
            groups={groups}
            title={title}
            emptyText={emptyText}
            onOpenChange={onOpenChange}
          />
        </Command>
      </DialogContent>
    </Dialog>
  );
}

/** The grouped list, and the empty message outside it (an empty listbox fails axe's required-children rule). */
function PaletteResults({
  groups,
  title,
  emptyText,
  onOpenChange,
}: Pick<CommandPaletteProps, 'groups' | 'onOpenChange'> & { title: string; emptyText: string }) {
  const count = useCommandState((state) => state.filtered.count);
  return (
    <>
      <div role="status" data-slot="command-palette-empty">
        {count === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-text-muted">{emptyText}</p>
        ) : null}
      </div>
      <Command.List
        data-slot="command-palette-list"
        label={title}
        hidden={count === 0}
        className="overflow-y-auto overscroll-contain p-2"
      >
        {groups.map((group) => (
          <Command.Group
            key={group.heading}
            heading={group.heading}
            data-slot="command-palette-group"
            className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pt-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-text-muted"
          >
            {group.items.map((item) => (
              <Command.Item
                key={item.id}
                value={item.label}
                keywords={item.keywords}
                disabled={item.disabled}
                aria-keyshortcuts={item.shortcut ? aria(item.shortcut) : undefined}
                data-slot="command-palette-item"
                onSelect={() => {
                  item.onSelect();
                  onOpenChange(false);
                }}
                className={cn(
                  'flex min-h-10 cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm text-text select-none',
                  'data-[selected=true]:bg-primary-subtle data-[selected=true]:text-primary-text',
                  'data-[disabled=true]:cursor-not-allowed data-[disabled=true]:opacity-50',
                  'forced-colors:data-[selected=true]:outline-2 forced-colors:data-[selected=true]:outline-[Highlight]',
                  '[&_svg]:size-4 [&_svg]:shrink-0',
                )}
              >
                {item.icon ? (
                  <span aria-hidden="true" className="flex items-center">
                    {item.icon}
                  </span>
                ) : null}
                <span className="min-w-0 flex-1 truncate">{item.label}</span>
                {item.shortcut ? (
                  <span aria-hidden="true">
                    <Kbd keys={item.shortcut} />
                  </span>
                ) : null}
              </Command.Item>
            ))}
          </Command.Group>
        ))}
      </Command.List>
    </>
  );
}
