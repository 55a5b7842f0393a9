import { cva, type VariantProps } from 'class-variance-authority';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { createContext, use, type ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** Switches between panels of related content (Radix Tabs: arrow keys move between tabs). */
export function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      className={cn('flex flex-col gap-4 data-[orientation=vertical]:flex-row', className)}
      {...props}
    />
  );
}

export const tabsListVariants = cva(
  'inline-flex max-w-full items-center overflow-x-auto data-[orientation=vertical]:flex-col data-[orientation=vertical]:items-stretch',
  {
    variants: {
      variant: {
        underline:
          'gap-4 border-b border-border data-[orientation=vertical]:border-e data-[orientation=vertical]:border-b-0',
        pill: 'gap-1 rounded-lg bg-surface-sunken p-1',
      },
      stretch: { true: 'w-full', false: 'w-fit' },
    },
    defaultVariants: { variant: 'underline', stretch: false },
  },
);

export const tabsTriggerVariants = cva(
  [
    'inline-flex cursor-pointer items-center justify-center gap-2 text-sm font-medium whitespace-nowrap text-text-muted',
    'transition-colors duration-150 motion-reduce:transition-none hover:text-text',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-50',
    'forced-colors:data-[state=active]:underline',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        underline:
          '-mb-px border-b-2 border-transparent px-1 py-2 data-[state=active]:border-primary data-[state=active]:text-primary-text',
        pill: 'rounded-md px-3 py-1.5 data-[state=active]:bg-surface data-[state=active]:text-text data-[state=active]:shadow-sm',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

type TabsVariant = NonNullable<VariantProps<typeof tabsListVariants>['variant']>;
// The list shares its look with its triggers, so `variant` is set once.
const TabsVariantContext = createContext<TabsVariant>('underline');

export interface TabsListProps
  extends ComponentProps<typeof TabsPrimitive.List>, VariantProps<typeof tabsListVariants> {
  /** Fills its container's width (give the triggers `flex-1` to share it) instead of fitting its tabs. @default false */
  stretch?: boolean;
}

/** The row of tabs; its `variant` ('underline' or 'pill') also styles its triggers. */
export function TabsList({ variant, stretch = false, className, ...props }: TabsListProps) {
  const look = variant ?? 'underline';
  return (
    <TabsVariantContext value={look}>
      <TabsPrimitive.List
        data-slot="tabs-list"
        data-variant={look}
        className={cn(tabsListVariants({ variant: look, stretch }), className)}
        {...props}
      />
    </TabsVariantContext>
  );
}

export interface TabsTriggerProps
  extends ComponentProps<typeof TabsPrimitive.Trigger>, VariantProps<typeof tabsTriggerVariants> {}

/** One tab. @default variant: the list's */
export function TabsTrigger({ variant, className, ...props }: TabsTriggerProps) {
  const listVariant = use(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant: variant ?? listVariant }), className)}
      {...props}
    />
  );
}

/** The panel shown for the active tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'flex-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
