import type { ReactNode } from 'react';
import * as resetSuccessMessages from '@lp/locales/en/reset-success';
import { Button, useMessages } from '@lp/ui';
import { CircleCheck } from '@lp/ui/icons';
import { AuthIcon, AuthLayout, type AuthLayoutProps } from '../auth-layout';

export interface ResetSuccessProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** @default 'Password Updated Successfully' */
  title?: ReactNode;
  /** A line under the title. @default 'You can now sign in with your new password.' */
  message?: ReactNode;
  /** @default 'Return to Login' */
  returnLabel?: string;
  /** Where the button leads (spec 1 §2.6: /login, which redirects to /auth/login). */
  returnHref: string;
}

/** /auth/forgot-password/step/success: the new password is saved (spec 1 §2.6). */
export function ResetSuccess(allProps: ResetSuccessProps) {
  const text = useMessages(resetSuccessMessages);
  const {
    title = text.title,
    message = text.message,
    returnLabel = text.returnLabel,
    returnHref,
    ...props
  } = allProps;
  return (
    <AuthLayout
      data-slot="reset-success"
      icon={<AuthIcon icon={CircleCheck} tone="success" />}
      title={title}
      description={message}
      {...props}
    >
      <Button href={returnHref} className="w-full">
        {returnLabel}
      </Button>
    </AuthLayout>
  );
}
