import * as inviteFlowMessages from '@lp/locales/en/invite-flow';
import { useMessages } from '@lp/ui';
import type { ReactNode } from 'react';
import { Clock } from '@lp/ui/icons';
import { AuthIcon, AuthLayout, AuthPrompt, type AuthLayoutProps } from '../auth-layout';

export interface InviteExpiredProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** @default 'Invitation Expired' */
  title?: ReactNode;
  /** @default "To join this program you'll need to ask the person who originally invited you for a new link." */
  message?: ReactNode;
  /** Anything under the message, such as a contact link. */
  children?: ReactNode;
  /** Where 'Sign in' leads, for someone who already has an account (the app's /auth/login). */
  loginHref: string;
  /** @default 'Already have an account?' */
  loginPrompt?: ReactNode;
  /** @default 'Sign in' */
  loginLabel?: string;
}

/**
 * Invitation step 5, the error step: the invitation has expired, is unknown or the address has
 * no token; ask for a new one, or sign in with an existing account.
 */
export function InviteExpired(allProps: InviteExpiredProps) {
  const text = useMessages(inviteFlowMessages);
  const {
    title = text.expiredTitle,
    message = text.expiredMessage,
    children,
    loginHref,
    loginPrompt = text.loginPrompt,
    loginLabel = text.loginLabel,
    ...props
  } = allProps;
  return (
    <AuthLayout
      data-slot="invite-expired"
      icon={<AuthIcon icon={Clock} tone="danger" />}
      title={title}
      description={message}
      footer={
        <AuthPrompt prompt={loginPrompt} href={loginHref}>
          {loginLabel}
        </AuthPrompt>
      }
      {...props}
    >
      {children}
    </AuthLayout>
  );
}
