import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safe-storage';
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
