import { validateLogin } from '@lp/contract';
import * as loginFormMessages from '@lp/locales/en/login-form';
import { buttonVariants, cn, PasswordField, TextField, useMessages } from '@lp/ui';
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
  /**
   * The university's own identity provider (issue 33): a "Sign in with {label}" button that
   * starts its sign-in (a plain link, so it works before the script runs). Absent: no button.
   */
  provider?: { label: string; href: string };
  /** @default (label) => `Sign in with ${label}` */
  providerButtonLabel?: (label: string) => string;
  /**
   * Whether the e-mail and password form shows. Off (the university signs in only through its
   * provider), a link to the password form stays for administrators. @default true
   */
  passwordForm?: boolean;
  /** Where administrators find the password form when it is off (the same page, asked for it). */
  localSignInHref?: string;
  /** @default 'Administrator? Sign in with a password' */
  localSignInLabel?: string;
  /** @default 'or' */
  dividerLabel?: string;
}

/** /auth/login: 'Welcome Back!', e-mail and password, with the ways to a new password and an account. */
export function LoginForm(allProps: LoginFormProps) {
  const text = useMessages(loginFormMessages);
  const {
    values,
    defaultValues = { email: '', password: '' },
    onValuesChange,
    onSubmit,
    submitting = false,
    error,
    failureMessage = text.failureMessage,
    messages,
    title = text.title,
    emailLabel = text.emailLabel,
    passwordLabel = text.passwordLabel,
    submitLabel = text.submitLabel,
    submittingLabel = text.submittingLabel,
    forgotPasswordLabel = text.forgotPasswordLabel,
    forgotPasswordHref,
    registerPrompt = text.registerPrompt,
    registerLabel = text.registerLabel,
    registerHref,
    provider,
    providerButtonLabel = (label: string) => text.providerButtonLabel({ label }),
    passwordForm = true,
    localSignInHref,
    localSignInLabel = text.localSignInLabel,
    dividerLabel = text.dividerLabel,
    ...props
  } = allProps;
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
      {provider ? (
        <div data-slot="login-provider" className="flex flex-col gap-4">
          {/* A plain link, not the router's: it leaves the app for the provider's sign-in page. */}
          <a href={provider.href} className={cn(buttonVariants({ variant: 'outline' }), 'w-full')}>
            {providerButtonLabel(provider.label)}
          </a>
          {passwordForm ? (
            <p
              aria-hidden
              className="flex items-center gap-3 text-sm text-text-muted before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border"
            >
              {dividerLabel}
            </p>
          ) : null}
        </div>
      ) : null}
      {passwordForm ? (
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
      ) : localSignInHref ? (
        <p className="text-center text-sm">
          <AuthLink href={localSignInHref}>{localSignInLabel}</AuthLink>
        </p>
      ) : null}
    </AuthLayout>
  );
}
