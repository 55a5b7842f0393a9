import { PASSWORD_HINT, validateRegister } from '@lp/contract';
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

export interface RegisterValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const emptyValues: RegisterValues = { email: '', password: '', firstName: '', lastName: '' };

export interface RegisterFormProps extends Omit<
  AuthLayoutProps,
  'title' | 'children' | 'onSubmit' | 'defaultValue'
> {
  /** The values, when the app controls them. */
  values?: RegisterValues;
  /** Starting values of an uncontrolled form. @default all empty */
  defaultValues?: RegisterValues;
  /** Called with every change. */
  onValuesChange?: (values: RegisterValues) => void;
  /** Receives valid values; may return a promise (the in-progress state shows until it settles). */
  onSubmit?: (values: RegisterValues) => unknown;
  /** Shows 'Creating account...' and ignores further submits; what was typed stays. @default false */
  submitting?: boolean;
  /** The general error above the form, such as 'Registration failed. Please try again.' */
  error?: ReactNode;
  /** Shown when `onSubmit` rejects and no `error` is given. @default 'Registration failed. Please try again.' */
  failureMessage?: string;
  /** Overrides of the spec's validation messages. */
  messages?: ValidationMessageOverrides;
  /** @default 'Create Your Account' */
  title?: ReactNode;
  /** @default 'First name' */
  firstNameLabel?: string;
  /** @default 'Last name' */
  lastNameLabel?: string;
  /** @default 'Email' */
  emailLabel?: string;
  /** @default 'Password' */
  passwordLabel?: string;
  /** The hint under the password (spec 1 §5; only the length is enforced). @default 'Use at least 8 characters, one capital letter, and a number.' */
  passwordHint?: ReactNode;
  /** @default 'Create account' */
  submitLabel?: string;
  /** @default 'Creating account...' */
  submittingLabel?: string;
  /** @default 'Already have an account?' */
  loginPrompt?: ReactNode;
  /** @default 'Sign in' */
  loginLabel?: string;
  /** @default '/auth/login' */
  loginHref?: string;
  /** Renders links the app's way. */
  renderLink?: RenderLink;
}

/** /auth/register: names, e-mail and a password with the strength meter. */
export function RegisterForm({
  values,
  defaultValues = emptyValues,
  onValuesChange,
  onSubmit,
  submitting = false,
  error,
  failureMessage = 'Registration failed. Please try again.',
  messages,
  title = 'Create Your Account',
  firstNameLabel = 'First name',
  lastNameLabel = 'Last name',
  emailLabel = 'Email',
  passwordLabel = 'Password',
  passwordHint = PASSWORD_HINT,
  submitLabel = 'Create account',
  submittingLabel = 'Creating account...',
  loginPrompt = 'Already have an account?',
  loginLabel = 'Sign in',
  loginHref = '/auth/login',
  renderLink,
  ...props
}: RegisterFormProps) {
  const form = useAuthForm({
    defaultValues,
    values,
    onValuesChange,
    validate: validateRegister,
    // The order on screen: names first, as people expect on a sign-up form.
    fieldOrder: ['firstName', 'lastName', 'email', 'password'] as const,
    messages,
    onSubmit,
    submitting,
    failureMessage,
  });
  return (
    <AuthLayout
      data-slot="register-form"
      title={title}
      renderLink={renderLink}
      footer={
        <>
          {loginPrompt}{' '}
          <AuthLink href={loginHref} renderLink={renderLink}>
            {loginLabel}
          </AuthLink>
        </>
      }
      {...props}
    >
      <form {...form.formProps} className="flex flex-col gap-4">
        <FormError>{error ?? form.failure}</FormError>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={firstNameLabel}
            name="firstName"
            autoComplete="given-name"
            required
            value={form.values.firstName}
            onChange={(event) => form.setValue('firstName', event.target.value)}
            error={form.errors.firstName}
          />
          <TextField
            label={lastNameLabel}
            name="lastName"
            autoComplete="family-name"
            required
            value={form.values.lastName}
            onChange={(event) => form.setValue('lastName', event.target.value)}
            error={form.errors.lastName}
          />
        </div>
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
          autoComplete="new-password"
          required
          showStrength
          description={passwordHint}
          value={form.values.password}
          onChange={(event) => form.setValue('password', event.target.value)}
          error={form.errors.password}
        />
        <Button type="submit" className="w-full" loading={form.busy} loadingText={submittingLabel}>
          {submitLabel}
        </Button>
      </form>
    </AuthLayout>
  );
}
