import type { ReactNode } from 'react';

/** The glyphs navigation entries may name; decorative (the label names the entry). */
const paths = {
  home: <path d="M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10" />,
  book: <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 5v16M8 7h7" />,
  catalog: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  calendar: <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />,
  award: <path d="M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12zM8.5 14l-1.5 7 5-3 5 3-1.5-7" />,
  sparkles: (
    <path d="M12 3l1.8 4.2L18 9l-4.2 1.8L12 15l-1.8-4.2L6 9l4.2-1.8zM19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
  ),
  chart: <path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />,
  users: (
    <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11a3 3 0 1 0 0-6M22 21a6 6 0 0 0-4-5.6" />
  ),
  builder: <path d="M14 4l6 6-10 10H4v-6zM12 6l6 6" />,
  briefcase: <path d="M3 7h18v13H3zM8 7V4h8v3M3 13h18" />,
  file: <path d="M6 3h9l5 5v13H6zM14 3v6h6M9 13h7M9 17h7" />,
  mail: <path d="M3 5h18v14H3zM3 6l9 7 9-7" />,
  kanban: <path d="M4 4h4v16H4zM10 4h4v10h-4zM16 4h4v7h-4z" />,
  community: <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />,
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0" />,
  settings: (
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12l2-1-1-3-2 .3-1.5-1.5L16.8 5l-3-1-1 2h-1.6l-1-2-3 1 .3 2L6 8.3 4 8 3 11l2 1v1.6l-2 1 1 3 2-.3 1.5 1.5-.3 2 3 1 1-2h1.6l1 2 3-1-.3-2 1.5-1.5 2 .3 1-3-2-1z" />
  ),
  building: <path d="M4 21V5l8-3 8 3v16M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4" />,
  palette: (
    <path d="M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1.5-1.5-1.8-1.5-3 0-1 .8-1.5 2-1.5H17a4 4 0 0 0 4-4c0-4.4-4-8-9-8zM7.5 11.5h.01M10 7.5h.01M15 7.5h.01" />
  ),
  switch: <path d="M4 8h14l-3-3M20 16H6l3 3" />,
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" />,
  live: (
    <path d="M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7.8 16.2a6 6 0 0 1 0-8.4M16.2 7.8a6 6 0 0 1 0 8.4M4.9 19.1a10 10 0 0 1 0-14.2M19.1 4.9a10 10 0 0 1 0 14.2" />
  ),
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" />,
} satisfies Record<string, ReactNode>;

export type NavIconName = keyof typeof paths;

/** A navigation glyph by name, drawn in the current text colour. */
export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg
      data-slot="nav-icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {paths[name]}
    </svg>
  );
}
