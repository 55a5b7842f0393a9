import { cva } from 'class-variance-authority';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useLinkBehavior } from '../link';
import { Spinner } from '../spinner';

const base = [
  'inline-flex cursor-pointer items-center justify-center font-medium select-none',
  'transition-colors duration-150 motion-reduce:transition-none',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
  'data-[loading=true]:opacity-100',
  'forced-colors:border forced-colors:border-[ButtonText]',
  '[&_svg]:shrink-0',
];

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
 * Each size sets the gap, the text and the icon size here; its box (height and inline padding)
 * comes from the compound variants below, because it depends on `wrap` and the `link` variant
 * too. Written out in full so Tailwind finds every class, and so no two classes of a button
 * set the same thing.
 */
const sizes = {
  /** 28 px, extra-small text: compact toggles. */
  xs: 'shrink-0 gap-1 text-xs [&_svg]:size-3.5',
  sm: 'shrink-0 gap-2 text-sm [&_svg]:size-4',
  /** The `sm` height, at least square, with narrow padding: a page number. */
  compact: 'shrink-0 gap-2 text-sm [&_svg]:size-4',
  md: 'shrink-0 gap-2 text-sm [&_svg]:size-4',
  lg: 'shrink-0 gap-2 text-base [&_svg]:size-4',
  /** 40 px square, icon only. */
  icon: 'shrink-0 gap-2 [&_svg]:size-4',
  /** 32 px square, icon only. */
  'icon-sm': 'shrink-0 gap-2 [&_svg]:size-4',
  /** 56 px square with a 24 px icon: a floating action button. */
  'icon-lg': 'shrink-0 gap-2 [&_svg]:size-6',
  /** An icon over a short label, as tall as its content, sharing a bottom bar's width with its siblings. */
  bar: 'flex-1 flex-col gap-1 text-xs [&_svg]:size-5',
};

export type ButtonSize = keyof typeof sizes;
export type ButtonShape = 'rounded' | 'round';

/** The box of each size: fixed (`box`), or a minimum that grows with a wrapping label (`wrapBox`). */
const boxes: Record<ButtonSize, { box: string; wrapBox: string }> = {
  xs: { box: 'h-7 px-2', wrapBox: 'h-auto min-h-7 px-2 py-1' },
  sm: { box: 'h-8 px-3', wrapBox: 'h-auto min-h-8 px-3 py-1' },
  compact: { box: 'h-8 min-w-8 px-2', wrapBox: 'h-auto min-h-8 min-w-8 px-2 py-1' },
  md: { box: 'h-10 px-4', wrapBox: 'h-auto min-h-10 px-4 py-1' },
  lg: { box: 'h-12 px-6', wrapBox: 'h-auto min-h-12 px-6 py-1' },
  icon: { box: 'size-10 p-0', wrapBox: 'size-10 p-0' },
  'icon-sm': { box: 'size-8 p-0', wrapBox: 'size-8 p-0' },
  'icon-lg': { box: 'size-14 p-0', wrapBox: 'size-14 p-0' },
  bar: { box: 'h-auto px-1 py-2', wrapBox: 'h-auto px-1 py-2' },
};

/** Every variant that draws a box (all but `link`, which is text only). */
const boxedVariants = (Object.keys(variants) as ButtonVariant[]).filter((v) => v !== 'link');

const buttonCva = cva(base, {
  variants: {
    shape: { rounded: 'rounded-md', round: 'rounded-full' },
    wrap: { false: 'whitespace-nowrap', true: 'whitespace-normal' },
    variant: variants,
    size: sizes,
  },
  compoundVariants: [
    ...(Object.keys(boxes) as ButtonSize[]).flatMap((size) => [
      { variant: boxedVariants, size, wrap: false, class: boxes[size].box },
      { variant: boxedVariants, size, wrap: true, class: boxes[size].wrapBox },
    ]),
    { variant: 'link', class: 'h-auto px-0' },
  ],
  defaultVariants: { variant: 'primary', size: 'md', shape: 'rounded', wrap: false },
});

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

/** The classes of a button, for elements that look like one (links, Radix actions). A `null` prop takes its default. */
export function buttonVariants({ variant, size, shape, wrap }: ButtonVariantProps = {}): string {
  return buttonCva({
    variant: variant ?? undefined,
    size: size ?? undefined,
    shape: shape ?? undefined,
    wrap: wrap ?? undefined,
  });
}

type ButtonOwnProps = Omit<ButtonVariantProps, 'size'> & {
  /** Shows a spinner, swaps the label for `loadingText` and ignores presses (the button stays focusable). @default false */
  loading?: boolean;
  /** The in-progress label of the spec, such as 'Signing In...'. @default the children */
  loadingText?: ReactNode;
  /** Renders a link (`<a href>`) with the button's look instead of a `<button>`; the app's router follows it. */
  href?: string;
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

  if (href !== undefined) {
    return (
      <ButtonLink
        {...shared}
        {...(props as ComponentProps<'a'>)}
        href={href}
        inert={disabled || loading}
        target={target}
        rel={rel}
        download={download}
        onClick={onClick as unknown as ComponentProps<'a'>['onClick']}
      >
        {content}
      </ButtonLink>
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

/**
 * The `href` form: a real `<a>` that the app's router follows (`useLinkBehavior`). A disabled
 * or loading one has no `href`, so nothing follows it, and says it is disabled.
 */
function ButtonLink({
  href,
  inert,
  target,
  rel,
  onClick,
  onPointerEnter,
  onFocus,
  ...props
}: Omit<ComponentProps<'a'>, 'href' | 'inert'> & { href: string; inert: boolean }) {
  const behavior = useLinkBehavior(href, { onClick, onPointerEnter, onFocus });
  return (
    <a
      {...props}
      {...(inert ? { onClick, onPointerEnter, onFocus } : behavior)}
      href={inert ? undefined : behavior.href}
      role={inert ? 'link' : undefined}
      aria-disabled={inert || undefined}
      target={target}
      rel={target === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
    />
  );
}
