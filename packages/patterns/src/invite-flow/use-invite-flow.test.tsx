import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InviteConfirmation } from './invite-confirmation';
import { InviteExpired } from './invite-expired';
import { InviteVerified } from './invite-verified';
import { inviteSteps, nextInviteStep, useInviteCountdown, useInviteFlow } from './use-invite-flow';
import { sampleHrefs } from '../samples/paths.samples';

describe('nextInviteStep', () => {
  it('walks invite -> register -> confirmation -> verified', () => {
    expect(nextInviteStep('invite', 'namesSubmitted')).toBe('register');
    expect(nextInviteStep('register', 'registered')).toBe('confirmation');
    expect(nextInviteStep('confirmation', 'countdownDone')).toBe('verified');
  });

  it('reaches the error step from invite and confirmation only', () => {
    expect(nextInviteStep('invite', 'expired')).toBe('error');
    expect(nextInviteStep('confirmation', 'trouble')).toBe('error');
    expect(nextInviteStep('register', 'expired')).toBe('register');
    expect(nextInviteStep('verified', 'trouble')).toBe('verified');
  });

  it('ignores events a step does not take', () => {
    for (const step of inviteSteps)
      expect(nextInviteStep(step, 'countdownDone')).toBe(
        step === 'confirmation' ? 'verified' : step,
      );
    expect(nextInviteStep('error', 'namesSubmitted')).toBe('error');
  });
});

describe('useInviteFlow', () => {
  it('keeps the names and sends them with the account to onRegister, then confirms', async () => {
    const onRegister = vi.fn().mockResolvedValue(undefined);
    const onStepChange = vi.fn();
    const { result } = renderHook(() => useInviteFlow({ onRegister, onStepChange }));
    act(() => result.current.submitNames({ firstName: 'Ada', lastName: 'Lovelace' }));
    expect(result.current.step).toBe('register');
    await act(() =>
      result.current.submitAccount({ email: 'ada@example.edu', password: 'Engines1' }),
    );
    expect(onRegister).toHaveBeenCalledWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.edu',
      password: 'Engines1',
    });
    expect(result.current.step).toBe('confirmation');
    expect(onStepChange.mock.calls.map(([step]) => step)).toEqual(['register', 'confirmation']);
  });

  it('stays on register when onRegister rejects, keeping what was typed', async () => {
    const onRegister = vi.fn().mockRejectedValue(new Error('no'));
    const { result } = renderHook(() => useInviteFlow({ onRegister, defaultStep: 'register' }));
    await act(async () => {
      await expect(
        result.current.submitAccount({ email: 'ada@example.edu', password: 'Engines1' }),
      ).rejects.toThrow('no');
    });
    expect(result.current.step).toBe('register');
    expect(result.current.account.email).toBe('ada@example.edu');
  });

  it('only reports the next step when the app controls it', () => {
    const onStepChange = vi.fn();
    const { result } = renderHook(() => useInviteFlow({ step: 'confirmation', onStepChange }));
    act(() => result.current.trouble());
    expect(onStepChange).toHaveBeenCalledWith('error');
    expect(result.current.step).toBe('confirmation');
  });
});

describe('useInviteCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts down from 10 once a second and calls onDone once at zero', () => {
    const onDone = vi.fn();
    const { result } = renderHook(() => useInviteCountdown({ onDone }));
    expect(result.current.remaining).toBe(10);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(9);
    for (let i = 0; i < 8; i++) act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(0);
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('holds while paused', () => {
    const { result } = renderHook(() => useInviteCountdown({ paused: true }));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(10);
  });
});

describe('invite step blocks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("confirmation says 'Thank you!', shows the countdown and moves on after 10 seconds", () => {
    const onCountdownEnd = vi.fn();
    render(<InviteConfirmation email="ada@example.edu" onCountdownEnd={onCountdownEnd} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Continuing in 10 seconds...');
    act(() => vi.advanceTimersByTime(9000));
    expect(screen.getByRole('timer')).toHaveTextContent('Continuing in 1 second...');
    expect(onCountdownEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onCountdownEnd).toHaveBeenCalledTimes(1);
  });

  it("confirmation's resend and 'Having trouble? Click here' call back", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onResend = vi.fn();
    const onTrouble = vi.fn();
    render(<InviteConfirmation onResend={onResend} onTrouble={onTrouble} countdownPaused />);
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    await user.click(screen.getByRole('button', { name: 'Having trouble? Click here' }));
    expect(onResend).toHaveBeenCalledTimes(1);
    expect(onTrouble).toHaveBeenCalledTimes(1);
  });

  it("verified says 'Email Verified' and continues to /dashboard or through a callback", async () => {
    const { unmount } = render(<InviteVerified {...sampleHrefs.inviteVerified} />);
    expect(screen.getByRole('heading', { name: 'Email Verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/dashboard');
    unmount();
    const onContinue = vi.fn();
    render(<InviteVerified {...sampleHrefs.inviteVerified} onContinue={onContinue} />);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("error step shows the spec's expired-invitation text", () => {
    render(<InviteExpired {...sampleHrefs.inviteExpired} />);
    expect(
      screen.getByText(
        "To join this program you'll need to ask the person who originally invited you for a new link.",
      ),
    ).toBeInTheDocument();
  });
});
