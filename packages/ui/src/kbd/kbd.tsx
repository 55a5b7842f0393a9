import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** Which modifier names to show: Apple's symbols or the PC words. */
export type KbdPlatform = 'mac' | 'other';

/** The platform of the current browser (Apple devices show ⌘). Outside a browser: 'other'. */
export function detectPlatform(): KbdPlatform {
  if (typeof navigator === 'undefined') return 'other';
  return /Mac|iPhone|iPad|iPod/i.test(navigator.platform || navigator.userAgent) ? 'mac' : 'other';
}

interface KeyLabel {
  /** What is drawn on the key. */
  glyph: string;
  /** What a screen reader says (symbols read badly). */
  spoken: string;
}

const named: Record<string, { mac: KeyLabel; other: KeyLabel }> = {
  mod: { mac: { glyph: '⌘', spoken: 'Command' }, other: { glyph: 'Ctrl', spoken: 'Control' } },
  cmd: { mac: { glyph: '⌘', spoken: 'Command' }, other: { glyph: 'Ctrl', spoken: 'Control' } },
  ctrl: { mac: { glyph: '⌃', spoken: 'Control' }, other: { glyph: 'Ctrl', spoken: 'Control' } },
  shift: { mac: { glyph: '⇧', spoken: 'Shift' }, other: { glyph: 'Shift', spoken: 'Shift' } },
  alt: { mac: { glyph: '⌥', spoken: 'Option' }, other: { glyph: 'Alt', spoken: 'Alt' } },
  enter: { mac: { glyph: '↵', spoken: 'Enter' }, other: { glyph: 'Enter', spoken: 'Enter' } },
  esc: { mac: { glyph: 'Esc', spoken: 'Escape' }, other: { glyph: 'Esc', spoken: 'Escape' } },
  escape: { mac: { glyph: 'Esc', spoken: 'Escape' }, other: { glyph: 'Esc', spoken: 'Escape' } },
  arrowleft: {
    mac: { glyph: '←', spoken: 'Left arrow' },
    other: { glyph: '←', spoken: 'Left arrow' },
  },
  arrowright: {
    mac: { glyph: '→', spoken: 'Right arrow' },
    other: { glyph: '→', spoken: 'Right arrow' },
  },
  arrowup: { mac: { glyph: '↑', spoken: 'Up arrow' }, other: { glyph: '↑', spoken: 'Up arrow' } },
  arrowdown: {
    mac: { glyph: '↓', spoken: 'Down arrow' },
    other: { glyph: '↓', spoken: 'Down arrow' },
  },
};

/** How one key is drawn and spoken on a platform. `Mod` is ⌘ on Apple devices and Ctrl elsewhere. */
export function keyLabel(key: string, platform: KbdPlatform): KeyLabel {
  const entry = named[key.toLowerCase()];
  if (entry) return entry[platform];
  const glyph = key.length === 1 ? key.toUpperCase() : key;
  return { glyph, spoken: glyph };
}

export interface KbdProps extends Omit<ComponentProps<'kbd'>, 'children'> {
  /** The keys pressed together, e.g. `['Mod', 'K']`. `Mod` becomes ⌘ or Ctrl by platform. */
  keys: readonly string[];
  /** Whose names to show for modifiers. @default detected from the browser */
  platform?: KbdPlatform;
}

/** Shows a keyboard shortcut, such as ⌘K or Ctrl+K, with the key names spoken in full. */
export function Kbd({ keys, platform, className, ...props }: KbdProps) {
  const resolved = platform ?? detectPlatform();
  const labels = keys.map((key) => keyLabel(key, resolved));
  return (
    <kbd
      data-slot="kbd"
      data-platform={resolved}
      className={cn('inline-flex items-center gap-1 font-sans text-xs text-text-muted', className)}
      {...props}
    >
      {labels.map((label, index) => (
        <kbd
          data-slot="kbd-key"
          // Keys of a shortcut never reorder, so the index is a stable key.
          key={index}
          className="inline-flex h-5 min-w-5 items-center justify-center rounded-sm border border-border-strong bg-surface-sunken px-1 font-mono text-xs text-text forced-colors:border-[CanvasText]"
        >
          <span aria-hidden="true">{label.glyph}</span>
          <span className="sr-only">{label.spoken}</span>
        </kbd>
      ))}
    </kbd>
  );
}
