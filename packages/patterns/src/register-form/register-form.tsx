import { validateRegister } from '@lp/contract';
import * as registerFormMessages from '@lp/locales/en/register-form';
import { NewPasswordField, TextField, useMessages } from '@lp/ui';
import type { ReactNode } from 'react';
import {
  AuthFormBody,
  AuthLayout,
  AuthPrompt,
  emailInputProps,
  useAuthForm,
  type AuthFormProps,
} from '../auth-layout';

export interface RegisterValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const emptyValues: RegisterValues = { email: '', password: '', firstName: '', lastName: '' };

export interface RegisterFormProps extends AuthFormProps<RegisterValues> {
  /** Starting values of an uncontrolled form. @default all empty */
  defaultValues?: RegisterValues;
  /** Shown when `onSubmit` rejects and no `error` is given. @default 'Registration failed. Please try again.' */
  failureMessage?: string;
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
  /** Where 'Sign in' leads (the app's /auth/login). */
  loginHref: string;
}

/** /auth/register: names, e-mail and a password with the strength meter. */
export function RegisterForm(allProps: RegisterFormProps) {
  const text = useMessages(registerFormMessages);
  const {
    values,
    defaultValues = emptyValues,
    onValuesChange,
    onSubmit,
    submitting = false,
    error,
    failureMessage = text.failureMessage,
    messages,
    title = text.title,
    firstNameLabel = text.firstNameLabel,
    lastNameLabel = text.lastNameLabel,
    emailLabel = text.emailLabel,
    passwordLabel = text.passwordLabel,
    passwordHint = text.passwordHint,
    submitLabel = text.submitLabel,
    submittingLabel = text.submittingLabel,
    loginPrompt = text.loginPrompt,
    loginLabel = text.loginLabel,
    loginHref,
    ...props
  } = allProps;
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
      footer={
        <AuthPrompt prompt={loginPrompt} href={loginHref}>
          {loginLabel}
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
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={firstNameLabel}
            autoComplete="given-name"
            required
            {...form.field('firstName')}
          />
          <TextField
            label={lastNameLabel}
            autoComplete="family-name"
            required
            {...form.field('lastName')}
          />
        </div>
        <TextField label={emailLabel} {...emailInputProps} {...form.field('email')} />
        <NewPasswordField
          label={passwordLabel}
          autoComplete="new-password"
          required
          description={passwordHint}
          {...form.field('password')}
        />
      </AuthFormBody>
    </AuthLayout>
  );
}
