import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from './auth-layout';
import { AuthLink, AuthLinkButton } from './auth-link';
import { overrideMessages } from './use-auth-form';

describe('AuthLayout', () => {
  it('names its card with the heading and shows brand, body and footer links', () => {
    render(
      <AuthLayout
        productName="Acme Learning"
        title="Welcome Back!"
        footerLinks={[{ label: 'Contact Us', href: '/contact' }]}
      >
        <p>Body</p>
      </AuthLayout>,
    );
    expect(screen.getByRole('region', { name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByText('Acme Learning')).toBeInTheDocument();
    expect(screen.getByText('Body')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it('moves focus to the heading on mount only when asked', () => {
    const { unmount } = render(<AuthLayout title="Check Your Email" />);
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).not.toHaveFocus();
    unmount();
    render(<AuthLayout title="Check Your Email" focusTitleOnMount />);
    expect(screen.getByRole('heading', { name: 'Check Your Email' })).toHaveFocus();
  });

  it('renders links through renderLink when the app gives one', () => {
    render(
      <>
        <AuthLink
          href="/auth/register"
          renderLink={({ href, children }) => <a href={`#${href}`}>{children}</a>}
        >
          Sign up
        </AuthLink>
        <AuthLinkButton
          href="/login"
          renderLink={({ href, children, className }) => (
            <a href={`#${href}`} className={className}>
              {children}
            </a>
          )}
        >
          Return to Login
        </AuthLinkButton>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '#/auth/register',
    );
    const button = screen.getByRole('link', { name: 'Return to Login' });
    expect(button).toHaveAttribute('href', '#/login');
    expect(button).toHaveAttribute('data-slot', 'button');
  });
});

describe('overrideMessages', () => {
  it("swaps the spec's message for a deployment's override and keeps the rest", () => {
    expect(
      overrideMessages(
        { email: 'Email is required', password: 'Password is required' },
        { emailRequired: 'E-Mail fehlt' },
      ),
    ).toEqual({ email: 'E-Mail fehlt', password: 'Password is required' });
  });
});
