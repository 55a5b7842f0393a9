import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safe-storage';
import type { Role, User } from '@lp/contract';
import { activeRole, createSession } from './session';

const login = {
  email: 'ada@demo.edu',
  firstName: 'Ada',
  lastName: 'Lovelace',
  roles: ['student' as const],
  csrfToken: 'csrf-1',
};

describe('session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const session = createSession(
    createSafeStorage(() => localStorage),
    createSafeStorage(() => sessionStorage),
  );

  it('stores the user (id = e-mail) and puts the CSRF token in session storage at sign-in', () => {
    const user = session.signIn(login);
    expect(user).toEqual({
      id: 'ada@demo.edu',
      email: 'ada@demo.edu',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['student'],
    });
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(localStorage.getItem('userRole')).toBe('student');
    expect(sessionStorage.getItem('csrfToken')).toBe('csrf-1');
    expect(session.readUser()).toEqual(user);
  });

  it('clears user, role and tokens on sign-out', () => {
    session.signIn(login);
    localStorage.setItem('authToken', 'a');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('theme', 'dark');
    session.clear();
    for (const key of ['user', 'userRole', 'authToken', 'refreshToken'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('csrfToken')).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(session.readUser()).toBeNull();
  });

  it('switches the active role to teacher and back, keeping the others', () => {
    session.signIn({ ...login, roles: ['student', 'admin'] });
    expect(activeRole(session.switchRole('teacher'))).toBe('teacher');
    expect(session.readUser()?.roles).toEqual(['teacher', 'student', 'admin']);
    expect(localStorage.getItem('userRole')).toBe('teacher');
    expect(activeRole(session.switchRole('student'))).toBe('student');
  });

  it('treats a corrupt stored user as signed out', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('user', '{"email": 5}');
    expect(session.readUser()).toBeNull();
  });

  it('tells subscribers when the session changes', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.signIn(login);
    session.clear();
    unsubscribe();
    session.signIn(login);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('session.adopt: the session the page was served for is the truth', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const session = createSession(
    createSafeStorage(() => localStorage),
    createSafeStorage(() => sessionStorage),
  );
  /** The served session as data/page-state.ts reads it: the user as the browser stores users. */
  const served = (over: Partial<User> = {}, csrfToken = 'csrf-served') => ({
    user: {
      id: 'ada@demo.edu',
      email: 'ada@demo.edu',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles: ['student', 'teacher'] as Role[],
      ...over,
    },
    csrfToken,
  });

  it('signs in the served user when nothing is stored (a sign-in in another browser tab)', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.adopt(served());
    unsubscribe();
    expect(session.readUser()).toEqual(served().user);
    expect(localStorage.getItem('userRole')).toBe('student');
    expect(session.csrfToken()).toBe('csrf-served');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears a stored user, role and token when the server says no one is signed in', () => {
    session.signIn(login);
    localStorage.setItem('authToken', 'a');
    session.adopt(null);
    expect(session.readUser()).toBeNull();
    for (const key of ['user', 'userRole', 'authToken'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(session.csrfToken()).toBeNull();
  });

  it('changes nothing, and tells no one, for a signed-out visitor with nothing stored', () => {
    localStorage.setItem('theme', 'dark');
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.adopt(null);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('replaces a stored user who is someone else', () => {
    session.signIn({ ...login, email: 'grace@demo.edu', firstName: 'Grace', roles: ['admin'] });
    session.adopt(served());
    expect(session.readUser()).toEqual(served().user);
    expect(localStorage.getItem('userRole')).toBe('student');
  });

  it('takes the server’s roles and name when they changed', () => {
    session.signIn({ ...login, roles: ['student', 'teacher', 'admin'] });
    session.adopt(served());
    expect(session.readUser()?.roles).toEqual(['student', 'teacher']);
    session.adopt(served({ lastName: 'King' }));
    expect(session.readUser()?.lastName).toBe('King');
  });

  it('keeps a role switched locally while the server’s roles are the same ones', () => {
    session.signIn({ ...login, roles: ['student', 'teacher'] });
    session.switchRole('teacher');
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.adopt(served({}, 'csrf-new'));
    unsubscribe();
    expect(session.readUser()?.roles).toEqual(['teacher', 'student']);
    expect(localStorage.getItem('userRole')).toBe('teacher');
    expect(listener).not.toHaveBeenCalled();
    // The token is always the served one: the server's cookie goes with it.
    expect(session.csrfToken()).toBe('csrf-new');
  });

  // A student may switch to Teacher mode from the palette (e2e/shell.spec.ts expects it to
  // survive a reload). The switch adds 'teacher' to the stored roles, so the server's roles
  // (['student']) are no longer the same set and adopt() puts 'student' back first: a source
  // bug in data/session.ts (see the report). Drop `.fails` once adopt keeps such a switch.
  it('keeps a student’s switch to Teacher mode across a reload', () => {
    session.signIn(login);
    session.switchRole('teacher');
    session.adopt(served({ roles: ['student'] }));
    expect(localStorage.getItem('userRole')).toBe('teacher');
  });
});
