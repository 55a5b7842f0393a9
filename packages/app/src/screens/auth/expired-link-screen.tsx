import { publicPaths } from '../../routes/public-paths';
import { ExpiredLink } from '@lp/patterns';

/** The reset link expired: 'The link to reset your password has expired. Generate a new one.' */
export default function ExpiredLinkScreen() {
  return <ExpiredLink requestHref={publicPaths.forgotPassword()} loginHref={publicPaths.login()} />;
}
