import { cva, type VariantProps } from 'class-variance-authority';
import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { Check, Circle } from '../icon';
import { cn } from '../lib/cn';

/** A menu of actions or options opened from a button (sidebar dropdowns, user menu, row actions). */
export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root data-slot="dropdown-menu" {...props} />;
}

/** The button that opens the menu; use `asChild` to make your own button the trigger. */
export function DropdownMenuTrigger(props: ComponentProps<typeof Menu.Trigger>) {
  return <Menu.Trigger data-slot="dropdown-menu-trigger" {...props} />;
}

export function DropdownMenuGroup(props: ComponentProps<typeof Menu.Group>) {
  return <Menu.Group data-slot="dropdown-menu-group" {...props} />;
}

export function DropdownMenuRadioGroup(props: ComponentProps<typeof Menu.RadioGroup>) {
  return <Menu.RadioGroup data-slot="dropdown-menu-radio-group" {...props} />;
}

export const dropdownMenuContentVariants = cva(
  [
    'z-popover max-h-(--radix-dropdown-menu-content-available-height) overflow-x-hidden overflow-y-auto',
    'rounded-md border border-border bg-surface p-1 font-sans text-text shadow-md',
    'origin-(--radix-dropdown-menu-content-transform-origin)',
    'transition-transform duration-150 starting:scale-95 motion-reduce:transition-none',
    'forced-colors:border-[CanvasText]',
  ],
  {
    variants: {
      width: {
        /** The spec's dropdown width, 224 px (tokens `size.dropdown.width`). */
        dropdown: 'w-(--lp-size-dropdown-width)',
        /** As wide as the trigger. */
        trigger: 'w-(--radix-dropdown-menu-trigger-width)',
        /** As wide as the items need. */
        auto: 'min-w-32',
      },
    },
    defaultVariants: { width: 'dropdown' },
  },
);

export interface DropdownMenuContentProps
  extends ComponentProps<typeof Menu.Content>, VariantProps<typeof dropdownMenuContentVariants> {
  /** Width of the menu: the spec's 224 px `dropdown`, the `trigger`'s or `auto`. @default 'dropdown' */
  width?: 'dropdown' | 'trigger' | 'auto';
}

/** The floating list, portalled to the body. Escape and an outside click close it and focus returns to the trigger. */
export function DropdownMenuContent({
  width = 'dropdown',
  sideOffset = 4,
  className,
  ...props
}: DropdownMenuContentProps) {
  return (
    <Menu.Portal>
      <Menu.Content
        data-slot="dropdown-menu-content"
        data-width={width}
        sideOffset={sideOffset}
        className={cn(dropdownMenuContentVariants({ width }), className)}
        {...props}
      />
    </Menu.Portal>
  );
}

const itemBase = [
  'relative flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none',
  'data-disabled:pointer-events-none data-disabled:opacity-50',
  'forced-colors:data-highlighted:bg-[Highlight] forced-colors:data-highlighted:text-[HighlightText]',
  '[&_svg]:size-4 [&_svg]:shrink-0',
];

/** The highlight of every item but a destructive one, which has its own colours. */
const itemHighlight = 'data-highlighted:bg-primary-subtle data-highlighted:text-text';

export const dropdownMenuItemVariants = cva(itemBase, {
  variants: {
    variant: {
      default: itemHighlight,
      destructive: 'text-danger data-highlighted:bg-danger-subtle data-highlighted:text-danger',
    },
    inset: { true: 'ps-8', false: '' },
  },
  defaultVariants: { variant: 'default', inset: false },
});

export interface DropdownMenuItemProps
  extends ComponentProps<typeof Menu.Item>, VariantProps<typeof dropdownMenuItemVariants> {
  /** `destructive` for actions such as Delete. @default 'default' */
  variant?: 'default' | 'destructive';
  /** Indents the item to line up with checkbox items. @default false */
  inset?: boolean;
}

/** One action. Use `asChild` with a link for navigation items. */
export function DropdownMenuItem({
  variant = 'default',
  inset = false,
  className,
  ...props
}: DropdownMenuItemProps) {
  return (
    <Menu.Item
      data-slot="dropdown-menu-item"
      data-variant={variant}
      data-inset={inset || undefined}
      className={cn(dropdownMenuItemVariants({ variant, inset }), className)}
      {...props}
    />
  );
}

function CheckIcon() {
  return <Check aria-hidden="true" strokeWidth={2.5} />;
}

function DotIcon() {
  return <Circle aria-hidden="true" fill="currentColor" className="scale-50" />;
}

/** An option that toggles on and off (`menuitemcheckbox`). */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.CheckboxItem>) {
  return (
    <Menu.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(itemBase, itemHighlight, 'ps-8', className)}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <CheckIcon />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.CheckboxItem>
  );
}

/** One choice of a `DropdownMenuRadioGroup` (`menuitemradio`). */
export function DropdownMenuRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof Menu.RadioItem>) {
  return (
    <Menu.RadioItem
      data-slot="dropdown-menu-radio-item"
      className={cn(itemBase, itemHighlight, 'ps-8', className)}
      {...props}
    >
      <span className="absolute start-2 flex size-4 items-center justify-center">
        <Menu.ItemIndicator>
          <DotIcon />
        </Menu.ItemIndicator>
      </span>
      {children}
    </Menu.RadioItem>
  );
}

export interface DropdownMenuLabelProps extends ComponentProps<typeof Menu.Label> {
  /** Indents the label to line up with checkbox items. @default false */
  inset?: boolean;
}

/** A heading inside the menu; not focusable. */
export function DropdownMenuLabel({ inset = false, className, ...props }: DropdownMenuLabelProps) {
  return (
    <Menu.Label
      data-slot="dropdown-menu-label"
      data-inset={inset || undefined}
      className={cn(
        'px-2 py-1.5 text-xs font-semibold text-text-muted',
        inset && 'ps-8',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof Menu.Separator>) {
  return (
    <Menu.Separator
      data-slot="dropdown-menu-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}

/** A keyboard shortcut hint at the end of an item. */
export function DropdownMenuShortcut({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="dropdown-menu-shortcut"
      className={cn('ms-auto text-xs tracking-widest text-text-muted', className)}
      {...props}
    />
  );
}
