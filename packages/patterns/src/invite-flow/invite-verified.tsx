import { Button } from '@lp/ui';
import type { ReactNode } from 'react';
import {
  AuthLayout,
  AuthLinkButton,
  CheckCircleIcon,
  type AuthLayoutProps,
  type RenderLink,
} from '../auth-layout';

export interface InviteVerifiedProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** @default 'Email Verified' */
  title?: ReactNode;
  /** @default 'Your account is ready.' */
  message?: ReactNode;
  /** @default 'Continue' */
  continueLabel?: string;
  /** Where the continue button leads, when no `onContinue` is given. @default '/dashboard' */
  continueHref?: string;
  /** Makes the continue button a button that calls this instead of a link. */
  onContinue?: () => void;
  /** Renders the link the app's way. */
  renderLink?: RenderLink;
}

/** Invitation step 4: 'Email Verified' and on to the dashboard. */
export function InviteVerified({
  title = 'Email Verified',
  message = 'Your account is ready.',
  continueLabel = 'Continue',
  continueHref = '/dashboard',
  onContinue,
  renderLink,
  ...props
}: InviteVerifiedProps) {
  return (
    <AuthLayout
      data-slot="invite-verified"
      icon={<CheckCircleIcon />}
      title={title}
      description={message}
      renderLink={renderLink}
      {...props}
    >
      {onContinue ? (
        <Button className="w-full" onClick={onContinue}>
          {continueLabel}
        </Button>
      ) : (
        <AuthLinkButton href={continueHref} renderLink={renderLink} className="w-full">
          {continueLabel}
        </AuthLinkButton>
      )}
    </AuthLayout>
  );
}
