import type { ReactNode } from 'react';
import * as expiredLinkMessages from '@lp/locales/en/expired-link';
import { Button, useMessages } from '@lp/ui';
import { Clock } from '@lp/ui/icons';
import { AuthIcon, AuthLayout, AuthLink, type AuthLayoutProps } from '../auth-layout';

export interface ExpiredLinkProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** @default 'Link Expired' */
  title?: ReactNode;
  /** @default 'The link to reset your password has expired. Generate a new one.' */
  message?: ReactNode;
  /** @default 'Request a new link' */
  requestLabel?: string;
  /** Where a new link is requested (the app's /auth/forgot-password). */
  requestHref: string;
  /** @default 'Back to Sign In' */
  loginLabel?: string;
  /** Where 'Back to Sign In' leads (the app's /auth/login). */
  loginHref: string;
}

/** /auth/expired-link: the reset token has expired; ask for a new one (spec 1 §2.6, §8). */
export function ExpiredLink(allProps: ExpiredLinkProps) {
  const text = useMessages(expiredLinkMessages);
  const {
    title = text.title,
    message = text.message,
    requestLabel = text.requestLabel,
    requestHref,
    loginLabel = text.loginLabel,
    loginHref,
    ...props
  } = allProps;
  return (
    <AuthLayout
      data-slot="expired-link"
      icon={<AuthIcon icon={Clock} tone="danger" />}
      title={title}
      description={message}
      footer={<AuthLink href={loginHref}>{loginLabel}</AuthLink>}
      {...props}
    >
      <Button href={requestHref} className="w-full">
        {requestLabel}
      </Button>
    </AuthLayout>
  );
}
