import type { ReactNode } from 'react';
import {
  AuthLayout,
  AuthLink,
  AuthLinkButton,
  ExpiredIcon,
  type AuthLayoutProps,
  type RenderLink,
} from '../auth-layout';

export interface ExpiredLinkProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** @default 'Link Expired' */
  title?: ReactNode;
  /** @default 'The link to reset your password has expired. Generate a new one.' */
  message?: ReactNode;
  /** @default 'Request a new link' */
  requestLabel?: string;
  /** Where a new link is requested. @default '/auth/forgot-password' */
  requestHref?: string;
  /** @default 'Back to Sign In' */
  loginLabel?: string;
  /** @default '/auth/login' */
  loginHref?: string;
  /** Renders the links the app's way. */
  renderLink?: RenderLink;
}

/** /auth/expired-link: the reset token has expired; ask for a new one (spec 1 §2.6, §8). */
export function ExpiredLink({
  title = 'Link Expired',
  message = 'The link to reset your password has expired. Generate a new one.',
  requestLabel = 'Request a new link',
  requestHref = '/auth/forgot-password',
  loginLabel = 'Back to Sign In',
  loginHref = '/auth/login',
  renderLink,
  ...props
}: ExpiredLinkProps) {
  return (
    <AuthLayout
      data-slot="expired-link"
      icon={<ExpiredIcon />}
      title={title}
      description={message}
      renderLink={renderLink}
      footer={
        <AuthLink href={loginHref} renderLink={renderLink}>
          {loginLabel}
        </AuthLink>
      }
      {...props}
    >
      <AuthLinkButton href={requestHref} renderLink={renderLink} className="w-full">
        {requestLabel}
      </AuthLinkButton>
    </AuthLayout>
  );
}
