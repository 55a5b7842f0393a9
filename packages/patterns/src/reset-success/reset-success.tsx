import type { ReactNode } from 'react';
import {
  AuthLayout,
  AuthLinkButton,
  CheckCircleIcon,
  type AuthLayoutProps,
  type RenderLink,
} from '../auth-layout';

export interface ResetSuccessProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** @default 'Password Updated Successfully' */
  title?: ReactNode;
  /** A line under the title. @default 'You can now sign in with your new password.' */
  message?: ReactNode;
  /** @default 'Return to Login' */
  returnLabel?: string;
  /** Where the button leads (spec 1 §2.6: /login, which redirects to /auth/login). @default '/login' */
  returnHref?: string;
  /** Renders the button's link the app's way. */
  renderLink?: RenderLink;
}

/** /auth/forgot-password/step/success: the new password is saved (spec 1 §2.6). */
export function ResetSuccess({
  title = 'Password Updated Successfully',
  message = 'You can now sign in with your new password.',
  returnLabel = 'Return to Login',
  returnHref = '/login',
  renderLink,
  ...props
}: ResetSuccessProps) {
  return (
    <AuthLayout
      data-slot="reset-success"
      icon={<CheckCircleIcon />}
      title={title}
      description={message}
      renderLink={renderLink}
      {...props}
    >
      <AuthLinkButton href={returnHref} renderLink={renderLink} className="w-full">
        {returnLabel}
      </AuthLinkButton>
    </AuthLayout>
  );
}
