import { clsx, type ClassValue } from 'clsx';
import { assertNoClassConflicts } from './class-conflicts';

/**
 * Joins class names (clsx). It does not resolve Tailwind conflicts: a component offers a
 * variant or a prop instead of letting callers override its classes. In development and tests
 * a list in which two classes set the same thing throws (see ./class-conflicts.ts).
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (process.env.NODE_ENV !== 'production') assertNoClassConflicts(classes);
  return classes;
}
