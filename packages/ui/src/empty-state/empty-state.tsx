import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The main line, such as 'No organizations found'. */
  title: ReactNode;
  /** A hint under the title, such as 'Try adjusting your search criteria'. */
  hint?: ReactNode;
  /** A decorative icon above the title (hidden from screen readers). */
  icon?: ReactNode;
  /** An optional action, such as a Create button. */
  action?: ReactNode;
  /** The heading element of the title, to keep the page outline right. @default 'h3' */
  titleAs?: 'h2' | 'h3' | 'h4' | 'p';
  /** Draws the dashed frame; off inside a container that has its own (a table cell). @default true */
  bordered?: boolean;
}

/** What a list, grid or table shows when it has nothing to show, with a hint and an optional action. */
export function EmptyState({
  title,
  hint,
  icon,
  action,
  titleAs: Title = 'h3',
  bordered = true,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border-dashed border-border px-6 py-10 text-center',
        bordered ? 'border' : 'border-0',
        className,
      )}
      {...props}
    >
      {icon && (
        <span
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-surface-sunken text-text-muted [&_svg]:size-6"
        >
          {icon}
        </span>
      )}
      <div className="flex max-w-md flex-col gap-1">
        <Title data-slot="empty-state-title" className="text-base font-semibold text-text">
          {title}
        </Title>
        {hint && (
          <p data-slot="empty-state-hint" className="text-sm text-text-muted">
            {hint}
          </p>
        )}
      </div>
      {action && <div data-slot="empty-state-action">{action}</div>}
    </div>
  );
}
