import * as shellFrameMessages from '@lp/locales/en/shell-frame';
import { Skeleton, useMessages } from '@lp/ui';

export interface ShellFrameProps {
  /** What is loading, announced to screen readers once. @default 'Loading...' */
  label?: string;
  /** Shows the sidebar at its expanded width (250 px) rather than the rail (80 px). @default false */
  sidebarExpanded?: boolean;
}

/**
 * The signed-in frame without its content: sidebar, header and a few content blocks in the
 * shell's own sizes. Shown at once while the shell's and the page's code arrive, so signing in
 * never shows a blank page.
 */
export function ShellFrame({ label, sidebarExpanded = false }: ShellFrameProps) {
  const text = useMessages(shellFrameMessages);
  return (
    <div
      data-slot="shell-frame"
      role="status"
      aria-busy="true"
      aria-label={label ?? text.loading}
      className="flex min-h-dvh bg-surface text-text"
    >
      <div
        data-slot="shell-frame-sidebar"
        data-state={sidebarExpanded ? 'expanded' : 'collapsed'}
        className="hidden h-dvh shrink-0 flex-col gap-3 border-e border-border p-3 md:flex data-[state=collapsed]:w-(--lp-size-sidebar-collapsed) data-[state=expanded]:w-(--lp-size-sidebar-expanded)"
      >
        <Skeleton className="size-10" />
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-10" />
        ))}
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <div
          data-slot="shell-frame-header"
          className="flex h-(--lp-size-header-height) shrink-0 items-center gap-4 border-b border-border px-4 md:px-6"
        >
          <Skeleton shape="text" width="w-40" />
          <Skeleton className="ms-auto size-10" shape="circle" />
        </div>
        <div className="grid gap-4 p-4 md:p-6">
          <Skeleton className="h-48" />
          <div className="grid gap-4 md:grid-cols-3">
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
            <Skeleton className="h-32" />
          </div>
        </div>
      </div>
    </div>
  );
}
