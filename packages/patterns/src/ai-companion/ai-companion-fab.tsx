import * as aiCompanionMessages from '@lp/locales/en/ai-companion';
import { Button, cn, useMessages } from '@lp/ui';
import { MessageCircle } from '@lp/ui/icons';
import type { ComponentProps } from 'react';

export interface AiCompanionFabProps extends Omit<
  ComponentProps<'button'>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** The button's accessible name. @default 'Open AI companion' */
  label?: string;
  /** Sits higher (bottom-24 instead of bottom-20), above a taller bottom bar such as the mobile lesson player's. @default false */
  raised?: boolean;
}

/**
 * The mobile player's floating AI chat button (spec 1 §2.7): it sits above the bottom bar and
 * opens the chat. Works as a `SheetTrigger asChild` child (AiCompanionSheet's `trigger`).
 */
export function AiCompanionFab(allProps: AiCompanionFabProps) {
  const text = useMessages(aiCompanionMessages);
  const { label = text.open, raised = false, className, ...props } = allProps;
  return (
    <Button
      size="icon-lg"
      shape="round"
      aria-label={label}
      data-slot="ai-companion-fab"
      className={cn(
        'fixed end-4 z-sticky shadow-lg',
        raised ? 'bottom-24' : 'bottom-20',
        className,
      )}
      {...props}
    >
      <MessageCircle aria-hidden="true" />
    </Button>
  );
}
