import { withElement } from './rich-text';
import { RouterProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthLayout } from './auth-layout';
import { AuthLink } from './auth-link';
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

  it('renders real links that the app’s router follows', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <AuthLayout title="Welcome Back!" footerLinks={[{ label: 'Contact Us', href: '/contact' }]}>
          <AuthLink href="/auth/register">Sign up</AuthLink>
        </AuthLayout>
      </RouterProvider>,
    );
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/auth/register');
    await userEvent.click(signUp);
    expect(navigate).toHaveBeenCalledWith('/auth/register');
    await userEvent.click(screen.getByRole('link', { name: 'Contact Us' }));
    expect(navigate).toHaveBeenLastCalledWith('/contact');
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

describe('withElement', () => {
  it('puts the element where the message places its argument', () => {
    render(
      <p data-testid="sentence">
        {withElement((marker) => `Enviado a ${marker}.`, <strong>ada@example.edu</strong>)}
      </p>,
    );
    expect(screen.getByText('ada@example.edu').tagName).toBe('STRONG');
    expect(screen.getByTestId('sentence')).toHaveTextContent('Enviado a ada@example.edu.');
  });
});

describe('overrideMessages with a translation', () => {
  it('translates the contract’s messages but keeps a deployment’s override as given', () => {
    const translate = (english: string) => `«${english}»`;
    expect(
      overrideMessages(
        { email: 'Email is required', password: 'Password is required' },
        { passwordRequired: 'Passwort fehlt' },
        translate,
      ),
    ).toEqual({ email: '«Email is required»', password: 'Passwort fehlt' });
  });
});
