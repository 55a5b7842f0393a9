import * as arNs from '@lp/locales/ar/confirm-email';
import { I18nProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmEmail } from './confirm-email';
import { sampleHrefs } from '../samples/paths.samples';

describe('ConfirmEmail', () => {
  it('says an e-mail was sent to the address and asks to click its link', () => {
    render(<ConfirmEmail {...sampleHrefs.confirmEmail} email="ada@example.edu" />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('ada@example.edu')).toBeInTheDocument();
    expect(screen.getByText(/click the link/i)).toBeInTheDocument();
  });

  it("calls onResend from the 'Resend Verification Email' button", async () => {
    const onResend = vi.fn();
    render(<ConfirmEmail {...sampleHrefs.confirmEmail} onResend={onResend} />);
    await userEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('has the footer links Privacy & Terms and Contact Us with the given hrefs', () => {
    render(
      <ConfirmEmail
        {...sampleHrefs.confirmEmail}
        privacyHref="/legal"
        contactHref="mailto:help@example.edu"
      />,
    );
    expect(screen.getByRole('link', { name: 'Privacy & Terms' })).toHaveAttribute('href', '/legal');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      'mailto:help@example.edu',
    );
  });

  it('shows a resend failure as an alert', () => {
    render(
      <ConfirmEmail
        {...sampleHrefs.confirmEmail}
        error="Failed to resend email. Please try again."
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to resend email. Please try again.',
    );
  });
});

describe('ConfirmEmail in Arabic', () => {
  it('puts the address in bold inside the Arabic sentence', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <ConfirmEmail {...sampleHrefs.confirmEmail} email="ada@example.edu" />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'أكّد بريدك الإلكتروني' }),
    ).toBeInTheDocument();
    const address = screen.getByText('ada@example.edu');
    expect(address.tagName).toBe('STRONG');
    expect(address.parentElement).toHaveTextContent('أرسلنا رسالة تأكيد إلى ada@example.edu.');
    expect(screen.getByRole('button', { name: 'إعادة إرسال رسالة التحقق' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الخصوصية والشروط' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
