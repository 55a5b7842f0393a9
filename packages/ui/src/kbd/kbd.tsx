import * as kbdMessages from '@lp/locales/en/ui-kbd';
import en from '@lp/locales/en/ui-kbd';
import type { ComponentProps } from 'react';
import { useMessages } from '../i18n';
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

/** A named key as the catalogue names it for screen readers. */
type KeyName = keyof typeof en;
interface NamedKey {
  glyph: string;
  spoken: KeyName;
}

const named: Record<string, { mac: NamedKey; other: NamedKey }> = {
  mod: { mac: { glyph: '⌘', spoken: 'command' }, other: { glyph: 'Ctrl', spoken: 'control' } },
  cmd: { mac: { glyph: '⌘', spoken: 'command' }, other: { glyph: 'Ctrl', spoken: 'control' } },
  ctrl: { mac: { glyph: '⌃', spoken: 'control' }, other: { glyph: 'Ctrl', spoken: 'control' } },
  shift: { mac: { glyph: '⇧', spoken: 'shift' }, other: { glyph: 'Shift', spoken: 'shift' } },
  alt: { mac: { glyph: '⌥', spoken: 'option' }, other: { glyph: 'Alt', spoken: 'alt' } },
  enter: { mac: { glyph: '↵', spoken: 'enter' }, other: { glyph: 'Enter', spoken: 'enter' } },
  esc: { mac: { glyph: 'Esc', spoken: 'escape' }, other: { glyph: 'Esc', spoken: 'escape' } },
  escape: { mac: { glyph: 'Esc', spoken: 'escape' }, other: { glyph: 'Esc', spoken: 'escape' } },
  arrowleft: {
    mac: { glyph: '←', spoken: 'arrowLeft' },
    other: { glyph: '←', spoken: 'arrowLeft' },
  },
  arrowright: {
    mac: { glyph: '→', spoken: 'arrowRight' },
    other: { glyph: '→', spoken: 'arrowRight' },
  },
  arrowup: { mac: { glyph: '↑', spoken: 'arrowUp' }, other: { glyph: '↑', spoken: 'arrowUp' } },
  arrowdown: {
    mac: { glyph: '↓', spoken: 'arrowDown' },
    other: { glyph: '↓', spoken: 'arrowDown' },
  },
};

/**
 * How one key is drawn and spoken on a platform. `Mod` is ⌘ on Apple devices and Ctrl elsewhere.
 * Key names are spoken in English unless given a language's messages.
 */
export function keyLabel(key: string, platform: KbdPlatform, names: typeof en = en): KeyLabel {
  const entry = named[key.toLowerCase()];
  if (entry) return { glyph: entry[platform].glyph, spoken: names[entry[platform].spoken] };
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
  const names = useMessages(kbdMessages);
  const resolved = platform ?? detectPlatform();
  const labels = keys.map((key) => keyLabel(key, resolved, names));
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
