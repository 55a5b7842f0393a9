import { extendTailwindMerge } from 'tailwind-merge';

// Development-only: cn() no longer resolves conflicts between a component's classes and its
// caller's (tailwind-merge is about 9 kB gzip on every page). This module checks, in
// development and tests only, that no two classes of a joined list set the same thing.
// cn.ts calls it inside `if (process.env.NODE_ENV !== 'production')`, so a production build
// drops it together with tailwind-merge. See docs/decisions/0009-cn-without-tailwind-merge.md.

// Our theme replaces Tailwind's colour palette with semantic roles; tell tailwind-merge
// so `text-on-primary` and `text-sm` are not mistaken for the same group. Built on first use,
// so the module has no top-level call and a bundler can drop it even without `sideEffects`.
let merge: ((classes: string) => string) | undefined;
const createMerge = () =>
  extendTailwindMerge({
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

/** The classes of `classes` that tailwind-merge would drop because a later class sets the same thing. */
export function overriddenClasses(classes: string): string[] {
  merge ??= createMerge();
  const kept = new Set(merge(classes).split(' '));
  const dropped = classes.split(/\s+/).filter((name) => name !== '' && !kept.has(name));
  return [...new Set(dropped)];
}

/**
 * Throws when two classes of the joined list set the same thing (a component's class and a
 * variant's or a caller's): without tailwind-merge the stylesheet's order, not the order of the
 * list, would decide which one wins.
 */
export function assertNoClassConflicts(classes: string): void {
  const dropped = overriddenClasses(classes);
  if (dropped.length === 0) return;
  throw new Error(
    `cn(): class conflict: [${dropped.join(' ')}] would be overridden by later classes in "${classes}". ` +
      'cn() does not resolve conflicts in production: give the component a variant or a prop for ' +
      'this instead of overriding its classes (docs/decisions/0009-cn-without-tailwind-merge.md).',
  );
}
