import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';

export const buttonVariants = cva(
  [
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap select-none',
    'transition-colors duration-150 motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
    'data-[loading=true]:opacity-100',
    'forced-colors:border forced-colors:border-[ButtonText]',
    '[&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-on-primary hover:bg-primary-hover',
        secondary: 'bg-secondary text-on-secondary hover:bg-secondary-hover',
        outline: 'border border-border-strong bg-transparent text-text hover:bg-surface-raised',
        ghost: 'bg-transparent text-text hover:bg-primary-subtle',
        destructive: 'bg-danger text-on-danger hover:bg-danger/90',
        link: 'h-auto bg-transparent px-0 text-primary-text underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 p-0',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

type ButtonOwnProps = VariantProps<typeof buttonVariants> & {
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
  | { size: 'icon'; 'aria-label': string; 'aria-labelledby'?: string }
  | { size: 'icon'; 'aria-labelledby': string; 'aria-label'?: string }
  | { size?: 'sm' | 'md' | 'lg' | null };

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
  const classes = cn(buttonVariants({ variant, size }), className);
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
