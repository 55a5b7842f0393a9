import { validateForgotPassword } from '@lp/contract';
import * as forgotPasswordMessages from '@lp/locales/en/forgot-password';
import { Button, TextField, useMessages } from '@lp/ui';
import { useState, type ReactNode } from 'react';
import {
  AuthFormBody,
  AuthLayout,
  AuthLink,
  emailInputProps,
  FormError,
  AuthIcon,
  useAuthForm,
  withElement,
  type AuthFormProps,
  type AuthLayoutProps,
} from '../auth-layout';
import { Mail } from '@lp/ui/icons';

export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordFormProps extends AuthFormProps<ForgotPasswordValues> {
  /** Starting values of an uncontrolled form. @default { email: '' } */
  defaultValues?: ForgotPasswordValues;
  /** Shown when `onSubmit` rejects and no `error` is given. @default 'Unknown error while sending email, please try again later.' */
  failureMessage?: string;
  /** @default 'Forgot Password?' */
  title?: ReactNode;
  /** @default "Enter your email address and we'll send you a link to reset your password." */
  description?: ReactNode;
  /** @default 'Email' */
  emailLabel?: string;
  /** @default 'Send Reset Link' */
  submitLabel?: string;
  /** @default 'Sending...' */
  submittingLabel?: string;
  /** @default 'Back to Sign In' */
  loginLabel?: string;
  /** Where 'Back to Sign In' leads (the app's /auth/login). */
  loginHref: string;
}

/** Forgot password, step 1 (/auth/forgot-password/step/enter-email): enter the account's e-mail. */
export function ForgotPasswordForm(allProps: ForgotPasswordFormProps) {
  const text = useMessages(forgotPasswordMessages);
  const {
    values,
    defaultValues = { email: '' },
    onValuesChange,
    onSubmit,
    submitting = false,
    error,
    failureMessage = text.failureMessage,
    messages,
    title = text.title,
    description = text.description,
    emailLabel = text.emailLabel,
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
    validate: validateForgotPassword,
    fieldOrder: ['email'] as const,
    messages,
    onSubmit,
    submitting,
    failureMessage,
  });
  return (
    <AuthLayout
      data-slot="forgot-password-form"
      title={title}
      description={description}
      footer={<AuthLink href={loginHref}>{loginLabel}</AuthLink>}
      {...props}
    >
      <AuthFormBody
        form={form}
        error={error}
        submitLabel={submitLabel}
        submittingLabel={submittingLabel}
      >
        <TextField label={emailLabel} {...emailInputProps} {...form.field('email')} />
      </AuthFormBody>
    </AuthLayout>
  );
}

export interface CheckYourEmailProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** The address the reset link went to. */
  email: string;
  /** @default 'Check Your Email' */
  title?: ReactNode;
  /** @default 'We have sent a password reset link to {email}.' */
  message?: ReactNode;
  /** @default 'Please check your inbox and follow the link to reset your password.' */
  instruction?: ReactNode;
  /** @default 'Resend Email' */
  resendLabel?: string;
  /** Called by the resend button (spec 1 §2.6: not implemented by the product; it may only log). */
  onResend?: () => void;
  /** A general error, such as 'Failed to resend email. Please try again.' */
  error?: ReactNode;
  /** @default 'Back' */
  backLabel?: string;
  /** Called by the back button (the flow returns to step 1, keeping the e-mail). */
  onBack?: () => void;
  /** Makes back a link to this address instead of a button. */
  backHref?: string;
}

/** Forgot password, step 2 (/auth/forgot-password/step/confirmation): 'Check Your Email'. */
export function CheckYourEmail(allProps: CheckYourEmailProps) {
  const text = useMessages(forgotPasswordMessages);
  const {
    email,
    title = text.checkTitle,
    message,
    instruction = text.checkInstruction,
    resendLabel = text.resendLabel,
    onResend,
    error,
    backLabel = text.backLabel,
    onBack,
    backHref,
    ...props
  } = allProps;
  return (
    <AuthLayout
      data-slot="check-your-email"
      icon={<AuthIcon icon={Mail} tone="primary" />}
      title={title}
      {...props}
    >
      <FormError>{error}</FormError>
      <div className="flex flex-col gap-2 text-center text-sm text-text">
        <p data-slot="check-your-email-message">
          {message ??
            withElement(
              (marker) => text.checkMessage({ email: marker }),
              <strong data-slot="check-your-email-address" className="font-semibold break-words">
                {email}
              </strong>,
            )}
        </p>
        <p className="text-text-muted">{instruction}</p>
      </div>
      <Button className="w-full" onClick={onResend}>
        {resendLabel}
      </Button>
      {backHref !== undefined ? (
        <AuthLink href={backHref} className="self-center text-sm">
          {backLabel}
        </AuthLink>
      ) : (
        <Button variant="outline" className="w-full" onClick={onBack}>
          {backLabel}
        </Button>
      )}
    </AuthLayout>
  );
}

export type ForgotPasswordStep = 'enter-email' | 'confirmation';

export interface ForgotPasswordProps extends Omit<ForgotPasswordFormProps, 'onSubmit'> {
  /** The step, when the app controls it (for example from the step routes). */
  step?: ForgotPasswordStep;
  /** The first step of an uncontrolled flow. @default 'enter-email' */
  defaultStep?: ForgotPasswordStep;
  /** Called with each new step. */
  onStepChange?: (step: ForgotPasswordStep) => void;
  /** Sends the reset e-mail (the app calls the API). When it resolves the flow shows step 2; when it rejects it stays on step 1 with the values kept. */
  onSubmit?: (values: ForgotPasswordValues) => unknown;
  /** Called by step 2's resend button. */
  onResend?: (values: ForgotPasswordValues) => void;
  /** Called by step 2's back button (after the flow has returned to step 1). */
  onBack?: () => void;
  /** Texts and props of step 2. */
  confirmationProps?: Partial<Omit<CheckYourEmailProps, 'email' | 'onResend' | 'onBack'>>;
}

/** /auth/forgot-password: enter the e-mail, then 'Check Your Email' showing it, with resend and back. */
export function ForgotPassword({
  step: controlledStep,
  defaultStep = 'enter-email',
  onStepChange,
  onSubmit,
  onResend,
  onBack,
  values: controlledValues,
  defaultValues = { email: '' },
  onValuesChange,
  confirmationProps,
  productName,
  logo,
  ...formProps
}: ForgotPasswordProps) {
  const [ownStep, setOwnStep] = useState(defaultStep);
  const [ownValues, setOwnValues] = useState(defaultValues);
  // After a move between steps, focus goes to the new step's heading (the old one is gone).
  const [moved, setMoved] = useState(false);
  const step = controlledStep ?? ownStep;
  const values = controlledValues ?? ownValues;

  function go(next: ForgotPasswordStep) {
    if (controlledStep === undefined) setOwnStep(next);
    setMoved(true);
    onStepChange?.(next);
  }

  async function submit(submitted: ForgotPasswordValues) {
    await onSubmit?.(submitted);
    go('confirmation');
  }

  if (step === 'confirmation') {
    return (
      <CheckYourEmail
        email={values.email}
        focusTitleOnMount={moved}
        productName={productName}
        logo={logo}
        onResend={() => onResend?.(values)}
        onBack={() => {
          go('enter-email');
          onBack?.();
        }}
        {...confirmationProps}
      />
    );
  }
  return (
    <ForgotPasswordForm
      focusTitleOnMount={moved}
      productName={productName}
      logo={logo}
      values={values}
      onValuesChange={(next) => {
        if (controlledValues === undefined) setOwnValues(next);
        onValuesChange?.(next);
      }}
      onSubmit={submit}
      {...formProps}
    />
  );
}
