import { Button } from '@lp/ui';
import type { ComponentProps, ReactNode } from 'react';
import type { AuthLayoutProps } from './auth-layout';
import { FormError } from './form-error';
import type { ValidationMessageOverrides } from './use-auth-form';

/**
 * The props every auth form shares: its values and their state, and the layout's props but the
 * heading and body it sets itself. A form adds its texts, with its own defaults.
 */
export interface AuthFormProps<Values> extends Omit<
  AuthLayoutProps,
  'title' | 'children' | 'onSubmit' | 'defaultValue'
> {
  /** The values, when the app controls them. */
  values?: Values;
  /** Starting values of an uncontrolled form. */
  defaultValues?: Values;
  /** Called with every change. */
  onValuesChange?: (values: Values) => void;
  /** Receives valid values; may return a promise (the in-progress state shows until it settles). */
  onSubmit?: (values: Values) => unknown;
  /** Shows `submittingLabel` and ignores further submits; what was typed stays. @default false */
  submitting?: boolean;
  /** The general error above the form, such as the app's message when its request failed. */
  error?: ReactNode;
  /** Shown when `onSubmit` rejects and no `error` is given. */
  failureMessage?: string;
  /** Overrides of the spec's validation messages. */
  messages?: ValidationMessageOverrides;
  /** The heading. */
  title?: ReactNode;
  /** The submit button's text. */
  submitLabel?: string;
  /** The submit button's text while in progress. */
  submittingLabel?: string;
}

export interface AuthFormBodyProps {
  /** What `useAuthForm` returns. */
  form: { formProps: ComponentProps<'form'>; failure?: string; busy: boolean };
  /** The general error; `form.failure` when left out. */
  error?: ReactNode;
  submitLabel: string;
  submittingLabel: string;
  /** The fields. */
  children: ReactNode;
}

/** An auth form: the general error, the fields, then the submit button with its in-progress label. */
export function AuthFormBody({
  form,
  error,
  submitLabel,
  submittingLabel,
  children,
}: AuthFormBodyProps) {
  return (
    <form {...form.formProps} className="flex flex-col gap-4">
      <FormError>{error ?? form.failure}</FormError>
      {children}
      <Button type="submit" className="w-full" loading={form.busy} loadingText={submittingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The e-mail input of every auth form: `<TextField label={…} {...emailInputProps} {...form.field('email')} />`. */
export const emailInputProps = { type: 'email', autoComplete: 'email', required: true } as const;
