import { validateInviteAccount, validateInviteNames } from '@lp/contract';
import * as inviteFlowMessages from '@lp/locales/en/invite-flow';
import { Button, FieldError, PasswordField, TextField, useMessages } from '@lp/ui';
import { useId, type ReactNode } from 'react';
import {
  AuthFormBody,
  AuthLayout,
  emailInputProps,
  useAuthForm,
  type AuthFormProps,
  type AuthLayoutProps,
  type ValidationMessageOverrides,
} from '../auth-layout';
import type { InviteAccountValues, InviteNamesValues } from './use-invite-flow';

export interface InviteNamesFormProps extends Omit<
  AuthLayoutProps,
  'title' | 'children' | 'onSubmit' | 'defaultValue'
> {
  /** Starting values (the flow passes what was typed before). @default both empty */
  defaultValues?: InviteNamesValues;
  /** Receives both names once both are filled in. */
  onSubmit?: (values: InviteNamesValues) => unknown;
  /** Overrides of the spec's validation messages. */
  messages?: ValidationMessageOverrides;
  /** @default "You've Been Invited" */
  title?: ReactNode;
  /** @default 'Tell us your name to create your account.' */
  description?: ReactNode;
  /** @default 'First name' */
  firstNameLabel?: string;
  /** @default 'Last name' */
  lastNameLabel?: string;
  /** @default 'Create Account' */
  submitLabel?: string;
}

/** Invitation step 1: first and last name, 'Create Account'. */
export function InviteNamesForm(allProps: InviteNamesFormProps) {
  const text = useMessages(inviteFlowMessages);
  const {
    defaultValues = { firstName: '', lastName: '' },
    onSubmit,
    messages,
    title = text.namesTitle,
    description = text.namesDescription,
    firstNameLabel = text.firstNameLabel,
    lastNameLabel = text.lastNameLabel,
    submitLabel = text.namesSubmitLabel,
    ...props
  } = allProps;
  const form = useAuthForm({
    defaultValues,
    validate: validateInviteNames,
    fieldOrder: ['name'] as const,
    // One message covers both names (spec 2 §5); focus goes to the first one left empty.
    inputFor: (_field, values) => (values.firstName.trim() ? 'lastName' : 'firstName'),
    messages,
    onSubmit,
  });
  const errorId = useId();
  const message = form.errors.name;
  const firstInvalid = Boolean(message) && !form.values.firstName.trim();
  const lastInvalid = Boolean(message) && !form.values.lastName.trim();
  return (
    <AuthLayout data-slot="invite-names" title={title} description={description} {...props}>
      <form {...form.formProps} className="flex flex-col gap-4">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={firstNameLabel}
            autoComplete="given-name"
            required
            {...form.field('firstName')}
            aria-invalid={firstInvalid || undefined}
            aria-describedby={firstInvalid ? errorId : undefined}
          />
          <TextField
            label={lastNameLabel}
            autoComplete="family-name"
            required
            {...form.field('lastName')}
            aria-invalid={lastInvalid || undefined}
            aria-describedby={lastInvalid ? errorId : undefined}
          />
        </div>
        <FieldError id={errorId} data-slot="invite-names-error">
          {firstInvalid || lastInvalid ? message : undefined}
        </FieldError>
        <Button type="submit" className="w-full">
          {submitLabel}
        </Button>
      </form>
    </AuthLayout>
  );
}

export interface InviteRegisterFormProps extends Omit<
  AuthFormProps<InviteAccountValues>,
  'values' | 'onValuesChange'
> {
  /** Starting values (the flow passes what was typed before). @default both empty */
  defaultValues?: InviteAccountValues;
  /** Shown when `onSubmit` rejects and no `error` is given. @default 'Registration failed. Please try again.' */
  failureMessage?: string;
  /** @default 'Create Your Account' */
  title?: ReactNode;
  /** @default 'Choose the email and password you will sign in with.' */
  description?: ReactNode;
  /** @default 'Email' */
  emailLabel?: string;
  /** @default 'Password' */
  passwordLabel?: string;
  /** @default 'Join the program' */
  submitLabel?: string;
  /** @default 'Joining...' */
  submittingLabel?: string;
}

/** Invitation step 2: e-mail and password, 'Join the program'. */
export function InviteRegisterForm(allProps: InviteRegisterFormProps) {
  const text = useMessages(inviteFlowMessages);
  const {
    defaultValues = { email: '', password: '' },
    onSubmit,
    submitting = false,
    error,
    failureMessage = text.failureMessage,
    messages,
    title = text.registerTitle,
    description = text.registerDescription,
    emailLabel = text.emailLabel,
    passwordLabel = text.passwordLabel,
    submitLabel = text.registerSubmitLabel,
    submittingLabel = text.registerSubmittingLabel,
    ...props
  } = allProps;
  const form = useAuthForm({
    defaultValues,
    validate: validateInviteAccount,
    fieldOrder: ['email', 'password'] as const,
    messages,
    onSubmit,
    submitting,
    failureMessage,
  });
  return (
    <AuthLayout data-slot="invite-register" title={title} description={description} {...props}>
      <AuthFormBody
        form={form}
        error={error}
        submitLabel={submitLabel}
        submittingLabel={submittingLabel}
      >
        <TextField label={emailLabel} {...emailInputProps} {...form.field('email')} />
        <PasswordField
          label={passwordLabel}
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
      </AuthFormBody>
    </AuthLayout>
  );
}
