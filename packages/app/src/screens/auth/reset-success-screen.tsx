import { publicPaths } from '../../routes/public-paths';
import { ResetSuccess } from '@lp/patterns';

/** 'Password Updated Successfully' with 'Return to Login' (to /login, as the spec says). */
export default function ResetSuccessScreen() {
  return <ResetSuccess returnHref={publicPaths.login()} />;
}
