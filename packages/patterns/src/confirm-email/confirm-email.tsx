import * as confirmEmailMessages from '@lp/locales/en/confirm-email';
import { Button, useMessages } from '@lp/ui';
import { Mail } from '@lp/ui/icons';
import type { ReactNode } from 'react';
import { AuthLayout, FormError, AuthIcon, withElement, type AuthLayoutProps } from '../auth-layout';

export interface ConfirmEmailProps extends Omit<
  AuthLayoutProps,
  'title' | 'children' | 'footerLinks'
> {
  /** The address the e-mail went to; shown in the message when given. */
  email?: string;
  /** @default 'Confirm Your Email' */
  title?: ReactNode;
  /** @default 'We have sent a confirmation email to your inbox.' ('to {email}.' when the address is known) */
  message?: ReactNode;
  /** @default 'Please click the link in the email to verify your account.' */
  instruction?: ReactNode;
  /** @default 'Resend Verification Email' */
  resendLabel?: string;
  /** Label of the button while resending. @default 'Sending...' */
  resendingLabel?: string;
  /** Called by the resend button (the app decides what it does; spec 1 §2.6: no call behind it). */
  onResend?: () => void;
  /** Shows the resend button as in progress. @default false */
  resending?: boolean;
  /** A general error, such as 'Failed to resend email. Please try again.' */
  error?: ReactNode;
  /** A confirmation after a resend, shown as a status. */
  notice?: ReactNode;
  /** @default 'Privacy & Terms' */
  privacyLabel?: string;
  /** Where 'Privacy & Terms' leads (the app's /privacy). */
  privacyHref: string;
  /** @default 'Contact Us' */
  contactLabel?: string;
  /** Where 'Contact Us' leads (the app's /contact). */
  contactHref: string;
}

/** /auth/register/confirm-email: a confirmation e-mail was sent; click its link (spec 1 §2.6, spec 2 §2.7). */
export function ConfirmEmail(allProps: ConfirmEmailProps) {
  const text = useMessages(confirmEmailMessages);
  const {
    email,
    title = text.title,
    message,
    instruction = text.instruction,
    resendLabel = text.resendLabel,
    resendingLabel = text.resendingLabel,
    onResend,
    resending = false,
    error,
    notice,
    privacyLabel = text.privacyLabel,
    privacyHref,
    contactLabel = text.contactLabel,
    contactHref,
    ...props
  } = allProps;
  const sent =
    message ??
    (email
      ? withElement(
          (marker) => text.sentTo({ email: marker }),
          <strong data-slot="confirm-email-address" className="font-semibold break-words text-text">
            {email}
          </strong>,
        )
      : text.sentToInbox);
  return (
    <AuthLayout
      data-slot="confirm-email"
      icon={<AuthIcon icon={Mail} tone="primary" />}
      title={title}
      footerLinks={[
        { label: privacyLabel, href: privacyHref },
        { label: contactLabel, href: contactHref },
      ]}
      {...props}
    >
      <FormError>{error}</FormError>
      <div className="flex flex-col gap-2 text-center text-sm text-text">
        <p data-slot="confirm-email-message">{sent}</p>
        <p data-slot="confirm-email-instruction" className="text-text-muted">
          {instruction}
        </p>
      </div>
      <p
        role="status"
        data-slot="confirm-email-notice"
        className="text-center text-sm text-text empty:hidden"
      >
        {notice}
      </p>
      <Button
        data-slot="confirm-email-resend"
        variant="outline"
        className="w-full"
        loading={resending}
        loadingText={resendingLabel}
        onClick={onResend}
      >
        {resendLabel}
      </Button>
    </AuthLayout>
  );
}
