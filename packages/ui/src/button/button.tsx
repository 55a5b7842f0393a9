import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';

const base = [
  'inline-flex cursor-pointer items-center justify-center font-medium select-none',
  'transition-colors duration-150 motion-reduce:transition-none',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
  'data-[loading=true]:opacity-100',
  'forced-colors:border forced-colors:border-[ButtonText]',
  '[&_svg]:shrink-0',
].join(' ');

const variants = {
  primary: 'bg-primary text-on-primary hover:bg-primary-hover',
  secondary: 'bg-secondary text-on-secondary hover:bg-secondary-hover',
  outline: 'border border-border-strong bg-transparent text-text hover:bg-surface-raised',
  ghost: 'bg-transparent text-text hover:bg-primary-subtle',
  /** A ghost button in the muted text colour, for secondary toggles (the chat's voice and read-aloud). */
  quiet: 'bg-transparent text-text-muted hover:bg-primary-subtle',
  destructive: 'bg-danger text-on-danger hover:bg-danger/90',
  /** Text only: no height or inline padding of its own, whatever the size. */
  link: 'bg-transparent text-primary-text underline-offset-4 hover:underline',
};

export type ButtonVariant = keyof typeof variants;

/**
 * Each size sets the box (height and inline padding; the `link` variant drops them), the box of a
 * label that may wrap (`wrap`), the gap, the text and the icon size. Written out in full so
 * Tailwind finds every class, and so no two classes of a button set the same thing.
 */
const sizes = {
  /** 28 px, extra-small text: compact toggles. */
  xs: {
    box: 'h-7 px-2',
    wrapBox: 'h-auto min-h-7 px-2 py-1',
    rest: 'shrink-0 gap-1 text-xs [&_svg]:size-3.5',
  },
  sm: {
    box: 'h-8 px-3',
    wrapBox: 'h-auto min-h-8 px-3 py-1',
    rest: 'shrink-0 gap-2 text-sm [&_svg]:size-4',
  },
  /** The `sm` height, at least square, with narrow padding: a page number. */
  compact: {
    box: 'h-8 min-w-8 px-2',
    wrapBox: 'h-auto min-h-8 min-w-8 px-2 py-1',
    rest: 'shrink-0 gap-2 text-sm [&_svg]:size-4',
  },
  md: {
    box: 'h-10 px-4',
    wrapBox: 'h-auto min-h-10 px-4 py-1',
    rest: 'shrink-0 gap-2 text-sm [&_svg]:size-4',
  },
  lg: {
    box: 'h-12 px-6',
    wrapBox: 'h-auto min-h-12 px-6 py-1',
    rest: 'shrink-0 gap-2 text-base [&_svg]:size-4',
  },
  /** 40 px square, icon only. */
  icon: { box: 'size-10 p-0', wrapBox: 'size-10 p-0', rest: 'shrink-0 gap-2 [&_svg]:size-4' },
  /** 32 px square, icon only. */
  'icon-sm': { box: 'size-8 p-0', wrapBox: 'size-8 p-0', rest: 'shrink-0 gap-2 [&_svg]:size-4' },
  /** 56 px square with a 24 px icon: a floating action button. */
  'icon-lg': { box: 'size-14 p-0', wrapBox: 'size-14 p-0', rest: 'shrink-0 gap-2 [&_svg]:size-6' },
  /** An icon over a short label, as tall as its content, sharing a bottom bar's width with its siblings. */
  bar: {
    box: 'h-auto px-1 py-2',
    wrapBox: 'h-auto px-1 py-2',
    rest: 'flex-1 flex-col gap-1 text-xs [&_svg]:size-5',
  },
};

export type ButtonSize = keyof typeof sizes;
export type ButtonShape = 'rounded' | 'round';

export interface ButtonVariantProps {
  /** @default 'primary' */
  variant?: ButtonVariant | null;
  /** @default 'md' */
  size?: ButtonSize | null;
  /** `round` is fully rounded (a pill, or a circle for the icon sizes). @default 'rounded' */
  shape?: ButtonShape | null;
  /** Lets a long label wrap: the height becomes the size's minimum and grows with the text. @default false */
  wrap?: boolean | null;
}

/** The classes of a button, for elements that look like one (links, Radix actions). */
export function buttonVariants({ variant, size, shape, wrap }: ButtonVariantProps = {}): string {
  const look = sizes[size ?? 'md'];
  const box = variant === 'link' ? 'h-auto px-0' : wrap ? look.wrapBox : look.box;
  return [
    base,
    shape === 'round' ? 'rounded-full' : 'rounded-md',
    wrap ? 'whitespace-normal' : 'whitespace-nowrap',
    variants[variant ?? 'primary'],
    box,
    look.rest,
  ].join(' ');
}

type ButtonOwnProps = Omit<ButtonVariantProps, 'size'> & {
  /** Shows a spinner, swaps the label for `loadingText` and ignores presses (the button stays focusable). @default false */
  loading?: boolean;
  /** The in-progress label of the spec, such as 'Signing In...'. @default the children */
  loadingText?: ReactNode;
  /** Renders an `<a>` with the button's look instead of a `<button>`. */
  href?: string;
  /** Merges the button's props and classes onto its only child (for router links). @default false */
  asChild?: boolean;
};

/** An icon-only button must carry its own accessible name. */
type NameProps =
  | { size: 'icon' | 'icon-sm' | 'icon-lg'; 'aria-label': string; 'aria-labelledby'?: string }
  | { size: 'icon' | 'icon-sm' | 'icon-lg'; 'aria-labelledby': string; 'aria-label'?: string }
  | { size?: Exclude<ButtonSize, 'icon' | 'icon-sm' | 'icon-lg'> | null };

export type ButtonProps = ButtonOwnProps &
  NameProps &
  Omit<ComponentProps<'button'>, 'aria-label' | 'aria-labelledby'> &
  Pick<ComponentProps<'a'>, 'target' | 'rel' | 'download'> & {
    'aria-label'?: string;
    'aria-labelledby'?: string;
  };

/** The action primitive: every clickable command in the product, as a button or a link. */
export function Button({
  variant,
  size,
  shape,
  wrap,
  loading = false,
  loadingText,
  href,
  asChild = false,
  disabled,
  className,
  children,
  onClick,
  type = 'button',
  target,
  rel,
  download,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, shape, wrap }), className);
  const shared = {
    'data-slot': 'button',
    'data-variant': variant ?? 'primary',
    'data-size': size ?? 'md',
    'data-loading': loading,
    className: classes,
  };
  const content = loading ? (
    <>
      <Spinner />
      {loadingText ?? children}
    </>
  ) : (
    children
  );

  if (asChild) {
    return (
      <Slot.Root {...shared} {...(props as ComponentProps<typeof Slot.Root>)}>
        {children}
      </Slot.Root>
    );
  }

  if (href !== undefined) {
    const inert = disabled || loading;
    return (
      <a
        {...shared}
        {...(props as ComponentProps<'a'>)}
        href={inert ? undefined : href}
        role={inert ? 'link' : undefined}
        aria-disabled={inert || undefined}
        target={target}
        rel={target === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
        download={download}
        onClick={onClick as unknown as ComponentProps<'a'>['onClick']}
      >
        {content}
      </a>
    );
  }

  // While loading the button keeps focus (a disabled button would drop it) but ignores presses.
  const guardedClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...shared}
      {...props}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={guardedClick}
    >
      {content}
    </button>
  );
}
