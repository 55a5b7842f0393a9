import * as arNs from '@lp/locales/ar/invite-flow';
import * as esNs from '@lp/locales/es/invite-flow';
import { I18nProvider } from '@lp/ui';
import { InviteConfirmation } from './invite-confirmation';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InviteFlow } from './invite-flow';
import { InviteNamesForm, InviteRegisterForm } from './invite-forms';
import { sampleHrefs } from '../samples/paths.samples';

const text = (name: string) => screen.getByRole('textbox', { name });
const password = () => screen.getByLabelText(/^Password\*?$/);

describe('InviteNamesForm', () => {
  it('asks for both names with one message and focuses the first empty one', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<InviteNamesForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getAllByText('Please enter your first and last name')).toHaveLength(1);
    expect(text('First name')).toHaveAccessibleDescription('Please enter your first and last name');
    expect(text('Last name')).toBeInvalid();
    await waitFor(() => expect(text('First name')).toHaveFocus());
    await user.type(text('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(text('First name')).toBeValid();
    await waitFor(() => expect(text('Last name')).toHaveFocus());
    await user.type(text('Last name'), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(onSubmit).toHaveBeenCalledWith({ firstName: 'Ada', lastName: 'Lovelace' });
  });
});

describe('InviteRegisterForm', () => {
  it("uses the invitation's own messages, including 'at least 8 characters long'", async () => {
    const user = userEvent.setup();
    render(<InviteRegisterForm />);
    await user.click(screen.getByRole('button', { name: 'Join the program' }));
    expect(text('Email')).toHaveAccessibleDescription('Email is required');
    expect(password()).toHaveAccessibleDescription('Password is required');
    await waitFor(() => expect(text('Email')).toHaveFocus());
    await user.type(text('Email'), 'ada@example');
    await user.type(password(), 'short');
    await user.click(screen.getByRole('button', { name: 'Join the program' }));
    expect(text('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(password()).toHaveAccessibleDescription('Password must be at least 8 characters long');
  });
});

describe('InviteFlow', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('walks invite -> register -> confirmation and on to verified after 10 seconds', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onRegister = vi.fn().mockResolvedValue(undefined);
    const onStepChange = vi.fn();
    render(
      <InviteFlow {...sampleHrefs.invite} onRegister={onRegister} onStepChange={onStepChange} />,
    );
    await user.type(text('First name'), 'Ada');
    await user.type(text('Last name'), 'Lovelace');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(text('Email'), 'ada@example.edu');
    await user.type(password(), 'Engines1');
    await user.click(screen.getByRole('button', { name: 'Join the program' }));
    expect(onRegister).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      password: 'Engines1',
    });
    const thanks = await screen.findByRole('heading', { name: 'Thank you!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText('ada@example.edu')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Continuing in 10 seconds...');
    act(() => vi.advanceTimersByTime(9_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Continuing in 1 second...');
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard');
    expect(onStepChange.mock.calls.map(([step]) => step)).toEqual([
      'register',
      'confirmation',
      'verified',
    ]);
  });

  it('stays on register, values kept, when onRegister rejects', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <InviteFlow
        {...sampleHrefs.invite}
        defaultStep="register"
        onRegister={vi.fn().mockRejectedValue(new Error('x'))}
      />,
    );
    await user.type(text('Email'), 'ada@example.edu');
    await user.type(password(), 'Engines1');
    await user.click(screen.getByRole('button', { name: 'Join the program' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
    expect(text('Email')).toHaveValue('ada@example.edu');
    expect(password()).toHaveValue('Engines1');
  });

  it("goes to the error step from confirmation through 'Having trouble? Click here'", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<InviteFlow {...sampleHrefs.invite} defaultStep="confirmation" />);
    await user.click(screen.getByRole('button', { name: 'Having trouble? Click here' }));
    expect(
      screen.getByText(
        "To join this program you'll need to ask the person who originally invited you for a new link.",
      ),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(15_000));
    expect(screen.queryByRole('heading', { name: 'Email Verified' })).not.toBeInTheDocument();
  });

  it('shows the step the app controls, such as the error step for an expired invitation', () => {
    render(<InviteFlow {...sampleHrefs.invite} step="error" />);
    expect(screen.getByRole('heading', { name: 'Invitation Expired' })).toBeInTheDocument();
  });

  it('shows the error step instead of invite when the invitation is expired', () => {
    render(<InviteFlow {...sampleHrefs.invite} invitationExpired />);
    expect(screen.getByRole('heading', { name: 'Invitation Expired' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument();
  });

  it('offers a way to sign in from the error step (no token, or an expired one)', () => {
    render(
      <InviteFlow loginHref="/auth/login?from=invite" continueHref="/home" invitationExpired />,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?from=invite',
    );
  });

  it('continues through a callback when given', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onContinue = vi.fn();
    render(<InviteFlow {...sampleHrefs.invite} step="verified" onContinue={onContinue} />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});

describe('InviteFlow in other languages', () => {
  it('shows the first step in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <InviteFlow {...sampleHrefs.invite} />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Te han invitado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear cuenta' })).toBeInTheDocument();
  });

  it.each([
    [1, 'Continuando en 1 segundo...'],
    [10, 'Continuando en 10 segundos...'],
  ])('counts %i in Spanish', (seconds, expected) => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <InviteConfirmation countdownSeconds={seconds} countdownPaused />
      </I18nProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent(expected);
  });

  it.each([
    [1, 'المتابعة خلال ثانية واحدة...'],
    [2, 'المتابعة خلال ثانيتين...'],
    [10, `المتابعة خلال ${new Intl.NumberFormat('ar').format(10)} ثوانٍ...`],
  ])('counts %i with Arabic plural forms', (seconds, expected) => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <InviteConfirmation email="ada@example.edu" countdownSeconds={seconds} countdownPaused />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'شكرًا لك!' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.edu').tagName).toBe('STRONG');
    expect(screen.getByRole('timer')).toHaveTextContent(expected);
  });
});
