import { validateResetPassword } from '@lp/contract';
import * as resetPasswordFormMessages from '@lp/locales/en/reset-password-form';
import { Button, NewPasswordField, PasswordField, Spinner, useMessages } from '@lp/ui';
import type { ReactNode } from 'react';
import {
  AuthFormBody,
  AuthLayout,
  AuthLink,
  FormError,
  useAuthForm,
  type AuthFormProps,
} from '../auth-layout';

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export interface ResetPasswordFormProps extends AuthFormProps<ResetPasswordValues> {
  /** Starting values of an uncontrolled form. @default both empty */
  defaultValues?: ResetPasswordValues;
  /** Receives valid values (the app adds the token); may return a promise. */
  onSubmit?: (values: ResetPasswordValues) => unknown;
  /** Shown when `onSubmit` rejects and no `error` is given. @default 'Unknown error while resetting your password, please try again later.' */
  failureMessage?: string;
  /** The token is being checked: a spinner instead of the form. @default false */
  verifying?: boolean;
  /** @default 'Verifying your link...' */
  verifyingLabel?: string;
  /** The token could not be checked or is missing, such as 'Something went wrong while verifying token.': an alert and a way to a new link instead of the form. */
  tokenError?: ReactNode;
  /** @default 'Request a new link' */
  requestLabel?: string;
  /** Where 'Request a new link' leads (the app's /auth/forgot-password). */
  requestHref: string;
  /** @default 'Reset Your Password' */
  title?: ReactNode;
  /** @default 'Enter a new password for your account.' */
  description?: ReactNode;
  /** @default 'New password' */
  newPasswordLabel?: string;
  /** @default 'Confirm password' */
  confirmPasswordLabel?: string;
  /** @default 'Use at least 8 characters, one capital letter, and a number.' */
  passwordHint?: ReactNode;
  /** @default 'Reset Password' */
  submitLabel?: string;
  /** @default 'Resetting...' */
  submittingLabel?: string;
  /** @default 'Back to Sign In' */
  loginLabel?: string;
  /** Where 'Back to Sign In' leads (the app's /auth/login). */
  loginHref: string;
}

/** /auth/forgot-password/step/reset-password: a new password, its confirmation and the strength meter. */
export function ResetPasswordForm(allProps: ResetPasswordFormProps) {
  const text = useMessages(resetPasswordFormMessages);
  const {
    values,
    defaultValues = { newPassword: '', confirmPassword: '' },
    onValuesChange,
    onSubmit,
    submitting = false,
    error,
    failureMessage = text.failureMessage,
    messages,
    verifying = false,
    verifyingLabel = text.verifyingLabel,
    tokenError,
    requestLabel = text.requestLabel,
    requestHref,
    title = text.title,
    description = text.description,
    newPasswordLabel = text.newPasswordLabel,
    confirmPasswordLabel = text.confirmPasswordLabel,
    passwordHint = text.passwordHint,
    submitLabel = text.submitLabel,
    submittingLabel = text.submittingLabel,
    loginLabel = text.loginLabel,
    loginHref,
    ...props
  } = allProps;
  const form = useAuthForm({
    defaultValues,
    values,
    onValuesChange,
    validate: validateResetPassword,
    fieldOrder: ['newPassword', 'confirmPassword'] as const,
    messages,
    onSubmit,
    submitting,
    failureMessage,
  });
  const state = verifying ? 'verifying' : tokenError ? 'token-error' : 'ready';
  return (
    <AuthLayout
      data-slot="reset-password-form"
      data-state={state}
      title={title}
      description={state === 'ready' ? description : undefined}
      footer={<AuthLink href={loginHref}>{loginLabel}</AuthLink>}
      {...props}
    >
      {state === 'verifying' ? (
        <div
          data-slot="reset-password-verifying"
          className="flex flex-col items-center gap-3 py-6 text-sm text-text-muted"
        >
          <Spinner size="lg" className="text-primary-text" label={verifyingLabel} />
          <p aria-hidden="true">{verifyingLabel}</p>
        </div>
      ) : state === 'token-error' ? (
        <>
          <FormError>{tokenError}</FormError>
          <Button href={requestHref} className="w-full">
            {requestLabel}
          </Button>
        </>
      ) : (
        <AuthFormBody
          form={form}
          error={error}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
        >
          <NewPasswordField
            label={newPasswordLabel}
            autoComplete="new-password"
            required
            description={passwordHint}
            {...form.field('newPassword')}
          />
          <PasswordField
            label={confirmPasswordLabel}
            autoComplete="new-password"
            required
            {...form.field('confirmPassword')}
          />
        </AuthFormBody>
      )}
    </AuthLayout>
  );
}
