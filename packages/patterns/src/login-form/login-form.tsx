import { validateLogin } from '@lp/contract';
import { Button, PasswordField, TextField } from '@lp/ui';
import type { ReactNode } from 'react';
import {
  AuthLayout,
  AuthLink,
  FormError,
  useAuthForm,
  type AuthLayoutProps,
  type RenderLink,
  type ValidationMessageOverrides,
} from '../auth-layout';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps extends Omit<
  AuthLayoutProps,
  'title' | 'children' | 'onSubmit' | 'defaultValue'
> {
  /** The values, when the app controls them. */
  values?: LoginValues;
  /** Starting values of an uncontrolled form. @default { email: '', password: '' } */
  defaultValues?: LoginValues;
  /** Called with every change. */
  onValuesChange?: (values: LoginValues) => void;
  /** Receives valid values; may return a promise (the in-progress state shows until it settles). */
  onSubmit?: (values: LoginValues) => unknown;
  /** Shows 'Signing In...' and ignores further submits; what was typed stays. @default false */
  submitting?: boolean;
  /** The general error above the form, such as 'Login failed. Please try again.' */
  error?: ReactNode;
  /** Shown when `onSubmit` rejects and no `error` is given. @default 'An unexpected error occurred. Please try again.' */
  failureMessage?: string;
  /** Overrides of the spec's validation messages. */
  messages?: ValidationMessageOverrides;
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
  /** @default '/auth/forgot-password' */
  forgotPasswordHref?: string;
  /** @default "Don't have an account?" */
  registerPrompt?: ReactNode;
  /** @default 'Sign up' */
  registerLabel?: string;
  /** @default '/auth/register' */
  registerHref?: string;
  /** Renders links the app's way. */
  renderLink?: RenderLink;
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
  forgotPasswordHref = '/auth/forgot-password',
  registerPrompt = "Don't have an account?",
  registerLabel = 'Sign up',
  registerHref = '/auth/register',
  renderLink,
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
      renderLink={renderLink}
      footer={
        <>
          {registerPrompt}{' '}
          <AuthLink href={registerHref} renderLink={renderLink}>
            {registerLabel}
          </AuthLink>
        </>
      }
      {...props}
    >
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormError>{error ?? form.failure}</FormError>
        <TextField
          label={emailLabel}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.values.email}
          onChange={(event) => form.setValue('email', event.target.value)}
          error={form.errors.email}
        />
        <PasswordField
          label={passwordLabel}
          name="password"
          autoComplete="current-password"
          required
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          error={form.errors.password}
        />
        <div className="-mt-1 flex justify-end text-sm">
          <AuthLink href={forgotPasswordHref} renderLink={renderLink}>
            {forgotPasswordLabel}
          </AuthLink>
        </div>
        <Button type="submit" className="w-full" loading={form.busy} loadingText={submittingLabel}>
          {submitLabel}
        </Button>
      </form>
    </AuthLayout>
  );
}
