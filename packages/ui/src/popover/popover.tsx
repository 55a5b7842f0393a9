import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** Rich, interactive content floating next to its trigger (filters, pickers); not modal. */
export function Popover(props: ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

export function PopoverTrigger(props: ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** Positions the popover against another element than the trigger. */
export function PopoverAnchor(props: ComponentProps<typeof PopoverPrimitive.Anchor>) {
  return <PopoverPrimitive.Anchor data-slot="popover-anchor" {...props} />;
}

export function PopoverClose(props: ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

/** The floating panel, portalled to the body; Escape and an outside click close it and focus returns to the trigger. */
export function PopoverContent({
  align = 'center',
  sideOffset = 4,
  className,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          'z-popover w-72 max-w-(--radix-popover-content-available-width) rounded-md border border-border bg-surface p-4 font-sans text-text shadow-md outline-none',
          'origin-(--radix-popover-content-transform-origin)',
          'transition-transform duration-150 starting:scale-95 motion-reduce:transition-none',
          'forced-colors:border-[CanvasText]',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
