import * as inviteFlowMessages from '@lp/locales/en/invite-flow';
import { Button, useMessages } from '@lp/ui';
import type { ReactNode } from 'react';
import { Mail } from '@lp/ui/icons';
import { AuthIcon, AuthLayout, FormError, withElement, type AuthLayoutProps } from '../auth-layout';
import { useInviteCountdown } from './use-invite-flow';

export interface InviteConfirmationProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** The address the confirmation went to. */
  email?: string;
  /** @default 'Thank you!' */
  title?: ReactNode;
  /** @default 'We have sent a confirmation email to {email}. Please click the link in it to verify your account.' */
  message?: ReactNode;
  /** The countdown line. @default (seconds) => `Continuing in ${seconds} seconds...` */
  countdownText?: (seconds: number) => ReactNode;
  /** Seconds before moving on by itself (spec 2 §2.7: 10). @default 10 */
  countdownSeconds?: number;
  /** Stops the countdown (for review in Storybook). @default false */
  countdownPaused?: boolean;
  /** Called once the countdown reaches zero: the flow moves to verified. */
  onCountdownEnd?: () => void;
  /** @default 'Resend Verification Email' */
  resendLabel?: string;
  /** Called by the resend button (spec 2 §9: not implemented by the product). */
  onResend?: () => void;
  /** A general error, such as 'Failed to resend email. Please try again.' */
  error?: ReactNode;
  /** @default 'Having trouble? Click here' */
  troubleLabel?: string;
  /** Called by 'Having trouble? Click here': the flow moves to the error step. */
  onTrouble?: () => void;
}

/** Invitation step 3: 'Thank you!', then on to verified after a visible 10-second countdown. */
export function InviteConfirmation(allProps: InviteConfirmationProps) {
  const text = useMessages(inviteFlowMessages);
  const {
    email,
    title = text.confirmationTitle,
    message,
    countdownText = (seconds: number) => text.countdown({ seconds }),
    countdownSeconds,
    countdownPaused = false,
    onCountdownEnd,
    resendLabel = text.resendLabel,
    onResend,
    error,
    troubleLabel = text.troubleLabel,
    onTrouble,
    ...props
  } = allProps;
  const { remaining } = useInviteCountdown({
    seconds: countdownSeconds,
    paused: countdownPaused,
    onDone: onCountdownEnd,
  });
  const sent =
    message ??
    (email
      ? withElement(
          (marker) => text.sentTo({ email: marker }),
          <strong className="font-semibold break-words text-text">{email}</strong>,
        )
      : text.sent);
  return (
    <AuthLayout
      data-slot="invite-confirmation"
      icon={<AuthIcon icon={Mail} tone="primary" />}
      title={title}
      description={sent}
      {...props}
    >
      <FormError>{error}</FormError>
      <p
        role="timer"
        aria-atomic="true"
        data-slot="invite-countdown"
        data-remaining={remaining}
        className="text-center text-sm font-medium text-text"
      >
        {countdownText(remaining)}
      </p>
      <Button variant="outline" className="w-full" onClick={onResend}>
        {resendLabel}
      </Button>
      <Button variant="link" className="self-center" onClick={onTrouble}>
        {troubleLabel}
      </Button>
    </AuthLayout>
  );
}
