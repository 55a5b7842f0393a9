import type { ReactNode } from 'react';
import { AuthLayout, ExpiredIcon, type AuthLayoutProps } from '../auth-layout';

export interface InviteExpiredProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** @default 'Invitation Expired' */
  title?: ReactNode;
  /** @default "To join this program you'll need to ask the person who originally invited you for a new link." */
  message?: ReactNode;
  /** Anything under the message, such as a contact link. */
  children?: ReactNode;
}

/** Invitation step 5, the error step: the invitation has expired; ask for a new one. */
export function InviteExpired({
  title = 'Invitation Expired',
  message = "To join this program you'll need to ask the person who originally invited you for a new link.",
  children,
  ...props
}: InviteExpiredProps) {
  return (
    <AuthLayout
      data-slot="invite-expired"
      icon={<ExpiredIcon />}
      title={title}
      description={message}
      {...props}
    >
      {children}
    </AuthLayout>
  );
}
