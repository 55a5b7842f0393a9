import { INVITATION_COUNTDOWN_SECONDS } from '@lp/contract';
import { useEffect, useRef, useState } from 'react';

/** The five steps of the invitation flow, in order (spec 2 §2.7). */
export const inviteSteps = ['invite', 'register', 'confirmation', 'verified', 'error'] as const;
export type InviteStep = (typeof inviteSteps)[number];

/** What moves the flow on. */
export type InviteEvent =
  'namesSubmitted' | 'registered' | 'back' | 'countdownDone' | 'trouble' | 'expired';

const transitions: Record<InviteStep, Partial<Record<InviteEvent, InviteStep>>> = {
  invite: { namesSubmitted: 'register', expired: 'error' },
  register: { registered: 'confirmation', back: 'invite' },
  confirmation: { countdownDone: 'verified', trouble: 'error', expired: 'error' },
  verified: {},
  error: {},
};

/**
 * The step machine: invite -> register -> confirmation -> verified; the error step is reachable
 * from invite (an expired invitation) and confirmation ('Having trouble? Click here').
 * An event a step does not take leaves it where it is.
 */
export function nextInviteStep(step: InviteStep, event: InviteEvent): InviteStep {
  return transitions[step][event] ?? step;
}

export interface InviteNamesValues {
  firstName: string;
  lastName: string;
}

export interface InviteAccountValues {
  email: string;
  password: string;
}

/** What `onRegister` receives: the names of step 1 with the account of step 2. */
export type InviteRegistration = InviteNamesValues & InviteAccountValues;

export interface UseInviteFlowOptions {
  /** The current step, when the app controls it. */
  step?: InviteStep;
  /** The first step of an uncontrolled flow. @default 'invite' */
  defaultStep?: InviteStep;
  /** Called with each new step. */
  onStepChange?: (step: InviteStep) => void;
  /** Registers the account (the app calls the API); the flow moves to confirmation when it resolves and stays when it rejects. */
  onRegister?: (values: InviteRegistration) => unknown;
}

/** The invitation flow's state: the step, what was typed in earlier steps, and the moves. */
export function useInviteFlow({
  step: controlledStep,
  defaultStep = 'invite',
  onStepChange,
  onRegister,
}: UseInviteFlowOptions = {}) {
  const [ownStep, setOwnStep] = useState<InviteStep>(defaultStep);
  const [names, setNames] = useState<InviteNamesValues>({ firstName: '', lastName: '' });
  const [account, setAccount] = useState<InviteAccountValues>({ email: '', password: '' });
  const step = controlledStep ?? ownStep;

  function send(event: InviteEvent, from: InviteStep = step) {
    const next = nextInviteStep(from, event);
    if (next === from) return;
    if (controlledStep === undefined) setOwnStep(next);
    onStepChange?.(next);
  }

  function submitNames(values: InviteNamesValues) {
    setNames(values);
    send('namesSubmitted');
  }

  async function submitAccount(values: InviteAccountValues) {
    setAccount(values);
    // A rejection propagates to the register form, which shows it and keeps the values.
    await onRegister?.({ ...names, ...values });
    send('registered', 'register');
  }

  return {
    step,
    names,
    account,
    send,
    submitNames,
    submitAccount,
    back: () => send('back'),
    countdownDone: () => send('countdownDone'),
    trouble: () => send('trouble'),
    expire: () => send('expired'),
  };
}

export interface UseInviteCountdownOptions {
  /** Seconds to count down from (spec 2 §9: 10). @default INVITATION_COUNTDOWN_SECONDS */
  seconds?: number;
  /** Stops the clock where it is. @default false */
  paused?: boolean;
  /** Called once when the count reaches zero. */
  onDone?: () => void;
}

/** The confirmation step's countdown: one tick a second, `onDone` once at zero. */
export function useInviteCountdown({
  seconds = INVITATION_COUNTDOWN_SECONDS,
  paused = false,
  onDone,
}: UseInviteCountdownOptions = {}) {
  const [remaining, setRemaining] = useState(seconds);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  const done = remaining === 0;

  // One interval rather than a timeout per tick, so the count keeps time whatever renders.
  useEffect(() => {
    if (paused || done) return;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [paused, done]);

  useEffect(() => {
    if (done) onDoneRef.current?.();
  }, [done]);

  return { remaining, done };
}
