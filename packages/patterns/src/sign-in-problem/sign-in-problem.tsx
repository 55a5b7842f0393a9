import type { SignInFailureReason } from '@lp/contract';
import * as signInProblemMessages from '@lp/locales/en/sign-in-problem';
import { Button, useMessages } from '@lp/ui';
import { CircleAlert } from '@lp/ui/icons';
import type { ReactNode } from 'react';
import { AuthIcon, AuthLayout, type AuthLayoutProps } from '../auth-layout';

export interface SignInProblemProps extends Omit<AuthLayoutProps, 'title' | 'children'> {
  /** Why the sign-in through the provider failed; an unknown one reads as 'invalid'. */
  reason: SignInFailureReason;
  /** The title and text of each reason. @default the texts of `signInFailureReasons` (the catalogue's `sign-in-problem`) */
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
export function SignInProblem(allProps: SignInProblemProps) {
  const text = useMessages(signInProblemMessages);
  const { reason, texts, loginLabel = text.loginLabel, loginHref, ...props } = allProps;
  const shown = texts?.[reason] ?? reasonTexts(text, reason);
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

type SignInProblemMessages = typeof signInProblemMessages.default;

/** The title and text of a reason in the page's language; an unknown reason reads as 'invalid'. */
function reasonTexts(text: SignInProblemMessages, reason: SignInFailureReason) {
  const byReason: Record<SignInFailureReason, { title: string; text: string }> = {
    unreachable: { title: text.unreachableTitle, text: text.unreachableText },
    cancelled: { title: text.cancelledTitle, text: text.cancelledText },
    invalid: { title: text.invalidTitle, text: text.invalidText },
    domain: { title: text.domainTitle, text: text.domainText },
    account: { title: text.accountTitle, text: text.accountText },
    suspended: { title: text.suspendedTitle, text: text.suspendedText },
    unavailable: { title: text.unavailableTitle, text: text.unavailableText },
  };
  return byReason[reason] ?? byReason.invalid;
}
