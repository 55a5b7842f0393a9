import { useMemo } from 'react';
import { useAppServices } from '../app-context';
import { createAuthApi } from './account-api';

/** The account calls on the app's API client and session. */
export function useAuthApi() {
  const { api, session } = useAppServices();
  return useMemo(() => createAuthApi(api, session), [api, session]);
}
