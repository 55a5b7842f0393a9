import { Tooltip as TooltipPrimitive } from 'radix-ui';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export interface TooltipProviderProps extends ComponentProps<typeof TooltipPrimitive.Provider> {
  /** Milliseconds the pointer rests before a tooltip shows. @default 300 */
  delayDuration?: number;
}

const InsideProvider = createContext(false);

/**
 * Shares the open delay between tooltips, so moving from one to the next shows it at once.
 * Optional: a `Tooltip` outside any provider brings its own; wrap a toolbar or the app in one to share it.
 */
export function TooltipProvider({ delayDuration = 300, ...props }: TooltipProviderProps) {
  return (
    <InsideProvider value={true}>
      <TooltipPrimitive.Provider
        data-slot="tooltip-provider"
        delayDuration={delayDuration}
        {...props}
      />
    </InsideProvider>
  );
}

export type TooltipProps = ComponentProps<typeof TooltipPrimitive.Root>;

/**
 * A short label shown on hover and keyboard focus of its trigger (for example collapsed sidebar
 * icons). Inside a `TooltipProvider` it shares that provider's delay; alone it brings its own.
 */
export function Tooltip(props: TooltipProps) {
  const root = <TooltipPrimitive.Root data-slot="tooltip" {...props} />;
  if (useContext(InsideProvider)) return root;
  return <TooltipProvider>{root}</TooltipProvider>;
}

/** The element the tooltip describes; use `asChild` around your own button or link. */
export function TooltipTrigger(props: ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

/** The bubble, portalled to the body above everything else (`z-tooltip`). */
export function TooltipContent({
  sideOffset = 6,
  className,
  children,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          'z-tooltip max-w-xs rounded-md bg-surface-inverse px-2 py-1 font-sans text-xs text-text-inverse shadow-md',
          'origin-(--radix-tooltip-content-transform-origin)',
          'transition-transform duration-150 starting:scale-95 motion-reduce:transition-none',
          'forced-colors:border forced-colors:border-[CanvasText]',
          className,
        )}
        {...props}
      >
        {children}
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

export interface SimpleTooltipProps extends Omit<TooltipProps, 'children' | 'content'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** The trigger: one focusable element (it receives the trigger's props through `asChild`). */
  children: ReactNode;
  /** Side of the trigger it appears on. @default 'top' */
  side?: ComponentProps<typeof TooltipPrimitive.Content>['side'];
}

/** One-line form: `<SimpleTooltip content="Dashboard"><a ...></a></SimpleTooltip>`. */
export function SimpleTooltip({ content, children, side = 'top', ...props }: SimpleTooltipProps) {
  return (
    <Tooltip {...props}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Tooltip>
  );
}
