import { validateLogin } from '@lp/contract';
import { PasswordField, TextField } from '@lp/ui';
import type { ReactNode } from 'react';
import {
  AuthFormBody,
  AuthLayout,
  AuthLink,
  AuthPrompt,
  emailInputProps,
  useAuthForm,
  type AuthFormProps,
} from '../auth-layout';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps extends AuthFormProps<LoginValues> {
  /** Starting values of an uncontrolled form. @default { email: '', password: '' } */
  defaultValues?: LoginValues;
  /** Shown when `onSubmit` rejects and no `error` is given. @default 'An unexpected error occurred. Please try again.' */
  failureMessage?: string;
  /** @default 'Welcome Back!' */
  title?: ReactNode;
  /** @default 'Email' */
  emailLabel?: string;
  /** @default 'Password' */
  passwordLabel?: string;
  /** @default 'Sign In' */
  submitLabel?: string;
  /** @default 'Signing In...' */
  submittingLabel?: string;
  /** @default 'Forgot password?' */
  forgotPasswordLabel?: string;
  /** Where 'Forgot password?' leads (the app's /auth/forgot-password). */
  forgotPasswordHref: string;
  /** @default "Don't have an account?" */
  registerPrompt?: ReactNode;
  /** @default 'Sign up' */
  registerLabel?: string;
  /** Where 'Sign up' leads (the app's /auth/register). */
  registerHref: string;
}

/** /auth/login: 'Welcome Back!', e-mail and password, with the ways to a new password and an account. */
export function LoginForm({
  values,
  defaultValues = { email: '', password: '' },
  onValuesChange,
  onSubmit,
  submitting = false,
  error,
  failureMessage = 'An unexpected error occurred. Please try again.',
  messages,
  title = 'Welcome Back!',
  emailLabel = 'Email',
  passwordLabel = 'Password',
  submitLabel = 'Sign In',
  submittingLabel = 'Signing In...',
  forgotPasswordLabel = 'Forgot password?',
  forgotPasswordHref,
  registerPrompt = "Don't have an account?",
  registerLabel = 'Sign up',
  registerHref,
  ...props
}: LoginFormProps) {
  const form = useAuthForm({
    defaultValues,
    values,
    onValuesChange,
    validate: validateLogin,
    fieldOrder: ['email', 'password'] as const,
    messages,
    onSubmit,
    submitting,
    failureMessage,
  });
  return (
    <AuthLayout
      data-slot="login-form"
      title={title}
      footer={
        <AuthPrompt prompt={registerPrompt} href={registerHref}>
          {registerLabel}
        </AuthPrompt>
      }
      {...props}
    >
      <AuthFormBody
        form={form}
        error={error}
        submitLabel={submitLabel}
        submittingLabel={submittingLabel}
      >
        <TextField label={emailLabel} {...emailInputProps} {...form.field('email')} />
        <PasswordField
          label={passwordLabel}
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <div className="-mt-1 flex justify-end text-sm">
          <AuthLink href={forgotPasswordHref}>{forgotPasswordLabel}</AuthLink>
        </div>
      </AuthFormBody>
    </AuthLayout>
  );
}
