import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger, cn } from '@lp/ui';
import type { ReactNode } from 'react';
import { AiCompanion, useAiCompanionLabels, type AiCompanionProps } from './ai-companion';

export interface AiCompanionSheetProps extends Omit<
  AiCompanionProps,
  'variant' | 'onClose' | 'showTitle'
> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The element that opens the sheet, such as an `AiCompanionFab`; focus returns to it on close. */
  trigger?: ReactNode;
}

/**
 * The mobile floating AI chat (spec 1 §2.7): the companion's mobile variant in a full-height
 * sheet, with the sheet's title as its heading and its close button named 'Close AI companion'.
 */
export function AiCompanionSheet({
  open,
  onOpenChange,
  trigger,
  labels,
  className,
  ...props
}: AiCompanionSheetProps) {
  const texts = useAiCompanionLabels(labels);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {trigger && <SheetTrigger asChild>{trigger}</SheetTrigger>}
      <SheetContent
        side="end"
        closeLabel={texts.close}
        aria-describedby={undefined}
        size="full"
        density="compact"
      >
        <SheetHeader>
          <SheetTitle>{texts.title}</SheetTitle>
        </SheetHeader>
        <AiCompanion
          variant="mobile"
          showTitle={false}
          labels={labels}
          className={cn('min-h-0 flex-1', className)}
          {...props}
        />
      </SheetContent>
    </Sheet>
  );
}
