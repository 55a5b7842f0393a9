import * as inviteFlowMessages from '@lp/locales/en/invite-flow';
import { Button, useMessages } from '@lp/ui';
import type { ReactNode } from 'react';
import { CircleCheck } from '@lp/ui/icons';
import { AuthIcon, AuthLayout, type AuthLayoutProps } from '../auth-layout';

interface InviteVerifiedOwnProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** @default 'Email Verified' */
  title?: ReactNode;
  /** @default 'Your account is ready.' */
  message?: ReactNode;
  /** @default 'Continue' */
  continueLabel?: string;
}

/** The continue button is a link to `continueHref` (the app's /dashboard), or a button calling `onContinue`. */
export type InviteVerifiedContinue =
  | {
      /** Where the continue button leads (the app's /dashboard). */
      continueHref: string;
      onContinue?: undefined;
    }
  | {
      continueHref?: string;
      /** Makes the continue button a button that calls this instead of a link. */
      onContinue: () => void;
    };

export type InviteVerifiedProps = InviteVerifiedOwnProps & InviteVerifiedContinue;

/** Invitation step 4: 'Email Verified' and on to the dashboard. */
export function InviteVerified(allProps: InviteVerifiedProps) {
  const text = useMessages(inviteFlowMessages);
  const {
    title = text.verifiedTitle,
    message = text.verifiedMessage,
    continueLabel = text.continueLabel,
    continueHref,
    onContinue,
    ...props
  } = allProps;
  return (
    <AuthLayout
      data-slot="invite-verified"
      icon={<AuthIcon icon={CircleCheck} tone="success" />}
      title={title}
      description={message}
      {...props}
    >
      {onContinue ? (
        <Button className="w-full" onClick={onContinue}>
          {continueLabel}
        </Button>
      ) : (
        <Button href={continueHref} className="w-full">
          {continueLabel}
        </Button>
      )}
    </AuthLayout>
  );
}
