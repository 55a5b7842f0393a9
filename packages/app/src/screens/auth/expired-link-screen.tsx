import { paths } from '../../routes/paths';
import { ExpiredLink } from '@lp/patterns';

/** The reset link expired: 'The link to reset your password has expired. Generate a new one.' */
export default function ExpiredLinkScreen() {
  return <ExpiredLink requestHref={paths.forgotPassword()} loginHref={paths.login()} />;
}
