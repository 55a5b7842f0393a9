import { signInFailureReasons, type SignInFailureReason } from '@lp/contract';
import { Button } from '@lp/ui';
import { CircleAlert } from '@lp/ui/icons';
import type { ReactNode } from 'react';
import { AuthIcon, AuthLayout, type AuthLayoutProps } from '../auth-layout';

export interface SignInProblemProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** Why the sign-in through the provider failed; an unknown one reads as 'invalid'. */
  reason: SignInFailureReason;
  /** The title and text of each reason. @default signInFailureReasons */
  texts?: Partial<Record<SignInFailureReason, { title: ReactNode; text: ReactNode }>>;
  /** @default 'Back to Sign In' */
  loginLabel?: string;
  /** Where 'Back to Sign In' leads (the app's /auth/login). */
  loginHref: string;
}

/**
 * /auth/sign-in-error (issue 33): a sign-in through the university's own provider failed. Says
 * why in words a person can act on, on the university's brand, with the way back to sign-in.
 */
export function SignInProblem({
  reason,
  texts,
  loginLabel = 'Back to Sign In',
  loginHref,
  ...props
}: SignInProblemProps) {
  const shown = texts?.[reason] ?? signInFailureReasons[reason];
  return (
    <AuthLayout
      data-slot="sign-in-problem"
      data-reason={reason}
      icon={<AuthIcon icon={CircleAlert} tone="danger" />}
      title={shown.title}
      description={shown.text}
      {...props}
    >
      <Button href={loginHref} className="w-full">
        {loginLabel}
      </Button>
    </AuthLayout>
  );
}
