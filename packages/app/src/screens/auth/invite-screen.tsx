import { publicPaths } from '../../routes/public-paths';
import type { LoginResponse } from '@lp/contract/api';
import * as appAuthMessages from '@lp/locales/en/app-auth';
import { InviteFlow } from '@lp/patterns';
import { useMessages } from '@lp/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppServices } from '../../app-context';
import { flowMessage } from '../../data/auth';
import { useAuthApi } from '../../data/use-auth-api';
import { useBrandIdentity } from './use-brand-identity';

/**
 * /auth/invite?token=: the five-step invitation flow of spec 2 section 2.7. The account is
 * created at 'Join the program'; the person is signed in when they continue from
 * 'Email Verified' (signing in earlier would let the public-only guard cut the flow short).
 */
export default function InviteScreen() {
  const brand = useBrandIdentity();
  const text = useMessages(appAuthMessages);
  const auth = useAuthApi();
  const { session } = useAppServices();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token');
  const [expired, setExpired] = useState(!token);
  const [error, setError] = useState<string>();
  const accepted = useRef<LoginResponse | null>(null);

  useEffect(() => {
    if (!token) return;
    let active = true;
    auth
      .isTokenExpired(token, 'INVITATION')
      .then((isExpired) => active && setExpired(isExpired))
      .catch(() => active && setExpired(true));
    return () => {
      active = false;
    };
  }, [auth, token]);

  return (
    <InviteFlow
      {...brand}
      loginHref={publicPaths.login()}
      invitationExpired={expired}
      registerError={error}
      onRegister={async (values) => {
        setError(undefined);
        try {
          accepted.current = await auth.acceptInvitation({ token: token ?? '', ...values });
        } catch (failure) {
          setError(flowMessage(failure, text.joinFailed));
          throw failure;
        }
      }}
      onResend={() => console.info('Resend invitation email: not implemented (spec 2 section 7)')}
      onContinue={() => {
        if (accepted.current) session.signIn(accepted.current);
        navigate(publicPaths.dashboard(), { replace: true });
      }}
    />
  );
}
