import { useSyncExternalStore } from 'react';
import { useAppServices } from '../app-context';
import { activeRole } from './session';

/**
 * The signed-in user (null when signed out) and the active role, kept in step with storage.
 * The server renders with the session's user, so hydration reads the stored one too.
 */
export function useSessionUser() {
  const { session } = useAppServices();
  const user = useSyncExternalStore(session.subscribe, session.readUser, session.readUser);
  return { user, role: activeRole(user) };
}
