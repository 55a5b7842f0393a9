import { cva, type VariantProps } from 'class-variance-authority';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const avatarVariants = cva(
  'relative inline-flex shrink-0 overflow-hidden rounded-full bg-primary-subtle align-middle select-none forced-colors:border forced-colors:border-[CanvasText]',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-14 text-lg',
        xl: 'size-20 text-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Up to two initials from a display name: the first letters of its first and last words. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!.charAt(0);
  const last = words.length > 1 ? words[words.length - 1]!.charAt(0) : '';
  return (first + last).toUpperCase();
}

export interface AvatarProps
  extends ComponentProps<typeof AvatarPrimitive.Root>, VariantProps<typeof avatarVariants> {
  /** The person's name: the image's text alternative and the source of the initials. */
  name: string;
  /** The picture's address. Missing or broken, the initials show instead. */
  src?: string;
  /** Waits this long before showing the initials, to avoid a flash while a fast image loads. @default 0 */
  fallbackDelayMs?: number;
}

/** A person's picture, with their initials when the picture is missing or fails to load. */
export function Avatar({ name, src, size, fallbackDelayMs = 0, className, ...props }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      data-size={size ?? 'md'}
      className={cn(avatarVariants({ size }), className)}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt={name}
          className="aspect-square size-full object-cover"
        />
      ) : null}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        delayMs={src ? fallbackDelayMs : undefined}
        className="flex size-full items-center justify-center font-semibold text-primary-text"
      >
        <span aria-hidden="true">{initials(name)}</span>
        <span className="sr-only">{name}</span>
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
