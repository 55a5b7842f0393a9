import { cn } from '@lp/ui';
import type { ReactNode } from 'react';

/** The glyphs of the lesson player's chrome; always decorative (the control's text names it). */
const paths = {
  back: <path d="M19 12H5M11 18l-6-6 6-6" />,
  previous: <path d="M15 18l-6-6 6-6" />,
  next: <path d="M9 18l6-6-6-6" />,
  close: <path d="M18 6 6 18M6 6l12 12" />,
  notes: <path d="M6 3h9l5 5v13H6zM14 3v6h6M9 13h7M9 17h5" />,
  focus: <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />,
  keyboard: <path d="M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10" />,
  statistics: <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />,
  companion: (
    <path d="M12 3l1.8 4.2L18 9l-4.2 1.8L12 15l-1.8-4.2L6 9l4.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  ),
  outline: <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />,
  clock: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />,
  completed: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 12l3 3 5-6" />,
  current: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM10 8.5v7l5.5-3.5z" />,
  available: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z" />,
  video: <path d="M3 6h13v12H3zM16 10l5-3v10l-5-3" />,
  audio: <path d="M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z" />,
  text: <path d="M6 3h9l5 5v13H6zM14 3v6h6M9 13h7M9 17h7" />,
  quiz: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17h.01" />
  ),
  interactive_diagram: <path d="M5 5h5v5H5zM14 14h5v5h-5zM10 7.5h4.5v6.5" />,
  code_sandbox: <path d="M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14" />,
} satisfies Record<string, ReactNode>;

export type PlayerIconName = keyof typeof paths;

export interface PlayerIconProps {
  name: PlayerIconName;
  /** `md` is 16 px, `sm` 12 px (beside small text). @default 'md' */
  size?: 'sm' | 'md';
  className?: string;
}

/** A 24 px line icon, hidden from assistive technology. */
export function PlayerIcon({ name, size = 'md', className }: PlayerIconProps) {
  return (
    <svg
      data-slot="player-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn(size === 'sm' ? 'size-3' : 'size-4', 'shrink-0', className)}
    >
      {paths[name]}
    </svg>
  );
}
