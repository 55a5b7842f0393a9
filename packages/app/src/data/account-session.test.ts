import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createSafeStorage } from './safe-storage';
import { createSession } from './session';

// The account's own pages (issue 35) through the session: the colour mode chosen in Settings
// wins over this device's, and the profile's changes reach the stored user the header reads.

const login = {
  email: 'ada@demo.edu',
  firstName: 'Ada',
  lastName: 'Lovelace',
  roles: ['student' as const],
  csrfToken: 'csrf-1',
};

describe('the account through the session', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const session = createSession(
    createSafeStorage(() => localStorage),
    createSafeStorage(() => sessionStorage),
  );

  it("takes the account's mode at sign-in and when adopting the page's session", () => {
    localStorage.setItem('theme', 'light');
    session.signIn({ ...login, colorMode: 'dark' });
    expect(localStorage.getItem('theme')).toBe('dark');
    session.adopt({ user: { id: login.email, ...login, colorMode: 'light' }, csrfToken: 'c' });
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it("leaves the device's own setting to 'system', and keeps the mode without one", () => {
    localStorage.setItem('theme', 'dark');
    session.signIn(login);
    expect(localStorage.getItem('theme')).toBe('dark');
    session.takeAccountMode('system');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('tells its listeners when the mode changes, and only then', () => {
    const listener = vi.fn();
    const stop = session.subscribe(listener);
    session.takeAccountMode('dark');
    session.takeAccountMode('dark');
    stop();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("stores the profile's name and avatar, and removes the avatar", () => {
    session.signIn(login);
    session.updateUser({ firstName: 'Augusta', avatar: '/api/v1/account/avatars/a.png' });
    expect(session.readUser()).toMatchObject({
      firstName: 'Augusta',
      lastName: 'Lovelace',
      avatar: '/api/v1/account/avatars/a.png',
    });
    session.updateUser({ avatar: undefined });
    expect(session.readUser()).not.toHaveProperty('avatar');
  });

  it("stores a served user's new avatar, without the mode", () => {
    session.signIn(login);
    session.adopt({
      user: {
        id: login.email,
        ...login,
        avatar: '/api/v1/account/avatars/b.png',
        colorMode: 'dark',
      },
      csrfToken: 'c',
    });
    expect(session.readUser()?.avatar).toBe('/api/v1/account/avatars/b.png');
    expect(JSON.parse(localStorage.getItem('user')!)).not.toHaveProperty('colorMode');
  });
});
