import { Banner } from '@lp/ui';
import type { ReactNode } from 'react';

/** The general error above a form (spec 1 §8), as an alert banner; nothing when there is none. */
export function FormError({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') {
    return null;
  }
  return (
    <Banner data-slot="auth-form-error" variant="error">
      {children}
    </Banner>
  );
}
