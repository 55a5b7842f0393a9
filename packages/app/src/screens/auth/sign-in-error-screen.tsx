import { signInFailureReasons, type SignInFailureReason } from '@lp/contract';
import { SignInProblem } from '@lp/patterns';
import { useSearchParams } from 'react-router-dom';
import { publicPaths } from '../../routes/public-paths';
import { useBrandIdentity } from './use-brand-identity';

const isReason = (value: string | null): value is SignInFailureReason =>
  value !== null && Object.hasOwn(signInFailureReasons, value);

/**
 * /auth/sign-in-error?reason=: a sign-in through the university's provider failed (issue 33).
 * The server sends the browser here with the reason; an unknown one reads as 'invalid'.
 */
export default function SignInErrorScreen() {
  const brand = useBrandIdentity();
  const [params] = useSearchParams();
  const reason = params.get('reason');
  return (
    <SignInProblem
      {...brand}
      reason={isReason(reason) ? reason : 'invalid'}
      loginHref={publicPaths.login()}
    />
  );
}
