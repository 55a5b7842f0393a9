import {
  sessionStorageKeys,
  storageKeys,
  storedUserParser,
  type Role,
  type User,
} from '@lp/contract';
import type { LoginResponse } from '@lp/contract/api';
import type { SafeStorage } from './safe-storage';

/** The roles anyone may switch between locally from the palette (spec 1 section 6). */
export type SwitchableRole = Extract<Role, 'student' | 'teacher'>;

/**
 * The signed-in session as the browser keeps it (spec 1 sections 4 and 7): the user in
 * local storage with the active role first, the CSRF token in session storage.
 * Subscribable, so React reads it with useSyncExternalStore.
 */
export function createSession(local: SafeStorage, session: SafeStorage) {
  const listeners = new Set<() => void>();
  let cached: { text: string | null; user: User | null } | null = null;

  const notify = () => listeners.forEach((listener) => listener());

  function readUser(): User | null {
    const text = local.readString(storageKeys.user);
    if (cached && text === cached.text) return cached.user; // same snapshot for useSyncExternalStore
    const user = local.readJson<User | null>(storageKeys.user, storedUserParser, null);
    cached = { text: local.readString(storageKeys.user), user };
    return user;
  }

  function storeUser(user: User) {
    local.writeJson(storageKeys.user, user);
    if (user.roles[0]) local.writeString(storageKeys.userRole, user.roles[0]);
    notify();
  }

  /**
   * The account's colour mode wins over the device's (issue 35): the server drew the page in it,
   * and the first render reads storage. 'system' leaves the device's own setting to decide.
   */
  function takeAccountMode(mode: 'light' | 'dark' | 'system' | undefined) {
    if (mode === undefined) return;
    const current = local.readString(storageKeys.theme);
    if (mode === 'system' ? current === null : current === mode) return;
    if (mode === 'system') local.remove(storageKeys.theme);
    else local.writeString(storageKeys.theme, mode);
    notify();
  }

  function clear() {
    const keys = [
      storageKeys.user,
      storageKeys.userRole,
      storageKeys.authToken,
      storageKeys.refreshToken,
    ];
    const had =
      keys.some((key) => local.readString(key) !== null) ||
      session.readString(sessionStorageKeys.csrfToken) !== null;
    for (const key of keys) local.remove(key);
    session.remove(sessionStorageKeys.csrfToken);
    if (had) notify(); // nothing stored, nothing changed: no one is told
  }

  return {
    readUser,
    csrfToken: () => session.readString(sessionStorageKeys.csrfToken),

    /** Stores what a successful login returned; the first role becomes the active one. */
    signIn(data: LoginResponse): User {
      const user: User = {
        id: data.email,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        roles: data.roles.length > 0 ? data.roles : ['student'],
        ...(data.avatar ? { avatar: data.avatar } : {}),
      };
      if (data.csrfToken) session.writeString(sessionStorageKeys.csrfToken, data.csrfToken);
      takeAccountMode(data.colorMode);
      storeUser(user);
      return user;
    },

    /** The signed-in user's own changes from their profile (issue 35): the header shows them at once. */
    updateUser(changes: Partial<Pick<User, 'firstName' | 'lastName' | 'avatar'>>) {
      const user = readUser();
      if (!user) return;
      const next = { ...user, ...changes };
      if (next.avatar === undefined) delete next.avatar;
      storeUser(next);
    },

    /** The colour mode chosen in Settings, taken as this device's (issue 35). */
    takeAccountMode,

    /**
     * Takes the session the server served the page for as the truth (issue 31): its user is
     * stored, or the stored one cleared when the server says no one is signed in. A role the
     * user switched to locally stays first while the server's roles are the same ones.
     */
    adopt(
      served: {
        user: User & { colorMode?: 'light' | 'dark' | 'system' };
        csrfToken: string;
      } | null,
    ) {
      if (!served) {
        clear();
        return;
      }
      session.writeString(sessionStorageKeys.csrfToken, served.csrfToken);
      // As the server drew the page (web/app-static.ts, pageMode): the account's light or dark
      // wins; its 'system' (also every account's default) leaves this device's own choice.
      if (served.user.colorMode !== 'system') takeAccountMode(served.user.colorMode);
      const stored = readUser();
      // A role switched to locally (switchRole adds it first) is a view of the same roles.
      const switched = (roles: readonly Role[]) =>
        roles[0] &&
        !served.user.roles.includes(roles[0]) &&
        (roles[0] === 'student' || roles[0] === 'teacher')
          ? roles.slice(1)
          : roles;
      const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
        a.length === b.length && a.every((role) => b.includes(role));
      const keep =
        stored &&
        stored.email === served.user.email &&
        stored.firstName === served.user.firstName &&
        stored.lastName === served.user.lastName &&
        stored.avatar === served.user.avatar &&
        sameRoles(switched(stored.roles), served.user.roles);
      if (!keep) {
        const { colorMode: _mode, ...user } = served.user;
        storeUser(user);
      }
    },

    /** Clears the stored role, user and tokens (spec 1 section 4, logout). */
    clear,

    /** Makes `role` the active (first) role, keeping the others. */
    switchRole(role: SwitchableRole): User | null {
      const user = readUser();
      if (!user) return null;
      const next = { ...user, roles: [role, ...user.roles.filter((r) => r !== role)] };
      storeUser(next);
      return next;
    },

    subscribe(listener: () => void) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === storageKeys.user) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

export type Session = ReturnType<typeof createSession>;

/** The active role: the first of the user's roles, student when there is none. */
export function activeRole(user: User | null): Role {
  return user?.roles[0] ?? 'student';
}
