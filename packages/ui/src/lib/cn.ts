import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Our theme replaces Tailwind's colour palette with semantic roles; tell tailwind-merge
// so `text-on-primary` and `text-sm` are not mistaken for the same group.
const merge = extendTailwindMerge({
  extend: {
    theme: {
      color: [
        'primary',
        'primary-hover',
        'on-primary',
        'primary-text',
        'primary-subtle',
        'secondary',
        'secondary-hover',
        'on-secondary',
        'accent',
        'accent-hover',
        'on-accent',
        'ring',
        'surface',
        'surface-raised',
        'surface-sunken',
        'surface-inverse',
        'text',
        'text-muted',
        'text-inverse',
        'border',
        'border-strong',
        'success',
        'on-success',
        'success-subtle',
        'warning',
        'on-warning',
        'warning-subtle',
        'danger',
        'on-danger',
        'danger-subtle',
        'info',
        'on-info',
        'info-subtle',
        'backdrop',
        'transparent',
        'current',
      ],
    },
  },
});

/** Joins class names and resolves Tailwind conflicts, the caller's classes last. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
