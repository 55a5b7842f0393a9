import { useState, type ReactNode } from 'react';
import type { AuthLayoutProps } from '../auth-layout';
import { InviteConfirmation, type InviteConfirmationProps } from './invite-confirmation';
import { InviteExpired, type InviteExpiredProps } from './invite-expired';
import {
  InviteNamesForm,
  InviteRegisterForm,
  type InviteNamesFormProps,
  type InviteRegisterFormProps,
} from './invite-forms';
import {
  InviteVerified,
  type InviteVerifiedContinue,
  type InviteVerifiedProps,
} from './invite-verified';
import { useInviteFlow, type InviteRegistration, type InviteStep } from './use-invite-flow';

interface InviteFlowOwnProps extends Pick<AuthLayoutProps, 'productName' | 'logo' | 'className'> {
  /** The current step, when the app controls it (for example to show the error step for an expired invitation). */
  step?: InviteStep;
  /** The first step when uncontrolled. @default 'invite' */
  defaultStep?: InviteStep;
  /** Called with each new step. */
  onStepChange?: (step: InviteStep) => void;
  /** The invitation is known to be expired: the invite and confirmation steps show the error step instead. @default false */
  invitationExpired?: boolean;
  /** Registers the account (the app calls the API). Resolving moves to confirmation; rejecting stays on register with the values kept. */
  onRegister?: (values: InviteRegistration) => unknown;
  /** Shows register's in-progress label, when the app tracks the request itself. @default false */
  registering?: boolean;
  /** The general error of the register step. */
  registerError?: ReactNode;
  /** Called by the confirmation step's resend button. */
  onResend?: (email: string) => void;
  /** Where the error step's 'Sign in' leads (the app's /auth/login). */
  loginHref: string;
  /** Texts and props of each step. */
  inviteProps?: Partial<InviteNamesFormProps>;
  registerProps?: Partial<InviteRegisterFormProps>;
  confirmationProps?: Partial<InviteConfirmationProps>;
  verifiedProps?: Partial<InviteVerifiedProps>;
  errorProps?: Partial<InviteExpiredProps>;
}

/** The props of the invitation flow; verified's continue is a link to `continueHref` (the app's /dashboard) or calls `onContinue`. */
export type InviteFlowProps = InviteFlowOwnProps & InviteVerifiedContinue;

/** /auth/invite: names, then account, then 'Thank you!' with a 10-second countdown to 'Email Verified' (spec 2 §2.7). */
export function InviteFlow({
  step: controlledStep,
  defaultStep,
  onStepChange,
  invitationExpired = false,
  onRegister,
  registering = false,
  registerError,
  onResend,
  continueHref,
  onContinue,
  loginHref,
  inviteProps,
  registerProps,
  confirmationProps,
  verifiedProps,
  errorProps,
  ...layout
}: InviteFlowProps) {
  // After a move, focus goes to the new step's heading (the previous step is gone).
  const [moved, setMoved] = useState(false);
  const flow = useInviteFlow({
    step: controlledStep,
    defaultStep,
    onRegister,
    onStepChange: (next) => {
      setMoved(true);
      onStepChange?.(next);
    },
  });
  const step =
    invitationExpired && (flow.step === 'invite' || flow.step === 'confirmation')
      ? 'error'
      : flow.step;
  const shared = { ...layout, focusTitleOnMount: moved, 'data-step': step };

  switch (step) {
    case 'invite':
      return (
        <InviteNamesForm
          {...shared}
          defaultValues={flow.names}
          onSubmit={flow.submitNames}
          {...inviteProps}
        />
      );
    case 'register':
      return (
        <InviteRegisterForm
          {...shared}
          defaultValues={flow.account}
          onSubmit={flow.submitAccount}
          submitting={registering}
          error={registerError}
          {...registerProps}
        />
      );
    case 'confirmation':
      return (
        <InviteConfirmation
          {...shared}
          email={flow.account.email || undefined}
          onCountdownEnd={flow.countdownDone}
          onTrouble={flow.trouble}
          onResend={() => onResend?.(flow.account.email)}
          {...confirmationProps}
        />
      );
    case 'verified':
      return (
        <InviteVerified
          {...shared}
          {...((onContinue
            ? { onContinue, continueHref }
            : { continueHref }) as InviteVerifiedContinue)}
          {...verifiedProps}
        />
      );
    case 'error':
      return <InviteExpired {...shared} loginHref={loginHref} {...errorProps} />;
  }
}
