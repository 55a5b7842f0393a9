import { Button, cn } from '@lp/ui';
import type { ComponentProps } from 'react';

export interface AiCompanionFabProps extends Omit<
  ComponentProps<'button'>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The button's accessible name. @default 'Open AI companion' */
  label?: string;
}

/**
 * The mobile player's floating AI chat button (spec 1 §2.7): it sits above the bottom bar and
 * opens the chat. Works as a `SheetTrigger asChild` child (AiCompanionSheet's `trigger`).
 */
export function AiCompanionFab({
  label = 'Open AI companion',
  className,
  ...props
}: AiCompanionFabProps) {
  return (
    <Button
      size="icon"
      aria-label={label}
      data-slot="ai-companion-fab"
      className={cn(
        'fixed end-4 bottom-20 z-sticky size-14 rounded-full shadow-lg [&_svg]:size-6',
        className,
      )}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />
        <path d="M8 10h.01M12 10h.01M16 10h.01" />
      </svg>
    </Button>
  );
}
